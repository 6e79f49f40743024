import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Analytics } from './Analytics.tsx';
import { analyticsSpec, type AnalyticsProps } from './analytics-props.ts';
import styles from './analytics.css?inline';

const Base = createIbElement<AnalyticsProps>(Analytics, { props: analyticsSpec, styles });

/**
 * The page's analytics services, one per page: pushes the page data to `dataLayer`, loads the
 * tag manager when `gtm-id` is set, asks `{apiBase}/infobip/v1/traffic-type` once per browser
 * (stored in `localStorage.traffic_type`, `internal_traffic` pushed when internal) and keeps the
 * captcha score of the window event `ib-captcha-init` in the `captcha_score` cookie. Renders nothing.
 *
 * @tag ib-analytics
 * @summary Page data to dataLayer, tag manager loader, traffic type and captcha score. One per page.
 */
export class IbAnalytics extends Base {}

defineIbElement('ib-analytics', IbAnalytics);

declare global {
  interface HTMLElementTagNameMap {
    'ib-analytics': IbAnalytics;
  }
}
