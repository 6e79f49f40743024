// The demo's light/dark switch. tokens.css follows the visitor's system preference on its own;
// a choice made with the header button is kept in localStorage and set as tokens.css's
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
    const attributes = { viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true', focusable: 'false', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round' };
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
      ['path', { d: 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4' }],
    ]);

  /**
   * Where the button goes: in the header's source where the header shows it, so Tab reaches it in
   * the order the eye does (no CSS `order`). A plain header has it beside the brand on a phone (the
   * links wrap below) and at the end of the bar from 48rem; the navigation page's <ib-navbar> has
   * it before the menu button below 1024 px (the flyout follows its button) and at the end of the
   * bar once the menu is inline. Returns whether it could be placed: false until the parser has
   * read the neighbour this width needs.
   */
  const wideNavbar = matchMedia('(min-width: 1024px)');
  const widePlain = matchMedia('(min-width: 48rem)');
  function place(header, button) {
    const navbar = Boolean(header.closest('ib-navbar'));
    const before = navbar && !wideNavbar.matches;
    const neighbour = navbar
      ? header.querySelector(before ? '[data-mobile-toggle]' : '[data-mobile-menu]')
      : header.querySelector(widePlain.matches ? '.site-nav' : '.brand');
    if (!neighbour) return false;
    if ((before ? neighbour.previousElementSibling : neighbour.nextElementSibling) === button) return true;
    const hadFocus = document.activeElement === button;
    if (before) neighbour.before(button);
    else neighbour.after(button);
    if (hadFocus) button.focus(); // moving a node drops its focus
    return true;
  }

  // The demo's own button speaks the languages its pages come in (the blocks bring their own catalogs).
  const WORDS = {
    en: { name: 'Dark theme', toLight: 'Switch to the light theme', toDark: 'Switch to the dark theme' },
    de: { name: 'Dunkles Design', toLight: 'Zum hellen Design wechseln', toDark: 'Zum dunklen Design wechseln' },
    ar: { name: 'المظهر الداكن', toLight: 'التبديل إلى المظهر الفاتح', toDark: 'التبديل إلى المظهر الداكن' },
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
      button.replaceChildren(dark ? sun() : moon());
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

  // In place as soon as the parser has read its neighbour: a mutation callback runs before the
  // browser next paints, so the header is never drawn without the button (which would then push
  // its links aside: a layout shift on a slow connection). It moves when the width crosses a
  // breakpoint where the header shows it elsewhere.
  let button = null;
  const tryToAdd = () => {
    const header = document.querySelector('.site-header__inner');
    if (!header) return false;
    button ??= createButton();
    if (!place(header, button)) return false;
    const follow = () => place(header, button);
    wideNavbar.addEventListener('change', follow);
    widePlain.addEventListener('change', follow);
    return true;
  };
  if (!tryToAdd() && document.readyState === 'loading') {
    const observer = new MutationObserver(() => tryToAdd() && observer.disconnect());
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
  }
})();
