import { useLayoutEffect } from 'react';
import { getPageData } from '../../packages/core/page-data.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import { emit, useHost } from '../../packages/element/index.ts';
import { planLookup, topBarOutcome, type AuthSettings } from './auth-rules.ts';
import { TopBarView } from './top-bar-view.ts';
import { lookUpUser } from './user-lookup.ts';
import lightCss from './top-bar-light.css?inline';
import markersCss from './top-bar-markers-light.css?inline';
import type { TopBarProps } from './top-bar-props.ts';

export type { TopBarProps };

/** Status shown on the host while the lookup runs and after: `pending`, `user`, `anonymous`, `unchanged`. */
const STATUS = 'status';

function settings(override: Partial<AuthSettings> | undefined): AuthSettings {
  const { auth, debug } = getPageData();
  return {
    state: auth.state,
    helperEnabled: auth.helperEnabled,
    endpoint: auth.endpoint,
    debug,
    ...override,
  };
}

/** The default look of the slotted list and the markers it hides, shared by every instance. */
const lightStyles = lazySheet(lightCss + markersCss);

/** Login link, or the user's name with a logout link, from the auth state and the user lookup. */
export function TopBar({ auth }: TopBarProps) {
  const host = useHost();

  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);

  useLayoutEffect(() => {
    const current = settings(auth);
    const plan = planLookup(current);
    const view = new TopBarView(host);
    const controller = new AbortController();
    if (plan.kind === 'skip') {
      host.setAttribute(STATUS, 'unchanged');
    } else {
      host.setAttribute(STATUS, 'pending');
      void lookUpUser(plan, controller.signal).then((username) => {
        if (controller.signal.aborted) return;
        const outcome = topBarOutcome(current.state, username);
        view.apply(outcome, username);
        host.setAttribute(STATUS, outcome);
        emit(host, 'ib-top-bar-resolve', {
          outcome,
          username: outcome === 'user' ? username : null,
        });
      });
    }
    return () => {
      controller.abort();
      view.restore();
      host.removeAttribute(STATUS);
    };
  }, [host, auth]);

  return <slot />;
}
