import sinon from 'sinon';
import { keepMissedEvents } from '../../packages/autoload/keep-missed-events.ts';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  fixture,
  settle,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-consent-gate.ts';
import { resetConsentStore } from './consent-store.ts';

type Page = {
  Cookiebot?: unknown;
  OneTrust?: unknown;
  OnetrustActiveGroups?: unknown;
  ibConsent?: unknown;
  consentScriptRuns?: number;
};
const page = window as unknown as Page;

const gate = async (attrs = 'category="marketing" provider="YouTube"', placeholder = '') => {
  const el = await fixture<HTMLElement>(
    `<ib-consent-gate ${attrs}>${placeholder}<template><div class="embed"><a href="#watch">Watch the video</a></div></template></ib-consent-gate>`,
  );
  await settle(5);
  return el;
};

const embeds = (el: Element) => el.querySelectorAll(':scope > .embed').length;
const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]');
const showsPlaceholder = (el: Element) =>
  el.shadowRoot!.querySelector('[part="placeholder"]') !== null;

async function consent(detail: unknown) {
  window.dispatchEvent(new CustomEvent('ib-consent', { detail }));
  await settle(5);
}

describe('ib-consent-gate', () => {
  beforeEach(() => {
    resetConsentStore();
    delete page.Cookiebot;
    delete page.OneTrust;
    delete page.OnetrustActiveGroups;
    delete page.ibConsent;
  });
  afterEach(() => sinon.restore());

  describe('without consent', () => {
    it('shows the placeholder with a button naming the provider, and not the content', async () => {
      const el = await gate();
      expect(showsPlaceholder(el)).to.equal(true);
      expect(button(el)!.textContent).to.equal('Load content from YouTube');
      expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal(
        'This content is provided by YouTube. Loading it allows marketing cookies.',
      );
      expect(embeds(el)).to.equal(0);
      expect(el.shadowRoot!.querySelector('slot:not([name])') === null).to.equal(true);
    });

    it('is accessible', async () => {
      await expectAccessible(await gate());
    });

    it('takes translated labels from attributes', async () => {
      const el = await gate(
        'category="marketing" provider="Vimeo" button-label="Inhalt von {provider} laden" message="Braucht {category}"',
      );
      expect(button(el)!.textContent).to.equal('Inhalt von Vimeo laden');
      expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal(
        'Braucht marketing',
      );
    });

    it('speaks the page language: the German catalog, with and without a provider', async () => {
      const root = await fixture<HTMLDivElement>(
        `<div lang="de"><ib-consent-gate category="marketing" provider="YouTube"><template><p>x</p></template></ib-consent-gate><ib-consent-gate category="statistics"><template><p>y</p></template></ib-consent-gate></div>`,
      );
      const [withProvider, without] = [...root.querySelectorAll('ib-consent-gate')];
      const message = (el: Element) =>
        el.shadowRoot!.querySelector('[part="message"]')?.textContent;
      await until(() => button(withProvider)?.textContent === 'Inhalt von YouTube laden');
      expect(message(withProvider)).to.equal(
        'Dieser Inhalt wird von YouTube bereitgestellt. Wenn Sie ihn laden, erlauben Sie Cookies der Kategorie „marketing“.',
      );
      expect(button(without)!.textContent).to.equal('Inhalt laden');
      expect(message(without)).to.equal(
        'Wenn Sie diesen Inhalt laden, erlauben Sie Cookies der Kategorie „statistics“.',
      );
    });

    it('keeps a button-label attribute over the catalog', async () => {
      const root = await fixture<HTMLDivElement>(
        `<div lang="de"><ib-consent-gate category="marketing" provider="Vimeo" button-label="Video von {provider} ansehen"><template><p>x</p></template></ib-consent-gate></div>`,
      );
      const el = root.querySelector('ib-consent-gate')!;
      await until(
        () =>
          el
            .shadowRoot!.querySelector('[part="message"]')
            ?.textContent?.startsWith('Dieser Inhalt wird von Vimeo') === true,
      );
      expect(button(el)!.textContent).to.equal('Video von Vimeo ansehen');
    });

    it('shows a custom placeholder from the placeholder slot', async () => {
      const el = await gate(
        'category="marketing"',
        '<p slot="placeholder" id="custom">Our video needs cookies.</p>',
      );
      const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="placeholder"]')!;
      expect(slot.assignedElements().map((node) => node.id)).to.deep.equal(['custom']);
      expect(button(el)!.textContent).to.equal('Load content');
    });
  });

  describe('generic ib-consent event', () => {
    it('instantiates the template once consent for the category arrives', async () => {
      const el = await gate();
      const changes: unknown[] = [];
      el.addEventListener('ib-consent-gate-change', (event) =>
        changes.push((event as CustomEvent).detail),
      );
      await consent({ marketing: true });
      expect(embeds(el)).to.equal(1);
      expect(el.querySelector('template')!.nextElementSibling!.className).to.equal('embed');
      expect(showsPlaceholder(el)).to.equal(false);
      expect(el.shadowRoot!.querySelector('slot:not([name])') !== null).to.equal(true);
      expect(changes).to.deep.equal([{ category: 'marketing', granted: true }]);
      await consent({ marketing: true });
      expect(embeds(el)).to.equal(1);
    });

    it('ignores consent for other categories', async () => {
      const el = await gate();
      await consent({ statistics: true, preferences: true });
      expect(embeds(el)).to.equal(0);
    });

    it('removes the content again when consent is revoked', async () => {
      const el = await gate();
      const changes: unknown[] = [];
      el.addEventListener('ib-consent-gate-change', (event) =>
        changes.push((event as CustomEvent).detail),
      );
      await consent({ marketing: true });
      await consent({ marketing: false });
      expect(embeds(el)).to.equal(0);
      expect(el.querySelector('template') !== null).to.equal(true);
      expect(showsPlaceholder(el)).to.equal(true);
      expect(changes).to.deep.equal([
        { category: 'marketing', granted: true },
        { category: 'marketing', granted: false },
      ]);
      await consent({ marketing: true });
      expect(embeds(el)).to.equal(1);
    });

    it('matches aliases of a category', async () => {
      const el = await gate('category="targeting"');
      await consent({ advertising: true });
      expect(embeds(el)).to.equal(1);
    });

    it('ignores malformed details without errors', async () => {
      const el = await gate();
      const errors = await captureErrors(async () => {
        await consent(null);
        await consent('marketing');
        await consent({ marketing: 'yes' });
        await consent(['marketing']);
      });
      expect(errors).to.deep.equal([]);
      expect(embeds(el)).to.equal(0);
    });

    it('knows consent given before it was connected (window.ibConsent, earlier events)', async () => {
      page.ibConsent = { marketing: true };
      const first = await gate();
      expect(embeds(first)).to.equal(1);
      await consent({ statistics: true });
      first.remove();
      await settle(5);
      const later = await gate('category="statistics"');
      expect(embeds(later)).to.equal(1);
    });

    it('gets the latest ib-consent dispatched before any gate listened, kept by the autoloader', async () => {
      await settle(5); // the previous test's gates finish unmounting: nothing listens now
      keepMissedEvents();
      try {
        await consent({ marketing: false });
        await consent({ marketing: true }); // the latest of its kind
        const el = await gate();
        expect(embeds(el)).to.equal(1);

        // Heard once: revoked later while the gate listens, a reconnected gate keeps it revoked.
        await consent({ marketing: false });
        expect(embeds(el)).to.equal(0);
        el.remove();
        await settle(5);
        expect(embeds(await gate())).to.equal(0);
      } finally {
        delete (window as { ibMissedEvents?: unknown }).ibMissedEvents;
      }
    });

    it('runs scripts the template author wrote, once per instantiation', async () => {
      const el = await gate();
      const script = document.createElement('script');
      script.textContent = 'window.consentScriptRuns = (window.consentScriptRuns || 0) + 1;';
      el.querySelector('template')!.content.append(script);
      page.consentScriptRuns = 0;
      await consent({ marketing: true });
      expect(page.consentScriptRuns).to.equal(1);
    });
  });

  describe('placeholder button', () => {
    it('without a consent manager, dispatches ib-consent on window and loads every gate of the category', async () => {
      const wrapper = await fixture<HTMLElement>(`<div>
        <ib-consent-gate category="marketing" provider="YouTube"><template><div class="embed"><a href="#a">A</a></div></template></ib-consent-gate>
        <ib-consent-gate category="marketing" provider="Vimeo"><template><div class="embed"><a href="#b">B</a></div></template></ib-consent-gate>
      </div>`);
      await settle(5);
      const [one, two] = wrapper.querySelectorAll('ib-consent-gate');
      const dispatched: unknown[] = [];
      const record = (event: Event) => dispatched.push((event as CustomEvent).detail);
      window.addEventListener('ib-consent', record);
      button(one)!.click();
      window.removeEventListener('ib-consent', record);
      await settle(5);
      expect(dispatched).to.deep.equal([{ marketing: true }]);
      expect([embeds(one), embeds(two)]).to.deep.equal([1, 1]);
    });

    it('moves focus into the loaded content', async () => {
      const el = await gate();
      button(el)!.focus();
      button(el)!.click();
      await settle(5);
      expect(deepActiveElement()?.getAttribute('href')).to.equal('#watch');
    });

    it('a data-consent-accept element in a custom placeholder works like the button, and takes its place', async () => {
      const el = await gate(
        'category="marketing"',
        '<div slot="placeholder"><button data-consent-accept>Allow</button></div>',
      );
      expect(
        el.shadowRoot!.querySelector('[part="button"]'),
        'no second button for the same action',
      ).to.equal(null);
      el.querySelector<HTMLButtonElement>('[data-consent-accept]')!.click();
      await settle(5);
      expect(embeds(el)).to.equal(1);
    });

    it('a custom placeholder without its own accept control keeps the built-in button, also when one is added later', async () => {
      const el = await gate(
        'category="marketing" provider="Vimeo"',
        '<div slot="placeholder"><p>Our video needs cookies.</p></div>',
      );
      expect(el.shadowRoot!.querySelector('[part="button"]')!.textContent).to.contain('Vimeo');
      const own = document.createElement('button');
      own.dataset.consentAccept = '';
      own.textContent = 'Allow';
      el.querySelector('[slot="placeholder"]')!.append(own);
      await settle(5);
      expect(el.shadowRoot!.querySelector('[part="button"]')).to.equal(null);
    });
  });

  describe('Cookiebot', () => {
    it('reads window.Cookiebot.consent and follows its accept and decline events', async () => {
      const cookiebot = {
        consent: { necessary: true, preferences: false, statistics: false, marketing: true },
      };
      page.Cookiebot = cookiebot;
      const el = await gate();
      expect(embeds(el)).to.equal(1);
      cookiebot.consent.marketing = false;
      window.dispatchEvent(new Event('CookiebotOnDecline'));
      await settle(5);
      expect(embeds(el)).to.equal(0);
      cookiebot.consent.marketing = true;
      window.dispatchEvent(new Event('CookiebotOnAccept'));
      await settle(5);
      expect(embeds(el)).to.equal(1);
    });

    it('the button submits consent for the category through Cookiebot, keeping the other choices', async () => {
      const cookiebot = {
        consent: { necessary: true, preferences: true, statistics: false, marketing: false },
        submitCustomConsent: sinon.spy(),
      };
      page.Cookiebot = cookiebot;
      const el = await gate();
      const dispatched = sinon.spy();
      window.addEventListener('ib-consent', dispatched);
      button(el)!.click();
      window.removeEventListener('ib-consent', dispatched);
      expect(cookiebot.submitCustomConsent.args).to.deep.equal([[true, false, true]]);
      expect(dispatched.callCount).to.equal(0);
      await settle(5);
      expect(embeds(el)).to.equal(0); // until Cookiebot confirms
      cookiebot.consent.marketing = true;
      window.dispatchEvent(new Event('CookiebotOnAccept'));
      await settle(5);
      expect(embeds(el)).to.equal(1);
    });

    it('reports a failing consent manager call once and loads nothing', async () => {
      page.Cookiebot = {
        consent: { marketing: false },
        submitCustomConsent: () => {
          throw new Error('cmp down');
        },
      };
      const el = await gate();
      const errors = await captureErrors(async () => {
        button(el)!.click();
        button(el)!.click();
        await settle(5);
      });
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('cmp down');
      expect(embeds(el)).to.equal(0);
    });
  });

  describe('OneTrust', () => {
    it('reads OnetrustActiveGroups and follows OneTrustGroupsUpdated', async () => {
      page.OnetrustActiveGroups = ',C0001,C0004,';
      const marketing = await gate();
      const statistics = await gate('category="statistics"');
      expect([embeds(marketing), embeds(statistics)]).to.deep.equal([1, 0]);
      page.OnetrustActiveGroups = ',C0001,C0002,';
      window.dispatchEvent(
        new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001', 'C0002'] }),
      );
      await settle(5);
      expect([embeds(marketing), embeds(statistics)]).to.deep.equal([0, 1]);
    });

    it('accepts a OneTrust group id as the category, and notices its withdrawal', async () => {
      page.OnetrustActiveGroups = ',C0001,C0005,';
      const el = await gate('category="C0005"');
      expect(embeds(el)).to.equal(1);
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001'] }));
      await settle(5);
      expect(embeds(el)).to.equal(0);
    });

    it('the button gives consent through OneTrust.UpdateConsent', async () => {
      page.OnetrustActiveGroups = ',C0001,';
      const oneTrust = { UpdateConsent: sinon.spy() };
      page.OneTrust = oneTrust;
      const el = await gate();
      button(el)!.click();
      expect(oneTrust.UpdateConsent.args).to.deep.equal([['Category', 'C0004:1']]);
      window.dispatchEvent(
        new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001', 'C0004'] }),
      );
      await settle(5);
      expect(embeds(el)).to.equal(1);
    });
  });

  describe('bad input and clean-up', () => {
    it('reports a missing category and shows no button', async () => {
      let el!: HTMLElement;
      const errors = await captureErrors(async () => {
        el = await gate('');
      });
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('needs a category');
      expect(button(el) === null).to.equal(true);
      await consent({ marketing: true });
      expect(embeds(el)).to.equal(0);
    });

    it('reports a missing template once', async () => {
      const el = await fixture<HTMLElement>(
        '<ib-consent-gate category="marketing"><p>no template</p></ib-consent-gate>',
      );
      const errors = await captureErrors(() => consent({ marketing: true }));
      expect(errors.length).to.equal(1);
      expect(String(errors[0][1])).to.contain('needs a <template> child');
      expect(el.querySelectorAll('p').length).to.equal(1);
    });

    it('does not duplicate the content when removed and added again', async () => {
      page.ibConsent = { marketing: true };
      const el = await gate();
      const parent = el.parentElement!;
      el.remove();
      await settle(5);
      parent.append(el);
      await settle(5);
      expect(embeds(el)).to.equal(1);
    });

    it('releases its window listeners when the last gate is removed', async () => {
      await settle(5); // the previous test's gates finish unmounting first
      const added = sinon.spy(window, 'addEventListener');
      const removed = sinon.spy(window, 'removeEventListener');
      const el = await gate();
      el.remove();
      await settle(5);
      const consentCalls = (spy: sinon.SinonSpy) =>
        spy.args.filter((args) => /^(ib-consent|Cookiebot|OneTrust)/.test(String(args[0])));
      const names = (spy: sinon.SinonSpy) =>
        consentCalls(spy)
          .map((args) => `${args[0]}`)
          .sort();
      const handlers = (spy: sinon.SinonSpy) => consentCalls(spy).map((args) => args[1]);
      expect(names(added)).to.include.members([
        'ib-consent',
        'CookiebotOnAccept',
        'CookiebotOnDecline',
        'OneTrustGroupsUpdated',
      ]);
      expect(names(removed)).to.deep.equal(names(added));
      expect(handlers(added).every((handler) => handlers(removed).includes(handler))).to.equal(
        true,
      );
    });
  });
});

describe('ib-consent-gate button look', () => {
  beforeEach(() => resetConsentStore());

  it('follows the shared button tokens (radius, weight) and keeps a 44 px target', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div style="--ib-button-radius: 999px; --ib-button-font-weight: 700"><ib-consent-gate category="marketing" provider="YouTube"><template><p>x</p></template></ib-consent-gate></div>`,
    );
    await settle(5);
    const style = getComputedStyle(button(wrapper.querySelector('ib-consent-gate')!)!);
    expect(style.borderTopLeftRadius).to.equal('999px');
    expect(style.fontWeight).to.equal('700');
    expect(parseFloat(style.minHeight)).to.be.at.least(44);
  });
});
