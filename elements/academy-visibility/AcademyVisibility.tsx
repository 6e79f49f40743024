import { useLayoutEffect } from 'react';
import { getPageData } from '../../packages/core/page-data.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { evaluateShowWhen, type VisitorState } from './show-when.ts';
import { readViewedCourses, VIEWED_COURSES_KEY } from '../../packages/core/viewed-courses.ts';
import type { AcademyVisibilityProps } from './academy-visibility-props.ts';

export type { AcademyVisibilityProps };

// No props: the conditions live on the children, the state in page data and storage.
const SELECTOR = '[data-show-when]';
const LOGGED_IN_STATE = 'loggedIn';

/** Blocks governed by this host (not those of a nested <ib-academy-visibility>). */
function blocksOf(host: HTMLElement): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(SELECTOR)].filter(
    (block) => block.parentElement?.closest('ib-academy-visibility') === host,
  );
}

function visitor(): VisitorState {
  return {
    loggedIn: getPageData().auth.state === LOGGED_IN_STATE,
    viewedCourses: readViewedCourses(),
  };
}

/** Shows each `[data-show-when]` child whose condition holds; hides every other one. */
export function AcademyVisibility(_props: AcademyVisibilityProps) {
  const host = useHost();

  // Layout effect: decided before the first paint, so nothing flashes.
  useLayoutEffect(() => {
    const apply = () => {
      const state = visitor();
      for (const block of blocksOf(host)) {
        const verdict = evaluateShowWhen(block.getAttribute('data-show-when') ?? '', state);
        if (!verdict.known)
          reportError(
            host,
            new Error(
              `Unknown data-show-when condition "${verdict.unknown}"; the block stays hidden`,
            ),
          );
        block.hidden = !(verdict.known && verdict.show);
      }
    };
    apply();
    // Blocks added or changed later, and courses viewed in another tab.
    const observer = new MutationObserver(apply);
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-show-when'],
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === VIEWED_COURSES_KEY || event.key === null) apply();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      observer.disconnect();
      window.removeEventListener('storage', onStorage);
    };
  }, [host]);

  return <slot />;
}
