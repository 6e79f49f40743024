// Where each share link leads: the networks the block knows build their share address from the
// page's URL and title; any other link may carry `{url}` / `{title}` placeholders in its href.

export interface ShareData {
  url: string;
  title: string;
}

/** Share addresses of the networks a template can name in `data-share`. */
export const SHARE_URL_TEMPLATES: Readonly<Record<string, string>> = {
  facebook: 'https://www.facebook.com/sharer/sharer.php?u={url}',
  x: 'https://x.com/intent/tweet?url={url}&text={title}',
  twitter: 'https://x.com/intent/tweet?url={url}&text={title}',
  linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
  whatsapp: 'https://api.whatsapp.com/send?text={title}%20{url}',
  telegram: 'https://t.me/share/url?url={url}&text={title}',
  reddit: 'https://www.reddit.com/submit?url={url}&title={title}',
  email: 'mailto:?subject={title}&body={url}',
};

/** The `data-share` value that asks for the Web Share API. */
export const NATIVE = 'native';

/** Networks whose address is handed to the browser as it is (a mail client, not a popup). */
const NO_POPUP = new Set(['email']);

/** Fills `{url}` and `{title}` with their URL-encoded values (placeholders may repeat). */
export function fillTemplate(template: string, { url, title }: ShareData): string {
  return template.replace(/\{(url|title)\}/g, (_match, key: 'url' | 'title') =>
    encodeURIComponent(key === 'url' ? url : title),
  );
}

/**
 * The share address of a link: the known network's, else its own href with placeholders
 * filled; null when there is nothing to open (no href, or a bare `#`).
 */
export function shareUrlFor(network: string, href: string | null, data: ShareData): string | null {
  const template = SHARE_URL_TEMPLATES[network.toLowerCase()];
  if (template) return fillTemplate(template, data);
  if (!href || href.startsWith('#')) return null;
  return fillTemplate(href, data);
}

/** True when the link opens in the 800x600 popup (every share address but mail). */
export function opensPopup(network: string, shareUrl: string): boolean {
  return !NO_POPUP.has(network.toLowerCase()) && !/^mailto:/i.test(shareUrl);
}
