// Turns a native form into a fetch request: the form's own action and method, its fields encoded
// as JSON (`encoding="json"`), multipart (an `enctype="multipart/form-data"` form) or urlencoded.
export type FormEncoding = 'form' | 'json';
/** How fields are sent without `encoding="json"` (form-props.ts names it the default). */
export const DEFAULT_ENCODING: FormEncoding = 'form';

export interface FormRequest {
  url: string;
  init: RequestInit;
}

type JsonFields = Record<string, string | string[]>;

/** Fields as an object: a repeated name (or one written `name[]`) becomes a list. */
export function fieldsAsJson(data: FormData): JsonFields {
  const fields: JsonFields = {};
  for (const [rawName, value] of data) {
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const text = typeof value === 'string' ? value : value.name;
    const existing = fields[name];
    if (existing === undefined) fields[name] = isList ? [text] : text;
    else fields[name] = ([] as string[]).concat(existing, text);
  }
  return fields;
}

function urlEncoded(data: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of data)
    params.append(name, typeof value === 'string' ? value : value.name);
  return params;
}

export function buildFormRequest(
  form: HTMLFormElement,
  encoding: FormEncoding,
  submitter: HTMLElement | null,
  signal?: AbortSignal,
): FormRequest {
  // The clicked button's name and value are part of the submission, as in a native submit.
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  const method =
    (
      submitter?.getAttribute('formmethod') ??
      form.getAttribute('method') ??
      'post'
    ).toLowerCase() === 'get'
      ? 'GET'
      : 'POST';
  const action = submitter?.getAttribute('formaction')
    ? (submitter as HTMLButtonElement).formAction
    : form.action;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal };
  if (method === 'GET') {
    const url = new URL(action);
    url.search = urlEncoded(data).toString();
    return { url: url.href, init };
  }
  if (encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(fieldsAsJson(data));
  } else if (form.enctype === 'multipart/form-data') {
    init.body = data; // the browser writes the multipart boundary header
  } else {
    init.body = urlEncoded(data); // fetch sets application/x-www-form-urlencoded
  }
  return { url: action, init };
}
