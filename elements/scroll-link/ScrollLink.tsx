import { useLayoutEffect, useRef } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { emit, useHost } from '../../packages/element/index.ts';
import { ScrollToTarget } from './scroll-to-target.ts';
import { explicitOffset, fragmentId, isPlainClick } from './scroll-target.ts';
import { DEFAULT_HEADER_SELECTOR, stickyHeaderHeight } from '../../packages/core/sticky-header.ts';
import { headerError, offsetError } from './scroll-link-checks.ts';
import type { ScrollLinkProps } from './scroll-link-props.ts';

export type { ScrollLinkProps };

/** The element in the same tree as the link (document or shadow root) with that id. */
function findTarget(host: HTMLElement, id: string): HTMLElement | null {
  const root = host.getRootNode();
  const inRoot = root instanceof ShadowRoot ? root.getElementById(id) : null;
  return inRoot ?? document.getElementById(id);
}

/** In-page links inside it scroll smoothly to their target, clear of the sticky header, then focus it. */
export function ScrollLink({ offset, header }: ScrollLinkProps) {
  const host = useHost();
  const settings = useRef({ offset, header });
  settings.current = { offset, header };

  useLayoutEffect(() => {
    for (const error of [offsetError(offset), headerError(header)])
      if (error) reportError(host, error);
  }, [host, offset, header]);

  useLayoutEffect(() => {
    const scroller = new ScrollToTarget();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !host.contains(link)) return;
      const id = fragmentId(link.getAttribute('href'));
      const target = id === null ? null : findTarget(host, id);
      if (!id || !target) return; // not an in-page link, or nothing to go to: the browser's default
      event.preventDefault();
      const { offset: fixed, header: selector = DEFAULT_HEADER_SELECTOR } = settings.current;
      const distance = explicitOffset(fixed) ?? stickyHeaderHeight(selector);
      scroller.scroll(target, distance);
      // The address names the section, as a plain anchor would (shareable, Back returns).
      if (fragmentId(location.hash) !== id)
        history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
      emit(host, 'ib-scroll-link-navigate', { id, offset: distance });
    };
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('click', onClick);
      scroller.cancel();
    };
  }, [host]);

  return <slot />;
}
