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
// - `on<event-name>` props listen to events; `events` maps friendly names to those.
import { createElement, useCallback, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { toAttributeName } from '../element/attributes.ts';

export type WrapperProps<P, E extends string> = Partial<P> & {
  children?: ReactNode;
  className?: string;
  id?: string;
  slot?: string;
  style?: Record<string, string | number>;
  ref?: Ref<HTMLElement>;
} & { [K in E]?: (event: CustomEvent) => void };

const isPrimitive = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** What React renders on the element, and the properties set on it afterwards. */
function splitProps(props: Record<string, unknown>, events: Record<string, string>, json: readonly string[]) {
  const rendered: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    const attribute = toAttributeName(name);
    if (events[name]) rendered[`on${events[name]}`] = value;
    else if (name === 'className') rendered.class = value;
    else if (name === 'style' || value === undefined || value === null) rendered[name] = value;
    else if (json.includes(name)) rendered[attribute] = JSON.stringify(value);
    else if (!isPrimitive(value)) properties[name] = value;
    else if (attribute === name) rendered[name] = value;
    // A dashed name is always an attribute: true is present, false absent.
    else if (value !== false) rendered[attribute] = value === true ? '' : value;
  }
  return { rendered, properties };
}

/** Hands the element to the caller's ref, whatever its kind. */
function assignRef(ref: Ref<HTMLElement> | undefined, element: HTMLElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

export function wrapElement<P, E extends string = never>(
  tag: string,
  events: Record<E, string> = {} as Record<E, string>,
  json: readonly (keyof P & string)[] = [],
) {
  function IbWrapper(props: WrapperProps<P, E>) {
    const { children, ref, ...rest } = props as Record<string, unknown> & { children?: ReactNode; ref?: Ref<HTMLElement> };
    const { rendered, properties } = splitProps(rest, events as Record<string, string>, json);
    const element = useRef<HTMLElement | null>(null);
    const setElement = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        assignRef(ref, node);
      },
      [ref],
    );
    // After every render, before paint: assigning an unchanged value again changes nothing.
    useLayoutEffect(() => {
      const node = element.current as (HTMLElement & Record<string, unknown>) | null;
      if (node) for (const [name, value] of Object.entries(properties)) if (node[name] !== value) node[name] = value;
    });
    return createElement(tag, { ...rendered, ref: setElement }, children as ReactNode);
  }
  IbWrapper.displayName = tag;
  return IbWrapper;
}
