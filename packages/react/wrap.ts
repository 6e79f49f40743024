// A typed React component for one custom element, right in the browser and in server rendering:
// - text, numbers and booleans are attributes under the element's own kebab-case names
//   (`closeOthers` -> `close-others`): what the element reads, and what react-dom/server writes
//   into the HTML (a camelCase name would reach the page as `closeothers`, which nothing reads).
//   A one-word name is passed as it is: React 19 writes it on the server and sets the element's
//   property of that name in the browser, booleans included;
// - props the element also reads from a JSON attribute (`json`) go to that attribute as JSON, so
//   the server's HTML carries them too;
// - other objects, arrays and functions are set as properties once the element is in the page
//   (hydration sets no property, so React alone would drop them there);
// - `events` maps the element's events to props (`onIbModalOpen` -> `ib-modal-open`), each handler
//   typed with its event's `detail`. The wrapper adds the listeners itself: React 19 attaches a
//   custom element's `on<event>` props on a client render but not when it hydrates server HTML;
// - everything else (`hidden`, `title`, `aria-*`, `data-*`, `onClick`, ...) is React's, as on
//   any HTML element; `ref` is the element itself.
import { createElement, useCallback, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { toAttributeName } from '../element/attributes.ts';
import { useLatest } from '../element/use-latest.ts';
import type { IbEventName, IbEvents } from '../element/events.ts';

/** The event props: each handler receives its event (a `CustomEvent` with the typed `detail`). */
export type EventProps<M> = { [Prop in keyof M]?: (event: M[Prop] extends IbEventName ? IbEvents[M[Prop]] : Event) => void };

export type WrapperProps<P, M = object, El extends HTMLElement = HTMLElement> = Partial<P> &
  EventProps<M> &
  Omit<HTMLAttributes<El>, keyof P | keyof M> & {
    children?: ReactNode;
    slot?: string;
    ref?: Ref<El>;
  };

/** What the generated wrappers pass: the element's events by prop, and its own props' names. */
export interface WrapOptions<M> {
  events?: M;
  /** Props also read from a JSON attribute: written there, so server-rendered HTML carries them. */
  json?: readonly string[];
  /** The element's props (its `observedAttributes` name them): the rest are React's. */
  own?: readonly string[];
}

const isPrimitive = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

type Listener = (event: Event) => void;

/** What React renders on the element, the properties set on it afterwards, and the event handlers by event. */
function splitProps(props: Record<string, unknown>, events: Record<string, string>, json: readonly string[], own: ReadonlySet<string>) {
  const rendered: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  const handlers = new Map<string, Listener[]>();
  for (const [name, value] of Object.entries(props)) {
    const attribute = toAttributeName(name);
    if (events[name]) {
      if (typeof value === 'function') handlers.set(events[name], [...(handlers.get(events[name]) ?? []), value as Listener]);
    } else if (name === 'className') rendered.class = value;
    else if (!own.has(attribute) || value === undefined || value === null) rendered[name] = value; // React's own
    else if (json.includes(name)) rendered[attribute] = JSON.stringify(value);
    else if (!isPrimitive(value)) properties[name] = value;
    else if (attribute === name) rendered[name] = value;
    // A dashed name is always an attribute: true is present, false absent.
    else if (value !== false) rendered[attribute] = value === true ? '' : value;
  }
  return { rendered, properties, handlers };
}

/** Hands the element to the caller's ref, whatever its kind. */
function assignRef<El extends HTMLElement>(ref: Ref<El> | undefined, element: El | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

export function wrapElement<P, M extends Record<string, string> = Record<never, string>, El extends HTMLElement = HTMLElement>(
  tag: string,
  { events = {} as M, json = [], own = [] }: WrapOptions<M> = {},
) {
  const ownAttributes = new Set(own);
  const eventNames = [...new Set(Object.values(events))];
  function IbWrapper(props: WrapperProps<P, M, El>) {
    const { children, ref, ...rest } = props as Record<string, unknown> & { children?: ReactNode; ref?: Ref<El> };
    const { rendered, properties, handlers } = splitProps(rest, events, json, ownAttributes);
    const element = useRef<El | null>(null);
    const latestHandlers = useLatest(handlers);
    const setElement = useCallback(
      (node: El | null) => {
        element.current = node;
        assignRef(ref, node);
      },
      [ref],
    );
    // After every render, before paint: assigning an unchanged value again changes nothing.
    useLayoutEffect(() => {
      const node = element.current as unknown as Record<string, unknown> | null;
      if (node) for (const [name, value] of Object.entries(properties)) if (node[name] !== value) node[name] = value;
    });
    // One listener per event for the element's life; it calls the handlers of the latest render.
    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      const listener = (event: Event) => latestHandlers.current.get(event.type)?.forEach((handler) => handler(event));
      for (const name of eventNames) node.addEventListener(name, listener);
      return () => {
        for (const name of eventNames) node.removeEventListener(name, listener);
      };
    }, [latestHandlers]);
    return createElement(tag, { ...rendered, ref: setElement }, children as ReactNode);
  }
  IbWrapper.displayName = tag;
  return IbWrapper;
}
