// The top bar's decisions, free of the DOM: whether and how to look the user up, and what the
// bar shows for an auth state and a lookup result (README, "What the bar shows").
import type { DebugMode } from '../../packages/core/page-data.ts';
import { isSet } from '../../packages/core/page-data.ts';

export const LOGGED_IN = 'loggedIn';
/** Path of the user-info call on the provider's experience API. */
export const USER_PATH = '/experience/1/user';
/** Debug mode `loggedIn`: this user, after 1 s. */
export const DEBUG_USERNAME = 'Debug User';
export const DEBUG_LOGGED_IN_DELAY_MS = 1000;
/** Debug mode `failedRequest`: no user, after 2 s. */
export const DEBUG_FAILED_DELAY_MS = 2000;

export interface AuthSettings {
  state: string;
  helperEnabled: boolean;
  endpoint: string;
  debug: DebugMode | undefined;
}

export type LookupPlan =
  | { kind: 'skip' }
  | { kind: 'debug'; username: string | null; delay: number }
  | { kind: 'fetch'; url: string };

/**
 * Skipped when the helper is disabled, or when there is neither a debug mode nor an endpoint to
 * ask. A debug mode answers without the network.
 */
export function planLookup({ helperEnabled, endpoint, debug }: AuthSettings): LookupPlan {
  if (!helperEnabled) return { kind: 'skip' };
  if (debug === 'loggedIn')
    return { kind: 'debug', username: DEBUG_USERNAME, delay: DEBUG_LOGGED_IN_DELAY_MS };
  if (debug === 'failedRequest')
    return { kind: 'debug', username: null, delay: DEBUG_FAILED_DELAY_MS };
  if (!isSet(endpoint)) return { kind: 'skip' };
  return { kind: 'fetch', url: `${endpoint.trim().replace(/\/+$/, '')}${USER_PATH}` };
}

/**
 * - `user`: logged in and the lookup named someone: show the name and the logout link.
 * - `anonymous`: logged in but no name, or not logged in and no name: login link visible, the
 *   logout link loses its accessible label.
 * - `unchanged`: not logged in, yet the lookup named someone: leave the bar as written.
 */
export type TopBarOutcome = 'user' | 'anonymous' | 'unchanged';

export function topBarOutcome(state: string, username: string | null): TopBarOutcome {
  if (state === LOGGED_IN) return username ? 'user' : 'anonymous';
  return username ? 'unchanged' : 'anonymous';
}
