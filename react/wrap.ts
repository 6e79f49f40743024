// A typed React component for one custom element, right in the browser and in server rendering,
// on React 18 and 19 (README, "React"):
// - text, numbers and booleans are attributes under the element's own kebab-case names
//   (`closeOthers` -> `close-others`): what the element reads, and what react-dom/server writes
//   into the HTML (a camelCase name would reach the page as `closeothers`, which nothing reads).
//   A one-word name is passed as it is to React 19, which writes it on the server and sets the
//   element's property of that name in the browser, booleans included. React 18 writes every
//   prop of a custom element as a string attribute (`open="false"`, which means open), so there
//   a one-word name is an attribute too, and a boolean attribute of any name (`hidden` as well;
//   not the "true" / "false" ones such as `aria-*`) is present or absent;
// - props the element also reads from a JSON attribute (`json`) go to that attribute as JSON, so
//   the server's HTML carries them too;
// - other objects, arrays and functions are set as properties once the element is in the page
//   (hydration sets no property, so React alone would drop them there);
// - `events` maps the element's events to props (`onIbModalOpen` -> `ib-modal-open`), each handler
//   typed with its event's `detail`. The wrapper adds the listeners itself and hands React none
//   of these props: React 19 attaches a custom element's `on<event>` props on a client render but
//   not when it hydrates server HTML, React 18 never;
// - everything else (`hidden`, `title`, `aria-*`, `data-*`, `onClick`, ...) is React's, as on
//   any HTML element; `ref` is the element itself (through forwardRef: React 18 hands a function
//   component no `ref` prop).
// The modules of `ib-blocks/react` start with 'use client' (rollup.config.mjs), so a Server
// Component renders them: the server writes the tag and its attributes, the browser hydrates.
import {
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  version,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type PropsWithoutRef,
  type ReactNode,
  type Ref,
  type RefAttributes,
} from 'react';
import { toAttributeName } from '../packages/element/attributes.ts';
import { useLatest } from '../packages/element/use-latest.ts';
import type { IbEventName, IbEvents } from '../packages/element/events.ts';

/** The event props: each handler receives its event (a `CustomEvent` with the typed `detail`). */
export type EventProps<M> = {
  [Prop in keyof M]?: (event: M[Prop] extends IbEventName ? IbEvents[M[Prop]] : Event) => void;
};

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

const isPrimitive = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** React before 19 sets no property on a custom element: each prop is written as a string attribute. */
const attributesOnly = Number.parseInt(version, 10) < 19;

/**
 * Booleans React 18 is handed as they are: attributes that take "true" / "false" as text, and
 * React's own flags. Other boolean attributes (`hidden`, `inert`) are present or absent.
 */
const BOOLEAN_AS_IS =
  /^(aria-|data-)|^(draggable|spellCheck|contentEditable|suppressHydrationWarning|suppressContentEditableWarning)$/;

// Runs the property and listener effects before paint in the browser; on the server neither runs,
// and React 18's server warns of a layout effect.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type Listener = (event: Event) => void;

/** What React renders on the element, the properties set on it afterwards, and the event handlers by event. */
function splitProps(
  props: Record<string, unknown>,
  events: Record<string, string>,
  json: readonly string[],
  own: ReadonlySet<string>,
) {
  const rendered: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  const handlers = new Map<string, Listener[]>();
  for (const [name, value] of Object.entries(props)) {
    const attribute = toAttributeName(name);
    if (events[name]) {
      if (typeof value === 'function')
        handlers.set(events[name], [...(handlers.get(events[name]) ?? []), value as Listener]);
    } else if (name === 'className') rendered.class = value;
    else if (!own.has(attribute) || value === undefined || value === null) {
      // React's own; on React 18 a boolean one is written as HTML writes it.
      if (attributesOnly && typeof value === 'boolean' && !BOOLEAN_AS_IS.test(name)) {
        if (value) rendered[name] = '';
      } else rendered[name] = value;
    } else if (json.includes(name)) rendered[attribute] = JSON.stringify(value);
    else if (!isPrimitive(value)) properties[name] = value;
    else if (attribute === name && !attributesOnly) rendered[name] = value;
    // Otherwise an attribute: true is present, false absent.
    else if (value !== false) rendered[attribute] = value === true ? '' : value;
  }
  return { rendered, properties, handlers };
}

/** Hands the element to the caller's ref, whatever its kind. */
function assignRef<El extends HTMLElement>(ref: Ref<El> | undefined, element: El | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** A wrapper component: the element's props, event props and React's HTML props; `ref` is the element. */
export type IbWrapperComponent<P, M, El extends HTMLElement> = ForwardRefExoticComponent<
  PropsWithoutRef<WrapperProps<P, M, El>> & RefAttributes<El>
>;

export function wrapElement<
  P,
  M extends Record<string, string> = Record<never, string>,
  El extends HTMLElement = HTMLElement,
>(
  tag: string,
  { events = {} as M, json = [], own = [] }: WrapOptions<M> = {},
): IbWrapperComponent<P, M, El> {
  const ownAttributes = new Set(own);
  const eventNames = [...new Set(Object.values(events))];
  const IbWrapper = forwardRef<El, WrapperProps<P, M, El>>((props, ref) => {
    const { children, ...rest } = props as Record<string, unknown> & { children?: ReactNode };
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
    useBrowserLayoutEffect(() => {
      const node = element.current as unknown as Record<string, unknown> | null;
      if (node)
        for (const [name, value] of Object.entries(properties))
          if (node[name] !== value) node[name] = value;
    });
    // One listener per event for the element's life; it calls the handlers of the latest render.
    useBrowserLayoutEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      const listener = (event: Event) =>
        latestHandlers.current.get(event.type)?.forEach((handler) => handler(event));
      for (const name of eventNames) node.addEventListener(name, listener);
      return () => {
        for (const name of eventNames) node.removeEventListener(name, listener);
      };
    }, [latestHandlers]);
    return createElement(tag, { ...rendered, ref: setElement }, children as ReactNode);
  });
  IbWrapper.displayName = tag;
  return IbWrapper;
}
