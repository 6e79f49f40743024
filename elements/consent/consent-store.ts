// The page's consent, shared by every <ib-consent-gate>: the latest signal for a category wins,
// whether it came from the generic `ib-consent` event, Cookiebot or OneTrust. Window listeners
// exist only while at least one gate is connected.
import { listenOnWindow } from '../../packages/core/window-events.ts';
import {
  readCookiebotConsent,
  readGenericConsent,
  readOneTrustConsent,
  type ConsentValues,
} from './consent-sources.ts';

type Listener = () => void;

interface ConsentWindow {
  ibConsent?: unknown;
  Cookiebot?: unknown;
  OnetrustActiveGroups?: unknown;
}

export const CONSENT_EVENT = 'ib-consent';
const COOKIEBOT_EVENTS = [
  'CookiebotOnConsentReady',
  'CookiebotOnLoad',
  'CookiebotOnAccept',
  'CookiebotOnDecline',
];
const ONETRUST_EVENT = 'OneTrustGroupsUpdated';
const ONETRUST_GROUP_KEY = /^C\d{4}$/;

const state = new Map<string, boolean>();
const listeners = new Set<Listener>();
let readPageGlobal = false;
let stopGenericConsent = () => {};

const consentWindow = () => window as unknown as ConsentWindow;

function merge(values: ConsentValues): boolean {
  let changed = false;
  for (const [category, granted] of Object.entries(values)) {
    if (state.get(category) === granted) continue;
    state.set(category, granted);
    changed = true;
  }
  return changed;
}

/** OneTrust lists only active groups: a group it no longer lists has been withdrawn. */
function mergeOneTrust(groups: unknown): boolean {
  const values = readOneTrustConsent(groups);
  if (Object.keys(values).length === 0) return false;
  for (const category of state.keys()) {
    if (ONETRUST_GROUP_KEY.test(category) && !(category in values)) values[category] = false;
  }
  return merge(values);
}

function readGlobals(): void {
  const page = consentWindow();
  // `window.ibConsent` is the page's starting point, read once; the managers' globals stay current.
  if (!readPageGlobal) {
    readPageGlobal = true;
    merge(readGenericConsent(page.ibConsent));
  }
  merge(readCookiebotConsent(page.Cookiebot));
  if (page.OnetrustActiveGroups !== undefined) mergeOneTrust(page.OnetrustActiveGroups);
}

const notify = () => [...listeners].forEach((listener) => listener());

const onGenericConsent = (event: Event) => {
  if (merge(readGenericConsent((event as CustomEvent<unknown>).detail))) notify();
};
const onCookiebot = () => {
  if (merge(readCookiebotConsent(consentWindow().Cookiebot))) notify();
};
const onOneTrust = (event: Event) => {
  const detail = (event as CustomEvent<unknown>).detail;
  if (mergeOneTrust(Array.isArray(detail) ? detail : consentWindow().OnetrustActiveGroups))
    notify();
};

function start(): void {
  readGlobals();
  // Also the latest `ib-consent` dispatched before a gate's code had loaded.
  stopGenericConsent = listenOnWindow(CONSENT_EVENT, onGenericConsent);
  for (const name of COOKIEBOT_EVENTS) window.addEventListener(name, onCookiebot);
  window.addEventListener(ONETRUST_EVENT, onOneTrust);
}

function stop(): void {
  stopGenericConsent();
  for (const name of COOKIEBOT_EVENTS) window.removeEventListener(name, onCookiebot);
  window.removeEventListener(ONETRUST_EVENT, onOneTrust);
}

/** Whether consent for a (normalised) category is given right now. */
export function isGranted(category: string): boolean {
  if (listeners.size === 0) readGlobals();
  return state.get(category) === true;
}

/** Calls `listener` whenever any category changes; returns the unsubscribe function. */
export function subscribeConsent(listener: Listener): () => void {
  if (listeners.size === 0) start();
  listeners.add(listener);
  return () => {
    // Idempotent: a second call must not stop listening for the other gates.
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) stop();
  };
}

/** Forgets every signal (tests; a page that resets consent). */
export function resetConsentStore(): void {
  state.clear();
  readPageGlobal = false;
}
