// What the placeholder button does: ask the page's consent manager to record consent for the
// category when it has an API for that, else announce it with the generic `ib-consent` event.
import { emit } from '../../packages/element/events.ts';
import { isCanonicalCategory, ONETRUST_GROUPS } from './categories.ts';
import { CONSENT_EVENT } from './consent-store.ts';

interface Cookiebot {
  consent?: Record<string, unknown>;
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
}
interface OneTrust {
  UpdateConsent?: (type: 'Category', payload: string) => void;
}

export type ConsentRoute = 'cookiebot' | 'onetrust' | 'event';

/** Gives consent for a normalised category; returns which route was taken. May throw from a manager. */
export function requestConsent(category: string): ConsentRoute {
  const page = window as unknown as { Cookiebot?: Cookiebot; OneTrust?: OneTrust };
  const cookiebot = page.Cookiebot;
  if (
    typeof cookiebot?.submitCustomConsent === 'function' &&
    ['preferences', 'statistics', 'marketing'].includes(category)
  ) {
    // Cookiebot takes all three choices at once: keep the other two as they are.
    const current = cookiebot.consent ?? {};
    const keep = (name: string) => category === name || current[name] === true;
    cookiebot.submitCustomConsent(keep('preferences'), keep('statistics'), keep('marketing'));
    return 'cookiebot';
  }
  const group = isCanonicalCategory(category)
    ? ONETRUST_GROUPS[category]
    : /^C\d{4}$/.test(category)
      ? category
      : undefined;
  if (typeof page.OneTrust?.UpdateConsent === 'function' && group) {
    page.OneTrust.UpdateConsent('Category', `${group}:1`);
    return 'onetrust';
  }
  emit(window, CONSENT_EVENT, { [category]: true });
  return 'event';
}
