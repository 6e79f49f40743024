// ib-video's sliders under the keyboard: on the seek slider Up and Down move the position by the
// seek step (10 s) and Page Up and Page Down by a minute; the volume slider keeps its own keys.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES, playerReady, sourceClip, videoOf } from './test-support.ts';

afterEach(() => fixtureCleanup());

describe('ib-video: slider keys', () => {
  it('Up/Down move the position by 10 s and Page Up/Page Down by 60 s on the seek slider; Up/Down on the volume slider change the volume', async () => {
    const el = await fixture<IbVideo>(`<ib-video src="${sourceClip(300)}" controls></ib-video>`);
    await playerReady(el);
    const video = videoOf(el);
    await until(
      () => video.duration === 300,
      MEDIA_FRAMES,
      () => 'the 300 s duration',
    );
    video.volume = 0.5;
    video.currentTime = 100;
    const slider = (name: string) =>
      el.shadowRoot!.querySelector<HTMLInputElement>(`input[data-plyr="${name}"]`)!;
    const press = async (key: string) => {
      await sendKeys({ press: key });
      return [Math.round(video.currentTime), Math.round(video.volume * 100) / 100];
    };

    slider('seek').focus();
    expect(await press('ArrowUp')).to.deep.equal([110, 0.5]);
    expect(await press('ArrowDown')).to.deep.equal([100, 0.5]);
    expect(await press('ArrowDown')).to.deep.equal([90, 0.5]);
    expect(await press('PageUp')).to.deep.equal([150, 0.5]);
    expect(await press('PageDown')).to.deep.equal([90, 0.5]);
    expect(await press('PageDown')).to.deep.equal([30, 0.5]);

    slider('volume').focus();
    expect(await press('ArrowUp')).to.deep.equal([30, 0.6]);
    expect(await press('ArrowDown')).to.deep.equal([30, 0.5]);
  });
});
