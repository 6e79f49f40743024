// The autoloader knows the library's tags (generated from the define files), so a misspelt one
// (`<ib-vidoe>`) fetches nothing: it fails at once the way Node fails a module it cannot find,
// and is not retried (start-autoload.ts), since no interaction can make it exist.
// Every byte here ships in the autoloader (its budget: scripts/size.mjs): keep it plain.
import elementTags from 'virtual:ib-element-tags';

/** Calls `load(tag)` for a library tag; rejects any other with `Cannot find module` / `MODULE_NOT_FOUND`. */
export const loadKnownTag = (
  tag: string,
  load: (tag: string) => Promise<unknown>,
): Promise<unknown> =>
  elementTags.includes(tag)
    ? load(tag)
    : Promise.reject(
        Object.assign(new Error(`Cannot find module 'ib-blocks/${tag}'`), {
          code: 'MODULE_NOT_FOUND',
        }),
      );
