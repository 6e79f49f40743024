// All element tests in one file: they share the page's cookie jar and localStorage with any
// other file of this group running in parallel.
import sinon from 'sinon';
import { keepMissedEvents } from '../../packages/autoload/keep-missed-events.ts';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  expect,
  type FetchStub,
  fixture,
  jsonResponse as json,
  settle,
  stubFetch,
} from '../../packages/test-utils/index.ts';
import './ib-analytics.ts';
import { CAPTCHA_COOKIE } from './captcha.ts';
import { gtmScriptUrl } from './gtm.ts';

type Entry = Record<string, unknown>;
const win = window as unknown as {
  dataLayer?: Entry[];
  ibPageData?: unknown;
  google_tag_manager?: unknown;
};

const API_BASE = 'https://api.example.test/';
// The localStorage key the README names, written out: a renamed constant must fail these tests.
const TRAFFIC_TYPE_KEY = 'traffic_type';
const TRAFFIC_URL = 'https://api.example.test/infobip/v1/traffic-type';

const events = () => (win.dataLayer ?? []).map((entry) => entry.event).filter(Boolean);
const captchaCookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${CAPTCHA_COOKIE}=`))
    ?.split('=')[1];
const clearCaptchaCookie = () =>
  (document.cookie = `${CAPTCHA_COOKIE}=; max-age=0; path=/; Secure; SameSite=Lax`);
const captchaInit = (status: unknown, score: unknown) =>
  window.dispatchEvent(
    new CustomEvent('ib-captcha-init', {
      detail: { responseData: { status }, data: { captchaResponse: { score } } },
    }),
  );

let network: FetchStub;

async function analytics(attrs = ''): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(`<ib-analytics ${attrs}></ib-analytics>`);
  await settle(5);
  return el;
}

describe('ib-analytics', () => {
  beforeEach(() => {
    win.ibPageData = {
      apiBase: API_BASE,
      environment: 'production',
      analytics: {
        siteMeta: { domain: 'www.example.com' },
        contentGrouping: { contentType: 'post', intent: '' },
      },
    };
    resetPageData();
    delete win.dataLayer;
    delete win.google_tag_manager;
    localStorage.removeItem(TRAFFIC_TYPE_KEY);
    clearCaptchaCookie();
    network = stubFetch({ '*': { internal: false } });
  });

  afterEach(async () => {
    sinon.restore();
    document.querySelectorAll('ib-analytics').forEach((el) => el.remove());
    document.head
      .querySelectorAll('script[src*="googletagmanager"]')
      .forEach((script) => script.remove());
    await settle(5);
    localStorage.removeItem(TRAFFIC_TYPE_KEY);
    clearCaptchaCookie();
    delete win.ibPageData;
    resetPageData();
  });

  describe('page data', () => {
    it('creates dataLayer and pushes the page data with (not set) defaults', async () => {
      await analytics();
      expect(Array.isArray(win.dataLayer)).to.equal(true);
      const [entry] = win.dataLayer!;
      expect(entry).to.include({
        site_domain: 'www.example.com',
        site_language: 'en',
        content_type: 'post',
        content_intent: '(not set)',
        content_author: '(not set)',
        environment: 'production',
      });
    });

    it('keeps an existing dataLayer and appends to it', async () => {
      win.dataLayer = [{ event: 'earlier' }];
      await analytics();
      expect(win.dataLayer[0]).to.deep.equal({ event: 'earlier' });
      expect(win.dataLayer[1]).to.include({ site_domain: 'www.example.com' });
    });

    it('a second ib-analytics reports once and does nothing', async () => {
      await analytics('gtm-id="GTM-FIRST1"');
      let second!: HTMLElement;
      const errors = await captureErrors(async () => {
        second = await analytics('gtm-id="GTM-SECOND2"');
        second.setAttribute('gtm-id', 'GTM-SECOND3');
        await settle(5);
      });
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('Only one <ib-analytics> per page');
      expect(win.dataLayer!.filter((entry) => 'site_domain' in entry).length).to.equal(1);
      expect(network.requests.length).to.equal(1);
      expect(document.querySelectorAll('script[src*="googletagmanager"]').length).to.equal(1);
      captchaInit('success', 0.4);
      expect(events().filter((name) => name === 'captcha_score').length).to.equal(1);
    });

    it('after the first is removed, a new ib-analytics takes over', async () => {
      const first = await analytics();
      first.remove();
      await settle(5);
      const errors = await captureErrors(() => analytics());
      expect(errors).to.deep.equal([]);
      expect(win.dataLayer!.filter((entry) => 'site_domain' in entry).length).to.equal(2);
    });
  });

  describe('tag manager', () => {
    it('loads the container script from a valid gtm-id, after the page data', async () => {
      await analytics('gtm-id="GTM-AB12CD"');
      const scripts = [
        ...document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]'),
      ];
      expect(scripts.map((script) => script.src)).to.deep.equal([
        'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      ]);
      expect(scripts[0].async).to.equal(true);
      expect(scripts[0].text).to.equal('');
      expect('site_domain' in win.dataLayer![0]).to.equal(true);
      expect(win.dataLayer![1].event).to.equal('gtm.js');
      expect(typeof win.dataLayer![1]['gtm.start']).to.equal('number');
    });

    it('loads nothing without gtm-id', async () => {
      await analytics();
      expect(document.querySelectorAll('script[src*="googletagmanager"]').length).to.equal(0);
      expect(events()).to.not.include('gtm.js');
    });

    it('reports an invalid gtm-id once and loads nothing', async () => {
      const errors = await captureErrors(() => analytics('gtm-id="GTM-ab&l=evil"'));
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('Invalid gtm-id');
      expect(document.querySelectorAll('script[src*="googletagmanager"]').length).to.equal(0);
      expect(events()).to.not.include('gtm.js');
    });

    it('does not load a container the page already has', async () => {
      const existing = document.createElement('script');
      existing.src = gtmScriptUrl('GTM-HAVE1');
      document.head.append(existing);
      await analytics('gtm-id="GTM-HAVE1"');
      win.google_tag_manager = { 'GTM-HAVE2': {} };
      const el = document.querySelector('ib-analytics')!;
      el.setAttribute('gtm-id', 'GTM-HAVE2');
      await settle(5);
      expect(document.querySelectorAll('script[src*="googletagmanager"]').length).to.equal(1);
      expect(events()).to.not.include('gtm.js');
    });

    it('loads another container when gtm-id changes to a new valid id', async () => {
      const el = await analytics('gtm-id="GTM-ONE1"');
      el.setAttribute('gtm-id', 'GTM-TWO2');
      await settle(5);
      const sources = [
        ...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]'),
      ].map((s) => s.src);
      expect(sources).to.deep.equal([gtmScriptUrl('GTM-ONE1'), gtmScriptUrl('GTM-TWO2')]);
    });

    /**
     * Runs <ib-analytics gtm-id="GTM-TT1"> in a frame whose CSP enforces Trusted Types for scripts
     * with `trusted-types {allowed}`, and reports what it did there.
     */
    async function onTrustedTypesPage(allowed: string) {
      // The dev server resolves bare imports by the import map id in the query (`wds-import-map`):
      // keep it, so the frame gets preact/compat like this page; the frame also gets the map itself.
      const elementUrl = new URL(
        `./ib-analytics.ts${new URL(import.meta.url).search}`,
        import.meta.url,
      ).href;
      const importMap = document.querySelector('script[type="importmap"]')?.outerHTML ?? '';
      const frame = document.createElement('iframe');
      frame.srcdoc = `<!doctype html>
        <meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types ${allowed}">
        ${importMap}
        <script>window.process = { env: { NODE_ENV: 'development' } };</script>
        <script type="module">
          const errors = [];
          console.error = (...args) => errors.push(args.map(String).join(' '));
          try { await import('${elementUrl}'); } catch (error) { parent.postMessage({ fatal: String(error), map: document.querySelector('script[type="importmap"]')?.textContent }, '*'); }
          const el = document.createElement('ib-analytics');
          el.setAttribute('gtm-id', 'GTM-TT1');
          document.body.append(el);
          await el.updateComplete;
          await new Promise((resolve) => setTimeout(resolve, 50));
          let rawAllowed = true;
          try { document.createElement('script').src = 'https://www.googletagmanager.com/gtm.js?id=GTM-TT1'; } catch { rawAllowed = false; }
          parent.postMessage({
            sources: [...document.head.querySelectorAll('script[src]')].map((script) => script.src),
            events: (window.dataLayer ?? []).map((entry) => entry.event ?? ('site_domain' in entry ? 'page data' : '?')),
            errors,
            rawAllowed,
          }, '*');
        </script>`;
      const result = new Promise<{
        sources: string[];
        events: string[];
        errors: string[];
        rawAllowed: boolean;
      }>((resolve) =>
        window.addEventListener(
          'message',
          (event) => event.source === frame.contentWindow && resolve(event.data),
        ),
      );
      document.body.append(frame);
      const data = await result;
      frame.remove();
      return data;
    }

    it('loads the container on a page that enforces Trusted Types with the ib-blocks policy', async () => {
      const data = await onTrustedTypesPage('ib-blocks');
      expect(data).to.deep.equal({
        sources: ['https://www.googletagmanager.com/gtm.js?id=GTM-TT1'],
        events: ['page data', 'gtm.js'],
        errors: [],
        // The frame really enforces Trusted Types: a plain string URL is refused there.
        rawAllowed: false,
      });
    });

    it('where the page does not allow the ib-blocks policy, reports it and loads nothing else', async () => {
      const data = await onTrustedTypesPage('some-other-policy');
      expect(data.sources).to.deep.equal([]);
      expect(data.events).to.deep.equal(['page data']);
      expect(data.rawAllowed).to.equal(false);
      expect(data.errors.length).to.be.greaterThan(0);
      expect(data.errors.join('\n')).to.match(/ib-blocks|Trusted/i);
    });
  });

  describe('traffic type', () => {
    it('asks {apiBase}/infobip/v1/traffic-type once, stores the flag and pushes internal_traffic when internal', async () => {
      network.route('*', json({ internal: true }));
      await analytics();
      expect(network.requests.length).to.equal(1);
      expect(network.requests[0].url).to.equal(TRAFFIC_URL);
      expect(network.requests[0].init.method).to.equal('GET');
      expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal('true');
      expect(events()).to.deep.equal(['internal_traffic']);
    });

    it('stores false for external traffic and pushes nothing', async () => {
      await analytics();
      expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal('false');
      expect(events()).to.deep.equal([]);
    });

    it('does not ask again once internal is stored, and pushes internal_traffic on every page view', async () => {
      localStorage.setItem(TRAFFIC_TYPE_KEY, 'true');
      (await analytics()).remove();
      await settle(5);
      await analytics(); // the next page view (a new owner pushes the page data again)
      expect(network.requests.length).to.equal(0);
      expect(events()).to.deep.equal(['internal_traffic', 'internal_traffic']);
      expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal('true');
    });

    it('flags the page views after the first answer too, asking only once', async () => {
      network.route('*', json({ internal: true }));
      (await analytics()).remove();
      await settle(5);
      await analytics();
      expect(network.requests.length).to.equal(1);
      expect(events()).to.deep.equal(['internal_traffic', 'internal_traffic']);
    });

    it('does not ask again once external is stored, and pushes nothing', async () => {
      localStorage.setItem(TRAFFIC_TYPE_KEY, 'false');
      await analytics();
      expect(network.requests.length).to.equal(0);
      expect(events()).to.deep.equal([]);
    });

    it('treats a malformed stored value as nothing stored and replaces it', async () => {
      localStorage.setItem(TRAFFIC_TYPE_KEY, 'undefined');
      network.route('*', json({ internal: true }));
      await analytics();
      expect(network.requests.length).to.equal(1);
      expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal('true');
    });

    it('does not ask when storage is full (quota error means unavailable)', async () => {
      sinon
        .stub(Storage.prototype, 'setItem')
        .throws(new DOMException('full', 'QuotaExceededError'));
      const errors = await captureErrors(() => analytics());
      expect(network.requests.length).to.equal(0);
      expect(errors).to.deep.equal([]);
    });

    it('does not ask when storage is blocked', async () => {
      sinon.stub(window, 'localStorage').get(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      const errors = await captureErrors(() => analytics());
      expect(network.requests.length).to.equal(0);
      expect(errors).to.deep.equal([]);
    });

    it('does not ask without an API base', async () => {
      win.ibPageData = {};
      resetPageData();
      await analytics();
      expect(network.requests.length).to.equal(0);
    });

    for (const [name, answer] of [
      ['a server error', () => Promise.resolve(json({ internal: true }, 500))],
      ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
      [
        'an answer that is not JSON',
        () => Promise.resolve(new Response('<html>oops</html>', { status: 200 })),
      ],
      ['an answer without the internal field', () => Promise.resolve(json({ type: 'internal' }))],
    ] as const) {
      it(`swallows ${name} silently and stores nothing`, async () => {
        network.route('*', answer);
        const errors = await captureErrors(() => analytics());
        expect(network.requests.length).to.equal(1);
        expect(errors).to.deep.equal([]);
        expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal(null);
        expect(events()).to.deep.equal([]);
      });
    }

    it('aborts the request when the element is removed, storing nothing', async () => {
      let signal: AbortSignal | undefined;
      let answer!: (response: Response) => void;
      network.route('*', ({ init }) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>((resolve) => (answer = resolve));
      });
      const el = await analytics();
      el.remove();
      await settle(5);
      expect(signal?.aborted).to.equal(true);
      answer(json({ internal: true }));
      await settle(5);
      expect(localStorage.getItem(TRAFFIC_TYPE_KEY)).to.equal(null);
      expect(events()).to.not.include('internal_traffic');
    });
  });

  describe('captcha score', () => {
    it('stores a successful score in the cookie and pushes captcha_score', async () => {
      await analytics();
      captchaInit('success', 0.7);
      expect(captchaCookieValue()).to.equal('0.7');
      expect(win.dataLayer!.filter((entry) => entry.event === 'captcha_score')).to.deep.equal([
        { event: 'captcha_score', score: 0.7 },
      ]);
    });

    it('sets the cookie for 600 s on path / with Secure and SameSite=Lax', async () => {
      await analytics();
      const before = Date.now();
      captchaInit('success', 0.8);
      // Set at once, in the page's own view; cookieStore then shows its attributes.
      expect(captchaCookieValue()).to.equal('0.8');
      const cookie = await (
        window as unknown as {
          cookieStore: { get(name: string): Promise<Record<string, unknown>> };
        }
      ).cookieStore.get(CAPTCHA_COOKIE);
      expect(cookie.value).to.equal('0.8');
      expect(cookie.path).to.equal('/');
      expect(cookie.secure).to.equal(true);
      expect(cookie.sameSite).to.equal('lax');
      const lifetime = ((cookie.expires as number) - before) / 1000;
      expect(lifetime).to.be.within(598, 601);
    });

    it('pushes only when the value changes versus the cookie', async () => {
      document.cookie = `${CAPTCHA_COOKIE}=0.9; max-age=600; path=/; Secure; SameSite=Lax`;
      await analytics();
      captchaInit('success', 0.9);
      captchaInit('success', '0.9');
      expect(events()).to.deep.equal([]);
      captchaInit('success', 0.3);
      captchaInit('success', 0.3);
      captchaInit('success', 0.9);
      expect(
        win
          .dataLayer!.filter((entry) => entry.event === 'captcha_score')
          .map((entry) => entry.score),
      ).to.deep.equal([0.3, 0.9]);
    });

    it('ignores failed verifications and missing scores', async () => {
      await analytics();
      const errors = await captureErrors(() => {
        captchaInit('error', 0.5);
        captchaInit('success', undefined);
        captchaInit('success', 'n/a');
        window.dispatchEvent(new CustomEvent('ib-captcha-init'));
        window.dispatchEvent(new CustomEvent('ib-captcha-init', { detail: 'success' }));
      });
      expect(errors).to.deep.equal([]);
      expect(captchaCookieValue()).to.equal(undefined);
      expect(events()).to.deep.equal([]);
    });

    it('gets the latest captcha result dispatched before its code had loaded, kept by the autoloader', async () => {
      keepMissedEvents();
      try {
        captchaInit('success', 0.3);
        captchaInit('success', 0.9); // the latest of its kind
        expect(events()).to.deep.equal([]);
        const el = await analytics();
        expect(captchaCookieValue()).to.equal('0.9');
        expect(win.dataLayer!.filter((entry) => entry.event === 'captcha_score')).to.deep.equal([
          { event: 'captcha_score', score: 0.9 },
        ]);

        // Heard once: a second block after this one was removed gets nothing it already had.
        el.remove();
        await settle(5);
        clearCaptchaCookie();
        await analytics();
        expect(captchaCookieValue()).to.equal(undefined);

        // Kept again while no block listens.
        document.querySelector('ib-analytics')!.remove();
        await settle(5);
        captchaInit('success', 0.5);
        await analytics();
        expect(captchaCookieValue()).to.equal('0.5');
      } finally {
        delete (window as { ibMissedEvents?: unknown }).ibMissedEvents;
      }
    });

    it('gets, once, the latest captcha result an inline <head> script dispatched before the autoloader ran (dist/early-events.js)', async () => {
      await import('../../packages/autoload/early-events.ts'); // the classic script in <head>
      try {
        captchaInit('success', 0.3);
        captchaInit('success', 0.8); // the latest of its kind
        keepMissedEvents(); // the autoloader runs once the page is parsed
        await analytics();
        expect(captchaCookieValue()).to.equal('0.8');
        // Later results come straight to the block, each once: no keeper hands it a second copy.
        captchaInit('success', 0.6);
        await settle(5);
        expect(win.dataLayer!.filter((entry) => entry.event === 'captcha_score')).to.deep.equal([
          { event: 'captcha_score', score: 0.8 },
          { event: 'captcha_score', score: 0.6 },
        ]);
      } finally {
        delete (window as { ibMissedEvents?: unknown }).ibMissedEvents;
      }
    });

    it('stops listening when removed', async () => {
      const el = await analytics();
      el.remove();
      await settle(5);
      captchaInit('success', 0.6);
      expect(captchaCookieValue()).to.equal(undefined);
      expect(events()).to.deep.equal([]);
    });
  });
});
