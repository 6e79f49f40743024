import { useLayoutEffect } from 'react';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import {
  DisclosurePopover,
  dropdownPairs,
  oneOpenAtATime,
  POPOVER_OFFSETS,
} from '../../packages/core/popover.ts';
import { useEmit, useHost } from '../../packages/element/index.ts';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { watchScrollAway } from './scroll-away.ts';
import lightCss from './subnav-light.css?inline';
import type { SubnavProps } from './subnav-props.ts';

export type { SubnavProps };

const sheet = lazySheet(lightCss);

export const BOTTOM_CENTER = 'simple-bottom-center';

/** Sub-page navigation: dropdowns as popovers (offset 8) and, for the bottom-centre bar, scroll-away. */
export function Subnav({ variant }: SubnavProps) {
  const host = useHost();
  const emit = useEmit();
  const bottomCenter = variant === BOTTOM_CENTER;

  // Layout effects: removing the element releases its markup and listeners at once.
  useLayoutEffect(() => adoptIntoRoot(host, sheet()), [host]);

  useLayoutEffect(() => {
    const popovers: DisclosurePopover[] = [];
    const closeOthers = oneOpenAtATime(popovers);
    for (const { trigger, panel } of dropdownPairs(host)) {
      popovers.push(
        new DisclosurePopover({
          trigger,
          panel,
          offset: POPOVER_OFFSETS.subnav,
          floatingUi: loadPositioning,
          // The bottom bar opens its panels upwards, into the page.
          placement: bottomCenter ? 'top-start' : 'bottom-start',
          onToggle: (open, popover) => open && closeOthers(popover),
        }),
      );
    }
    return () => popovers.forEach((popover) => popover.release());
  }, [host, bottomCenter]);

  useLayoutEffect(() => {
    if (!bottomCenter) return;
    return watchScrollAway(host, (hidden) => emit('ib-subnav-scroll-away', { hidden }));
  }, [host, bottomCenter, emit]);

  return (
    <div part="bar" className="bar">
      <div className={bottomCenter ? 'links scroll-fades' : 'links'}>
        <slot />
      </div>
    </div>
  );
}
