// Smoke group on real React 19: every element rendered through `ib-blocks/react`, with React
// (not Preact) as the element runtime, props reaching the element and one behaviour each.
import { expect } from '@open-wc/testing';
import { settle, stubFetch } from '../../packages/test-utils/index.ts';
import { createElement as h, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  AcademyVisibility,
  Accordion,
  ActionableMap,
  AnimatedText,
  Analytics,
  AutoScrollCarousel,
  Carousel,
  CodeBlock,
  ConsentGate,
  CourseGate,
  CourseTracker,
  CrmWidget,
  FeaturedContent,
  Footer,
  Form,
  Glossary,
  LanguagePicker,
  Lottie,
  Modal,
  Navbar,
  Parallax,
  PersonalCard,
  PricingTable,
  Range,
  Reveal,
  Rive,
  ScrollLink,
  Search,
  SearchPopover,
  SearchTrigger,
  Share,
  Squircle,
  Subnav,
  Tabs,
  Toc,
  Tooltip,
  TopBar,
  Video,
  VideoTestimonial,
} from '../../react/index.ts';

type Ready = HTMLElement & { updateComplete: Promise<void> };
const isReactRoot = (root: ShadowRoot) =>
  Object.keys(root).some((key) => key.startsWith('__reactContainer$'));

let root: Root | undefined;
let container: HTMLElement;

async function render(app: ReactNode, tag: string): Promise<Ready> {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root!.render(app));
  const el = container.querySelector(tag) as Ready;
  await el.updateComplete;
  expect(isReactRoot(el.shadowRoot!), `${tag} renders on React`).to.equal(true);
  return el;
}

afterEach(() => {
  root?.unmount();
  container?.remove();
});

