// Every element rendered in German shows and says no English text of the catalogs: each element
// case (its folder's <folder>.cases.ts) in `<div lang="de">`, its shadow root's text and accessible names (and
// the names it gives its light-DOM children) against every English string of packages/i18n/en.ts
// that German says otherwise. One check for all elements, not a list per element.
import * as english from '../../packages/i18n/en.ts';
import german from '../../packages/i18n/locales/de.ts';
import { expect, settle, type Ready } from '../../packages/test-utils/index.ts';
import elementCases from 'virtual:ib-element-cases';

type Text = string | Record<string, string>;

/** `'{count} results'` -> /^\s*\S+ results\s*$/: a filled-in English text, whatever its (one-word) values. */
const asPattern = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\S+')}\\s*$`);

/** The English texts that German writes differently, as patterns, with their keys. */
const englishOnly: { key: string; pattern: RegExp }[] = Object.entries(
  english as unknown as Record<string, Record<string, Text>>,
).flatMap(([block, strings]) =>
  Object.entries(strings).flatMap(([key, text]) => {
    const translated = (german as unknown as Record<string, Record<string, Text>>)[block]?.[key];
    const forms = typeof text === 'string' ? [text] : Object.values(text);
    const same = (form: string) =>
      (typeof translated === 'string' ? [translated] : Object.values(translated ?? {})).includes(
        form,
      );
    return forms
      .filter((form) => !same(form) && /[a-z]{2}/i.test(form.replace(/\{\w+\}/g, '')))
      .map((form) => ({ key: `${block}.${key}`, pattern: asPattern(form) }));
  }),
);

const NAMED = [
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-roledescription',
  'aria-valuetext',
];

/** What a visitor reads or hears from the element itself: its shadow tree's texts and names. */
function shownTexts(el: Element, authored: string): string[] {
  const texts: string[] = [];
  const visit = (root: ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.parentElement?.closest('style, script')) continue;
        texts.push(node.textContent ?? '');
      } else {
        const element = node as Element;
        for (const name of NAMED)
          if (element.hasAttribute(name)) texts.push(element.getAttribute(name)!);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    }
  };
  if (el.shadowRoot) visit(el.shadowRoot);
  // Names the element gives its light-DOM children (a slide's "1 of 3"), not the author's own.
  for (const child of el.querySelectorAll('*')) {
    for (const name of NAMED) {
      const value = child.getAttribute(name);
      if (value && !authored.includes(`"${value}"`)) texts.push(value);
    }
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

describe('every element in German shows no English catalog text', () => {
  for (const { tag, load, markup, exercise } of elementCases) {
    it(tag, async () => {
      await load();
      const host = document.createElement('div');
      host.lang = 'de';
      host.innerHTML = markup;
      document.body.append(host);
      try {
        const el = host.firstElementChild as Ready;
        await el.updateComplete;
        await exercise?.(el);
        await settle(el, 4);
        const english = shownTexts(el, markup).flatMap((text) =>
          englishOnly
            .filter(({ pattern }) => pattern.test(text))
            .map(({ key }) => `${key}: "${text}"`),
        );
        expect(english, `English text in <${tag}> on a German page`).to.deep.equal([]);
      } finally {
        host.remove();
      }
    });
  }

  it('the check sees English: the same modal in English fails it', async () => {
    const modal = elementCases.find(({ tag }) => tag === 'ib-modal')!;
    await modal.load();
    const host = document.createElement('div');
    host.lang = 'en';
    host.innerHTML = modal.markup;
    document.body.append(host);
    try {
      const el = host.firstElementChild as Ready;
      await el.updateComplete;
      expect(
        shownTexts(el, modal.markup).some((text) =>
          englishOnly.some(({ pattern }) => pattern.test(text)),
        ),
      ).to.equal(true);
    } finally {
      host.remove();
    }
  });
});
