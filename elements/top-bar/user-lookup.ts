// Runs the planned lookup: the user-info call, or a debug answer after its delay. Resolves the
// username or null; never rejects (a failed lookup is swallowed: README, "The lookup").
// Aborting the signal cancels the request or timer and resolves null.
import { parseUsername } from './username.ts';
import type { LookupPlan } from './auth-rules.ts';

function afterDelay<T>(value: T, delay: number, signal: AbortSignal): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(value), delay);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(null)), { once: true });
  });
}

async function fetchUsername(url: string, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      credentials: 'include', // the portal session cookie lives on the API's domain
      referrerPolicy: 'origin', // the page origin as referrer
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    return parseUsername(await response.json());
  } catch {
    return null; // network error, bad JSON or abort: no user
  }
}

export function lookUpUser(plan: LookupPlan, signal: AbortSignal): Promise<string | null> {
  if (plan.kind === 'debug') return afterDelay(plan.username, plan.delay, signal);
  if (plan.kind === 'fetch') return fetchUsername(plan.url, signal);
  return Promise.resolve(null);
}
