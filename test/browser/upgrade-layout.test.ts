// dist/themes/upgrade.css (packages/themes/upgrade.css and each element folder's upgrade.css, served assembled at /__ib/upgrade.css) gives each element, before it is defined,
// the box it has after: nothing on the page moves when it upgrades (docs/performance.md, CLS 0). Each case
// renders markup while its tag is still undefined, with the sheet linked, measures where things
// are, defines the element, and measures again. No element is imported before its case runs.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import {
  firstEvent,
  frames,
  settle,
  stubFetch,
  type FetchAnswer,
} from '../../packages/test-utils/index.ts';

interface UpgradeCase {
  name: string;
  tag: string;
  markup: string;
  load: () => Promise<unknown>;
  /** Viewport width for the case, where a layout depends on it (footer, navbar, map). */
  width?: number;
  /** A URL hash set once the markup is in (what `:target` and the element both follow). */
  hash?: string;
  /** The network, stubbed for the case (`stubFetch` routes). */
  answers?: Record<string, FetchAnswer>;
  /** What the element does after its first render that must not move anything either. */
  afterwards?: (root: HTMLElement) => Promise<unknown>;
  /**
   * The nodes compared (default: every template node shown), for a block that shows its light DOM
   * anew in its shadow root: what follows it.
   */
  measured?: string;
}

