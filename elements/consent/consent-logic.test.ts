import { expect } from '../../packages/test-utils/index.ts';
import { normaliseCategory } from './categories.ts';
import {
  readCookiebotConsent,
  readGenericConsent,
  readOneTrustConsent,
} from './consent-sources.ts';
import { consentGate } from '../../packages/i18n/en.ts';
import { buttonLabel, placeholderMessage } from './labels.ts';

const buttons = { withProvider: consentGate.loadFrom, withoutProvider: consentGate.load };
const messages = { withProvider: consentGate.messageFrom, withoutProvider: consentGate.message };

describe('consent logic', () => {
  it('normalises category names, aliases and OneTrust group ids', () => {
    expect(normaliseCategory(' Marketing ')).to.equal('marketing');
    expect(normaliseCategory('targeting')).to.equal('marketing');
    expect(normaliseCategory('advertising')).to.equal('marketing');
    expect(normaliseCategory('analytics')).to.equal('statistics');
    expect(normaliseCategory('performance')).to.equal('statistics');
    expect(normaliseCategory('functional')).to.equal('preferences');
    expect(normaliseCategory('essential')).to.equal('necessary');
    expect(normaliseCategory('c0005')).to.equal('C0005');
    expect(normaliseCategory('Social')).to.equal('social');
  });

  it('reads the generic event detail: boolean values only, keys normalised', () => {
    expect(
      readGenericConsent({ marketing: true, Analytics: false, social: 'yes', '': true }),
    ).to.deep.equal({
      marketing: true,
      statistics: false,
    });
    for (const bad of [null, undefined, 'marketing', true, ['marketing']]) {
      expect(readGenericConsent(bad), String(bad)).to.deep.equal({});
    }
  });

  it('reads Cookiebot consent', () => {
    const cookiebot = {
      consent: {
        necessary: true,
        preferences: false,
        statistics: true,
        marketing: false,
        stamp: 'x',
      },
    };
    expect(readCookiebotConsent(cookiebot)).to.deep.equal({
      necessary: true,
      preferences: false,
      statistics: true,
      marketing: false,
    });
    expect(readCookiebotConsent({ consent: { marketing: 'true' } })).to.deep.equal({});
    expect(readCookiebotConsent({})).to.deep.equal({});
    expect(readCookiebotConsent(undefined)).to.deep.equal({});
  });

  it('reads OneTrust active groups from the global string or the event array', () => {
    expect(readOneTrustConsent(',C0001,C0004,c0005,')).to.deep.equal({
      C0001: true,
      C0004: true,
      C0005: true,
      necessary: true,
      statistics: false,
      preferences: false,
      marketing: true,
    });
    expect(readOneTrustConsent(['C0002', 7])).to.include({
      C0002: true,
      statistics: true,
      marketing: false,
    });
    expect(readOneTrustConsent(undefined)).to.deep.equal({});
    expect(readOneTrustConsent({ groups: 'C0004' })).to.deep.equal({});
  });

  it('names the provider on the button, with overridable labels', () => {
    expect(
      buttonLabel(undefined, { provider: 'YouTube', category: 'marketing' }, buttons),
    ).to.equal('Load content from YouTube');
    expect(buttonLabel(undefined, { category: 'marketing' }, buttons)).to.equal('Load content');
    expect(
      buttonLabel(
        'Inhalt von {provider} laden',
        { provider: 'Vimeo', category: 'marketing' },
        buttons,
      ),
    ).to.equal('Inhalt von Vimeo laden');
    expect(
      placeholderMessage(undefined, { provider: 'YouTube', category: 'marketing' }, messages),
    ).to.equal('This content is provided by YouTube. Loading it allows marketing cookies.');
    expect(placeholderMessage('Needs {category}', { category: 'statistics' }, messages)).to.equal(
      'Needs statistics',
    );
  });
});
