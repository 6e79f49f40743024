// Runs IN THE PAGE (handed to playwright's page.evaluate, so it must not close over anything in
// this module). The `inner-scroll` layout guard: a box inside an ib-* element that scrolls down
// (overflow-y auto or scroll) and hides more than a few pixels of its content below its bottom
// edge. A visitor scrolling the page past it never learns that more rows sit inside (the pricing
// table hid 30 of 40 countries so). Blocks let their content grow with the page instead. Allowed:
// popups whose scrolling is expected (a listbox, a menu, a tree, a dialog, a log, and what is
// inside one; `select` and `textarea`), and a scroller that fades its content out with a CSS mask.
// Returns [{ check: 'inner-scroll', element, detail }].
export function inspectInnerScroll() {
  /** More hidden than this (px) counts: rounding and a focus ring's room do not. */
  const TOLERANCE = 8;
  const ALLOWED_ROLES = ['listbox', 'menu', 'tree', 'dialog', 'alertdialog', 'log'];
  const composedParent = (el) =>
    el.parentElement ?? (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);
  const ibHost = (el) => {
    for (let node = composedParent(el); node; node = composedParent(node))
      if (node.localName.startsWith('ib-')) return node;
    return null;
  };
  const name = (el) =>
    `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')}`;
  const describe = (el, host) =>
    `${host.localName}${el.getRootNode() === host.shadowRoot ? '::shadow' : ''} › ${name(el)}`;
  const popup = (el, host) => {
    for (let node = el; node && node !== host; node = composedParent(node)) {
      if (
        ['dialog', 'select', 'textarea'].includes(node.localName) ||
        ALLOWED_ROLES.includes(node.getAttribute('role') ?? '')
      )
        return true;
    }
    return false;
  };
  const failures = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      const host = ibHost(el);
      if (!host) continue;
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowY)) continue;
      const hidden = el.scrollHeight - el.clientHeight - el.scrollTop;
      if (hidden <= TOLERANCE || el.clientHeight < 2 || !el.checkVisibility()) continue;
      if (popup(el, host) || style.maskImage !== 'none') continue;
      failures.push({
        check: 'inner-scroll',
        element: describe(el, host),
        detail: `scrolls down inside the block and hides ${Math.round(hidden)} px of ${el.scrollHeight} px below its ${el.clientHeight} px box, with no fade`,
      });
    }
  };
  walk(document);
  return failures;
}