const cases: UpgradeCase[] = [
  {
    name: 'a labelled range slider (no light DOM: its box is reserved)',
    tag: 'ib-range',
    markup:
      '<ib-range name="n" label="Messages per month" min="0" max="100" value="40"></ib-range>',
    load: () => import('../../elements/range/ib-range.ts'),
  },
  {
    name: 'the search results page (no light DOM: a viewport tall, also once a short answer is shown)',
    tag: 'ib-search',
    markup: `<ib-search types='[{"value":"post","label":"Blog"},{"value":"news","label":"News"}]'></ib-search>`,
    answers: {
      '/search': {
        results: [
          {
            date: '2026-01-05',
            title: 'SMS API',
            url: '/sms',
            post_type_label: 'Page',
            excerpt: 'Send and receive.',
          },
        ],
        totalPages: 1,
      },
    },
    afterwards: (root) => firstEvent(root.querySelector('ib-search')!, 'ib-search-results'),
    load: () => import('../../elements/search/ib-search.ts'),
  },
  {
    name: 'a video (16:9 box, fallback hidden)',
    tag: 'ib-video',
    markup:
      '<ib-video src="/fixtures/media/clip.mp4" label="Tour"><p>The tour plays here.</p></ib-video>',
    load: () => import('../../elements/video/ib-video.ts'),
  },
  {
    name: 'the footer below 64rem (a closed accordion, any heading level)',
    tag: 'ib-footer',
    width: 800,
    markup: `<ib-footer>
        <section><h2>Products</h2><ul><li><a href="#a">SMS</a></li><li><a href="#b">Email</a></li></ul></section>
        <section><h3>Company</h3><ul><li><a href="#c">About</a></li></ul></section>
        <p>© Chorus</p>
      </ib-footer>`,
    load: () => import('../../elements/footer/ib-footer.ts'),
  },
  {
    name: 'a tooltip with rich content (it goes into the bubble)',
    tag: 'ib-tooltip',
    markup:
      '<p style="width: 20em"><ib-tooltip><span>Flash calling</span><span slot="content">(a missed call whose number is the code)</span></ib-tooltip> verifies a number.</p>',
    load: () => import('../../elements/tooltip/ib-tooltip.ts'),
  },
  {
    name: 'tabs (the first tab stands for the row; the panel shown is the first, the one `selected` names, or the one the URL hash points into)',
    tag: 'ib-tabs',
    hash: '#upgrade-tabs-deliverability',
    markup: `<ib-tabs label="Channels">
        <h2>Every channel</h2>
        <button slot="tab">SMS</button>
        <section slot="panel"><h3>Reach every phone</h3><p>Two-way SMS in 190 countries.</p></section>
        <button slot="tab">Email</button>
        <section slot="panel"><h3>Inbox, not spam</h3><p>Dedicated IPs and domain authentication.</p></section>
      </ib-tabs>
      <ib-tabs label="Plans" selected="2">
        <button slot="tab">Free</button>
        <section slot="panel"><p>One seat.</p></section>
        <button slot="tab">Team</button>
        <section slot="panel"><p>Ten seats and shared inboxes, with a longer description that wraps.</p></section>
        <button slot="tab">Enterprise</button>
        <section slot="panel"><h3>Everything</h3><p>Unlimited seats.</p><p>Single sign-on.</p></section>
      </ib-tabs>
      <ib-tabs label="Guides" selected="1">
        <button slot="tab">Start</button>
        <section slot="panel"><p>Create an account.</p></section>
        <button slot="tab">Send</button>
        <section slot="panel"><p>Send a message.</p></section>
        <button slot="tab">Deliver</button>
        <section slot="panel"><h3 id="upgrade-tabs-deliverability">Deliverability</h3><p>Inbox, not spam.</p><p>Warm up new domains.</p></section>
      </ib-tabs>`,
    load: () => import('../../elements/tabs/ib-tabs.ts'),
  },
  {
    name: 'featured content at 1280 px (grid, first page of cards for the default and another page size, three columns for six, two for exactly four, room for filters, status and "Show more")',
    tag: 'ib-featured-content',
    width: 1280,
    markup: [
      [undefined, 8],
      ['3', 8],
      [undefined, 4],
    ]
      .map(
        ([pageSize, count]) =>
          `<ib-featured-content${pageSize ? ` page-size="${pageSize}"` : ''}>${Array.from(
            { length: Number(count) },
            (_, i) =>
              `<article data-type="${['webinar', 'report', 'guide'][i % 3]}"><h3><a href="#c${i}">Card ${i + 1}</a></h3><p>What it is about.</p></article>`,
          ).join('')}</ib-featured-content>`,
      )
      .join(''),
    load: () => import('../../elements/featured-content/ib-featured-content.ts'),
  },
  {
    name: 'a carousel, two slides per view, left to right and right to left (the slides themselves keep their boxes)',
    tag: 'ib-carousel',
    markup: ['ltr', 'rtl']
      .map(
        (dir) =>
          `<div dir="${dir}"><ib-carousel controls dots style="--ib-carousel-slides-per-view: 2">${Array.from(
            { length: 4 },
            (_, i) => `<article><h3>Slide ${i + 1}</h3><p>What it shows.</p></article>`,
          ).join('')}</ib-carousel></div>`,
      )
      .join(''),
    load: () => import('../../elements/carousel/ib-carousel.ts'),
  },
  {
    name: 'a map stacked (600px) and beside its intro (1000px), paragraphs with their own margins',
    tag: 'ib-map',
    width: 1100,
    markup: [600, 1000]
      .map(
        (width) => `<div style="width: ${width}px"><ib-map label="Offices">
        <svg viewBox="0 0 200 100"><rect data-region="west" data-label="West" width="100" height="100" /><rect data-region="east" data-label="East" x="100" width="100" height="100" /></svg>
        <p>Choose a region to see our offices.</p>
        <section data-region-panel="west"><h3>West</h3><p>New York.</p></section>
        <section data-region-panel="east"><h3>East</h3><p>Zagreb.</p></section>
      </ib-map></div>`,
      )
      .join(''),
    load: () => import('../../elements/map/ib-map.ts'),
  },
  {
    name: 'animated text with a phrase of several words in a narrow heading',
    tag: 'ib-animated-text',
    markup: `<h2 style="width: 12em">Reach customers on <ib-animated-text><span>every channel they use</span><span>SMS</span></ib-animated-text> today</h2>`,
    load: () => import('../../elements/animated-text/ib-animated-text.ts'),
  },
  {
    name: 'a navigation bar without theme styles at 1280px (desktop: no menu toggle, panels closed)',
    tag: 'ib-navbar',
    width: 1280,
    markup: `<header><ib-navbar><nav aria-label="Main">
        <a class="brand" href="/">Chorus</a>
        <button type="button" data-mobile-toggle aria-label="Menu">☰</button>
        <div data-mobile-menu>
          <ul>
            <li><button type="button" data-dropdown-trigger>Products</button>
              <div data-dropdown><h2>Channels</h2><ul><li><a href="/sms">SMS</a></li></ul></div></li>
            <li><a href="/pricing">Pricing</a></li>
          </ul>
          <ul data-top-links><li><a href="/docs">Docs</a></li><li><a href="/login">Log in</a></li></ul>
        </div>
      </nav></ib-navbar></header>`,
    load: () => import('../../elements/navbar/ib-navbar.ts'),
  },
  {
    name: 'a language picker in a row of header links (its button has its chevron before the upgrade too)',
    tag: 'ib-language-picker',
    markup: `<div><a href="/support">Support</a> <ib-language-picker><button type="button">English</button><ul><li><a href="/de/" hreflang="de">Deutsch</a></li></ul></ib-language-picker> <a href="/login">Log in</a></div>`,
    load: () => import('../../elements/language-picker/ib-language-picker.ts'),
  },
  {
    name: 'a consent gate (its placeholder box: one line of message and the button)',
    tag: 'ib-consent-gate',
    markup: `<ib-consent-gate category="marketing" provider="YouTube"><template><iframe title="Tour" src="about:blank"></iframe></template></ib-consent-gate>`,
    load: () => import('../../elements/consent/ib-consent-gate.ts'),
  },
  {
    name: 'a top bar with a list of account links (one row without markers; the hidden name takes no room)',
    tag: 'ib-top-bar',
    markup: `<ib-top-bar><nav aria-label="Account"><ul>
        <li><a href="#support">Support</a></li><li><a data-login href="#login">Log in</a></li>
        <li><strong data-username hidden></strong></li></ul></nav></ib-top-bar>`,
    load: () => import('../../elements/top-bar/ib-top-bar.ts'),
  },
  {
    name: 'share links in a list (a row without markers)',
    tag: 'ib-share',
    markup: `<ib-share url="https://example.com/"><ul>
        <li><a data-share="linkedin" href="https://www.linkedin.com/">LinkedIn</a></li>
        <li><a data-share="email" href="mailto:">Email</a></li></ul></ib-share>`,
    load: () => import('../../elements/share/ib-share.ts'),
  },
  {
    name: 'squircle tiles, default and with their own padding and border (the content keeps its place in the tile)',
    tag: 'ib-squircle',
    markup: `<ib-squircle><h3>Omnichannel engagement</h3><p>One platform for SMS, WhatsApp, email and voice.</p></ib-squircle>
      <ib-squircle radius="32" style="--ib-squircle-padding: 2rem; --ib-squircle-border-width: 3px"><p>Explore products</p></ib-squircle>`,
    load: () => import('../../elements/squircle/ib-squircle.ts'),
  },
  {
    name: 'a form with no theme styles (its fields take the default look the element adopts; the outcome messages wait for a submit)',
    tag: 'ib-form',
    markup: `<ib-form><form action="/api/forms/contact" method="post">
        <label for="up-name">Name</label>
        <input id="up-name" name="name" required />
        <label for="up-topic">Topic</label>
        <select id="up-topic" name="topic"><option>Sales</option><option>Support</option></select>
        <label for="up-message">How can we help?</label>
        <textarea id="up-message" name="message"></textarea>
        <fieldset><legend>Channel</legend><label><input type="radio" name="channel" value="sms" /> SMS</label><label><input type="checkbox" name="news" /> News</label></fieldset>
        <button>Send</button> <button type="reset">Reset</button>
      </form>
      <p slot="success">Thank you. Our team will reply within one working day.</p>
      <p slot="error">You can also email <a href="mailto:sales@example.com">sales@example.com</a>.</p></ib-form>`,
    load: () => import('../../elements/form/ib-form.ts'),
  },
  {
    name: 'code blocks on a phone with one sample (a title row) and with channel and language tabs (a row each, where one shared row wrapped; the first sample, not all four): the panel keeps its height',
    tag: 'ib-code-block',
    width: 360,
    markup: `<ib-code-block id="one"><pre data-language="javascript" data-title="Node.js"><code>const a = 1;
const b = 2;
send(a, b);</code></pre></ib-code-block>
      <p id="between">Text between the blocks.</p>
      <ib-code-block>
        <pre data-language="javascript" data-title="Node.js" data-channel="SMS"><code>const a = 1;
send(a);</code></pre>
        <pre data-language="python" data-title="Python" data-channel="SMS"><code>a = 1</code></pre>
        <pre data-language="php" data-title="PHP" data-channel="SMS"><code>$a = 1;</code></pre>
        <pre data-language="javascript" data-title="Node.js" data-channel="WhatsApp"><code>const b = 2;
const c = 3;
const d = 4;
send(b, c, d);</code></pre>
      </ib-code-block>`,
    load: () => import('../../elements/code-block/ib-code-block.ts'),
    measured: '#between, #after',
  },
  {
    name: 'a Rive animation sized by the theme (fallback hidden)',
    tag: 'ib-rive',
    markup:
      '<ib-rive style="--ib-rive-aspect-ratio: 2 / 1" src="/fixtures/animation/box.riv"><p>A blue square.</p></ib-rive>',
    load: () => import('../../elements/rive/ib-rive.ts'),
  },
  {
    name: 'a Lottie animation sized by the theme (fallback hidden)',
    tag: 'ib-lottie',
    markup:
      '<ib-lottie style="--ib-lottie-aspect-ratio: 2 / 1" src="/fixtures/animation/box.json"><p>A blue square.</p></ib-lottie>',
    load: () => import('../../elements/lottie/ib-lottie.ts'),
  },
];

