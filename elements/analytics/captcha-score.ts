// Stores a verified captcha score in its cookie; tells the tag manager only about new values.
import { pushDataLayer } from '../../packages/core/analytics.ts';
import { CAPTCHA_COOKIE, captchaCookie, readCaptchaScore, readCookie } from './captcha.ts';

export function onCaptchaInit(event: Event): void {
  const score = readCaptchaScore((event as CustomEvent<unknown>).detail);
  if (score === undefined) return;
  const previous = readCookie(document.cookie, CAPTCHA_COOKIE);
  // Written every time, so the 600 s lifetime counts from the latest verification.
  document.cookie = captchaCookie(score);
  if (previous !== String(score)) pushDataLayer({ event: 'captcha_score', score });
}
