// Test helpers for the search elements: the shared `fetch` stub with answers the test releases when
// it wants (so races can be staged), typing into a field inside a shadow root, and a real click.
import { sendMouse } from '@web/test-runner-commands';
import { jsonResponse, stubFetch, type FetchedRequest } from '../../packages/test-utils/index.ts';

/** The README's 13 resource types, in its order: written out, not read from the code under test. */
export const SPEC_RESOURCE_TYPES: readonly string[] = [
  'post',
  'customer',
  'product-updates',
  'downloads',
  'guides',
  'scaleup-and-up',
  'news',
  'glossary',
  'events',
  'faq',
  'podcast',
  'analyst-reports',
  'webinars',
];

export interface HeldRequest extends FetchedRequest {
  /** The request's JSON body (`{}` when it has none). */
  body: Record<string, unknown>;
  /** Answers this request with a JSON body (even if it was aborted: a transport that ignores aborts). */
  answer(body: unknown, status?: number): void;
  /** Fails this request as the network would. */
  fail(error?: unknown): void;
}

export interface HeldFetch {
  /** Every request, in order; each waits until the test answers or fails it. */
  calls: HeldRequest[];
  restore(): void;
}

/** The shared `stubFetch`, every request held until the test answers it (so races can be staged). */
export function holdFetch(): HeldFetch {
  const calls: HeldRequest[] = [];
  const network = stubFetch({
    '*': (request) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          ...request,
          body: (request.body ?? {}) as Record<string, unknown>,
          answer: (body, status = 200) => resolve(jsonResponse(body, status)),
          fail: (error = new TypeError('Failed to fetch')) => reject(error),
        });
      }),
  });
  return { calls, restore: network.restore };
}

/** Types `value` into an input the way a visitor does: value set, then a composed `input` event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** A result as the search API sends it. */
export function apiResult(
  title: string,
  url = `/blog/${encodeURIComponent(title.toLowerCase().replace(/\W+/g, '-'))}/`,
  extra: Record<string, unknown> = {},
) {
  return {
    date: '2026-10-15',
    title,
    url,
    post_type_label: 'Blog post',
    excerpt: `About ${title}`,
    ...extra,
  };
}

/** Clicks the middle of `element` with the real mouse. */
export async function clickReally(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}
