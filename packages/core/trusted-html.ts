// The one place the library turns a string into HTML or a script URL, through the Trusted Types
// policy `ib-blocks`, so pages with `require-trusted-types-for 'script'; trusted-types ib-blocks`
// work. The policy only lets through inert inline markup (what syntax highlighters produce: spans
// with classes) and the Google Tag Manager container URL; anything else (other tags, event
// handlers, unquoted attributes, any other script address) is refused.
import { reportError } from './report.ts';

export const TRUSTED_TYPES_POLICY = 'ib-blocks';

const INLINE_TAGS = 'span|mark|b|strong|i|em|code|sub|sup|small|br';
const ATTRIBUTE = String.raw`\s+(?:class|aria-hidden|data-[a-z0-9-]+)="[^"<>]*"`;
const TOKEN = new RegExp(
  String.raw`[^<]+|<(?:${INLINE_TAGS})(?:${ATTRIBUTE})*\s*\/?>|<\/(?:${INLINE_TAGS})\s*>`,
  'giy',
);

/** True when `html` holds only text and the inert inline tags the policy accepts. */
export function isInertMarkup(html: string): boolean {
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    if (!TOKEN.exec(html)) return false;
  }
  return true;
}

/** The only script URL the policy creates: the tag manager container, `GTM-` + capitals and digits. */
export const GTM_SCRIPT_URL_PATTERN =
  /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-[A-Z0-9]+$/;

/** True when `url` is exactly a tag-manager container URL the policy accepts. */
export function isAllowedScriptURL(url: string): boolean {
  return typeof url === 'string' && GTM_SCRIPT_URL_PATTERN.test(url);
}

interface Policy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}

let policy: Policy | null | undefined;

function getPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (
    globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }
  ).trustedTypes;
  try {
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createHTML: checkedHTML,
          createScriptURL: checkedScriptURL,
        })
      : null;
  } catch (error) {
    // The page's CSP does not list `ib-blocks`: assignments will be refused; say so once.
    reportError(null, error);
    policy = null;
  }
  return policy;
}

function checkedHTML(html: string): string {
  if (!isInertMarkup(html))
    throw new TypeError('ib-blocks: refused markup outside the inert inline subset');
  return html;
}

function checkedScriptURL(url: string): string {
  if (!isAllowedScriptURL(url))
    throw new TypeError(`ib-blocks: refused script URL ${JSON.stringify(String(url))}`);
  return url;
}

/**
 * The value to assign to a `<script>`'s `src` for `url`: a `TrustedScriptURL` from the `ib-blocks`
 * policy where the browser has Trusted Types, else the checked string. Typed as `string` because
 * it stringifies to the URL and every script-URL sink accepts it. Throws a `TypeError` for any URL
 * other than `https://www.googletagmanager.com/gtm.js?id=GTM-…`, with or without Trusted Types.
 */
export function trustedScriptURL(url: string): string {
  const active = getPolicy();
  return (active ? active.createScriptURL(url) : checkedScriptURL(url)) as string;
}

/**
 * Replaces the content of `target` with `html` (inert inline markup only). Returns false and
 * leaves `target` untouched when the markup or the page's Trusted Types rules refuse it.
 */
export function setInertHTML(target: Element | ShadowRoot, html: string): boolean {
  try {
    const active = getPolicy();
    const value = active ? active.createHTML(html) : checkedHTML(html);
    (target as { innerHTML: unknown }).innerHTML = value;
    return true;
  } catch (error) {
    reportError(target instanceof Element ? target : null, error);
    return false;
  }
}

/**
 * For third-party code that assigns `innerHTML` (Plyr's menu labels, captions and tooltips; see
 * scripts/lib/plyr-trusted.mjs): inert inline markup goes in through the policy, anything else
 * only as its text, so a caption name or cue with markup can never become elements or handlers.
 */
export function setInertHTMLOrText(target: Element, html: unknown): void {
  const text = String(html ?? '');
  if (isInertMarkup(text) && setInertHTML(target, text)) return;
  target.textContent = text.replace(/<[^>]*>?/g, '');
}
