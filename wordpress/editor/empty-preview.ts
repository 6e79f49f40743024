// A block whose element shows nothing yet (a video without a source, a service such as the course
// tracker that never has a visible part) would be an invisible block nobody can click. While the
// element takes no room, the block shows its title and what to do instead.
import { createElement as h, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** A ref for the element, and whether it takes no room (followed as it renders and resizes). */
export function useTakesNoRoom(): [(node: Element | null) => void, boolean] {
  const [node, setNode] = useState<Element | null>(null);
  const [noRoom, setNoRoom] = useState(false);
  useEffect(() => {
    if (!node) return undefined;
    const measure = () => {
      const box = node.getBoundingClientRect();
      setNoRoom(box.width < 1 || box.height < 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    measure();
    return () => observer.disconnect();
  }, [node]);
  return [setNode, noRoom];
}

export function EmptyNote({ title }: { title: string }) {
  return h(
    'div',
    { className: 'ib-blocks-preview__empty' },
    h('strong', null, title),
    h(
      'span',
      null,
      __('Nothing visible with these settings: see the block settings.', 'ib-blocks'),
    ),
  );
}
