// What a form endpoint's answer means for the visitor: accepted, field errors to show next to
// the fields (422 with `errors`), or a failure (any other answer, or no answer at all).
export type FieldErrors = Record<string, string>;

export type SubmitResult =
  | { kind: 'accepted'; status: number; data: unknown }
  | { kind: 'invalid'; status: number; errors: FieldErrors }
  | { kind: 'failed'; status?: number };

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(firstText).find((text) => text !== undefined);
  return undefined;
}

/**
 * Field errors from `{ errors: { name: 'message' | ['message', …] } }` or
 * `{ errors: [{ field | name, message }] }`; empty when the body has none.
 */
export function readFieldErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const raw = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(raw)) {
    for (const entry of raw as Array<Record<string, unknown>>) {
      const name = entry?.field ?? entry?.name;
      const message = firstText(entry?.message);
      if (typeof name === 'string' && message) errors[name] = message;
    }
  } else if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) {
      const message = firstText(value);
      if (message) errors[name] = message;
    }
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.trim() === '' ? null : JSON.parse(text);
  } catch {
    return null; // a success page in HTML is still a success
  }
}

export async function readSubmitResult(response: Response): Promise<SubmitResult> {
  const data = await readBody(response);
  if (response.ok) return { kind: 'accepted', status: response.status, data };
  if (response.status === 422 || response.status === 400) {
    const errors = readFieldErrors(data);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', status: response.status, errors };
  }
  return { kind: 'failed', status: response.status };
}
