// The user-info answer names the user as `username` or `userName`; only a name with visible
// characters counts (README, "The lookup": non-empty after trimming).

/** The trimmed username from a lookup answer, or null when there is none. */
export function parseUsername(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const key of ['username', 'userName']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}
