// Compiled by scripts/test-consumer.mjs against the installed tarball (strict, skipLibCheck
// false): the root import alone types the tags, their classes and their events.
import 'ib-blocks';
import type { IbModal, IbVideo } from 'ib-blocks';

const video: IbVideo | null = document.querySelector('ib-video');
const modal: IbModal = document.createElement('ib-modal');
modal.open = true;
video?.addEventListener('ib-video-progress', (event) =>
  console.log(event.detail, video.updateComplete),
);
document.addEventListener('ib-modal-open', (event) => console.log(event.detail.id.length));
document.createElement('ib-tooltip').placement = 'bottom-end';
// A boolean prop is `false` while its attribute is absent: typed `boolean`, as `HTMLDetailsElement.open`.
const closeOthers: boolean = document.createElement('ib-accordion').closeOthers;
const autoplay: boolean = document.createElement('ib-video').autoplay;
console.log(closeOthers, autoplay);
// @ts-expect-error `middle` is no placement (enumerated attributes are unions)
document.createElement('ib-tooltip').placement = 'middle';
// @ts-expect-error the open event's detail has no `index`
modal.addEventListener('ib-modal-open', (event) => event.detail.index);
