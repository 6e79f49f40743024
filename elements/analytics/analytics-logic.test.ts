import { expect } from '../../packages/test-utils/index.ts';
import { captchaCookie, readCaptchaScore, readCookie } from './captcha.ts';
import { gtmScriptUrl, parseGtmId } from './gtm.ts';
import { isValidStoredTrafficType, readInternalFlag, trafficTypeUrl } from './traffic-type.ts';

const captcha = (status: unknown, score: unknown) => ({
  responseData: { status },
  data: { captchaResponse: { score } },
});

describe('analytics logic', () => {
  describe('gtm-id', () => {
    it('accepts GTM- followed by capital letters and digits (trimmed)', () => {
      expect(parseGtmId('GTM-AB12CD')).to.equal('GTM-AB12CD');
      expect(parseGtmId('  GTM-K9 ')).to.equal('GTM-K9');
    });

    it('refuses anything else', () => {
      for (const bad of [
        undefined,
        '',
        'GTM-',
        'gtm-AB12',
        'GTM-ab12',
        'UA-12345-1',
        'G-ABC123',
        'GTM-AB 12',
        'GTM-AB12&l=x',
        'GTM-A"><script>',
      ]) {
        expect(parseGtmId(bad), String(bad)).to.equal(undefined);
      }
    });

    it('builds the standard container URL', () => {
      expect(gtmScriptUrl('GTM-AB12')).to.equal(
        'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
      );
    });
  });

  describe('traffic type', () => {
    it('builds the endpoint under the API base', () => {
      expect(trafficTypeUrl('https://api.example.com')).to.equal(
        'https://api.example.com/infobip/v1/traffic-type',
      );
      expect(trafficTypeUrl('https://api.example.com/')).to.equal(
        'https://api.example.com/infobip/v1/traffic-type',
      );
      expect(trafficTypeUrl('/api//')).to.equal('/api/infobip/v1/traffic-type');
    });

    it('reads the internal flag in its usual spellings', () => {
      expect(readInternalFlag({ internal: true })).to.equal(true);
      expect(readInternalFlag({ internal: false })).to.equal(false);
      expect(readInternalFlag({ internal: '1' })).to.equal(true);
      expect(readInternalFlag({ internal: 0 })).to.equal(false);
      expect(readInternalFlag({ internal: 'false' })).to.equal(false);
    });

    it('reads malformed answers as no answer', () => {
      for (const bad of [
        null,
        undefined,
        'internal',
        [],
        {},
        { internal: 'yes please' },
        { internal: null },
        { internal: 2 },
      ]) {
        expect(readInternalFlag(bad), JSON.stringify(bad)).to.equal(undefined);
      }
    });

    it('counts only what it stores itself as a stored value', () => {
      expect(isValidStoredTrafficType('true')).to.equal(true);
      expect(isValidStoredTrafficType('false')).to.equal(true);
      for (const bad of [null, '', 'undefined', 'TRUE', '1', '{"internal":true}']) {
        expect(isValidStoredTrafficType(bad), String(bad)).to.equal(false);
      }
    });
  });

  describe('captcha', () => {
    it('reads the score of a successful verification', () => {
      expect(readCaptchaScore(captcha('success', 0.9))).to.equal(0.9);
      expect(readCaptchaScore(captcha('SUCCESS', '0.3'))).to.equal(0.3);
      expect(readCaptchaScore(captcha('success', 0))).to.equal(0);
    });

    it('ignores failed verifications and missing or non-numeric scores', () => {
      for (const bad of [
        null,
        undefined,
        'success',
        {},
        { responseData: { status: 'success' } },
        captcha('error', 0.9),
        captcha(undefined, 0.9),
        captcha(true, 0.9),
        captcha('success', undefined),
        captcha('success', null),
        captcha('success', ''),
        captcha('success', 'high'),
        captcha('success', Number.NaN),
        captcha('success', Infinity),
      ]) {
        expect(readCaptchaScore(bad), JSON.stringify(bad)).to.equal(undefined);
      }
    });

    it('builds the cookie: 600 s, path /, Secure, SameSite=Lax', () => {
      expect(captchaCookie(0.7)).to.equal(
        'captcha_score=0.7; max-age=600; path=/; Secure; SameSite=Lax',
      );
    });

    it('reads one cookie out of document.cookie', () => {
      expect(readCookie('a=1; captcha_score=0.5; b=2', 'captcha_score')).to.equal('0.5');
      expect(readCookie('xcaptcha_score=1', 'captcha_score')).to.equal(undefined);
      expect(readCookie('', 'captcha_score')).to.equal(undefined);
    });
  });
});
