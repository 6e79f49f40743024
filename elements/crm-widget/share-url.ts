// Builds a recipient's share URL from the `url-template` attribute. Every value is
// percent-encoded, and a template that yields anything but a link a browser can open safely
// (javascript:, data:...) is refused.
export const DEFAULT_URL_TEMPLATE = 'https://wa.me/{phone}?text={text}';

const SAFE_PROTOCOLS = new Set(['https:', 'http:', 'whatsapp:', 'sms:', 'tel:', 'mailto:']);

export interface ShareValues {
  /** E.164, with the plus sign. */
  phone: string;
  text: string;
}

/**
 * `{phone}` is the number's digits without "+" (what wa.me expects), `{e164}` the number with
 * "+", `{text}` the message. Substituted in one pass, so a value never injects another token.
 */
export function buildShareUrl(template: string, { phone, text }: ShareValues): string | undefined {
  const values: Record<string, string> = { phone: phone.replace(/^\+/, ''), e164: phone, text };
  const filled = template.replace(/\{(phone|e164|text)\}/g, (_token, name: string) =>
    encodeURIComponent(values[name]),
  );
  try {
    const url = new URL(filled);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
