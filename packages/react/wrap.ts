// A typed React component for one custom element. React 19 passes props to custom elements as
// properties when the element has one (so `closeOthers` sets `el.closeOthers`), and adds
// listeners for props named `on<event-name>`; `events` maps friendly names to those.
import { createElement, type ReactNode, type Ref } from 'react';

export type WrapperProps<P, E extends string> = Partial<P> & {
  children?: ReactNode;
  className?: string;
  id?: string;
  slot?: string;
  style?: Record<string, string | number>;
  ref?: Ref<HTMLElement>;
} & { [K in E]?: (event: CustomEvent) => void };

export function wrapElement<P, E extends string = never>(tag: string, events: Record<E, string> = {} as Record<E, string>) {
  function IbWrapper(props: WrapperProps<P, E>) {
    const { children, className, ...rest } = props as Record<string, unknown> & { children?: ReactNode; className?: string };
    const elementProps: Record<string, unknown> = { class: className };
    for (const [name, value] of Object.entries(rest)) {
      const eventName = (events as Record<string, string>)[name];
      elementProps[eventName ? `on${eventName}` : name] = value;
    }
    return createElement(tag, elementProps, children as ReactNode);
  }
  IbWrapper.displayName = tag;
  return IbWrapper;
}
