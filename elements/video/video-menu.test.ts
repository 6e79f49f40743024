// The settings menu: on a right-to-left page it mirrors (it is read like text) while the control bar
// and the timeline keep running left to right; on a short player it scrolls inside the player
// instead of being cut off at the top.
import { expect } from '@open-wc/testing';
import { fixture, fixtureCleanup, frames, until } from '../../packages/test-utils/index.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES, MP4, playerReady, videoOf } from './test-support.ts';

afterEach(() => fixtureCleanup());

const CAPTIONS = JSON.stringify([
  { textContent: 'WEBVTT\n\n00:00.000 --> 00:01.000\nمرحبا', name: 'العربية', languageCode: 'ar' },
  { textContent: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello', name: 'English', languageCode: 'en' },
  { textContent: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo', name: 'Deutsch', languageCode: 'de' },
]);

/** A player `width` px wide inside `<div dir>`, its metadata in, with its settings menu open. */
async function openMenu(dir: 'ltr' | 'rtl', width: number) {
  const wrapper = await fixture<HTMLDivElement>(`
    <div dir="${dir}" lang="${dir === 'rtl' ? 'ar' : 'en'}">
      <ib-video src="${MP4}" muted controls label="Tour" style="width: ${width}px">
        <script type="application/json" slot="captions">${CAPTIONS}</script>
      </ib-video>
    </div>`);
  const el = wrapper.querySelector<IbVideo>('ib-video')!;
  await playerReady(el);
  await until(
    () => videoOf(el).readyState >= 1,
    MEDIA_FRAMES,
    () => 'metadata',
  );
  const root = el.shadowRoot!;
  root.querySelector<HTMLElement>('.plyr__controls button[data-plyr="settings"]')!.click();
  await until(
    () => root.querySelector('.plyr__menu__container:not([hidden])'),
    MEDIA_FRAMES,
    () => 'the settings menu',
  );
  await frames(2);
  return { el, root };
}

const rectOf = (element: Element) => element.getBoundingClientRect();
/** Where a menu item's label text and its value text (inside the label's span, after the text) are drawn. */
function textsOf(item: Element) {
  const drawn = (select: (range: Range) => void) => {
    const range = document.createRange();
    select(range);
    return range.getBoundingClientRect();
  };
  return {
    label: drawn((range) => range.selectNode(item.querySelector('span')!.firstChild!)),
    value: drawn((range) => range.selectNodeContents(item.querySelector('.plyr__menu__value')!)),
  };
}
const pseudo = (element: Element, which: '::before' | '::after') =>
  getComputedStyle(element, which);

describe('ib-video settings menu, right to left', () => {
  it('mirrors the menu: label on the right, value on the left, the forward arrow at the left edge', async () => {
    const { root } = await openMenu('rtl', 640);
    const item = root.querySelector(
      '.plyr__menu__container [role="menu"] .plyr__control--forward',
    )!;
    const { label, value } = textsOf(item);
    expect(value.right, 'the value left of the label').to.be.below(label.left);
    const arrow = pseudo(item, '::after');
    // The arrow is a border triangle: its coloured side points the way it goes.
    expect(arrow.borderLeftColor, 'no rightward triangle').to.equal('rgba(0, 0, 0, 0)');
    expect(arrow.borderRightColor, 'a leftward triangle').not.to.equal('rgba(0, 0, 0, 0)');
    expect(parseFloat(arrow.left), 'at the left edge').to.be.below(rectOf(item).width / 2);
  });

  it('mirrors a submenu: its back arrow on the right pointing right, the radio marks on the right', async () => {
    const { root } = await openMenu('rtl', 640);
    root
      .querySelector<HTMLElement>('.plyr__menu__container [role="menu"] .plyr__control--forward')!
      .click();
    const pane = await (async () => {
      await until(
        () =>
          [...root.querySelectorAll('.plyr__menu__container [id$="-captions"]')].some(
            (node) => !(node as HTMLElement).hidden,
          ),
        MEDIA_FRAMES,
        () => 'the captions pane',
      );
      return [
        ...root.querySelectorAll<HTMLElement>('.plyr__menu__container [id$="-captions"]'),
      ].find((node) => !node.hidden)!;
    })();
    const back = pane.querySelector('.plyr__control--back')!;
    const backArrow = pseudo(back, '::after');
    expect(backArrow.borderRightColor, 'no leftward triangle').to.equal('rgba(0, 0, 0, 0)');
    expect(backArrow.borderLeftColor, 'a rightward triangle').not.to.equal('rgba(0, 0, 0, 0)');
    expect(parseFloat(backArrow.right), 'at the right edge').to.be.below(rectOf(back).width / 2);

    const radio = pane.querySelector('[role="menuitemradio"]')!;
    expect(
      parseFloat(pseudo(radio, '::before').marginLeft),
      'the mark has its gap on its left',
    ).to.be.above(0);
    expect(getComputedStyle(radio).direction).to.equal('rtl');
    const text = radio.querySelector('span')!;
    expect(rectOf(text).right, 'the text right of centre, next to the mark').to.be.above(
      rectOf(radio).left + rectOf(radio).width / 2,
    );
  });

  it('keeps the control bar and the timeline left to right', async () => {
    const { root } = await openMenu('rtl', 640);
    const play = root.querySelector('.plyr__controls [data-plyr="play"]')!;
    const progress = root.querySelector('.plyr__controls .plyr__progress__container')!;
    const fullscreen = root.querySelector('.plyr__controls [data-plyr="fullscreen"]')!;
    expect(rectOf(play).right).to.be.at.most(rectOf(progress).left);
    expect(rectOf(progress).right).to.be.at.most(rectOf(fullscreen).left);
    expect(
      getComputedStyle(root.querySelector('.plyr__controls input[data-plyr="seek"]')!).direction,
    ).to.equal('ltr');
  });

  it('is not mirrored on a left-to-right page', async () => {
    const { root } = await openMenu('ltr', 640);
    const item = root.querySelector(
      '.plyr__menu__container [role="menu"] .plyr__control--forward',
    )!;
    const { label, value } = textsOf(item);
    expect(value.left, 'the value right of the label').to.be.above(label.right);
    expect(pseudo(item, '::after').borderRightColor).to.equal('rgba(0, 0, 0, 0)');
  });
});

describe('ib-video settings menu on a short player', () => {
  it('stays inside a 320 px player (about 180 px tall), the captions back button included, and scrolls', async () => {
    const { el, root } = await openMenu('ltr', 320);
    root
      .querySelector<HTMLElement>('.plyr__menu__container [role="menu"] .plyr__control--forward')!
      .click();
    await until(
      () =>
        [...root.querySelectorAll<HTMLElement>('.plyr__menu__container [id$="-captions"]')].some(
          (node) => !node.hidden,
        ),
      MEDIA_FRAMES,
      () => 'the captions pane',
    );
    await frames(30); // Plyr animates the pane's height for 0.35 s
    const host = rectOf(el);
    const back = [...root.querySelectorAll<HTMLElement>('.plyr__menu__container [id$="-captions"]')]
      .find((node) => !node.hidden)!
      .querySelector('.plyr__control--back')!;
    expect(rectOf(back).top, 'the back button below the top of the player').to.be.at.least(
      host.top,
    );
    const menu = rectOf(root.querySelector('.plyr__menu__container')!);
    expect(menu.top, 'the menu inside the player').to.be.at.least(host.top);
    const pane = root.querySelector<HTMLElement>('.plyr__menu__container > div')!;
    expect(pane.scrollHeight, 'the rest scrolls').to.be.above(pane.clientHeight);
  });
});
