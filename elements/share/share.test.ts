import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  nextTask,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-share.ts';
import type { IbShare } from './ib-share.ts';
import { canShareNatively, shareNatively } from './native-share.ts';
import { POPUP_NAME, popupFeatures } from './popup.ts';
import { fillTemplate, opensPopup, shareUrlFor } from './share-urls.ts';

const URL_TO_SHARE = 'https://www.example.com/blog/sms & rcs?lang=en';
const TITLE = 'SMS & RCS: what changes?';
const ENCODED_URL = encodeURIComponent(URL_TO_SHARE);
const ENCODED_TITLE = encodeURIComponent(TITLE);

const markup = (attributes = `url="${URL_TO_SHARE}" title="${TITLE}"`) => `
  <ib-share ${attributes}>
    <ul>
      <li><a data-share="native" href="#">Share</a></li>
      <li><a data-share="linkedin" href="https://www.linkedin.com/">LinkedIn</a></li>
      <li><a data-share="custom" href="https://social.example/post?u={url}&t={title}">Social</a></li>
      <li><a data-share="email" href="mailto:">Email</a></li>
    </ul>
  </ib-share>`;

/** Replaces what the browser offers with our stand-ins (own properties shadow Navigator.prototype). */
function fakeNavigator(share: unknown, canShare?: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: canShare,
    configurable: true,
    writable: true,
  });
}
function realNavigator() {
  delete (navigator as unknown as Record<string, unknown>).share;
  delete (navigator as unknown as Record<string, unknown>).canShare;
}

const link = (el: Element, network: string) =>
  el.querySelector<HTMLAnchorElement>(`[data-share="${network}"]`);
const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    ...init,
  });
  target.dispatchEvent(event);
  return event;
};

let stopRecording: (() => void) | undefined;
/**
 * Records, at the window, whether anything before it prevented each click, then prevents it
 * itself so the test page stays put.
 */
function recordClicks(): boolean[] {
  const seen: boolean[] = [];
  const record = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', record);
  stopRecording = () => window.removeEventListener('click', record);
  return seen;
}
afterEach(() => stopRecording?.());

describe('share logic', () => {
  it('fills {url} and {title} URL-encoded, as often as they appear', () => {
    expect(
      fillTemplate('a?u={url}&t={title}&again={url}', {
        url: 'https://x.test/?a=1&b=2',
        title: 'Hi there',
      }),
    ).to.equal(
      'a?u=https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2&t=Hi%20there&again=https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2',
    );
  });

  it('builds the known networks’ addresses and keeps other links’ own', () => {
    const data = { url: URL_TO_SHARE, title: TITLE };
    expect(shareUrlFor('LinkedIn', 'ignored', data)).to.equal(
      `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`,
    );
    expect(shareUrlFor('facebook', null, data)).to.equal(
      `https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`,
    );
    expect(shareUrlFor('x', null, data)).to.equal(
      `https://x.com/intent/tweet?url=${ENCODED_URL}&text=${ENCODED_TITLE}`,
    );
    expect(shareUrlFor('custom', 'https://s.test/?u={url}', data)).to.equal(
      `https://s.test/?u=${ENCODED_URL}`,
    );
    expect([shareUrlFor('custom', '#', data), shareUrlFor('custom', null, data)]).to.deep.equal([
      null,
      null,
    ]);
  });

  it('opens a popup for everything but mail', () => {
    expect(opensPopup('linkedin', 'https://www.linkedin.com/')).to.equal(true);
    expect(opensPopup('email', 'mailto:?subject=x')).to.equal(false);
    expect(opensPopup('custom', 'MAILTO:team@example.com')).to.equal(false);
  });

  it('sizes the popup 800x600, centred over the window, with noopener', () => {
    expect(
      popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 }),
    ).to.equal('popup,width=800,height=600,left=400,top=250,noopener');
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 600, outerHeight: 400 })).to.contain(
      'left=0,top=0',
    );
  });

  it('uses the Web Share API only where share exists and canShare (if any) accepts the data', () => {
    const data = { url: URL_TO_SHARE, title: TITLE };
    const share = () => Promise.resolve();
    expect(canShareNatively(data, {})).to.equal(false);
    expect(canShareNatively(data, { share })).to.equal(true);
    expect(canShareNatively(data, { share, canShare: () => true })).to.equal(true);
    expect(canShareNatively(data, { share, canShare: () => false })).to.equal(false);
    expect(
      canShareNatively(data, {
        share,
        canShare: () => {
          throw new TypeError('bad');
        },
      }),
    ).to.equal(false);
  });

  it('treats a cancelled share sheet (AbortError) as no share, and rethrows other errors', async () => {
    const abort = {
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      canShare: () => true,
    };
    expect(await shareNatively({ url: 'u', title: 't' }, abort)).to.equal(false);
    const denied = {
      share: () => Promise.reject(new DOMException('No gesture', 'NotAllowedError')),
      canShare: () => true,
    };
    let thrown = '';
    await shareNatively({ url: 'u', title: 't' }, denied).catch(
      (error: Error) => (thrown = error.name),
    );
    expect(thrown).to.equal('NotAllowedError');
  });
});

