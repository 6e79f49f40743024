// Where the letter navigation sticks by default: just under the page's sticky header, measured
// (packages/core/sticky-header.ts), or the very top when the page has none. A fixed guess (the
// navbar-height token) would leave a gap with rows showing above the bar on pages without one.
import { useEffect, useState } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../packages/core/debounce.ts';
import { stickyHeaderHeight } from '../../packages/core/sticky-header.ts';

/** The px the page's sticky header covers, measured again after a resize (it may wrap); 0 without one. */
export function useStickyHeaderOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const measure = () => setOffset(Math.round(stickyHeaderHeight()));
    const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
    measure();
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return offset;
}
