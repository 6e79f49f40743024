// The widget's state in localStorage, so a sales rep's work survives a reload. Stored data is
// never trusted: anything malformed is dropped piece by piece, never fatal.
import type { SafeStorage } from '../../packages/core/storage.ts';
import { isE164 } from './phone.ts';
import { placeholderNumbers, type PlaceholderValues } from './placeholders.ts';

export interface CrmState {
  recipients: string[];
  templateId: string;
  text: string;
  /** Each recipient's placeholder values: `{ "+441234567890": { "1": "Ada" } }`. */
  values: Record<string, PlaceholderValues>;
}

export const EMPTY_STATE: CrmState = { recipients: [], templateId: '', text: '', values: {} };
export const STORAGE_PREFIX = 'ib-crm-widget';
const MAX_TEXT = 10_000;
const MAX_RECIPIENTS = 500;
const MAX_VALUE = 1_000;

export const storageKeyFor = (name: string | undefined) =>
  name ? `${STORAGE_PREFIX}:${name}` : STORAGE_PREFIX;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The values worth keeping: those of listed recipients for placeholders still in the text.
 * `malformed` when one of them was there but was not text.
 */
function keptValues(
  raw: unknown,
  recipients: string[],
  text: string,
): { values: CrmState['values']; malformed: boolean } {
  const values: CrmState['values'] = {};
  let malformed = raw !== undefined && !isRecord(raw);
  if (!isRecord(raw)) return { values, malformed };
  const numbers = placeholderNumbers(text);
  for (const phone of recipients) {
    const own = Object.hasOwn(raw, phone) ? raw[phone] : undefined;
    if (own === undefined) continue;
    if (!isRecord(own)) {
      malformed = true;
      continue;
    }
    const kept: PlaceholderValues = {};
    for (const number of numbers) {
      const value = Object.hasOwn(own, number) ? own[number] : undefined;
      if (typeof value === 'string' && value) kept[number] = value.slice(0, MAX_VALUE);
      else if (value !== undefined && typeof value !== 'string') malformed = true;
    }
    if (Object.keys(kept).length > 0) values[phone] = kept;
  }
  return { values, malformed };
}

/** The state stored under `key`; `malformed` when something was there but unusable. */
export function loadState(
  storage: SafeStorage,
  key: string,
): { state: CrmState; malformed: boolean } {
  const raw = storage.get(key);
  if (raw === null) return { state: EMPTY_STATE, malformed: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: EMPTY_STATE, malformed: true };
  }
  if (!isRecord(value)) return { state: EMPTY_STATE, malformed: true };
  const { recipients, templateId, text, values } = value;
  const list = Array.isArray(recipients)
    ? [...new Set(recipients.filter(isE164))].slice(0, MAX_RECIPIENTS)
    : [];
  const savedText = typeof text === 'string' ? text.slice(0, MAX_TEXT) : '';
  // State saved before placeholder values existed has none: that is not malformed.
  const kept = keptValues(values, list, savedText);
  const state: CrmState = {
    recipients: list,
    templateId: typeof templateId === 'string' ? templateId : '',
    text: savedText,
    values: kept.values,
  };
  const malformed =
    !Array.isArray(recipients) ||
    list.length !== recipients.length ||
    typeof text !== 'string' ||
    kept.malformed;
  return { state, malformed };
}

/**
 * Writes the state unless storage already holds exactly it. Values of placeholders no longer in
 * the text are left out (they stay in memory, so a placeholder typed back gets its value back).
 */
export function saveState(storage: SafeStorage, key: string, state: CrmState): void {
  const json = JSON.stringify({
    ...state,
    values: keptValues(state.values, state.recipients, state.text).values,
  });
  if (storage.get(key) !== json) storage.set(key, json);
}
