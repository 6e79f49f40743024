// The media properties and play() on an embed's player before its provider answered, against a
// stand-in with Plyr's rules (the providers' frames need the network): Plyr ignores a position
// until it knows the duration, and its play() does nothing until the embed is ready.
import { expect } from '@open-wc/testing';
import { rejectionOf } from '../../packages/test-utils/index.ts';
import { MediaRequests, playPlyr, type PlyrLike } from './media-requests.ts';

/** An embed's Plyr player as Plyr behaves before and after the provider answers; the test drives it. */
class EmbedStandIn implements PlyrLike {
  ready = false;
  duration = 0;
  paused = true;
  ended = false;
  muted = false;
  volume = 1;
  plays = 0;
  private position = 0;
  private readonly listeners = new Map<string, Set<() => void>>();

  get currentTime() {
    return this.position;
  }

  set currentTime(seconds: number) {
    if (this.duration) this.position = seconds;
  }

  play() {
    if (!this.ready) return null;
    this.plays += 1;
    this.paused = false;
    return Promise.resolve();
  }

  on(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  off(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }

  once(type: string, listener: () => void) {
    const wrapped = () => {
      this.off(type, wrapped);
      listener();
    };
    this.on(type, wrapped);
  }

  /** The provider answered: Plyr knows the duration, updates the time, then is ready. */
  answer(duration: number) {
    this.duration = duration;
    this.emit('timeupdate');
    this.ready = true;
    this.emit('ready');
  }

  emit(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

describe('ib-video: media properties and play() on an embed before its provider answered', () => {
  it('a position set before the duration is known is read back, and taken once the provider answers', () => {
    const embed = new EmbedStandIn();
    const requests = new MediaRequests(false);
    requests.write(embed, 'currentTime', 30);
    expect(embed.currentTime).to.equal(0); // Plyr ignored it
    expect(requests.read(embed, 'currentTime')).to.equal(30);
    const stop = requests.follow(embed);
    embed.answer(120);
    expect(embed.currentTime).to.equal(30);
    embed.currentTime = 45; // played on: the position is the player's again
    embed.emit('timeupdate');
    expect(requests.read(embed, 'currentTime')).to.equal(45);
    stop();
  });

  it('a position set once the duration is known seeks at once; the sound is set at once', () => {
    const embed = new EmbedStandIn();
    embed.answer(120);
    const requests = new MediaRequests(true);
    expect(requests.read(undefined, 'muted')).to.equal(true);
    requests.write(undefined, 'volume', 0.5);
    requests.write(undefined, 'currentTime', 12);
    requests.apply(embed);
    expect([embed.currentTime, embed.volume]).to.deep.equal([12, 0.5]);
    requests.write(embed, 'muted', false);
    expect(embed.muted).to.equal(false);
  });

  it('play() waits for the provider, then plays', async () => {
    const embed = new EmbedStandIn();
    const playing = playPlyr(embed, () => true);
    await Promise.resolve();
    expect(embed.plays).to.equal(0);
    embed.answer(120);
    await playing;
    expect([embed.plays, embed.paused]).to.deep.equal([1, false]);
  });

  it('play() no longer wanted when the provider answers (paused, removed) rejects with AbortError and does not play', async () => {
    const embed = new EmbedStandIn();
    const playing = playPlyr(embed, () => false);
    embed.answer(120);
    const error = await rejectionOf<DOMException>(playing);
    expect(error.name).to.equal('AbortError');
    expect(embed.plays).to.equal(0);
  });
});
