// ELEMENTS.md clean-up rule: 200 create/remove cycles of an element leave no growth in page
// listeners, observer observations, intervals or DOM nodes.
import { expect } from '@open-wc/testing';
import { installLeakProbe, leakCounts } from './leak-probe.ts';
import { settle, type Ready } from '../../packages/test-utils/index.ts';
import cases from 'virtual:ib-element-cases';

const uninstall = installLeakProbe(); // before the elements load, so their module-level listeners count too

/** Creates `count` elements at once, waits for them, exercises them, removes them. */
async function cycle(
  markup: string,
  count: number,
  exercise?: (el: Ready) => Promise<void> | void,
) {
  const host = document.createElement('div');
  host.innerHTML = markup.repeat(count);
  document.body.append(host);
  const elements = [...host.children] as Ready[];
  await Promise.all(elements.map((el) => el.updateComplete));
  for (const el of elements) await exercise?.(el);
  host.remove();
  await settle();
}

after(() => uninstall());

describe('no growth after 200 create/remove cycles', () => {
  for (const { tag, load, markup, exercise } of cases) {
    it(tag, async () => {
      await load();
      await cycle(markup, 5, exercise); // warm-up: module-level, once-per-page listeners
      const before = leakCounts();
      for (let batch = 0; batch < 10; batch += 1) await cycle(markup, 20, exercise);
      expect(leakCounts()).to.deep.equal(before);
    });
  }
});
