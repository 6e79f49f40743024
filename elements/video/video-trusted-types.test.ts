// ib-video on a page under the demo's Content Security Policy: scripts only from the site, and
// `require-trusted-types-for 'script'; trusted-types ib-blocks`. The policy comes from a CSP <meta>
// added before any player exists; from then on every string sink assignment outside the
// `ib-blocks` policy throws, and it and any blocked script are reported as a
// `securitypolicyviolation`. The providers' iframes need the network, which the tests do not
// have: they assert on the iframe element and its src.
import { expect } from '@open-wc/testing';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { until } from '../../packages/test-utils/index.ts';
import { MEDIA_FRAMES, MP4, playerReady, showIntent } from './test-support.ts';

const csp = document.createElement('meta');
csp.httpEquiv = 'Content-Security-Policy';
// The demo server's policy (demo/server/serve.mjs), whose script-src also keeps providers' scripts out.
csp.content = [
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types ib-blocks',
].join('; ');
document.head.append(csp);

const violations: SecurityPolicyViolationEvent[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(event));

/**
 * The violations reported so far. Reports arrive as tasks, in order: this provokes one more (an
 * assignment the policy refuses, which also proves the policy is enforced) and waits for it, so
 * every earlier report is in.
 */
const SENTINEL = 'ib-test-sentinel';

async function violationsSoFar(): Promise<string[]> {
  const marker = `${SENTINEL}-${violations.length}`;
  const arrived = until(
    () => violations.some((event) => event.sample.includes(marker)),
    MEDIA_FRAMES,
    () => 'the sentinel violation report',
  );
  expect(() => {
    document.createElement('div').innerHTML = marker;
  }).to.throw(TypeError);
  await arrived;
  return violations
    .filter((event) => !event.sample.includes(SENTINEL))
    .map((event) => `${event.violatedDirective}: ${event.sample}`);
}

/** Builds the element without innerHTML (the test page itself is under the policy). */
function video(attributes: Record<string, string>): IbVideo {
  const el = document.createElement('ib-video');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const frameOf = (el: IbVideo) => el.shadowRoot?.querySelector('iframe') ?? null;

let el: IbVideo | undefined;
beforeEach(() => {
  violations.length = 0;
});
afterEach(() => {
  el?.remove();
  el = undefined;
});

describe('ib-video under require-trusted-types-for with only the ib-blocks policy', () => {
  it('YouTube: the privacy-enhanced iframe appears, with no violation and no script from YouTube', async () => {
    el = video({
      provider: 'youtube',
      'video-id': 'dQw4w9WgXcQ',
      controls: '',
      label: 'Customer story',
    });
    showIntent(el);
    await until(
      () => frameOf(el!),
      MEDIA_FRAMES,
      () => 'the YouTube iframe',
    );
    const src = new URL(frameOf(el)!.src);
    expect(src.origin).to.equal('https://www.youtube-nocookie.com');
    expect(src.pathname).to.equal('/embed/dQw4w9WgXcQ');
    expect(await violationsSoFar()).to.deep.equal([]);
    expect(document.querySelectorAll('script[src*="youtube"]').length).to.equal(0);
  });

  it('Vimeo: the player iframe appears, with no violation and no script from Vimeo', async () => {
    el = video({ provider: 'vimeo', 'video-id': '76979871', controls: '', label: 'Vimeo demo' });
    showIntent(el);
    await until(
      () => frameOf(el!),
      MEDIA_FRAMES,
      () => 'the Vimeo iframe',
    );
    const src = new URL(frameOf(el)!.src);
    expect(src.origin).to.equal('https://player.vimeo.com');
    expect(src.pathname).to.equal('/video/76979871');
    expect(await violationsSoFar()).to.deep.equal([]);
    expect(document.querySelectorAll('script[src*="vimeo"]').length).to.equal(0);
  });

  it('a file with controls: Plyr builds its controls and settings menu with no violation', async () => {
    // (A caption script made by script would itself be a violation: its text is script text.)
    el = video({ src: MP4, controls: '', muted: '' });
    await playerReady(el);
    await until(
      () => el!.shadowRoot!.querySelector('[data-plyr="settings"]'),
      MEDIA_FRAMES,
      () => 'the settings button',
    );
    expect(await violationsSoFar()).to.deep.equal([]);
  });
});
