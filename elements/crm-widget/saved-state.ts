// The widget's state in localStorage, so a sales rep's work survives a reload. Stored data is
// never trusted: anything malformed is dropped piece by piece, never fatal.
import type { SafeStorage } from '../../packages/core/storage.ts';
import { isE164 } from './phone.ts';

export interface CrmState {
  recipients: string[];
  templateId: string;
  text: string;
}

export const EMPTY_STATE: CrmState = { recipients: [], templateId: '', text: '' };
export const STORAGE_PREFIX = 'ib-crm-widget';
const MAX_TEXT = 10_000;
const MAX_RECIPIENTS = 500;

export const storageKeyFor = (name: string | undefined) => (name ? `${STORAGE_PREFIX}:${name}` : STORAGE_PREFIX);

/** The state stored under `key`; `malformed` when something was there but unusable. */
export function loadState(storage: SafeStorage, key: string): { state: CrmState; malformed: boolean } {
  const raw = storage.get(key);
  if (raw === null) return { state: EMPTY_STATE, malformed: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: EMPTY_STATE, malformed: true };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { state: EMPTY_STATE, malformed: true };
  const { recipients, templateId, text } = value as Record<string, unknown>;
  const list = Array.isArray(recipients) ? [...new Set(recipients.filter(isE164))].slice(0, MAX_RECIPIENTS) : [];
  const state: CrmState = {
    recipients: list,
    templateId: typeof templateId === 'string' ? templateId : '',
    text: typeof text === 'string' ? text.slice(0, MAX_TEXT) : '',
  };
  const malformed = !Array.isArray(recipients) || list.length !== recipients.length || typeof text !== 'string';
  return { state, malformed };
}

/** Writes the state unless storage already holds exactly it. */
export function saveState(storage: SafeStorage, key: string, state: CrmState): void {
  const json = JSON.stringify(state);
  if (storage.get(key) !== json) storage.set(key, json);
}
