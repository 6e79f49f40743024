// The light DOM goes back to its no-script state when the glossary is removed: each hook that adds
// an attribute to the template's elements (hidden, a generated id, tabindex) notes them here.
import { useLayoutEffect, useState } from 'react';

/** Elements given `attribute` by the glossary; it is removed from each again on removal. */
export function useAddedAttribute(attribute: string): Set<HTMLElement> {
  const [added] = useState(() => new Set<HTMLElement>());
  useLayoutEffect(
    () => () => {
      for (const element of added) element.removeAttribute(attribute);
    },
    [added, attribute],
  );
  return added;
}
