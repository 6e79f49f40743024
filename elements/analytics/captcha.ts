// Captcha score (README, "Captcha score"): the window event `ib-captcha-init` carries the
// verification answer; a successful one's score goes into the `captcha_score` cookie for 600 s.

export const CAPTCHA_EVENT = 'ib-captcha-init';
export const CAPTCHA_COOKIE = 'captcha_score';
export const CAPTCHA_COOKIE_MAX_AGE_S = 600;

export interface CaptchaInitDetail {
  responseData?: { status?: unknown };
  data?: { captchaResponse?: { score?: unknown } };
}

/** The score of a successful verification (status 'success', any case); undefined otherwise. */
export function readCaptchaScore(detail: unknown): number | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { responseData, data } = detail as CaptchaInitDetail;
  const status = responseData?.status;
  if (typeof status !== 'string' || status.trim().toLowerCase() !== 'success') return undefined;
  const raw = data?.captchaResponse?.score;
  const score = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof score === 'number' && Number.isFinite(score) ? score : undefined;
}

/** The `document.cookie` assignment that stores a score. */
export function captchaCookie(score: number): string {
  return `${CAPTCHA_COOKIE}=${String(score)}; max-age=${CAPTCHA_COOKIE_MAX_AGE_S}; path=/; Secure; SameSite=Lax`;
}

/** One cookie's value from a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
