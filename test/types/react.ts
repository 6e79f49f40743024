// Compile-time checks (`npm run typecheck`) of ib-blocks/react: event props typed with their
// detail, the standard HTML props and handlers accepted, `ref` typed as the element's class.
import { createElement as h, createRef } from 'react';
import type { IbModal } from '../../elements/modal/ib-modal.ts';
import { Modal, Video } from '../../react/index.ts';

export function typedWrappers() {
  const ref = createRef<IbModal>();
  return [
    h(Modal, {
      id: 'newsletter',
      hidden: true,
      title: 'Sign up',
      className: 'wide',
      'aria-describedby': 'x',
      onClick: (event) => void event.currentTarget,
      onOpen: (event) => void event.detail.id.toUpperCase(),
      closeLabel: 'Close',
      ref,
    }),
    // @ts-expect-error the open event's detail has no `index`
    h(Modal, { onOpen: (event) => void event.detail.index }),
    // The event's whole name, typed alike.
    h(Video, { onIbVideoProgress: (event) => void event.detail.percent.toFixed() }),
    // @ts-expect-error the open event's detail has no `index`
    h(Modal, { onIbModalOpen: (event) => void event.detail.index }),
    // The callback ref receives the element's class: its properties are there.
    h(Modal, { ref: (element) => void element?.updateComplete.then(() => element.open) }),
    // @ts-expect-error ib-video has no close event
    h(Video, { onClose: () => undefined }),
  ];
}
