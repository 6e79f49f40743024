// One markup per element of the library, and what to do with it once it has rendered: the leak
// test cycles them, the language check renders them in German. `load` imports the element only
// when a test asks, so a probe installed before that sees its module-level listeners too.
export type Ready = HTMLElement & { updateComplete: Promise<void>; open?: boolean };

/** Waits (up to 120 frames) until a lazily loaded vendor object appears on the element. */
export async function untilSet(el: Ready, property: string) {
  for (
    let frame = 0;
    frame < 120 && !(el as unknown as Record<string, unknown>)[property];
    frame += 1
  ) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export const elementCases: Array<{
  tag: string;
  load: () => Promise<unknown>;
  markup: string;
  exercise?: (el: Ready) => Promise<void> | void;
}> = [
  {
    tag: 'ib-accordion',
    load: () => import('../../elements/accordion/ib-accordion.ts'),
    markup:
      '<ib-accordion close-others><details><summary>A</summary>a</details><details><summary>B</summary>b</details></ib-accordion>',
  },
  {
    tag: 'ib-modal',
    load: () => import('../../elements/modal/ib-modal.ts'),
    markup: '<ib-modal id="leak-modal" label="Leak"><p>Body</p></ib-modal>',
    exercise: async (el) => {
      el.open = true; // scroll lock, document listeners, dialog
      await el.updateComplete;
    },
  },
  {
    tag: 'ib-tooltip',
    load: () => import('../../elements/tooltip/ib-tooltip.ts'),
    markup: '<ib-tooltip content="Tip"><button>Term</button></ib-tooltip>',
  },
  {
    tag: 'ib-footer',
    load: () => import('../../elements/footer/ib-footer.ts'),
    markup: '<ib-footer><section><h2>Products</h2><ul><li>SMS</li></ul></section></ib-footer>',
  },
  {
    tag: 'ib-tabs',
    load: () => import('../../elements/tabs/ib-tabs.ts'),
    markup:
      '<ib-tabs><button slot="tab">A</button><section slot="panel">a</section><button slot="tab">B</button><section slot="panel">b</section></ib-tabs>',
  },
  {
    tag: 'ib-range',
    load: () => import('../../elements/range/ib-range.ts'),
    markup: '<ib-range name="r" min="0" max="10" value="5" label="R"></ib-range>',
  },
  {
    tag: 'ib-squircle',
    load: () => import('../../elements/squircle/ib-squircle.ts'),
    markup: '<ib-squircle radius="20"><p>Box</p></ib-squircle>',
  },
  {
    tag: 'ib-featured-content',
    load: () => import('../../elements/featured-content/ib-featured-content.ts'),
    markup:
      '<ib-featured-content><article data-type="a">1</article><article data-type="b">2</article></ib-featured-content>',
  },
  {
    tag: 'ib-consent-gate',
    load: () => import('../../elements/consent/ib-consent-gate.ts'),
    markup:
      '<ib-consent-gate category="marketing" provider="YouTube"><template><p>Video</p></template></ib-consent-gate>',
  },
  {
    tag: 'ib-course-gate',
    load: () => import('../../elements/course/ib-course-gate.ts'),
    markup:
      '<ib-course-gate mode="showIfNotViewed" course-id="12"><p>Start the course</p></ib-course-gate>',
  },
  {
    tag: 'ib-analytics',
    load: () => import('../../elements/analytics/ib-analytics.ts'),
    // Window listeners (captcha, consent), the page-view push and the traffic-type lookup.
    markup: '<ib-analytics></ib-analytics>',
  },
  {
    tag: 'ib-course-tracker',
    load: () => import('../../elements/course/ib-course-tracker.ts'),
    markup: '<ib-course-tracker course-id="12"></ib-course-tracker>',
  },
  {
    tag: 'ib-top-bar',
    load: () => import('../../elements/top-bar/ib-top-bar.ts'),
    markup:
      '<ib-top-bar><a data-login href="/login">Log in</a><span data-username hidden></span><a data-logout href="/logout" hidden>Log out</a></ib-top-bar>',
    exercise: async (el) => {
      (el as Ready & { auth?: object }).auth = {
        state: 'loggedIn',
        helperEnabled: true,
        debug: 'loggedIn',
      }; // a pending debug timer
      await el.updateComplete;
    },
  },
  {
    tag: 'ib-scroll-link',
    load: () => import('../../elements/scroll-link/ib-scroll-link.ts'),
    markup: '<ib-scroll-link><a href="#leak-target">Go</a></ib-scroll-link>',
  },
  {
    tag: 'ib-share',
    load: () => import('../../elements/share/ib-share.ts'),
    markup:
      '<ib-share url="https://example.com/"><ul><li><a data-share="native" href="#">Share</a></li><li><a data-share="linkedin" href="#">LinkedIn</a></li></ul></ib-share>',
  },
  {
    tag: 'ib-personal-card',
    load: () => import('../../elements/personal-card/ib-personal-card.ts'),
    markup:
      '<ib-personal-card><button data-open>Open</button><div data-panel><button data-close>Close</button></div></ib-personal-card>',
    exercise: (el) => el.querySelector<HTMLElement>('[data-open]')!.click(),
  },
  {
    tag: 'ib-form',
    load: () => import('../../elements/form/ib-form.ts'),
    markup:
      '<ib-form><form action="/api/forms/contact"><label>Email <input name="email" type="email" required></label><button>Send</button></form></ib-form>',
    exercise: (el) => el.querySelector('form')!.requestSubmit(), // invalid: shows a message, sends nothing
  },
  {
    tag: 'ib-crm-widget',
    load: () => import('../../elements/crm-widget/ib-crm-widget.ts'),
    markup:
      '<ib-crm-widget storage-key="leak-test"><script type="application/json">[{"id":"a","name":"A","text":"Hi {{1}}"}]</script></ib-crm-widget>',
  },
  {
    tag: 'ib-academy-visibility',
    load: () => import('../../elements/academy-visibility/ib-academy-visibility.ts'),
    markup:
      '<ib-academy-visibility><p data-show-when="logged-in" hidden>In</p><p data-show-when="logged-out" hidden>Out</p></ib-academy-visibility>',
  },
  {
    tag: 'ib-search-popover',
    load: () =>
      Promise.all([
        import('../../elements/search/ib-search-popover.ts'),
        import('../../elements/search/ib-search-trigger.ts'),
      ]),
    markup: '<ib-search-popover></ib-search-popover>',
    exercise: async (el) => {
      el.open = true; // follows the navbar: window listeners, a ResizeObserver, the focus timer
      await el.updateComplete;
    },
  },
  {
    tag: 'ib-search-trigger',
    load: () => import('../../elements/search/ib-search-trigger.ts'),
    markup:
      '<ib-search-trigger scope="resources"><button type="button">Search</button></ib-search-trigger>',
  },
  {
    tag: 'ib-search',
    load: () => import('../../elements/search/ib-search.ts'),
    markup: '<ib-search endpoint="/__leak-test-search"></ib-search>',
  },
  {
    tag: 'ib-toc',
    load: () => import('../../elements/toc/ib-toc.ts'),
    markup:
      '<ib-toc for="leak-toc-article"></ib-toc><article id="leak-toc-article"><h1>Title</h1><h2>Section</h2></article>',
  },
  {
    tag: 'ib-code-block',
    load: () => import('../../elements/code-block/ib-code-block.ts'),
    markup:
      '<ib-code-block variable="a"><pre data-language="javascript" data-title="JS">1</pre><pre data-language="python" data-title="Python">1</pre></ib-code-block>',
  },
  {
    tag: 'ib-animated-text',
    load: () => import('../../elements/animated-text/ib-animated-text.ts'),
    markup: '<ib-animated-text><span>One</span><span>Two</span></ib-animated-text>',
  },
  {
    tag: 'ib-parallax',
    load: () => import('../../elements/parallax/ib-parallax.ts'),
    markup: '<ib-parallax speed="0.5"><div>Layer</div></ib-parallax>',
  },
  {
    tag: 'ib-reveal',
    load: () => import('../../elements/reveal/ib-reveal.ts'),
    markup: '<ib-reveal threshold="half"><p>Reveal</p></ib-reveal>',
  },
  {
    tag: 'ib-navbar',
    load: () => import('../../elements/navbar/ib-navbar.ts'),
    markup:
      '<ib-navbar><nav aria-label="Main"><button data-mobile-toggle>Menu</button><div data-mobile-menu><button data-dropdown-trigger>Products</button><div data-dropdown><a href="#a">A</a></div><ul data-top-links><li><a href="#b">B</a></li></ul></div></nav></ib-navbar>',
    exercise: (el) => {
      el.querySelector<HTMLElement>('[data-mobile-toggle]')!.click();
      el.querySelector<HTMLElement>('[data-dropdown-trigger]')!.click();
    },
  },
  {
    tag: 'ib-subnav',
    load: () => import('../../elements/subnav/ib-subnav.ts'),
    markup:
      '<ib-subnav variant="simple-bottom-center"><nav aria-label="Sub"><a href="#a">A</a><button data-dropdown-trigger>More</button><div data-dropdown><a href="#b">B</a></div></nav></ib-subnav>',
    exercise: (el) => el.querySelector<HTMLElement>('[data-dropdown-trigger]')!.click(),
  },
  {
    tag: 'ib-language-picker',
    load: () => import('../../elements/language-picker/ib-language-picker.ts'),
    markup:
      '<ib-language-picker><ul><li><a href="/en/" hreflang="en">English</a></li><li><a href="/de/" hreflang="de">Deutsch</a></li></ul></ib-language-picker>',
    exercise: (el) => el.querySelector<HTMLElement>('button')!.click(),
  },
  {
    // Off screen, so no player is built: built players are covered by elements/video/video-leak.test.ts
    // (their teardown runs 200 ms after removal, longer than this file's settle).
    tag: 'ib-video',
    load: () => import('../../elements/video/ib-video.ts'),
    markup: '<ib-video src="/fixtures/media/clip.mp4" muted style="margin-top:300vh"></ib-video>',
  },
  {
    tag: 'ib-video-testimonial',
    load: () => import('../../elements/video/ib-video-testimonial.ts'),
    markup:
      '<ib-video-testimonial><button type="button" data-video-url="/fixtures/media/clip.mp4">Watch</button></ib-video-testimonial>',
  },
  {
    tag: 'ib-glossary',
    load: () => import('../../elements/glossary/ib-glossary.ts'),
    markup:
      '<ib-glossary><section data-letter="A"><h2>A</h2><article data-term id="leak-api"><h3>API</h3><p>Interface.</p></article></section></ib-glossary>',
    exercise: (el) => el.querySelector<HTMLButtonElement>('[data-ib-glossary-toggle]')?.click(),
  },
  {
    tag: 'ib-map',
    load: () => import('../../elements/map/ib-map.ts'),
    markup:
      '<ib-map><svg viewBox="0 0 10 10"><path data-region="eu" data-label="Europe" d="M0 0h5v5z"></path></svg><section data-region-panel="eu">EU</section></ib-map>',
    exercise: (el) => {
      el.querySelector('[data-region]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    },
  },
  {
    tag: 'ib-pricing-table',
    load: () => import('../../elements/pricing-table/ib-pricing-table.ts'),
    markup:
      '<ib-pricing-table><table><thead><tr><th>Country</th><th>SMS</th></tr></thead><tbody><tr><th scope="row">Germany</th><td>€0.07</td></tr><tr data-details><td colspan="2">Details</td></tr></tbody></table></ib-pricing-table>',
    exercise: (el) => el.querySelector<HTMLButtonElement>('[data-ib-pricing-toggle]')?.click(),
  },
  {
    tag: 'ib-carousel',
    load: () => import('../../elements/carousel/ib-carousel.ts'),
    markup:
      '<ib-carousel loop controls dots variant="fade"><div>A</div><div>B</div><div>C</div></ib-carousel>',
    exercise: (el) => untilSet(el, 'emblaApi'),
  },
  {
    tag: 'ib-auto-scroll-carousel',
    load: () => import('../../elements/auto-scroll-carousel/ib-auto-scroll-carousel.ts'),
    markup:
      '<ib-auto-scroll-carousel style="--ib-auto-scroll-carousel-height: 100px"><button type="button" data-toggle></button><div style="height:60px">A</div><div style="height:60px">B</div><div style="height:60px">C</div><div style="height:60px">D</div></ib-auto-scroll-carousel>',
    exercise: (el) => untilSet(el, 'emblaApi'),
  },
  {
    tag: 'ib-lottie',
    load: async () => {
      await import('../../elements/lottie/ib-lottie.ts');
      await (await import('../../elements/lottie/load-lottie.ts')).loadLottie('svg');
      await new Promise((resolve) => setTimeout(resolve, 150)); // lottie-web's module-level readyState interval ends
    },
    // 20 at a time, stacked: 30 px each keeps them all within the players' 200 px look-ahead.
    markup:
      '<ib-lottie src="/fixtures/animation/box.json" autoplay loop style="width:30px;height:30px"></ib-lottie>',
    exercise: (el) => untilSet(el, 'animation'),
  },
  {
    tag: 'ib-rive',
    load: () => import('../../elements/rive/ib-rive.ts'),
    // As ib-lottie: 30 px each, so 20 stacked are all within the 200 px look-ahead.
    markup:
      '<ib-rive src="/fixtures/animation/box.riv" wasm-url="/node_modules/@rive-app/canvas/rive.wasm" state-machine="Main" autoplay style="width:30px;height:30px"></ib-rive>',
    exercise: (el) => untilSet(el, 'rive'),
  },
];
