// Its own page, so no other test has loaded the vendors yet: a video without autoplay, even in
// full view, requests neither Plyr nor hls.js until the visitor reaches for it; a pointer over it
// loads Plyr, focus inside it loads Plyr and (for a stream) hls.js.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { fixture, frames, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { HLS, MEDIA_FRAMES, MP4, videoOf } from './test-support.ts';

const requested = (part: string) =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes(part));
const startButton = (el: IbVideo) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="start-button"]');

afterEach(() => resetMouse());

describe('ib-video without autoplay: vendors on intent', () => {
  it('shows the poster and a named play button, requests no vendor in view, and loads Plyr on pointer-over and hls.js on focus', async () => {
    const wrapper = await fixture<HTMLDivElement>(`<div>
      <button id="before">Before</button>
      <ib-video id="file" src="${MP4}" controls muted label="Clip" style="width:320px"></ib-video>
      <ib-video id="stream" hls-src="${HLS}" src="${MP4}" controls muted style="width:320px"></ib-video>
    </div>`);
    const file = wrapper.querySelector<IbVideo>('#file')!;
    const stream = wrapper.querySelector<IbVideo>('#stream')!;
    // In view, near the viewport: the media element is built (its first frame), nothing else.
    await until(
      () => videoOf(file)?.src === MP4,
      MEDIA_FRAMES,
      () => 'the file’s media element',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await frames(3);
    expect(requested('/node_modules/plyr/')).to.equal(false);
    expect(requested('/node_modules/hls.js/')).to.equal(false);
    expect(requested('/elements/video/plyr.ts')).to.equal(false);
    expect(file.player).to.equal(undefined);
    expect(file.shadowRoot!.querySelector('.plyr')).to.equal(null);

    // The play button stands where Plyr's will: a named button, in the middle, 48 px.
    const button = startButton(file)!;
    expect(button.localName).to.equal('button');
    expect(button.type).to.equal('button');
    expect(button.getAttribute('aria-label')).to.equal('Play, Clip');
    expect(startButton(stream)!.getAttribute('aria-label')).to.equal('Play');
    const box = button.getBoundingClientRect();
    const host = file.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([48, 48]);
    expect(Math.round(box.x + box.width / 2)).to.equal(Math.round(host.x + host.width / 2));
    expect(Math.round(box.y + box.height / 2)).to.equal(Math.round(host.y + host.height / 2));

    // A pointer over the file: Plyr loads and builds; no hls.js for a file.
    await sendMouse({ type: 'move', position: [Math.round(host.x + 20), Math.round(host.y + 20)] });
    await until(
      () => file.player,
      MEDIA_FRAMES,
      () => 'the file’s player after the pointer came over it',
    );
    expect(requested('/elements/video/plyr.ts')).to.equal(true);
    expect(requested('/node_modules/hls.js/')).to.equal(false);
    expect(startButton(file)).to.equal(null); // Plyr's own large play button took its place
    const large = file.shadowRoot!.querySelector('.plyr__control--overlaid')!;
    expect(large.getAttribute('aria-label')).to.equal('Play, Clip');
    // Plyr's button stands exactly where ours stood, at the same size.
    const plyrBox = large.getBoundingClientRect();
    expect([plyrBox.x, plyrBox.y, plyrBox.width, plyrBox.height].map(Math.round)).to.deep.equal(
      [box.x, box.y, box.width, box.height].map(Math.round),
    );
    expect(stream.player).to.equal(undefined);

    // Keyboard focus reaching the stream's play button: hls.js loads and attaches.
    await resetMouse();
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' }); // the file's player controls come first
    for (
      let step = 0;
      step < 20 && stream.shadowRoot!.activeElement === null && !stream.player;
      step += 1
    )
      await sendKeys({ press: 'Tab' });
    await until(
      () => stream.player,
      MEDIA_FRAMES,
      () => 'the stream’s player after focus',
    );
    expect(requested('/node_modules/hls.js/')).to.equal(true);
    await until(
      () => videoOf(stream).src.startsWith('blob:'),
      MEDIA_FRAMES,
      () => 'the stream attached by hls.js',
    );
    // Focus did not fall out of the player with the button it was on.
    expect(stream.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Play');
  });
});
