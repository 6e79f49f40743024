// createIbElement(): the one way a React component becomes a custom element. It renders into an
// open shadow root (light-DOM content stays in place and is slotted), adopts the element's
// stylesheet, parses presence-only booleans, resets a prop when its attribute is removed, keeps
// state when the element is moved, upgrades properties set before definition, and exposes
// `updateComplete` / `ib-ready` after the first render.
import {
  Component as ReactComponent,
  createElement,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { elementLanguage } from '../core/locale.ts';
import { reportError } from '../core/report.ts';
import { whenCatalogReady } from '../core/translations.ts';
import {
  invalidAttribute,
  parseAttribute,
  reflectProperty,
  toAttributeName,
  type PropKind,
} from './attributes.ts';
import { emit } from './events.ts';
import type { IbElementConstructor, IbElementOptions } from './element-types.ts';
import { defineRenderingLater, firstRenderWithinBudget } from './first-render-budget.ts';
import { HostContext } from './host-context.ts';

export type { IbElement, IbElementConstructor, IbElementOptions } from './element-types.ts';

// Node (server rendering, tests) has no HTMLElement: importing an element must not throw there.
const HTMLElementBase = (
  typeof HTMLElement === 'undefined' ? class {} : HTMLElement
) as typeof HTMLElement;

const baseCss = ':host([hidden]){display:none!important}';
const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

type ReadySignalProps = { onMounted: () => void; children?: ReactNode };

/** Signals once per mount, after the whole tree's effects ran (a parent's effects run last). */
function ReadyAfterEffects({ onMounted, children }: ReadySignalProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by definition
  useEffect(onMounted, []);
  return children;
}

/** Signals once per mount, after the whole tree's layout effects ran, before the browser paints. */
function ReadyAtCommit({ onMounted, children }: ReadySignalProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by definition
  useLayoutEffect(onMounted, []);
  return children;
}

/** A component that throws shows the light-DOM fallback and reports once; the page keeps working. */
class FallbackOnError extends ReactComponent<
  { host: HTMLElement; children?: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    reportError(this.props.host, error);
  }
  render() {
    return this.state.failed ? createElement('slot') : this.props.children;
  }
}

const STATE = Symbol('ib-element-state');
const RENDER = Symbol('ib-element-render');
const RENDER_NOW = Symbol('ib-element-render-now');

interface ElementState {
  values: Record<string, unknown>;
  early: Map<string, unknown>;
  root?: Root;
  ready: Promise<void>;
  resolveReady: () => void;
  unmountQueued: boolean;
  /** Set while a re-render waits for its microtask; resolves once it has run. */
  pendingRender?: Promise<void>;
}

function freshReady(state: Pick<ElementState, 'ready' | 'resolveReady'>) {
  state.ready = new Promise<void>((resolve) => (state.resolveReady = resolve));
}

