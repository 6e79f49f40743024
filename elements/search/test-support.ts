// Test helpers for the search elements: `fetch` stubbed with answers the test releases when it
// wants (so races can be staged), and typing into a field inside a shadow root.
import sinon from 'sinon';

/** The specification's 13 resource types, in its order: written out, never read from the code under test. */
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

export interface StubbedCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
  /** Answers this call with a JSON body (even if it was aborted: a transport that ignores aborts). */
  answer(body: unknown, status?: number): void;
  /** Fails this call as the network would. */
  fail(error?: unknown): void;
}

export interface FetchStub {
  calls: StubbedCall[];
  restore(): void;
}

/** Replaces `window.fetch`; each call waits until the test answers it. */
export function stubFetch(): FetchStub {
  const calls: StubbedCall[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init: RequestInit = {}) => {
    return new Promise<Response>((resolve, reject) => {
      calls.push({
        url: String(input),
        init,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
        answer: (body, status = 200) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
        fail: (error = new TypeError('Failed to fetch')) => reject(error),
      });
    });
  });
  return { calls, restore: () => stub.restore() };
}

/** Replaces `window.fetch` with one that answers every call at once with `answerFor(body)`. */
export function stubFetchWith(answerFor: (body: Record<string, unknown>) => unknown): FetchStub {
  const calls: StubbedCall[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ url: String(input), init, body, answer: () => {}, fail: () => {} });
    return new Response(JSON.stringify(answerFor(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, restore: () => stub.restore() };
}

/** Types `value` into an input the way a visitor does: value set, then a composed `input` event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** A result as the search API sends it. */
export function apiResult(title: string, url = `/blog/${encodeURIComponent(title.toLowerCase().replace(/\W+/g, '-'))}/`, extra: Record<string, unknown> = {}) {
  return { date: '2026-10-15', title, url, post_type_label: 'Blog post', excerpt: `About ${title}`, ...extra };
}
