import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    // Off screen, so no player is built: built players are covered by elements/video/video-leak.test.ts
    // (their teardown runs 200 ms after removal, longer than the leak test's settle).
    tag: 'ib-video',
    load: () => import('./ib-video.ts'),
    markup: '<ib-video src="/fixtures/media/clip.mp4" muted style="margin-top:300vh"></ib-video>',
  },
  {
    tag: 'ib-video-testimonial',
    load: () => import('./ib-video-testimonial.ts'),
    markup:
      '<ib-video-testimonial><button type="button" data-video-url="/fixtures/media/clip.mp4">Watch</button></ib-video-testimonial>',
  },
];

export default cases;
