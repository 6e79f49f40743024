import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import { NOT_SET, analyticsPayload, getPageData, isSet, resetPageData } from './page-data.ts';

const host = window as unknown as { ibPageData?: unknown };

function addScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ib-page-data';
  script.textContent = text;
  document.body.append(script);
  return script;
}

describe('page data', () => {
  afterEach(() => {
    delete host.ibPageData;
    document.getElementById('ib-page-data')?.remove();
    resetPageData();
  });

  it('fills every missing field with (not set), language with en and restBase with /wp-json/', () => {
    const data = getPageData();
    expect(data.analytics.siteMeta).to.deep.equal({ domain: NOT_SET, language: 'en' });
    expect(Object.values(data.analytics.contentGrouping)).to.deep.equal(Array(8).fill(NOT_SET));
    expect(data.analytics.contentMeta.author).to.equal(NOT_SET);
    expect([data.apiBase, data.environment, data.restBase]).to.deep.equal([
      NOT_SET,
      NOT_SET,
      '/wp-json/',
    ]);
    expect(data.auth).to.deep.equal({ state: NOT_SET, helperEnabled: false, endpoint: NOT_SET });
    expect(data.debug).to.equal(undefined);
    expect(data.flags).to.deep.equal({
      blockAnimationsDesktopSafari: false,
      blockAnimationsIOS: false,
    });
  });

  it('reads window.ibPageData and keeps the given values', () => {
    host.ibPageData = {
      analytics: {
        siteMeta: { domain: 'example.com', language: 'de' },
        contentGrouping: { contentType: 'post', intent: 'learn', publishDate: '2024-01-02' },
        contentMeta: { author: 'Ana' },
      },
      apiBase: 'https://api.example.com',
      restBase: '/api/',
      environment: 'production',
      auth: { state: 'loggedIn', helperEnabled: '1', endpoint: 'https://auth.example.com' },
      debug: 'failedRequest',
      flags: { blockAnimationsDesktopSafari: true, blockAnimationsIOS: 'true' },
    };
    const data = getPageData();
    expect(data.analytics.siteMeta).to.deep.equal({ domain: 'example.com', language: 'de' });
    expect(data.analytics.contentGrouping.contentType).to.equal('post');
    expect(data.analytics.contentGrouping.product).to.equal(NOT_SET);
    expect(data.analytics.contentMeta.author).to.equal('Ana');
    expect([data.apiBase, data.restBase, data.environment]).to.deep.equal([
      'https://api.example.com',
      '/api/',
      'production',
    ]);
    expect(data.auth).to.deep.equal({
      state: 'loggedIn',
      helperEnabled: true,
      endpoint: 'https://auth.example.com',
    });
    expect(data.debug).to.equal('failedRequest');
    expect(data.flags).to.deep.equal({
      blockAnimationsDesktopSafari: true,
      blockAnimationsIOS: true,
    });
  });

  it('treats empty strings as missing and ignores an unknown debug mode', () => {
    host.ibPageData = {
      environment: '',
      analytics: { siteMeta: { language: ' ' } },
      debug: 'verbose',
    };
    const data = getPageData();
    expect([data.environment, data.analytics.siteMeta.language, String(data.debug)]).to.deep.equal([
      NOT_SET,
      'en',
      'undefined',
    ]);
  });

  it('reads the #ib-page-data JSON script when there is no window object', () => {
    addScript(JSON.stringify({ environment: 'staging', auth: { state: 'anonymous' } }));
    expect(getPageData().environment).to.equal('staging');
    expect(getPageData().auth.state).to.equal('anonymous');
  });

  it('prefers window.ibPageData over the script', () => {
    addScript(JSON.stringify({ environment: 'from-script' }));
    host.ibPageData = { environment: 'from-window' };
    expect(getPageData().environment).to.equal('from-window');
  });

  it('reads once and caches until resetPageData()', () => {
    host.ibPageData = { environment: 'first' };
    const first = getPageData();
    host.ibPageData = { environment: 'second' };
    expect(getPageData().environment).to.equal('first');
    expect(getPageData() === first).to.equal(true);
    resetPageData();
    expect(getPageData().environment).to.equal('second');
  });

  it('is frozen, so no block can change what the others read', () => {
    const data = getPageData();
    expect(Object.isFrozen(data) && Object.isFrozen(data.analytics.siteMeta)).to.equal(true);
  });

  it('reports malformed JSON once and falls back to the defaults', async () => {
    addScript('{ "environment": "prod", ');
    const errors = await captureErrors(() => {
      expect(getPageData().environment).to.equal(NOT_SET);
      resetPageData();
      expect(getPageData().analytics.siteMeta.language).to.equal('en');
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('SyntaxError');
  });

  it('isSet tells real values from the (not set) default', () => {
    expect([isSet('x'), isSet(NOT_SET), isSet(''), isSet(undefined)]).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
  });

  it('analyticsPayload flattens the analytics fields for the dataLayer', () => {
    host.ibPageData = {
      analytics: {
        siteMeta: { domain: 'example.com' },
        contentGrouping: {
          contentType: 'post',
          contentSubType: 'blog',
          republishDate: '2024-05-01',
        },
        contentMeta: { author: 'Ana' },
      },
      environment: 'production',
      auth: { state: 'loggedIn' },
    };
    expect(analyticsPayload(getPageData())).to.deep.equal({
      site_domain: 'example.com',
      site_language: 'en',
      content_type: 'post',
      content_sub_type: 'blog',
      content_intent: NOT_SET,
      content_product: NOT_SET,
      content_industry: NOT_SET,
      content_solution: NOT_SET,
      publish_date: NOT_SET,
      republish_date: '2024-05-01',
      content_author: 'Ana',
      environment: 'production',
      login_state: 'loggedIn',
    });
  });
});
