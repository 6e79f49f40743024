// The demo's light/dark switch. tokens.css follows the visitor's system preference on its own;
// a choice made with the header's button is kept in localStorage and set as tokens.css's
// `.ib-theme-dark` / `.ib-theme-light` class on <html>. Choosing what the system already shows
// forgets the choice, so the page follows the system again. Loaded as a classic script in <head>
// (a file, for the page's Content-Security-Policy) so a stored choice applies before first paint.
(() => {
  const key = 'ib-demo-theme';
  const root = document.documentElement;
  const system = matchMedia('(prefers-color-scheme: dark)');

  const read = () => {
    try {
      const value = localStorage.getItem(key);
      return value === 'dark' || value === 'light' ? value : null;
    } catch {
      return null; // storage blocked: follow the system
    }
  };
  const write = (value) => {
    try {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  };

  const apply = (choice) => {
    root.classList.toggle('ib-theme-dark', choice === 'dark');
    root.classList.toggle('ib-theme-light', choice === 'light');
  };
  const isDark = () => (read() ?? (system.matches ? 'dark' : 'light')) === 'dark';

  apply(read());

  // Icons built node by node: the page enforces Trusted Types, so no markup strings.
  const svgNs = 'http://www.w3.org/2000/svg';
  const icon = (shapes) => {
    const svg = document.createElementNS(svgNs, 'svg');
    const attributes = {
      viewBox: '0 0 24 24',
      width: '20',
      height: '20',
      'aria-hidden': 'true',
      focusable: 'false',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
    };
    for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
    for (const [tag, shape] of shapes) {
      const node = document.createElementNS(svgNs, tag);
      for (const [name, value] of Object.entries(shape)) node.setAttribute(name, value);
      svg.append(node);
    }
    return svg;
  };
  const moon = () => icon([['path', { d: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z' }]]);
  const sun = () =>
    icon([
      ['circle', { cx: '12', cy: '12', r: '4' }],
      [
        'path',
        {
          d: 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
        },
      ],
    ]);

  // The demo's own button speaks the languages its pages come in (the blocks bring their own catalogs).
  const WORDS = {
    en: {
      name: 'Dark theme',
      toLight: 'Switch to the light theme',
      toDark: 'Switch to the dark theme',
    },
    de: {
      name: 'Dunkles Design',
      toLight: 'Zum hellen Design wechseln',
      toDark: 'Zum dunklen Design wechseln',
    },
    ar: {
      name: 'المظهر الداكن',
      toLight: 'التبديل إلى المظهر الفاتح',
      toDark: 'التبديل إلى المظهر الداكن',
    },
  };
  const words = WORDS[document.documentElement.lang.split('-')[0]] ?? WORDS.en;

  function createButton() {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'theme-toggle';
    // One name, its state in aria-pressed; the icon shows what a press switches to.
    button.setAttribute('aria-label', words.name);
    const show = () => {
      const dark = isDark();
      button.setAttribute('aria-pressed', String(dark));
      button.title = dark ? words.toLight : words.toDark;
      // The name shows beside the icon in the phone's flyout (site.css hides it on the bar).
      const label = Object.assign(document.createElement('span'), {
        className: 'theme-toggle__label',
        textContent: words.name,
      });
      label.setAttribute('aria-hidden', 'true');
      button.replaceChildren(dark ? sun() : moon(), label);
    };
    button.addEventListener('click', () => {
      const next = isDark() ? 'light' : 'dark';
      write(next === (system.matches ? 'dark' : 'light') ? null : next);
      apply(read());
      show();
    });
    system.addEventListener('change', show);
    show();
    return button;
  }

  // In place as soon as the parser has read the header's slot for it (demo/layout/header.html: in
  // the navbar's menu, so on a phone it is in the flyout and from 1024 px beside the call to
  // action). A mutation callback runs before the browser next paints, so the header is never drawn
  // without the button (which would then push its neighbours aside: a layout shift).
  const tryToAdd = () => {
    const slot = document.querySelector('[data-theme-toggle]');
    if (!slot) return false;
    slot.append(createButton());
    slot.hidden = false;
    return true;
  };
  if (!tryToAdd() && document.readyState === 'loading') {
    const observer = new MutationObserver(() => tryToAdd() && observer.disconnect());
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
  }
})();
