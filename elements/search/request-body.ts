// The search request bodies. Popover: `{ s, lang, post_type }`. Results page: the fields of an
// enclosing <form> (a repeated name becomes a list, a single value stays scalar), then
// `s`, `lang`, `post_type`, `per_page` and `page`, which always win over same-named form fields.
import type { PostType } from './post-type.ts';

export type FormFieldValue = string | string[];

export interface PopoverRequest {
  s: string;
  lang: string;
  post_type: PostType;
}

export interface ResultsRequest extends PopoverRequest {
  per_page: number;
  page: number;
  [field: string]: FormFieldValue | PostType | number;
}

export function popoverRequestBody(
  query: string,
  lang: string,
  postType: PostType,
): PopoverRequest {
  return { s: query, lang, post_type: postType };
}

/** The form's successful fields by name; file inputs are skipped (a JSON body cannot carry files). */
export function formFields(form: HTMLFormElement | null): Record<string, FormFieldValue> {
  const fields: Record<string, FormFieldValue> = {};
  if (!form) return fields;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

export function resultsRequestBody(
  form: Record<string, FormFieldValue>,
  search: { query: string; lang: string; postType: PostType; perPage: number; page: number },
): ResultsRequest {
  return {
    ...form,
    s: search.query,
    lang: search.lang,
    post_type: search.postType,
    per_page: search.perPage,
    page: search.page,
  };
}
