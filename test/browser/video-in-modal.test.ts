// A real ib-modal around a real ib-video: closing the modal pauses the video inside it, end to end
// (the modal's own close event reaching the video's listener), while the video stays on the page.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import '../../elements/modal/ib-modal.ts';
import '../../elements/video/ib-video.ts';
import type { IbVideo } from '../../elements/video/ib-video.ts';
import { MEDIA_FRAMES, MP4, playerReady } from '../../elements/video/test-support.ts';

type Modal = HTMLElement & { open: boolean; updateComplete: Promise<void> };

afterEach(() => fixtureCleanup());

/** An open modal whose video plays. */
async function playingInOpenModal() {
  const root = await fixture<HTMLElement>(`<div>
    <a href=":modal-video-modal:">Watch</a>
    <ib-modal id="video-modal" label="Product tour"><ib-video src="${MP4}" muted loop label="Product tour"></ib-video></ib-modal>
  </div>`);
  const modal = root.querySelector<Modal>('ib-modal')!;
  const video = root.querySelector<IbVideo>('ib-video')!;
  root.querySelector('a')!.click();
  await until(
    () => modal.open,
    MEDIA_FRAMES,
    () => 'the modal open',
  );
  await playerReady(video); // the visitor's pointer over it: a video without autoplay loads Plyr then
  const media = video.shadowRoot!.querySelector('video')!;
  await video.player!.play();
  await until(
    () => !media.paused,
    MEDIA_FRAMES,
    () => 'playback',
  );
  return { modal, media };
}

describe('ib-video inside ib-modal', () => {
  it('the close button pauses the video; it stays on the page, so nothing else paused it', async () => {
    const { modal, media } = await playingInOpenModal();
    const close = modal.shadowRoot!.querySelector<HTMLElement>('[part="close"]')!;
    const box = close.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await resetMouse();
    await until(
      () => !modal.open,
      MEDIA_FRAMES,
      () => 'the modal closed',
    );
    expect(media.isConnected).to.equal(true);
    expect(media.paused).to.equal(true);
  });

  it('Escape pauses it too', async () => {
    const { modal, media } = await playingInOpenModal();
    await sendKeys({ press: 'Escape' });
    await until(
      () => !modal.open,
      MEDIA_FRAMES,
      () => 'the modal closed',
    );
    expect(media.isConnected).to.equal(true);
    expect(media.paused).to.equal(true);
  });

  it('a modal closing elsewhere on the page leaves it playing', async () => {
    const { media } = await playingInOpenModal();
    const other = await fixture<Modal>(
      '<ib-modal id="other-modal" label="Other"><p>Other</p></ib-modal>',
    );
    other.open = true;
    await other.updateComplete;
    other.open = false;
    await other.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(media.paused).to.equal(false);
  });
});
