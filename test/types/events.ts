// Compile-time checks (`npm run typecheck`): the ib-* tags and events are typed for TypeScript
// users. A line marked @ts-expect-error fails the typecheck when it stops being an error.
import '../../elements/modal/ib-modal.ts';
import '../../elements/video/ib-video.ts';
import type { IbModal } from '../../elements/modal/ib-modal.ts';

export function typedTagsAndEvents(): void {
  const modal: IbModal | null = document.querySelector('ib-modal');
  modal?.addEventListener('ib-modal-open', (event) => {
    const id: string = event.detail.id;
    // @ts-expect-error the open event's detail has no `index`
    void event.detail.index;
    void id;
  });
  document.querySelector('ib-video')?.addEventListener('ib-video-progress', (event) => {
    // @ts-expect-error a detail is not a string
    const wrong: string = event.detail;
    void wrong;
  });
  window.addEventListener('ib-modal-close', (event) => void event.detail.id);
}
