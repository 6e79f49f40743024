// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Video } from '../../react/elements/ib-video.ts';
import { VideoTestimonial } from '../../react/elements/ib-video-testimonial.ts';

afterEach(unmountReact);

describe('<ib-video>, <ib-video-testimonial> through ib-blocks/react on React 19', () => {
  it('Video: receives its source', async () => {
    const el = await renderReact(
      h(Video, { src: '/fixtures/media/clip.mp4', style: { marginTop: '300vh' } }),
      'ib-video',
    );
    expect(el.getAttribute('src')).to.equal('/fixtures/media/clip.mp4');
  });

  it('VideoTestimonial: a trigger press opens the modal player', async () => {
    const el = await renderReact(
      h(
        VideoTestimonial,
        null,
        h('button', { type: 'button', 'data-video-url': '/fixtures/media/clip.mp4' }, 'Watch'),
      ),
      'ib-video-testimonial',
    );
    el.querySelector('button')!.click();
    await settle();
    expect(Boolean(el.shadowRoot!.querySelector('dialog[open]'))).to.equal(true);
  });
});
