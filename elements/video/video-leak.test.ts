// 200 players created and removed (150 files, 50 HLS streams), each built by Plyr before removal,
// and 50 removed before the visitor reached for them (no Plyr, their media element built):
// no growth in page listeners, observers, intervals, DOM nodes, hls.js workers, and every media
// element is released (paused, no source, detached).
import { expect } from '@open-wc/testing';
import { installLeakProbe, leakCounts } from '../../test/browser/leak-probe.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { until } from '../../packages/test-utils/index.ts';
import { HLS, MP4, showIntent } from './test-support.ts';

const uninstall = installLeakProbe();
after(() => uninstall());

/** hls.js runs its transmuxer in a Worker: count the live ones. */
let liveWorkers = 0;
const NativeWorker = window.Worker;
class CountedWorker extends NativeWorker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    liveWorkers += 1;
  }
  override terminate() {
    liveWorkers -= 1;
    super.terminate();
  }
}
window.Worker = CountedWorker;
after(() => (window.Worker = NativeWorker));

const createdVideos: HTMLVideoElement[] = [];
const createElement = document.createElement.bind(document);
document.createElement = ((tag: string, options?: ElementCreationOptions) => {
  const el = createElement(tag, options);
  if (el instanceof HTMLVideoElement) createdVideos.push(el);
  return el;
}) as typeof document.createElement;
after(() => (document.createElement = createElement));

/** `reached`: a pointer over each, so Plyr builds; else each stays before Plyr (its media element built near the viewport). */
async function cycle(markup: string, count: number, reached = true) {
  const host = createElement('div');
  host.innerHTML = markup.repeat(count);
  document.body.append(host);
  const players = [...host.querySelectorAll<IbVideo>('ib-video')];
  if (reached) {
    await Promise.all(players.map((el) => el.updateComplete)); // rendered: there is something to point at
    for (const player of players) showIntent(player); // a pointer over each: Plyr loads
    await until(
      () => players.every((el) => el.player),
      900,
      () => 'every player built',
    );
  } else {
    await until(
      () => players.every((el) => el.shadowRoot?.querySelector('video[src]')),
      900,
      () => 'every media element built',
    );
  }
  host.remove();
  // The 200 ms teardown delay (tested with fake timers in video.test.ts), and Plyr's own clean-up.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('ib-video: no leaks', () => {
  it('200 create/remove cycles leave nothing behind', async function () {
    this.timeout(180000);
    const file = `<ib-video src="${MP4}" muted controls style="width:64px"></ib-video>`;
    const stream = `<ib-video hls-src="${HLS}" muted style="width:64px"></ib-video>`;
    await cycle(file, 2); // warm-up: module-level, once-per-page listeners and the shared sprite sheet
    await cycle(stream, 1);
    const before = leakCounts();
    for (let batch = 0; batch < 6; batch += 1) await cycle(file, 25);
    for (let batch = 0; batch < 5; batch += 1) await cycle(stream, 10);
    for (let batch = 0; batch < 2; batch += 1) await cycle(file, 25, false); // never reached for: no Plyr
    expect(leakCounts()).to.deep.equal(before);
    expect(liveWorkers).to.equal(0);
    expect(createdVideos.length).to.be.at.least(200);
    const unreleased = createdVideos.filter(
      (video) =>
        video.isConnected || !video.paused || video.hasAttribute('src') || video.readyState !== 0,
    );
    expect(unreleased.length).to.equal(0);
  });
});