describe('ib-blocks/react on React 19', () => {
  it('Accordion: close-others and the toggle event', async () => {
    const toggles: unknown[] = [];
    const el = await render(
      h(
        Accordion,
        { closeOthers: true, onToggle: (event: CustomEvent) => toggles.push(event.detail) },
        h('details', null, h('summary', null, 'One'), h('p', null, 'First')),
        h('details', null, h('summary', null, 'Two'), h('p', null, 'Second')),
      ),
      'ib-accordion',
    );
    const [one, two] = el.querySelectorAll('details');
    one.open = true;
    await new Promise((resolve) => one.addEventListener('toggle', resolve, { once: true }));
    two.open = true;
    await new Promise((resolve) => two.addEventListener('toggle', resolve, { once: true }));
    await settle();
    expect([one.open, two.open]).to.deep.equal([false, true]);
    expect(toggles.length).to.be.greaterThan(0);
  });

  it('Modal: the open prop opens the native dialog, closing fires onIbModalClose', async () => {
    const closed: unknown[] = [];
    const el = await render(
      h(
        Modal,
        {
          id: 'react-modal',
          label: 'Sign up',
          open: true,
          onIbModalClose: (event: CustomEvent) => closed.push(event.detail),
        },
        h('p', null, 'Body'),
      ),
      'ib-modal',
    );
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    (el as Ready & { open: boolean }).open = false;
    await el.updateComplete;
    await settle();
    expect(dialog.open).to.equal(false);
    expect(closed).to.deep.equal([{ id: 'react-modal' }]);
  });

  it('Tooltip: the trigger is described by the tooltip text', async () => {
    const el = await render(
      h(Tooltip, { content: 'Messages per second' }, h('button', { id: 'react-trigger' }, 'TPS')),
      'ib-tooltip',
    );
    await settle();
    const trigger = el.querySelector('#react-trigger')!;
    const ids = (trigger.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const text = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(text).to.contain('Messages per second');
    expect(el.shadowRoot!.querySelector('[role="tooltip"]')).to.exist;
  });

  it('Footer: section titles become disclosure buttons on narrow screens', async () => {
    const el = await render(
      h(
        Footer,
        null,
        h('section', null, h('h2', null, 'Products'), h('ul', null, h('li', null, 'SMS'))),
      ),
      'ib-footer',
    );
    await settle();
    const wide = matchMedia('(min-width: 64rem)').matches;
    expect(Boolean(el.querySelector('h2 button[aria-expanded]'))).to.equal(!wide);
  });

  it('Tabs: the selected prop selects a tab', async () => {
    const el = await render(
      h(
        Tabs,
        { selected: 1, label: 'Channels' },
        h('button', { slot: 'tab' }, 'SMS'),
        h('section', { slot: 'panel' }, 'SMS panel'),
        h('button', { slot: 'tab' }, 'Email'),
        h('section', { slot: 'panel' }, 'Email panel'),
      ),
      'ib-tabs',
    );
    await settle();
    const tabs = [...el.querySelectorAll('[slot="tab"]')].map((tab) =>
      tab.getAttribute('aria-selected'),
    );
    expect(tabs).to.deep.equal(['false', 'true']);
  });

  it('Range: takes part in its form with the value given', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    container = document.createElement('div');
    form.append(container);
    root = createRoot(container);
    flushSync(() =>
      root!.render(h(Range, { name: 'volume', min: 0, max: 100, value: 40, label: 'Volume' })),
    );
    const el = container.querySelector('ib-range') as Ready;
    await el.updateComplete;
    expect(isReactRoot(el.shadowRoot!)).to.equal(true);
    expect(new FormData(form).get('volume')).to.equal('40');
    form.remove();
  });

  it('Squircle: renders its frame around the content', async () => {
    const el = await render(h(Squircle, { radius: 24 }, h('p', null, 'Rounded')), 'ib-squircle');
    expect(el.shadowRoot!.querySelector('[part="frame"]')).to.exist;
    expect(el.getAttribute('radius')).to.equal('24');
  });

  it('FeaturedContent: one filter button per card type, All first', async () => {
    const el = await render(
      h(
        FeaturedContent,
        null,
        h('article', { 'data-type': 'news' }, h('h3', null, 'A')),
        h('article', { 'data-type': 'guide' }, h('h3', null, 'B')),
      ),
      'ib-featured-content',
    );
    await settle();
    const filters = [...el.shadowRoot!.querySelectorAll('[part~="filter"]')].map((button) =>
      button.textContent?.trim(),
    );
    expect(filters.length).to.equal(3);
    expect(filters[0]).to.match(/all/i);
  });

  it('Analytics: pushes the page data to the dataLayer', async () => {
    const layer = ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ??=
      []);
    const before = layer.length;
    await render(h(Analytics, null), 'ib-analytics');
    await settle();
    expect(layer.slice(before).some((entry) => 'site_domain' in entry)).to.equal(true);
  });

  it('CourseTracker: records the course as viewed', async () => {
    localStorage.removeItem('ibViewedCourses');
    await render(h(CourseTracker, { courseId: '4711' }), 'ib-course-tracker');
    await settle();
    expect((localStorage.getItem('ibViewedCourses') ?? '').split(',')).to.include('4711');
    localStorage.removeItem('ibViewedCourses');
  });

  it('CourseGate: receives its mode and course id', async () => {
    const el = await render(
      h(CourseGate, { mode: 'showIfViewed', courseId: '5' }),
      'ib-course-gate',
    );
    expect([el.getAttribute('mode'), el.getAttribute('course-id')]).to.deep.equal([
      'showIfViewed',
      '5',
    ]);
  });

  it('ConsentGate: shows the placeholder button naming the provider until consent', async () => {
    const el = await render(
      h(ConsentGate, { category: 'marketing', provider: 'YouTube' }),
      'ib-consent-gate',
    );
    await settle();
    const button = el.shadowRoot!.querySelector('button');
    expect(button?.textContent).to.contain('YouTube');
  });

  it('PersonalCard: the expanded prop shows the panel, a click fires onToggle', async () => {
    const toggles: boolean[] = [];
    const card = (expanded: boolean) =>
      h(
        PersonalCard,
        {
          expanded,
          onToggle: (event: Event) =>
            toggles.push((event as CustomEvent<{ expanded: boolean }>).detail.expanded),
        },
        h('button', { type: 'button', 'data-open': '' }, 'About Ada'),
        h('div', { 'data-panel': '' }, h('button', { type: 'button', 'data-close': '' }, 'Close')),
      );
    const el = await render(card(true), 'ib-personal-card');
    const panel = el.querySelector<HTMLElement>('[data-panel]')!;
    expect(panel.hidden).to.equal(false);
    el.querySelector<HTMLButtonElement>('[data-close]')!.click();
    await el.updateComplete;
    expect([panel.hidden, toggles.join()]).to.deep.equal([true, 'false']);
  });

  it('ScrollLink: renders around its link with the offset given', async () => {
    const el = await render(
      h(ScrollLink, { offset: 24 }, h('a', { href: '#target' }, 'Pricing')),
      'ib-scroll-link',
    );
    expect(el.getAttribute('offset')).to.equal('24');
  });

  it('Share: popup links say they open a new window', async () => {
    const el = await render(
      h(
        Share,
        { url: 'https://example.com/post' },
        h('a', { href: '#', 'data-share': 'linkedin' }, 'LinkedIn'),
      ),
      'ib-share',
    );
    await settle();
    expect(el.querySelector('a')!.getAttribute('aria-label')).to.match(/LinkedIn.*new window/);
  });

  it('TopBar: a logged-out auth state keeps the login link', async () => {
    const el = await render(
      h(
        TopBar,
        { auth: { state: 'loggedOut' } },
        h('a', { href: '/login', 'data-login': '' }, 'Log in'),
        h('a', { href: '/logout', 'data-logout': '', hidden: true }, 'Log out'),
      ),
      'ib-top-bar',
    );
    await settle();
    expect([
      el.querySelector<HTMLElement>('[data-login]')!.hidden,
      el.querySelector<HTMLElement>('[data-logout]')!.hidden,
    ]).to.deep.equal([false, true]);
  });

  it('Form: an invalid submit shows the message and sends nothing', async () => {
    const network = stubFetch({ '*': {} });
    try {
      const el = await render(
        h(
          Form,
          null,
          h(
            'form',
            { action: '/api/forms/contact' },
            h(
              'label',
              null,
              'Email ',
              h('input', { name: 'email', type: 'email', required: true }),
            ),
            h('button', null, 'Send'),
          ),
        ),
        'ib-form',
      );
      el.querySelector('form')!.requestSubmit();
      await settle();
      const input = el.querySelector('input')!;
      expect([input.getAttribute('aria-invalid'), network.requests.length]).to.deep.equal([
        'true',
        0,
      ]);
    } finally {
      network.restore();
    }
  });

  it('CrmWidget: offers the templates from its child JSON', async () => {
    const templates = JSON.stringify([{ id: 'hi', name: 'Greeting', text: 'Hi {{1}}' }]);
    const el = await render(
      h(
        CrmWidget,
        { storageKey: 'react-smoke' },
        h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: templates } }),
      ),
      'ib-crm-widget',
    );
    await settle();
    expect(el.shadowRoot!.textContent).to.contain('Greeting');
    localStorage.removeItem('ib-crm-widget:react-smoke');
  });

  it('AcademyVisibility: shows the blocks whose condition holds', async () => {
    const el = await render(
      h(
        AcademyVisibility,
        null,
        h('p', { 'data-show-when': 'logged-out', hidden: true }, 'Out'),
        h('p', { 'data-show-when': 'no-such-condition', hidden: true }, 'Odd'),
      ),
      'ib-academy-visibility',
    );
    await settle();
    const [out, odd] = [...el.querySelectorAll('p')];
    expect([out.hidden, odd.hidden]).to.deep.equal([false, true]);
  });

  it('SearchTrigger and SearchPopover: a trigger press opens the popover with its field', async () => {
    const el = await render(
      h(
        'div',
        null,
        h(SearchTrigger, { scope: 'resources' }, h('button', { type: 'button' }, 'Search')),
        h(SearchPopover, { label: 'Search the site' }),
      ),
      'ib-search-trigger',
    );
    const popover = container.querySelector('ib-search-popover') as Ready & { open: boolean };
    await popover.updateComplete;
    el.querySelector('button')!.click();
    await popover.updateComplete;
    await settle();
    expect([
      el.getAttribute('scope'),
      popover.open,
      Boolean(popover.shadowRoot!.querySelector('[part="input"]')),
    ]).to.deep.equal(['resources', true, true]);
  });

  it('Search: asks the endpoint given for the query in the address', async () => {
    const network = stubFetch({ '/react-smoke-search': { results: [], totalPages: 0 } });
    history.replaceState(null, '', '?s=whatsapp');
    try {
      await render(h(Search, { endpoint: '/react-smoke-search' }), 'ib-search');
      await settle();
      expect((network.requests[0]?.body as { s?: string } | undefined)?.s).to.equal('whatsapp');
    } finally {
      network.restore();
      history.replaceState(null, '', location.pathname);
    }
  });

  it('Toc: lists the headings of the article it is given', async () => {
    const el = await render(
      h(
        'div',
        null,
        h(Toc, { for: 'react-toc-article', label: 'On this page' }),
        h('article', { id: 'react-toc-article' }, h('h1', null, 'Guide'), h('h2', null, 'Set-up')),
      ),
      'ib-toc',
    );
    await settle();
    const links = [...el.shadowRoot!.querySelectorAll('a')].map((link) => link.textContent?.trim());
    expect(links).to.deep.equal(['Guide', 'Set-up']);
  });

  it('CodeBlock: one language tab per sample, the language prop selects', async () => {
    const el = await render(
      h(
        CodeBlock,
        { language: 'Python' },
        h('pre', { 'data-language': 'javascript', 'data-title': 'JavaScript' }, 'send()'),
        h('pre', { 'data-language': 'python', 'data-title': 'Python' }, 'send()'),
      ),
      'ib-code-block',
    );
    await settle();
    const selected = [...el.shadowRoot!.querySelectorAll('[role="tab"]')].map(
      (tab) => `${tab.textContent?.trim()}:${tab.getAttribute('aria-selected')}`,
    );
    expect(selected).to.deep.equal(['JavaScript:false', 'Python:true']);
  });

  it('AnimatedText: screen readers get every phrase as one text', async () => {
    const el = await render(
      h(AnimatedText, null, h('span', null, 'SMS'), h('span', null, 'WhatsApp')),
      'ib-animated-text',
    );
    await settle();
    expect(el.shadowRoot!.querySelector('[part="text"]')!.textContent).to.match(/SMS.*WhatsApp/);
  });

  it('Parallax: receives its speed', async () => {
    const el = await render(h(Parallax, { speed: 0.5 }, h('div', null, 'Layer')), 'ib-parallax');
    expect(el.getAttribute('speed')).to.equal('0.5');
  });

  it('Reveal: wraps its content for the reveal', async () => {
    const el = await render(h(Reveal, { threshold: 'half' }, h('p', null, 'Hello')), 'ib-reveal');
    expect([
      el.getAttribute('threshold'),
      Boolean(el.shadowRoot!.querySelector('[part="content"]')),
    ]).to.deep.equal(['half', true]);
  });

  it('Navbar: a dropdown trigger opens its panel, aria-expanded follows', async () => {
    const el = await render(
      h(
        Navbar,
        null,
        h(
          'nav',
          { 'aria-label': 'Main' },
          h('button', { type: 'button', 'data-dropdown-trigger': '' }, 'Products'),
          h('div', { 'data-dropdown': '' }, h('a', { href: '#sms' }, 'SMS')),
        ),
      ),
      'ib-navbar',
    );
    await settle();
    const trigger = el.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!;
    trigger.click();
    await settle();
    expect([
      trigger.getAttribute('aria-expanded'),
      el.querySelector<HTMLElement>('[data-dropdown]')!.hidden,
    ]).to.deep.equal(['true', false]);
  });

  it('Subnav: receives its variant', async () => {
    const el = await render(
      h(
        Subnav,
        { variant: 'simple-bottom-center' },
        h('nav', { 'aria-label': 'Sub' }, h('a', { href: '#a' }, 'Overview')),
      ),
      'ib-subnav',
    );
    expect(el.getAttribute('variant')).to.equal('simple-bottom-center');
  });

  it('LanguagePicker: links get lang and hreflang, the current one aria-current', async () => {
    const el = await render(
      h(
        LanguagePicker,
        { current: 'de' },
        h(
          'ul',
          null,
          h('li', null, h('a', { href: '/en/', hreflang: 'en' }, 'English')),
          h('li', null, h('a', { href: '/de/', hreflang: 'de' }, 'Deutsch')),
        ),
      ),
      'ib-language-picker',
    );
    await settle();
    const links = [...el.querySelectorAll('a')].map(
      (link) => `${link.lang}:${link.hreflang}:${link.getAttribute('aria-current')}`,
    );
    expect(links).to.deep.equal(['en:en:null', 'de:de:true']);
  });

  it('Video: receives its source', async () => {
    const el = await render(
      h(Video, { src: '/fixtures/media/clip.mp4', style: { marginTop: '300vh' } }),
      'ib-video',
    );
    expect(el.getAttribute('src')).to.equal('/fixtures/media/clip.mp4');
  });

  it('VideoTestimonial: a trigger press opens the modal player', async () => {
    const el = await render(
      h(
        VideoTestimonial,
        null,
        h('button', { type: 'button', 'data-video-url': '/fixtures/media/clip.mp4' }, 'Watch'),
      ),
      'ib-video-testimonial',
    );
    el.querySelector('button')!.click();
    await settle();
    expect(Boolean(el.shadowRoot!.querySelector('dialog[open]'))).to.equal(true);
  });

  it('Glossary: letters without terms are disabled in the A-Z navigation', async () => {
    const el = await render(
      h(
        Glossary,
        null,
        h(
          'section',
          { 'data-letter': 'A' },
          h('h2', null, 'A'),
          h(
            'article',
            { 'data-term': '', id: 'react-api' },
            h('h3', null, 'API'),
            h('p', null, 'Interface.'),
          ),
        ),
      ),
      'ib-glossary',
    );
    await settle();
    const letters = [...el.shadowRoot!.querySelectorAll('nav a, nav button, nav [aria-disabled]')];
    const enabled = letters.filter(
      (letter) =>
        letter.getAttribute('aria-disabled') !== 'true' && !(letter as HTMLButtonElement).disabled,
    );
    expect(enabled.map((letter) => letter.textContent?.trim())).to.deep.equal(['A']);
  });

  it('ActionableMap: SVG regions become named buttons', async () => {
    const el = await render(
      h(
        ActionableMap,
        null,
        h(
          'svg',
          { viewBox: '0 0 10 10' },
          h('path', { 'data-region': 'eu', 'data-label': 'Europe', d: 'M0 0h5v5z' }),
        ),
      ),
      'ib-map',
    );
    await settle();
    const region = el.querySelector('[data-region]')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label')]).to.deep.equal([
      'button',
      'Europe',
    ]);
  });

  it('PricingTable: detail rows get a disclosure button', async () => {
    const el = await render(
      h(
        PricingTable,
        null,
        h(
          'table',
          null,
          h('caption', null, 'SMS prices'),
          h('thead', null, h('tr', null, h('th', null, 'Country'), h('th', null, 'SMS'))),
          h(
            'tbody',
            null,
            h('tr', null, h('th', { scope: 'row' }, 'Germany'), h('td', null, '€0.07')),
            h('tr', { 'data-details': '' }, h('td', { colSpan: 2 }, 'Details')),
          ),
        ),
      ),
      'ib-pricing-table',
    );
    await settle();
    expect(el.querySelector('[data-ib-pricing-toggle]')?.getAttribute('aria-expanded')).to.equal(
      'false',
    );
  });

  it('Carousel: slides are labelled "n of total"', async () => {
    const el = await render(
      h(Carousel, null, h('div', null, 'A'), h('div', null, 'B'), h('div', null, 'C')),
      'ib-carousel',
    );
    await settle();
    expect([...el.children].map((slide) => slide.getAttribute('aria-label'))).to.deep.equal([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });

  it('AutoScrollCarousel: the toggle names the action it will take', async () => {
    const el = await render(
      h(
        AutoScrollCarousel,
        null,
        h('button', { type: 'button', 'data-toggle': '' }),
        h('div', null, 'A'),
        h('div', null, 'B'),
      ),
      'ib-auto-scroll-carousel',
    );
    await settle();
    expect(el.querySelector('[data-toggle]')!.getAttribute('aria-label')).to.match(
      /^(Pause|Play)$/,
    );
  });

  it('Rive: a missing source shows the fallback and reports the runtime message', async () => {
    const errors: string[] = [];
    const el = await render(
      h(
        Rive,
        {
          onError: (event: Event) =>
            errors.push(String((event as CustomEvent<{ message?: string }>).detail?.message)),
        },
        h('p', null, 'Fallback'),
      ),
      'ib-rive',
    );
    await settle();
    expect(el.shadowRoot!.querySelector('canvas')?.hidden ?? true).to.equal(true);
    expect(errors.join()).to.contain('Rive source file or data buffer required');
  });

  it('Lottie: receives its source', async () => {
    const el = await render(h(Lottie, { src: '/fixtures/animation/box.json' }), 'ib-lottie');
    expect(el.getAttribute('src')).to.equal('/fixtures/animation/box.json');
  });
});
