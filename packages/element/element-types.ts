// The element-class types, without React: the define files' declarations (dist/types) name these,
// so a consumer compiles an element's typings without React's. create-element.ts implements them.
import type { PropKind } from './attributes.ts';

// Every element's typings reach the event map, and with it the typed `addEventListener`.
export type { IbEventMap, IbEventName, IbEvents } from './events.ts';
export type { PropKind } from './attributes.ts';

export interface IbElementOptions<P> {
  /** Props the element exposes as attributes/properties, and how attribute text is parsed. */
  props?: { [K in keyof P]?: PropKind };
  /** CSS text adopted into the shadow root as a constructable stylesheet. */
  styles?: string;
  /**
   * When the first render is complete. 'effects' (default): once the tree's effects ran, which
   * Preact (like React) does after the browser painted. 'commit': as soon as the DOM is committed,
   * before any paint, for components that attach every listener in layout effects: such an
   * element is interactive from the first frame it shows in, as a Lit element is.
   */
  readyAt?: 'effects' | 'commit';
}

/** The props typed `boolean` (optional or not): the element parses them presence-only. */
type BooleanProps<P> = {
  [K in keyof P]-?: [Exclude<P[K], undefined>] extends [boolean]
    ? boolean extends Exclude<P[K], undefined>
      ? K
      : never
    : never;
}[keyof P];

/**
 * The props as element properties: a boolean one is `false` while its attribute is absent, never
 * `undefined` (as `HTMLDetailsElement.open`), so it is typed `boolean`; the others are unset until
 * their attribute or property is.
 */
export type IbElementProperties<P> = Omit<Partial<P>, BooleanProps<P>> & {
  [K in BooleanProps<P>]: boolean;
};

export type IbElement<P = object> = HTMLElement &
  IbElementProperties<P> & {
    /** Resolves after the first render, with the component's listeners attached (see `readyAt`). */
    readonly updateComplete: Promise<void>;
    /** The custom-element callbacks, for a subclass that adds to them (`super.connectedCallback()`). */
    connectedCallback(): void;
    disconnectedCallback(): void;
  };

export type IbElementConstructor<P> = {
  new (): IbElement<P>;
  readonly observedAttributes: string[];
};
