// Wires the picker's light DOM: the trigger button (the template's, or one created when missing),
// the list of links (each given both `lang` and `hreflang`), `aria-current` on the current one.
// `release()` puts back exactly what the template had.
import { fillLabel } from '../../packages/core/labels.ts';
import { reportError } from '../../packages/core/report.ts';
import { currentLanguageIndex, linkLanguage } from './languages.ts';

export interface PickerWiring {
  trigger: HTMLElement;
  panel: HTMLElement;
  release: () => void;
}

const TRIGGER = ':scope > button, :scope > [data-trigger]';
const PANEL = ':scope > [data-dropdown], :scope > ul, :scope > ol, :scope > nav';

/** `label`: what the button is for; `nameTemplate`: the button's name, `{language}` its visible text ("Language: {language}"). */
export function wirePicker(
  host: HTMLElement,
  current: string,
  label: string,
  nameTemplate: string,
): PickerWiring | undefined {
  const panel = host.querySelector<HTMLElement>(PANEL);
  if (!panel) {
    reportError(
      host,
      new Error(
        '<ib-language-picker> needs a list of language links (a child ul, ol, nav or [data-dropdown]).',
      ),
    );
    return undefined;
  }
  const undo: Array<() => void> = [];
  const set = (element: Element, name: string, value: string) => {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    undo.push(() =>
      before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
    );
  };

  const links = [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const languages = links.map(linkLanguage);
  links.forEach((link, index) => {
    const language = languages[index];
    if (!language)
      return reportError(
        host,
        new Error(`Language link "${link.textContent?.trim()}" has no hreflang or lang.`),
      );
    if (!link.hasAttribute('hreflang')) set(link, 'hreflang', language);
    if (!link.hasAttribute('lang')) set(link, 'lang', language); // read aloud in its own language
  });
  const currentIndex = currentLanguageIndex(languages, current);
  links.forEach((link, index) => {
    if (index === currentIndex) set(link, 'aria-current', 'true');
    else if (link.getAttribute('aria-current') === 'true') set(link, 'aria-current', 'false');
  });

  let trigger = host.querySelector<HTMLElement>(TRIGGER);
  if (!trigger) {
    const created = document.createElement('button');
    created.type = 'button';
    created.setAttribute('data-ib-language-trigger', '');
    created.textContent = links[currentIndex]?.textContent?.trim() || label;
    host.prepend(created);
    undo.push(() => created.remove());
    trigger = created;
  }
  // "Language: Deutsch": says what the button is for and keeps its visible text in the name.
  const text = trigger.textContent?.trim() ?? '';
  if (
    !trigger.hasAttribute('aria-label') &&
    !trigger.hasAttribute('aria-labelledby') &&
    text !== label
  ) {
    set(trigger, 'aria-label', text ? fillLabel(nameTemplate, { language: text }) : label);
  }
  return {
    trigger,
    panel,
    release: () => {
      for (const step of undo.reverse()) step();
      undo.length = 0;
    },
  };
}