describe('ib-share', () => {
  let open: sinon.SinonStub;
  let shareStub: sinon.SinonStub;

  beforeEach(() => {
    open = sinon.stub(window, 'open').returns(null);
    shareStub = sinon.stub().resolves();
  });
  afterEach(() => {
    sinon.restore();
    realNavigator();
  });

  describe('where the browser can share natively', () => {
    beforeEach(() => fakeNavigator(shareStub, sinon.stub().returns(true)));

    it('keeps the native link; a click opens the share sheet with the url and title', async () => {
      const el = await fixture<IbShare>(markup());
      const opened: unknown[] = [];
      el.addEventListener('ib-share-open', (e) => opened.push((e as CustomEvent).detail));
      const native = link(el, 'native')!;
      expect(native.isConnected).to.equal(true);
      expect(click(native).defaultPrevented).to.equal(true);
      await nextTask();
      expect(shareStub.callCount).to.equal(1);
      expect(shareStub.firstCall.args[0]).to.deep.equal({ url: URL_TO_SHARE, title: TITLE });
      expect(opened).to.deep.equal([{ network: 'native', url: URL_TO_SHARE }]);
      expect(open.callCount).to.equal(0);
    });

    it('ignores a cancelled share (AbortError): no error, no event', async () => {
      shareStub.rejects(new DOMException('Share canceled', 'AbortError'));
      const el = await fixture<IbShare>(markup());
      const opened: unknown[] = [];
      el.addEventListener('ib-share-open', (e) => opened.push((e as CustomEvent).detail));
      const errors = await captureErrors(async () => {
        click(link(el, 'native')!);
        await nextTask();
      });
      expect(errors.length).to.equal(0);
      expect(opened.length).to.equal(0);
    });

    it('reports any other share failure once', async () => {
      shareStub.rejects(new DOMException('Must be handling a user gesture', 'NotAllowedError'));
      const el = await fixture<IbShare>(markup());
      const errors = await captureErrors(async () => {
        click(link(el, 'native')!);
        await nextTask();
      });
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('NotAllowedError');
    });

    it('does not call share again while the sheet is open', async () => {
      let finish: () => void = () => undefined;
      shareStub.returns(new Promise<void>((resolve) => (finish = resolve)));
      const el = await fixture<IbShare>(markup());
      click(link(el, 'native')!);
      click(link(el, 'native')!);
      expect(shareStub.callCount).to.equal(1);
      finish();
      await nextTask();
      shareStub.resolves();
      click(link(el, 'native')!);
      expect(shareStub.callCount).to.equal(2);
    });

    it('shares the canonical address and the document title by default', async () => {
      const canonical = Object.assign(document.createElement('link'), {
        rel: 'canonical',
        href: 'https://www.example.com/canonical',
      });
      document.head.append(canonical);
      try {
        const el = await fixture<IbShare>(markup(''));
        click(link(el, 'native')!);
        expect(shareStub.firstCall.args[0]).to.deep.equal({
          url: 'https://www.example.com/canonical',
          title: document.title,
        });
      } finally {
        canonical.remove();
      }
    });
  });

  describe('where the browser cannot share natively', () => {
    it('removes the native link (and its emptied list item) when share is missing', async () => {
      fakeNavigator(undefined, undefined);
      const el = await fixture<IbShare>(markup());
      expect(link(el, 'native')).to.equal(null);
      expect(el.querySelectorAll('li').length).to.equal(3);
    });

    it('removes it when canShare refuses the data', async () => {
      const canShare = sinon.stub().returns(false);
      fakeNavigator(shareStub, canShare);
      const el = await fixture<IbShare>(markup());
      expect(link(el, 'native')).to.equal(null);
      expect(canShare.firstCall.args[0]).to.deep.equal({ url: URL_TO_SHARE, title: TITLE });
    });

    it('puts the native link back when the element is removed', async () => {
      fakeNavigator(undefined, undefined);
      const el = await fixture<IbShare>(markup());
      el.remove();
      await nextTask();
      expect(
        el.querySelector('li')!.querySelector('[data-share]')!.getAttribute('data-share'),
      ).to.equal('native');
    });
  });

  describe('popup links', () => {
    beforeEach(() => fakeNavigator(undefined, undefined));

    it('open the share address in an 800x600 noopener popup', async () => {
      const el = await fixture<IbShare>(markup());
      const opened: unknown[] = [];
      el.addEventListener('ib-share-open', (e) => opened.push((e as CustomEvent).detail));
      const expected = `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`;
      expect(click(link(el, 'linkedin')!).defaultPrevented).to.equal(true);
      expect(open.callCount).to.equal(1);
      const [url, name, features] = open.firstCall.args as [string, string, string];
      expect(url).to.equal(expected);
      expect(name).to.equal(POPUP_NAME);
      expect(features).to.match(/(^|,)width=800(,|$)/);
      expect(features).to.match(/(^|,)height=600(,|$)/);
      expect(features).to.match(/(^|,)noopener(,|$)/);
      expect(opened).to.deep.equal([{ network: 'linkedin', url: expected }]);
    });

    it('fill {url} and {title} in a custom link’s href', async () => {
      const el = await fixture<IbShare>(markup());
      click(link(el, 'custom')!);
      expect(open.firstCall.args[0]).to.equal(
        `https://social.example/post?u=${ENCODED_URL}&t=${ENCODED_TITLE}`,
      );
    });

    it('carry the share address as href, leaving modified clicks to the browser', async () => {
      const el = await fixture<IbShare>(markup());
      const linkedin = link(el, 'linkedin')!;
      expect(linkedin.getAttribute('href')).to.equal(
        `https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`,
      );
      const preventedBefore = recordClicks();
      click(linkedin, { ctrlKey: true });
      click(linkedin, { button: 1 });
      expect(preventedBefore).to.deep.equal([false, false]);
      expect(open.callCount).to.equal(0);
    });

    it('say in their accessible name that they open a new window (translatable)', async () => {
      const el = await fixture<IbShare>(markup());
      expect(link(el, 'linkedin')!.getAttribute('aria-label')).to.equal(
        'LinkedIn (opens in a new window)',
      );
      el.newWindowLabel = '(öffnet ein neues Fenster)';
      await el.updateComplete;
      expect(link(el, 'custom')!.getAttribute('aria-label')).to.equal(
        'Social (öffnet ein neues Fenster)',
      );
    });

    it('say it in the page language, unless new-window-label is set', async () => {
      const root = await fixture<HTMLDivElement>(`<div lang="de">${markup()}</div>`);
      await until(
        () =>
          link(root, 'linkedin')!.getAttribute('aria-label') ===
          'LinkedIn (öffnet in einem neuen Fenster)',
      );
      const el = root.querySelector('ib-share')!;
      el.setAttribute('new-window-label', '(neues Fenster)');
      await until(
        () => link(root, 'linkedin')!.getAttribute('aria-label') === 'LinkedIn (neues Fenster)',
      );
    });

    it('keep an author label, adding the note; icon links use their image’s alt', async () => {
      const el = await fixture<IbShare>(`
        <ib-share url="https://www.example.com/">
          <a data-share="facebook" href="#" aria-label="Share on Facebook"><svg aria-hidden="true" width="16" height="16"></svg></a>
          <a data-share="x" href="#"><img alt="Post on X" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a>
        </ib-share>`);
      expect(link(el, 'facebook')!.getAttribute('aria-label')).to.equal(
        'Share on Facebook (opens in a new window)',
      );
      expect(link(el, 'x')!.getAttribute('aria-label')).to.equal(
        'Post on X (opens in a new window)',
      );
    });

    it('leave mail links to the mail client, with the address filled in', async () => {
      const el = await fixture<IbShare>(markup());
      const email = link(el, 'email')!;
      expect(email.getAttribute('href')).to.equal(
        `mailto:?subject=${ENCODED_TITLE}&body=${ENCODED_URL}`,
      );
      expect(email.hasAttribute('aria-label')).to.equal(false);
      const preventedBefore = recordClicks();
      click(email);
      expect(preventedBefore).to.deep.equal([false]);
      expect(open.callCount).to.equal(0);
    });

    it('restore href and labels as written when removed', async () => {
      const el = await fixture<IbShare>(markup());
      const linkedin = link(el, 'linkedin')!;
      el.remove();
      await nextTask();
      expect(linkedin.getAttribute('href')).to.equal('https://www.linkedin.com/');
      expect(linkedin.hasAttribute('aria-label')).to.equal(false);
    });

    it('is accessible', async () => {
      const el = await fixture<IbShare>(markup());
      await expectAccessible(el);
    });
  });
});

describe('ib-share default look', () => {
  afterEach(() => realNavigator());

  it('lays a slotted list of links out as a row without list markers or indent', async () => {
    fakeNavigator(undefined, undefined);
    const el = await fixture<IbShare>(markup());
    const list = el.querySelector('ul')!;
    const style = getComputedStyle(list);
    expect(style.display).to.equal('flex');
    expect(style.listStyleType).to.equal('none');
    expect(style.paddingLeft).to.equal('0px');
    for (const item of list.querySelectorAll('li'))
      expect(getComputedStyle(item).listStyleType).to.equal('none');
  });
});
