import { useEffect } from 'react';
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { analyticsPayload, getPageData } from '../../packages/core/page-data.ts';
import { reportError } from '../../packages/core/report.ts';
import { listenOnWindow } from '../../packages/core/window-events.ts';
import { useHost } from '../../packages/element/index.ts';
import { CAPTCHA_EVENT } from './captcha.ts';
import { onCaptchaInit } from './captcha-score.ts';
import { checkTrafficType } from './check-traffic-type.ts';
import { loadTagManager, parseGtmId } from './gtm.ts';
import { claimPage, ownsPage, releasePage } from './page-owner.ts';
import type { AnalyticsProps } from './analytics-props.ts';

export type { AnalyticsProps };

/** The page's analytics services: page data, tag manager, traffic type, captcha score. Renders nothing. */
export function Analytics({ gtmId }: AnalyticsProps) {
  const host = useHost();

  // Declared first, so it runs before the tag-manager effect: the page data must be in the
  // dataLayer when the container starts.
  useEffect(() => {
    if (!claimPage(host)) {
      reportError(host, new Error('Only one <ib-analytics> per page: this one does nothing'));
      return;
    }
    pushDataLayer({ ...analyticsPayload(getPageData()) });
    const requests = new AbortController();
    void checkTrafficType(requests.signal);
    // Also the latest captcha result dispatched before this block's code had loaded.
    const stopCaptcha = listenOnWindow(CAPTCHA_EVENT, onCaptchaInit);
    return () => {
      requests.abort();
      stopCaptcha();
      releasePage(host);
    };
  }, [host]);

  useEffect(() => {
    if (!ownsPage(host) || gtmId === undefined || gtmId.trim() === '') return;
    const id = parseGtmId(gtmId);
    if (!id) {
      reportError(
        host,
        new Error(
          `Invalid gtm-id "${gtmId}": expected GTM- followed by capital letters and digits`,
        ),
      );
      return;
    }
    try {
      loadTagManager(id);
    } catch (error) {
      // Trusted Types pages refuse plain script URLs: say so once, the rest keeps working.
      reportError(host, error);
    }
  }, [host, gtmId]);

  return null;
}
