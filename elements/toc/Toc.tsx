import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import {
  DEFAULT_HEADER_SELECTOR,
  isValidSelector,
  stickyHeaderHeight,
} from '../../packages/core/sticky-header.ts';
import { useHost, useStrings } from '../../packages/element/index.ts';
import { toc } from '../../packages/i18n/en.ts';
import { collectHeadings, sameHeadings } from './headings.ts';
import { revealInBox, scrollBoxOf } from './keep-in-view.ts';
import {
  activationLine,
  buildOutline,
  currentHeadingIndex,
  type HeadingInfo,
  type OutlineItem,
} from './outline.ts';
import { headerError, offsetError } from './toc-checks.ts';
import type { TocProps } from './toc-props.ts';

export type { TocProps };

type ModalLike = HTMLElement & { open?: boolean };

interface Found {
  elements: HTMLElement[];
  infos: HeadingInfo[];
}

const EMPTY: Found = { elements: [], infos: [] };

/** Same heading elements with the same ids, texts and levels: nothing to re-render. */
const sameFound = (a: Found, b: Found) =>
  a.elements.length === b.elements.length &&
  a.elements.every((element, i) => element === b.elements[i]) &&
  sameHeadings(a.infos, b.infos);

const isPlainClick = (event: ReactMouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

function findArticle(host: HTMLElement, id: string | undefined): Element | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  if (id) return root.getElementById(id) ?? document.getElementById(id);
  return document.querySelector('article');
}

/** Goes to a heading the way a fragment link does, then puts keyboard focus on it. */
function goToHeading(heading: HTMLElement) {
  if (
    location.hash === `#${encodeURIComponent(heading.id)}` ||
    location.hash === `#${heading.id}`
  ) {
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'auto' });
  } else {
    location.hash = heading.id;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** A table of contents of an article's h1/h2 headings that marks the section being read. */
export function Toc({ for: articleId, label, header, offset }: TocProps) {
  const host = useHost();
  const { t } = useStrings('toc', toc);
  const [found, setFound] = useState<Found>(EMPTY);
  const [activeId, setActiveId] = useState<string | null>(null);
  const outline = useMemo(() => buildOutline(found.infos), [found]);
  const navRef = useRef<HTMLElement>(null);
  const foundNow = useRef(found);
  foundNow.current = found;

  useEffect(() => {
    for (const error of [headerError(header), offsetError(offset)])
      if (error) reportError(host, error);
  }, [host, header, offset]);

  // Build from the article, and again whenever its headings change.
  useEffect(() => {
    let observer: MutationObserver | undefined;
    const build = (article: Element) => {
      const next = collectHeadings(article);
      setFound((previous) => (sameFound(previous, next) ? previous : next));
    };
    const start = () => {
      const article = findArticle(host, articleId);
      if (!article) {
        reportError(
          host,
          new Error(
            articleId
              ? `ib-toc: no element with id "${articleId}".`
              : 'ib-toc: no for attribute and no <article> on the page.',
          ),
        );
        return;
      }
      build(article);
      observer = new MutationObserver(() => build(article));
      observer.observe(article, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['id'],
      });
    };
    // The article may come after the toc in a page that is still parsing.
    const waiting = document.readyState === 'loading' && !findArticle(host, articleId);
    if (waiting) document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
    return () => {
      document.removeEventListener('DOMContentLoaded', start);
      observer?.disconnect();
    };
  }, [host, articleId]);

  // Track the section being read, and keep headings clear of the sticky header when jumped to.
  useEffect(() => {
    const styled = found.elements;
    let frame = 0;
    const update = () => {
      frame = 0;
      const explicit =
        offset !== undefined && Number.isFinite(offset) && offset >= 0 ? offset : undefined;
      const headerHeight =
        explicit ??
        stickyHeaderHeight(header && isValidSelector(header) ? header : DEFAULT_HEADER_SELECTOR);
      const margin = `${headerHeight}px`;
      for (const heading of styled)
        if (heading.style.scrollMarginTop !== margin) heading.style.scrollMarginTop = margin;
      const tops = styled.map((heading) => heading.getBoundingClientRect().top);
      const index = currentHeadingIndex(tops, activationLine(window.innerHeight, headerHeight));
      setActiveId(index >= 0 ? styled[index].id : null);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      for (const heading of styled) heading.style.removeProperty('scroll-margin-top');
    };
  }, [found, header, offset]);

  // In a toc that scrolls in its own box, the newly active link is scrolled into that box's view
  // (the box only, never the page), before it paints; smoothly unless reduced motion is asked for.
  useLayoutEffect(() => {
    const link = activeId ? navRef.current?.querySelector('a[aria-current]') : null;
    if (!link) return;
    const heading = foundNow.current.elements.find((element) => element.id === activeId) ?? null;
    const box = scrollBoxOf(link, heading);
    if (box) revealInBox(box, link, !prefersReducedMotion());
  }, [activeId]);

  // Inside an open ib-modal (a duplicate toc for small screens), a link closes the modal first:
  // the modal restores the page's scroll position and focus when it closes, which would undo the jump.
  const onLinkClick = (event: ReactMouseEvent, id: string) => {
    const modal = host.closest<ModalLike>('ib-modal');
    const heading = found.elements.find((element) => element.id === id);
    if (
      !modal ||
      !heading ||
      !modal.hasAttribute('open') ||
      !customElements.get('ib-modal') ||
      !isPlainClick(event)
    )
      return;
    event.preventDefault();
    modal.addEventListener('ib-modal-close', () => goToHeading(heading), { once: true });
    modal.open = false;
  };

  const renderList = (items: OutlineItem[], nested: boolean) => (
    <ol part={nested ? 'list sublist' : 'list'} className={nested ? 'list sublist' : 'list'}>
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <li part="item" className="item" key={item.id}>
            <a
              part={active ? 'link active' : 'link'}
              className={active ? 'link is-active' : 'link'}
              href={`#${encodeURIComponent(item.id)}`}
              aria-current={active ? 'location' : undefined}
              onClick={(event) => onLinkClick(event, item.id)}
            >
              {item.text}
            </a>
            {item.children.length > 0 && renderList(item.children, true)}
          </li>
        );
      })}
    </ol>
  );

  return (
    <>
      <slot />
      {outline.length > 0 && (
        <nav part="nav" aria-label={label || t('label')} ref={navRef}>
          {renderList(outline, false)}
        </nav>
      )}
    </>
  );
}