/**
 * The template's own nodes that are rendered and visible: the ones a visitor sees, which must not
 * move (an animated text's waiting phrases are invisible). An `<svg>` counts by the shapes it
 * draws: its box may carry transparent padding before upgrade.
 */
const shownNodes = (root: HTMLElement) =>
  [...root.querySelectorAll<Element>('*')].filter(
    (node) =>
      !node.localName.includes('-') &&
      node.localName !== 'svg' &&
      node.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
  );

const measuredNodes = (upgrade: UpgradeCase, root: HTMLElement) =>
  upgrade.measured ? [...root.querySelectorAll(upgrade.measured)] : shownNodes(root);

/**
 * Starts counting the layout shifts the browser itself reports (what Lighthouse and field data add
 * up): a node can keep its box and still count as moved, as a right-to-left carousel did when its
 * scroll container went away. The returned function stops and gives their sum.
 */
function countShifts(): () => Promise<number> {
  let total = 0;
  const add = (entries: PerformanceEntryList) =>
    entries.forEach((entry) => (total += (entry as PerformanceEntry & { value: number }).value));
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  return async () => {
    await frames(3); // shifts are reported after the frame that shows them
    add(observer.takeRecords());
    observer.disconnect();
    return total;
  };
}

/** Where each node sits, relative to the fixture. */
function layoutOf(root: HTMLElement, nodes: Element[]): string[] {
  const origin = root.getBoundingClientRect();
  return nodes.map((node) => {
    const box = node.getBoundingClientRect();
    return `${node.localName} ${[box.x - origin.x, box.y - origin.y, box.width, box.height].map((n) => n.toFixed(1)).join(',')}`;
  });
}

