import { createContext, useContext } from 'react';

/** The custom element a component renders for; null when rendered as a plain React component. */
export const HostContext = createContext<HTMLElement | null>(null);

/**
 * The element whose light DOM a component enhances. Components listen to light-DOM children
 * through native listeners on this host: React (not Preact) drops clicks on slotted children.
 */
export function useHost<T extends HTMLElement = HTMLElement>(): T {
  const host = useContext(HostContext);
  if (!host)
    throw new Error(
      'useHost() needs a component rendered by an element made with createIbElement().',
    );
  return host as T;
}
