// Runs IN THE PAGE (handed to playwright's page.evaluate, so it must not close over anything in
// this module): what a visitor would see as unfinished at the current width, as plain data.
//   overflow     the page scrolls sideways;
//   target-size  a control inside an ib-* element (its light DOM or shadow root) is smaller than
//                24x24 CSS px, unless WCAG 2.5.8 excuses it (inline in running text, or spaced so a
//                24 px circle on it touches no other target);
//   list-marker  a bullet or number on a list the element lays out as its own chrome;
//   video-bar    an ib-video with controls (a file or stream) without a Plyr control bar, or a bar
//                in a block without a visible play button inside it, or whose progress bar is
//                narrower than a third of the bar (missing is fine in an author's controls template).
// Returns [{ check, element, detail }].
export function inspectLayout() {
  const failures = [];

  /** Every element under `root`, descending into open shadow roots. */
  function deepElements(root) {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return out;
  }

  /** The parent in the composed tree (a shadow root's host, not the shadow root). */
  const composedParent = (el) =>
    el.parentElement ?? (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);
  /** The parent in the flat (rendered) tree: a slotted node's slot. */
  const flatParent = (el) => el.assignedSlot ?? composedParent(el);

  /** The nearest ib-* element above `el` in the composed tree. */
  function ibHost(el) {
    for (let node = composedParent(el); node; node = composedParent(node))
      if (node.localName.startsWith('ib-')) return node;
    return null;
  }

  /** An ib-* host as `ib-video#id[label=...]`, so two of a kind on one page can be told apart. */
  const hostName = (host) => {
    const label = host.getAttribute('label') ?? host.getAttribute('aria-label');
    return `${host.localName}${host.id ? `#${host.id}` : ''}${label ? `[label="${label.slice(0, 30)}"]` : ''}`;
  };

  /** A readable name: ib-host chain › tag#id.class "text". */
  function describe(el) {
    const hosts = [];
    for (let node = el.getRootNode(); node instanceof ShadowRoot; node = node.host.getRootNode())
      hosts.unshift(`${hostName(node.host)}::shadow`);
    const host = ibHost(el);
    if (host && el.getRootNode() !== host.shadowRoot && host !== el) hosts.push(hostName(host));
    if (el.localName.startsWith('ib-')) return [...hosts, hostName(el)].join(' › ');
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const plyr = el.getAttribute('data-plyr') ? `[data-plyr=${el.getAttribute('data-plyr')}]` : '';
    // Its own words only: a container's text is every child's run together.
    const text = el.querySelectorAll('*').length > 3 ? '' : el.textContent;
    const label = (el.getAttribute('aria-label') ?? text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `${[...hosts, `${el.localName}${id}${classes}${plyr}`].join(' › ')}${label ? ` "${label}"` : ''}`;
  }

  const shown = (el) => {
    const rect = el.getBoundingClientRect();
    // Zero or one pixel: not rendered, or visually hidden (an sr-only skip link until focused).
    return (
      rect.width > 1 &&
      rect.height > 1 &&
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  };
  const px = (n) => Math.round(n * 10) / 10;
  const all = deepElements(document);

  // --- overflow ---
  const width = innerWidth;
  const scrollWidth = document.scrollingElement.scrollWidth;
  if (scrollWidth > width) {
    // The outermost boxes that stick out (their parent does not): where the overflow starts.
    const culprits = all
      .filter((el) => {
        const right = el.getBoundingClientRect().right;
        const parent = flatParent(el);
        return (
          right > width + 0.5 &&
          shown(el) &&
          !(parent && parent.getBoundingClientRect().right > width + 0.5)
        );
      })
      .slice(0, 3)
      .map((el) => `${describe(el)} (right edge ${px(el.getBoundingClientRect().right)} px)`);
    failures.push({
      check: 'overflow',
      element: culprits[0] ?? 'document',
      detail: `page is ${scrollWidth} px wide in a ${width} px viewport${culprits.length > 1 ? `; also ${culprits.slice(1).join('; ')}` : ''}`,
    });
  }

  // --- target-size ---
  const controlSelector =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], summary';
  const isControl = (el) =>
    el.matches(controlSelector) || (el.hasAttribute('tabindex') && el.tabIndex >= 0);
  const targets = all
    .filter((el) => isControl(el) && shown(el))
    .map((el) => ({ el, rect: el.getBoundingClientRect() }));
  const small = (t) => t.rect.width < 23.5 || t.rect.height < 23.5;
  const displayOf = (el) => getComputedStyle(el).display;

  /** A link in a sentence: laid out inline, with other words in the same block. */
  function inlineInText(el) {
    if (displayOf(el) !== 'inline') return false;
    let block = flatParent(el);
    while (block && ['inline', 'contents'].includes(displayOf(block))) block = flatParent(block);
    if (!block) return false;
    // Words on the link's own lines: text in the block's inline content, not in its headings or
    // paragraphs nor other links (a "Read more" link under a paragraph is not in a sentence).
    const words = (node) =>
      [...node.childNodes]
        .map((child) => {
          if (child === el) return '';
          if (child.nodeType === Node.TEXT_NODE) return child.textContent;
          if (
            child.nodeType !== Node.ELEMENT_NODE ||
            !['inline', 'contents'].includes(displayOf(child)) ||
            isControl(child)
          )
            return '';
          return words(child);
        })
        .join('');
    return /\p{L}{2,}/u.test(words(block));
  }

  /** Whether `outer` holds `inner` as rendered (through slots and shadow roots): a region and its links. */
  const holds = (outer, inner) => {
    for (let node = inner; node; node = flatParent(node)) if (node === outer) return true;
    return false;
  };
  const related = (a, b) => holds(a, b) || holds(b, a);
  const distanceToRect = (x, y, r) =>
    Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];

  /** WCAG 2.5.8 spacing: the first target a 24 px circle on `t` meets, or another small one's circle; none passes. */
  function crowding(t) {
    const [x, y] = centre(t.rect);
    return targets.find((u) => {
      if (u === t || related(u.el, t.el)) return false;
      if (distanceToRect(x, y, u.rect) < 11.5) return true;
      if (!small(u)) return false;
      const [ux, uy] = centre(u.rect);
      return Math.hypot(ux - x, uy - y) < 23.5;
    });
  }

  for (const t of targets) {
    if (!ibHost(t.el) || !small(t) || inlineInText(t.el)) continue;
    const neighbour = crowding(t);
    if (!neighbour) continue;
    failures.push({
      check: 'target-size',
      element: describe(t.el),
      detail: `${px(t.rect.width)}x${px(t.rect.height)} px, under 24x24 and too close to ${describe(neighbour.el)}`,
    });
  }

  // --- list-marker ---
  // Chrome: an item the element renders in its shadow root, or a light-DOM list the element lays
  // out as its own navigation: a list inside a nav, a list of nothing but links and buttons, or
  // items side by side in a row. Author prose (an article's list with running text) keeps its bullets.
  const marked = (li) => {
    const style = getComputedStyle(li);
    if (style.display !== 'list-item') return false;
    if (style.listStyleType === 'none' && style.listStyleImage === 'none') return false;
    return getComputedStyle(li, '::marker').content !== 'none';
  };
  const textOf = (node) => (node.textContent ?? '').replace(/\s+/g, '');
  function onlyControls(li) {
    const controls = [...li.querySelectorAll('a[href], button, [role="button"]')];
    if (!controls.length) return false;
    let rest = textOf(li);
    for (const control of controls) rest = rest.replace(textOf(control), '');
    return !/\p{L}/u.test(rest);
  }
  function chromeList(li) {
    if (li.getRootNode() instanceof ShadowRoot) return 'rendered in the shadow root';
    const list = li.parentElement;
    if (!list) return '';
    const host = ibHost(li);
    for (let node = list; node && node !== host; node = node.parentElement)
      if (node.localName === 'nav') return 'a navigation list';
    const items = [...list.children].filter((item) => item.localName === 'li' && shown(item));
    if (items.length && items.every(onlyControls)) return 'a list of links or buttons';
    const tops = items.map((item) => item.getBoundingClientRect());
    if (
      tops.some((a, i) =>
        tops.some(
          (b, j) => i !== j && Math.abs(a.top - b.top) < 2 && Math.abs(a.left - b.left) > 2,
        ),
      )
    )
      return 'items laid out in a row';
    return '';
  }
  for (const li of all.filter(
    (el) => el.localName === 'li' && ibHost(el) && shown(el) && marked(el),
  )) {
    const why = chromeList(li);
    if (!why) continue;
    const style = getComputedStyle(li);
    failures.push({
      check: 'list-marker',
      element: describe(li),
      detail: `list-style ${style.listStyleType} on ${why}`,
    });
  }

  // --- video-bar ---
  // A file or stream player builds its bar at once; a YouTube or Vimeo one only once the
  // provider's script has loaded from the network, so a missing bar is only a defect for the former.
  const embedded = (video) =>
    ['youtube', 'vimeo'].includes(
      (
        video.getAttribute('provider') ??
        video.getAttribute('data-plyr-provider') ??
        ''
      ).toLowerCase(),
    );
  for (const video of all.filter(
    (el) =>
      el.localName === 'ib-video' && el.hasAttribute('controls') && !embedded(el) && shown(el),
  )) {
    if (!deepElements(video.shadowRoot ?? video).some((el) => el.matches('.plyr__controls'))) {
      failures.push({
        check: 'video-bar',
        element: describe(video),
        detail: 'ib-video with controls has no Plyr control bar',
      });
    }
  }
  for (const bar of all.filter((el) => el.matches('.plyr__controls') && ibHost(el))) {
    if (!shown(bar)) continue; // Plyr hides an idle bar while playing.
    const barRect = bar.getBoundingClientRect();
    const inside = (r) =>
      r.left >= barRect.left - 0.5 &&
      r.right <= barRect.right + 0.5 &&
      r.top >= barRect.top - 0.5 &&
      r.bottom <= barRect.bottom + 0.5;
    const play = bar.querySelector('[data-plyr="play"]');
    if (!play || !shown(play) || !inside(play.getBoundingClientRect())) {
      const rect = play?.getBoundingClientRect();
      const where =
        play && shown(play)
          ? `at ${px(rect.left)}-${px(rect.right)} px, bar ${px(barRect.left)}-${px(barRect.right)} px`
          : 'not shown';
      failures.push({
        check: 'video-bar',
        element: describe(bar),
        detail: `play button not visible inside the bar (${where})`,
      });
    }
    const progress =
      bar.querySelector('.plyr__progress__container') ?? bar.querySelector('.plyr__progress');
    // An author's own controls template may leave the progress bar out on purpose.
    const host = ibHost(bar);
    if (!progress && host?.querySelector(':scope > template[slot="controls"]')) continue;
    const progressWidth = progress && shown(progress) ? progress.getBoundingClientRect().width : 0;
    if (progressWidth < barRect.width / 3 - 0.5) {
      failures.push({
        check: 'video-bar',
        element: describe(bar),
        detail: `progress bar ${px(progressWidth)} px of a ${px(barRect.width)} px bar (under a third)`,
      });
    }
  }
  return failures;
}

// Runs IN THE PAGE: waits until every ib-* element (also inside shadow roots) is defined, or its
// autoloader marked it failed, and has rendered (updateComplete). Returns the tags that did not.
export async function awaitUpgrades(timeoutMs) {
  const deep = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName.startsWith('ib-')) out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, out);
    }
    return out;
  };
  const deadline = performance.now() + timeoutMs;
  const frame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
  const done = new WeakSet();
  const watched = new WeakSet();
  for (;;) {
    const hosts = deep(document);
    for (const el of hosts) {
      if (!customElements.get(el.localName)) continue;
      if (!el.updateComplete) done.add(el);
      else if (!watched.has(el)) {
        watched.add(el);
        Promise.resolve(el.updateComplete).then(() => done.add(el));
      }
    }
    // Failed loads are the autoloader's to report; the guards measure what did render.
    const waiting = hosts.filter(
      (el) => !done.has(el) && el.getAttribute('data-ib-state') !== 'failed',
    );
    if (!waiting.length) return [];
    if (performance.now() > deadline) return [...new Set(waiting.map((el) => el.localName))];
    await frame();
  }
}
