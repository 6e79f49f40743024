import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';

async function loadTokens() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./tokens.css', import.meta.url).href;
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
  return link;
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

describe('tokens.css', () => {
  let link: HTMLLinkElement;
  before(async () => {
    link = await loadTokens();
  });
  after(() => link.remove());
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('defines the testimonial theme colours', () => {
    const themes = ['blue', 'green', 'pink', 'black', 'darkGrey', 'white'].map((name) =>
      token(`--ib-theme-${name}`),
    );
    expect(themes.every((value) => /^#[0-9a-f]{6}$/i.test(value))).to.equal(true);
    expect(new Set(themes).size).to.equal(6);
  });

  it('puts tooltips at z-index 9999, above the modal, above the navbar', () => {
    const [tooltip, modal, navbar] = ['--ib-z-tooltip', '--ib-z-modal', '--ib-z-navbar'].map((n) =>
      Number(token(n)),
    );
    expect([tooltip, tooltip > modal, modal > navbar]).to.deep.equal([9999, true, true]);
  });

  it('defines spacing, radii, fonts, focus ring and durations', () => {
    const names = [
      '--ib-space-4',
      '--ib-radius-md',
      '--ib-font-family',
      '--ib-font-size-md',
      '--ib-focus-ring',
      '--ib-focus-ring-color',
      '--ib-duration-normal',
      '--ib-color-text',
      '--ib-color-background',
    ];
    expect(names.filter((name) => token(name) === '')).to.deep.equal([]);
  });

  it('zeroes the motion durations under prefers-reduced-motion', async () => {
    const normal = token('--ib-duration-normal');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect([normal, token('--ib-duration-normal')]).to.deep.equal(['300ms', '0s']);
  });
});
