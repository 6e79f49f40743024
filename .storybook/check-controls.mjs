// Every control a story shows must change the story (used by check-stories.mjs). In the story's
// page, through the preview's handler of the event the Controls panel sends (updateStoryArgs):
//   - CSS custom property controls, all at once: the value reaches the story's element (nothing
//     in between overrides it), and the element's source reads that property;
//   - attribute controls (from the manifest), all at once: the element carries the new value
//     (or, for an attribute's default, no attribute: stories/attributes.ts);
//   - the story's own controls, one by one: the rendered markup (shadow roots included) changes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source text of elements/ and packages/ without the @cssprop lines that only document a name. */
export function readStyleSources(root) {
  const files = ['elements', 'packages'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter(
        (file) =>
          /\.(css|tsx?)$/.test(file) &&
          !/\.test\.tsx?$/.test(file) &&
          !file.includes('node_modules'),
      )
      .map((file) => path.join(root, dir, file)),
  );
  return files.map((file) => readFileSync(file, 'utf8').replace(/^.*@cssprop.*$/gm, '')).join('\n');
}

const readsProperty = (sources, name) =>
  new RegExp(`${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(sources);

// Runs in the story's page: changes the shown controls and reports what did not take effect.
async function exerciseControls(storyId) {
  const preview = window.__STORYBOOK_PREVIEW__;
  // An update during the first render (its afterEach hooks included) would only be queued.
  for (let waited = 0; preview.storyRenders.some((render) => render.isPending()); waited += 50) {
    if (waited > 15000) throw new Error('the story did not finish its first render in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The re-renders below skip the addon's axe run (seconds each; stories.test.ts runs axe).
  preview.storyStoreValue.userGlobals.update({ a11y: { manual: true } });
  const story = await preview.storyStoreValue.loadStory({ storyId });
  const component = typeof story.component === 'string' ? story.component : undefined;
  const controls = story.parameters.controls ?? {};
  if (controls.disable) return { failures: [], css: [] };
  const matches = (name, descriptor) =>
    Array.isArray(descriptor) ? descriptor.includes(name) : Boolean(name.match(descriptor));
  const controlType = (argType) =>
    typeof argType.control === 'string' ? argType.control : argType.control?.type;
  const shown = Object.entries(story.argTypes).filter(
    ([name, argType]) =>
      !argType.table?.disable &&
      argType.control &&
      !argType.control.disable &&
      (!controls.include || matches(name, controls.include)) &&
      (!controls.exclude || !matches(name, controls.exclude)),
  );
  const failures = [];
  const current = () => preview.storyStoreValue.args.get(storyId);

  /** A value the control can take that differs from the current one. */
  const changed = (name, argType) => {
    const value = current()[name];
    const type = controlType(argType);
    const control = typeof argType.control === 'object' ? argType.control : {};
    if (type === 'boolean') return !value;
    if (type === 'number' || type === 'range') {
      const step = control.step ?? 1;
      const next = (typeof value === 'number' ? value : (control.min ?? 0)) + step;
      return control.max !== undefined && next > control.max
        ? control.max === value
          ? control.max - step
          : control.max
        : next;
    }
    if (['select', 'radio', 'inline-radio'].includes(type))
      return (argType.options ?? []).find((option) => option !== value);
    if (type === 'text' || type === 'color')
      return name.startsWith('--') ? '3px' : `${value ?? ''}changed`;
    return undefined;
  };

  const tick = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The preview's own handler of the Controls panel's updateStoryArgs event: it resolves once the
  // story has re-rendered with the new args.
  const rerender = async (updatedArgs) => {
    await preview.onUpdateArgs({ storyId, updatedArgs });
    const elements = [...document.querySelectorAll('#storybook-root *')].filter((el) =>
      el.localName.startsWith('ib-'),
    );
    const settled = Promise.all(
      elements.map((el) => Promise.resolve(el.updateComplete).catch(() => {})),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await tick();
  };

  // Markup with shadow roots, without inline styles (animations write them every frame).
  const serialize = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'style')
      .map((a) => ` ${a.name}="${a.value}"`)
      .join('');
    const shadow = node.shadowRoot
      ? `#shadow(${[...node.shadowRoot.childNodes].map(serialize).join('')})`
      : '';
    return `<${node.localName}${attributes}>${shadow}${[...node.childNodes].map(serialize).join('')}</${node.localName}>`;
  };
  const markup = () => serialize(document.querySelector('#storybook-root'));
  // The story's component; a story without one on show (another element of the same file) its ib-* elements.
  const hosts = () => {
    const all = [...document.querySelectorAll('#storybook-root *')].filter((el) =>
      el.localName.startsWith('ib-'),
    );
    const own = all.filter((el) => el.localName === component);
    return own.length ? own : all;
  };
  const canChange = (entries) =>
    entries.filter(([name, argType]) => {
      if (changed(name, argType) !== undefined) return true;
      failures.push(
        `control "${name}" (${controlType(argType)}) cannot be set from the Controls panel in a useful way: hide it`,
      );
      return false;
    });

  const css = canChange(shown.filter(([name]) => name.startsWith('--')));
  if (css.length) {
    const updated = Object.fromEntries(
      css.map(([name, argType]) => [name, changed(name, argType)]),
    );
    await rerender(updated);
    for (const [name] of css) {
      const reaches = hosts().some(
        (el) => getComputedStyle(el).getPropertyValue(name).trim() === updated[name],
      );
      if (!reaches)
        failures.push(
          `control "${name}" does not reach <${hosts()[0]?.localName ?? component}> (the story sets it on the element itself?)`,
        );
    }
  }

  const attributes = canChange(
    shown.filter(
      ([name, argType]) => !name.startsWith('--') && argType.table?.category === 'attributes',
    ),
  );
  if (attributes.length) {
    const updated = Object.fromEntries(
      attributes.map(([name, argType]) => [name, changed(name, argType)]),
    );
    await rerender(updated);
    /** Whether `value` is the attribute's default (the manifest's JSON text in the docs table). */
    const isDefault = (argType, value) => {
      try {
        return JSON.parse(argType.table?.defaultValue?.summary ?? 'null') === value;
      } catch {
        return false;
      }
    };
    for (const [name, argType] of attributes) {
      const value = updated[name];
      // false and '' mean "not written" (stories write them so): absent, or present and empty;
      // attributes() leaves an arg at its default unwritten too (an absent attribute reads as it).
      const written = hosts().some((el) =>
        value === false || value === ''
          ? !el.hasAttribute(name) || el.getAttribute(name) === ''
          : el.getAttribute(name) === (value === true ? '' : String(value)) ||
            (isDefault(argType, value) && !el.hasAttribute(name)),
      );
      if (!written)
        failures.push(
          `control "${name}" does not set the attribute on <${hosts()[0]?.localName ?? component}>`,
        );
    }
  }

  const own = canChange(
    shown.filter(
      ([name, argType]) => !name.startsWith('--') && argType.table?.category !== 'attributes',
    ),
  );
  for (const [name, argType] of own) {
    const before = markup();
    await rerender({ [name]: changed(name, argType) });
    // Some effects take a moment (a mock answer after 1 s or 2 s): up to 3 s for the change.
    for (let waited = 0; markup() === before && waited < 3000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (markup() === before)
      failures.push(`control "${name}" does not change the rendered markup within 3 s`);
  }
  return { failures, css: css.map(([name]) => name) };
}

/**
 * Exercises the shown controls of the story open in `page`. Returns failure messages; `sources`
 * is readStyleSources()'s text, to find the CSS custom properties no source reads.
 */
export async function controlFailures(page, storyId, sources) {
  const { failures, css } = await page.evaluate(exerciseControls, storyId);
  for (const name of css.filter((property) => !readsProperty(sources, property))) {
    failures.push(
      `control "${name}": no style or script in elements/ or packages/ reads this custom property`,
    );
  }
  return failures;
}

/**
 * A docs page opens with a live example: the block right under its title is a story (Primary or
 * Canvas) showing the element, before any prose. Returns a failure message or undefined.
 */
export async function docsExampleFailure(page) {
  return page.evaluate(() => {
    const title = document.querySelector('#storybook-docs h1');
    const next = title?.nextElementSibling;
    const live =
      next?.matches('.sb-anchor, .docs-story, .sbdocs-preview') &&
      [...next.querySelectorAll('*')].some(
        (el) => el.localName.startsWith('ib-') || el.localName === 'iframe',
      );
    return live
      ? undefined
      : `the docs page does not open with a live example under its title (found <${next?.localName ?? 'nothing'}>)`;
  });
}