before(async () => {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = '/__ib/upgrade.css';
  const loaded = new Promise((resolve, reject) => {
    sheet.addEventListener('load', resolve);
    sheet.addEventListener('error', reject);
  });
  document.head.append(sheet);
  await loaded;
});

after(() => setViewport({ width: 800, height: 600 }));

/** A block whose first render takes 30 ms: connected first, it spends the task's 25 ms budget. */
defineIbElement(
  'ib-budget-eater',
  createIbElement(() => {
    const end = performance.now() + 30;
    while (performance.now() < end);
    return null;
  }),
);

/**
 * The same markup connected once the element is defined, in a task whose first-render budget is
 * spent: its elements wait for a later task, defined but marked `data-ib-deferred`, without a
 * shadow root. upgrade.css gives them the look they had before the definition.
 */
async function expectDeferredLookAsBefore(upgrade: UpgradeCase, beforeUpgrade: string[]) {
  const root = document.createElement('div');
  root.innerHTML = `${upgrade.markup}<p id="after">Text below the block.</p>`;
  const eater = document.createElement('ib-budget-eater');
  document.body.append(eater, root);
  if (upgrade.hash) {
    // `:target` is the element the last navigation found: navigate again to find the copy.
    location.hash = '';
    location.hash = upgrade.hash;
  }
  try {
    const elements = [
      ...root.querySelectorAll<HTMLElement & { updateComplete?: Promise<void> }>(upgrade.tag),
    ];
    expect(elements.map((el) => el.hasAttribute('data-ib-deferred'))).to.deep.equal(
      elements.map(() => true),
    );
    expect(layoutOf(root, measuredNodes(upgrade, root)), 'deferred').to.deep.equal(beforeUpgrade);
    await Promise.all(elements.map((el) => el.updateComplete));
  } finally {
    eater.remove();
    root.remove();
  }
}

