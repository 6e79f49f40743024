import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import {
  TRUSTED_TYPES_POLICY,
  isAllowedScriptURL,
  isInertMarkup,
  setInertHTML,
  setInertHTMLOrText,
  trustedScriptURL,
} from './trusted-html.ts';

const created: string[] = [];
const factory = (
  window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
).trustedTypes;
const originalCreatePolicy = factory.createPolicy.bind(factory);
factory.createPolicy = (name, rules) => {
  created.push(name);
  return originalCreatePolicy(name, rules);
};
const policyNames = () => created;

describe('trusted HTML', () => {
  it('accepts text and highlighter markup', () => {
    expect([
      isInertMarkup('plain &lt;text&gt; a > b'),
      isInertMarkup(
        '<span class="token keyword">const</span> x = <span class="token number">1</span>;<br>',
      ),
      isInertMarkup('<span aria-hidden="true" class="line-numbers-rows"><span></span></span>'),
    ]).to.deep.equal([true, true, true]);
  });

  it('refuses anything that could run script or load content', () => {
    expect([
      isInertMarkup('<img src=x onerror="alert(1)">'),
      isInertMarkup('<span onclick="alert(1)">x</span>'),
      isInertMarkup('<script>alert(1)</script>'),
      isInertMarkup('<span class=unquoted>x</span>'),
      isInertMarkup('<a href="javascript:alert(1)">x</a>'),
      isInertMarkup('<span style="background:url(x)">x</span>'),
      isInertMarkup('x <'),
    ]).to.deep.equal([false, false, false, false, false, false, false]);
  });

  it('inserts accepted markup through the ib-blocks policy', () => {
    const target = document.createElement('code');
    const ok = setInertHTML(target, '<span class="token keyword">let</span> a');
    expect([
      ok,
      target.querySelector('span.keyword')?.textContent,
      TRUSTED_TYPES_POLICY,
    ]).to.deep.equal([true, 'let', 'ib-blocks']);
    // Chromium enforces nothing without a CSP, so check the policy really exists under its name.
    expect(policyNames()).to.include(TRUSTED_TYPES_POLICY);
  });

  it('leaves the target untouched and reports when the markup is refused', async () => {
    const target = document.createElement('code');
    target.textContent = 'before';
    let ok = true;
    const errors = await captureErrors(() => {
      ok = setInertHTML(target, '<img src=x onerror="alert(1)">');
    });
    expect([ok, target.textContent, target.childElementCount, errors.length]).to.deep.equal([
      false,
      'before',
      0,
      1,
    ]);
  });

  it('works on a page that enforces Trusted Types with only the ib-blocks policy allowed', async () => {
    const moduleUrl = new URL('./trusted-html.ts', import.meta.url).href;
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html>
      <meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types ib-blocks">
      <code id="target"></code>
      <script type="module">
        import { setInertHTML } from '${moduleUrl}';
        const target = document.getElementById('target');
        const viaPolicy = setInertHTML(target, '<span class="token">ok</span>');
        let rawAllowed = true;
        try { target.innerHTML = '<b>raw</b>'; } catch { rawAllowed = false; }
        parent.postMessage({ viaPolicy, rawAllowed, text: target.textContent }, '*');
      </script>`;
    const result = new Promise<unknown>((resolve) =>
      window.addEventListener(
        'message',
        (event) => event.source === frame.contentWindow && resolve(event.data),
      ),
    );
    document.body.append(frame);
    const data = await result;
    frame.remove();
    expect(data).to.deep.equal({ viaPolicy: true, rawAllowed: false, text: 'ok' });
  });

  describe('script URLs', () => {
    const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD';
    // Everything here must be refused: other hosts and schemes, look-alikes, extra parameters,
    // ids that are not GTM- plus capitals and digits.
    const REFUSED = [
      'https://www.googletagmanager.com/gtm.js?id=GTM-',
      'https://www.googletagmanager.com/gtm.js?id=gtm-ab12cd',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD&l=evilLayer',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD#x',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD\n',
      ' https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD',
      'https://www.googletagmanager.com.evil.test/gtm.js?id=GTM-AB12CD',
      'https://evil.test/www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://wwwXgoogletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://www.googletagmanager.com/gtmXjs?id=GTM-AB12CD',
      'http://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      '//www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://user@www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '/dist/autoload.js',
      '',
    ];

    it('accepts exactly the tag manager container URL', () => {
      expect([
        isAllowedScriptURL(GTM),
        isAllowedScriptURL('https://www.googletagmanager.com/gtm.js?id=GTM-K9'),
      ]).to.deep.equal([true, true]);
      expect(REFUSED.filter((url) => isAllowedScriptURL(url))).to.deep.equal([]);
    });

    it('creates the URL through the ib-blocks policy and throws for any other URL', () => {
      const value = trustedScriptURL(GTM);
      // A TrustedScriptURL (Chromium has Trusted Types), which reads as the URL.
      expect([String(value), Object.prototype.toString.call(value)]).to.deep.equal([
        GTM,
        '[object TrustedScriptURL]',
      ]);
      expect(policyNames()).to.include(TRUSTED_TYPES_POLICY);
      const accepted = REFUSED.filter((url) => {
        try {
          trustedScriptURL(url);
          return true;
        } catch (error) {
          return !(error instanceof TypeError);
        }
      });
      expect(accepted).to.deep.equal([]);
    });

    it('sets a script src on a page that enforces Trusted Types, and refuses other URLs there', async () => {
      const moduleUrl = new URL('./trusted-html.ts', import.meta.url).href;
      const frame = document.createElement('iframe');
      frame.srcdoc = `<!doctype html>
        <meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types ib-blocks">
        <script type="module">
          import { trustedScriptURL } from '${moduleUrl}';
          const attempt = (run) => { try { run(); return 'set'; } catch (error) { return error.name; } };
          const gtm = document.createElement('script');
          const viaPolicy = attempt(() => { gtm.src = trustedScriptURL(${JSON.stringify(GTM)}); });
          const other = document.createElement('script');
          const otherViaPolicy = attempt(() => { other.src = trustedScriptURL('https://evil.test/gtm.js?id=GTM-AB12CD'); });
          const raw = document.createElement('script');
          const rawString = attempt(() => { raw.src = ${JSON.stringify(GTM)}; });
          parent.postMessage({ viaPolicy, src: gtm.src, otherViaPolicy, otherSrc: other.src, rawString, rawSrc: raw.src }, '*');
        </script>`;
      const result = new Promise<unknown>((resolve) =>
        window.addEventListener(
          'message',
          (event) => event.source === frame.contentWindow && resolve(event.data),
        ),
      );
      document.body.append(frame);
      const data = await result;
      frame.remove();
      expect(data).to.deep.equal({
        viaPolicy: 'set',
        src: GTM,
        otherViaPolicy: 'TypeError',
        otherSrc: '',
        // The page really enforces Trusted Types: a plain string is refused.
        rawString: 'TypeError',
        rawSrc: '',
      });
    });
  });
});

describe('setInertHTMLOrText (third-party innerHTML)', () => {
  it('keeps inert inline markup as elements', () => {
    const target = document.createElement('span');
    setInertHTMLOrText(target, 'HD <span class="badge">1080p</span>');
    expect(target.querySelector('.badge')?.textContent).to.equal('1080p');
  });

  it('sets anything else as text without its tags', () => {
    const target = document.createElement('span');
    setInertHTMLOrText(
      target,
      '<img src="x" onerror="alert(1)">Evil <a href="javascript:alert(1)">link</a>',
    );
    expect([target.children.length, target.textContent]).to.deep.equal([0, 'Evil link']);
  });

  it('accepts non-strings the way innerHTML would', () => {
    const target = document.createElement('span');
    setInertHTMLOrText(target, 576);
    expect(target.textContent).to.equal('576');
  });
});
