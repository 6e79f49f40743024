// The letter of the group being read: follows the scroll position (once a frame at most), and stays
// in view in the sideways-scrolling letter row of a narrow screen.
import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { currentLetter } from './glossary-index.ts';
import { revealLetter } from './letter-scroll.ts';
import { navBottomWhenStuck } from './nav-position.ts';

export function useCurrentLetter(
  host: HTMLElement,
  nav: RefObject<HTMLElement | null>,
  anchors: ReadonlyMap<string, HTMLElement>,
) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!nav.current) return;
      const scroller = document.scrollingElement ?? document.documentElement;
      const list = [...anchors].map(([letter, element]) => ({
        letter,
        top: element.getBoundingClientRect().top,
      }));
      setCurrent(
        currentLetter(list, {
          // A heading 16 px under the navigation already counts as reached.
          line: navBottomWhenStuck(nav.current) + 16,
          bottom: host.getBoundingClientRect().bottom,
          viewportHeight: window.innerHeight,
          atEnd: scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 1,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule(); // read positions in the next frame, where layout is due anyway
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [host, nav, anchors]);

  useEffect(() => {
    const row = nav.current?.querySelector<HTMLElement>('.letters');
    const letter = row?.querySelector<HTMLElement>('[aria-current]');
    if (row && letter) revealLetter(row, letter, !prefersReducedMotion());
  }, [nav, current]);

  return [current, setCurrent] as const;
}