describe('upgrade.css: nothing moves when an element upgrades', () => {
  for (const upgrade of cases) {
    it(upgrade.name, async () => {
      await setViewport({ width: upgrade.width ?? 1000, height: 700 });
      expect(customElements.get(upgrade.tag), `${upgrade.tag} not defined yet`).to.equal(undefined);
      const root = document.createElement('div');
      root.innerHTML = `${upgrade.markup}<p id="after">Text below the block.</p>`;
      document.body.append(root);
      if (upgrade.hash) location.hash = upgrade.hash;
      const network = upgrade.answers && stubFetch(upgrade.answers);
      try {
        const nodes = measuredNodes(upgrade, root);
        const beforeUpgrade = layoutOf(root, nodes);
        await frames(2); // painted as the template is, before the upgrade
        const shifts = countShifts();
        const afterwards = upgrade.afterwards?.(root);
        await upgrade.load();
        const elements = [
          ...root.querySelectorAll<HTMLElement & { updateComplete?: Promise<void> }>(upgrade.tag),
        ];
        await Promise.all(elements.map((el) => el.updateComplete));
        expect(nodes.map((node) => node.localName)).to.include('p'); // the paragraph after the block
        expect(layoutOf(root, nodes)).to.deep.equal(beforeUpgrade);
        if (!afterwards) expect(await shifts(), 'layout shift the browser reports').to.equal(0);
        if (afterwards) {
          await afterwards;
          await settle(elements[0]);
          expect(layoutOf(root, nodes)).to.deep.equal(beforeUpgrade);
        }
        root.remove(); // the copy below takes its place
        await expectDeferredLookAsBefore(upgrade, beforeUpgrade);
      } finally {
        network?.restore();
        root.remove();
        if (upgrade.hash) location.hash = '';
      }
    });
  }
});

describe('upgrade.css: the light-DOM rules are the element’s own', () => {
  const text = async (url: string) => (await fetch(url)).text();
  const rules = async (css: string) => {
    const sheet = new CSSStyleSheet();
    await sheet.replace(css);
    return [...sheet.cssRules].map((rule) => rule.cssText);
  };
  // The sheets each element adopts into the page, whose look it has before the upgrade too.
  const sheets = [
    { tag: 'ib-form', sheet: '/elements/form/form-fields.css', least: 12 },
    { tag: 'ib-share', sheet: '/elements/share/share-light.css', least: 1 },
    { tag: 'ib-top-bar', sheet: '/elements/top-bar/top-bar-light.css', least: 2 },
  ];
  for (const { tag, sheet, least } of sheets) {
    it(`has every rule of ${sheet}, for the element before it is defined`, async () => {
      const adopted = await rules(await text(sheet));
      const upgrade = await rules(await text('/__ib/upgrade.css'));
      expect(adopted.length).to.be.at.least(least);
      for (const rule of adopted) {
        expect(upgrade, rule.slice(0, 80)).to.include(
          rule.replaceAll(
            `:where(${tag})`,
            `:where(${tag}:is(:not(:defined), [data-ib-deferred]))`,
          ),
        );
      }
    });
  }
});
