// Google Tag Manager loader: the standard container script, built from a validated id only, so
// an attribute can never point a script element at another address. No inline script text. The
// URL goes through the `ib-blocks` Trusted Types policy, which creates no other script URL.
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { trustedScriptURL } from '../../packages/core/trusted-html.ts';

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container id trimmed, when it has the `GTM-XXXXXXX` shape; else undefined. */
export function parseGtmId(value: string | undefined): string | undefined {
  const id = value?.trim();
  return id && GTM_ID_PATTERN.test(id) ? id : undefined;
}

/** `https://www.googletagmanager.com/gtm.js?id=GTM-XXXX` */
export function gtmScriptUrl(id: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** True when the page already has this container (server-rendered snippet or an earlier load). */
function containerPresent(id: string, doc: Document): boolean {
  const loaded = (
    doc.defaultView as unknown as { google_tag_manager?: Record<string, unknown> } | null
  )?.google_tag_manager;
  if (loaded && typeof loaded === 'object' && id in loaded) return true;
  return [...doc.scripts].some((script) => script.src === gtmScriptUrl(id));
}

/**
 * Does what the official snippet does: pushes `gtm.start` and appends the async container script
 * to <head>. Returns false when the container was already on the page. Throws (before touching
 * the dataLayer or the page) when the URL is refused: by the policy, or by a page whose Trusted
 * Types rules do not allow the `ib-blocks` policy.
 */
export function loadTagManager(id: string, doc: Document = document): boolean {
  if (containerPresent(id, doc)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = trustedScriptURL(gtmScriptUrl(id));
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  doc.head.append(script);
  return true;
}