export function createIbElement<P extends object>(
  Component: ComponentType<P>,
  options: IbElementOptions<P> = {},
): IbElementConstructor<P> {
  const spec = (options.props ?? {}) as Record<string, PropKind>;
  const propNames = Object.keys(spec);
  const propOfAttribute = new Map(propNames.map((prop) => [toAttributeName(prop), prop]));
  const css = baseCss + (options.styles ?? '');
  const ReadySignal = options.readyAt === 'commit' ? ReadyAtCommit : ReadyAfterEffects;

  class IbElementImpl extends HTMLElementBase {
    static readonly observedAttributes = [...propOfAttribute.keys()];
    declare [STATE]: ElementState;

    constructor() {
      super();
      const values: Record<string, unknown> = {};
      for (const prop of propNames) if (spec[prop] === 'boolean') values[prop] = false; // absent = false
      const state = { values, early: new Map(), unmountQueued: false } as unknown as ElementState;
      freshReady(state);
      this[STATE] = state;
      // A property set on the element before it was defined shadows our accessor: keep its value.
      for (const prop of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          state.early.set(prop, (this as Record<string, unknown>)[prop]);
          delete (this as Record<string, unknown>)[prop];
        }
      }
    }

    get updateComplete(): Promise<void> {
      const { ready, pendingRender } = this[STATE];
      return pendingRender ? pendingRender.then(() => ready) : ready;
    }

    connectedCallback() {
      const state = this[STATE];
      state.unmountQueued = false;
      for (const [prop, value] of state.early) (this as Record<string, unknown>)[prop] = value;
      state.early.clear();
      if (state.root) return;
      // In a language whose catalog has not arrived yet, the first render waits for it: no frame
      // shows English text that turns German a moment later (a failed load renders English).
      const ranNow = whenCatalogReady(elementLanguage(this), () =>
        firstRenderWithinBudget(this, () => this.isConnected && !state.root && this.#mount()),
      );
      // Waiting for its catalog, the element has its styles and an empty shadow root meanwhile.
      if (!ranNow) this.#attachShadow();
    }

    /**
     * With the first render, or while the element's catalog loads: an element whose first render
     * waits for a later task has none yet, so its light DOM shows as upgrade.css lays it out
     * (first-render-budget.ts). A declarative shadow root is kept.
     */
    #attachShadow(): ShadowRoot {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = [sheetFor(css)];
      return shadow;
    }

    #mount() {
      this[STATE].root = createRoot(this.#attachShadow());
      this[RENDER_NOW](); // synchronous first render: no frame shows the element half-built
    }

    disconnectedCallback() {
      // Deferred: an element moved within one task is connected again before this runs.
      const state = this[STATE];
      state.unmountQueued = true;
      queueMicrotask(() => {
        if (!state.unmountQueued || this.isConnected || !state.root) return;
        state.root.unmount();
        state.root = undefined;
        freshReady(state);
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = propOfAttribute.get(attribute)!;
      try {
        this[STATE].values[prop] = parseAttribute(spec[prop], value);
      } catch (error) {
        reportError(this, invalidAttribute(attribute, error));
        this[STATE].values[prop] = undefined;
      }
      this[RENDER]();
    }

    #markReady = () => {
      this[STATE].resolveReady();
      emit(this, 'ib-ready', undefined);
    };

    /**
     * Re-renders batch into one microtask. Rendering synchronously from a property set inside a
     * component's own effect makes Preact run that component's effects again and lose a cleanup.
     */
    [RENDER]() {
      const state = this[STATE];
      if (!state.root || state.pendingRender) return;
      state.pendingRender = Promise.resolve().then(() => {
        state.pendingRender = undefined;
        this[RENDER_NOW]();
      });
    }

    [RENDER_NOW]() {
      const state = this[STATE];
      if (!state.root) return;
      try {
        state.root.render(
          createElement(
            HostContext.Provider,
            { value: this },
            createElement(
              FallbackOnError,
              { host: this },
              createElement(
                ReadySignal,
                { onMounted: this.#markReady },
                createElement(Component, { ...state.values } as P),
              ),
            ),
          ),
        );
      } catch (error) {
        reportError(this, error);
      }
    }
  }

  for (const prop of propNames) {
    const attribute = toAttributeName(prop);
    Object.defineProperty(IbElementImpl.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: IbElementImpl) {
        return this[STATE].values[prop];
      },
      set(this: IbElementImpl, value: unknown) {
        if (reflectProperty(this, attribute, spec[prop], value)) return; // attributeChangedCallback renders
        this[STATE].values[prop] = value;
        this[RENDER]();
      },
    });
  }

  return IbElementImpl as unknown as IbElementConstructor<P>;
}

/**
 * Registers a tag once; a second registration (two bundles, hot reload) is a no-op. On a page whose
 * language's catalog has not arrived, the tag is defined once it has: until then its elements stay
 * undefined, laid out by upgrade.css with their light DOM showing, rather than defined and empty
 * (a shadow root without its slot yet) until the catalog lets them render: a block that vanished
 * for a moment and pushed the page about.
 */
export function defineIbElement(
  tag: string,
  element: CustomElementConstructor,
  { renderLater = false }: DefineOptions = {},
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const define = () => customElements.define(tag, element);
  whenCatalogReady(
    elementLanguage(document.documentElement),
    () => customElements.get(tag) || (renderLater ? defineRenderingLater(define) : define()),
  );
}

export interface DefineOptions {
  /**
   * The elements on the page when the tag is defined render from the next task, not in the one
   * that evaluated the module: for an element whose first render is long (a 2,000-line code
   * sample's module and first render made one long task). A light element renders at once: a
   * task later costs a page of them more than it saves (docs/performance.md).
   */
  renderLater?: boolean;
}
