// Gate and tracker share localStorage.ibViewedCourses, and test files of a group run in parallel
// pages of one origin: keeping both suites in one file keeps them from racing on the key.
import sinon from 'sinon';
import { captureErrors, expect, fixture, nextTask } from '../../packages/test-utils/index.ts';
import './ib-course-gate.ts';
import './ib-course-tracker.ts';

// The storage key the README names, written out: a renamed constant must fail these tests.
const KEY = 'ibViewedCourses';
const mounted: Element[] = [];

/**
 * Inserts markup and waits for every ib-* element's first render through `ib-ready`: a gate may
 * remove itself or its parent during that render, which `fixture()` cannot wait for.
 */
async function mount(html: string): Promise<HTMLElement> {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const root = template.content.firstElementChild as HTMLElement;
  const elements = [root, ...root.querySelectorAll('*')].filter((el) =>
    el.localName.startsWith('ib-'),
  );
  const ready = elements.map(
    (el) => new Promise((resolve) => el.addEventListener('ib-ready', resolve, { once: true })),
  );
  document.body.append(root);
  mounted.push(root);
  await Promise.all(ready);
  return root;
}

/** A gate inside its own wrapper, the way a CMS block is written. */
const block = (attrs: string) =>
  mount(
    `<section class="wrapper"><ib-course-gate hidden ${attrs}><p>Course content</p></ib-course-gate></section>`,
  );

const gateIn = (wrapper: HTMLElement) => wrapper.querySelector('ib-course-gate')!;

/** Preact runs effects after paint, or after 35 ms in a background page where frames do not come. */
const effects = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('ib-course-gate', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(KEY);
    for (const root of mounted.splice(0)) root.remove();
  });

  it('showIfViewed: unhides the block when the course was viewed', async () => {
    localStorage.setItem(KEY, '3,101,8');
    const wrapper = await block('mode="showIfViewed" course-id="101"');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(false);
    expect(wrapper.querySelector('p')!.checkVisibility()).to.equal(true);
  });

  it('showIfViewed: removes the parent when the course was not viewed', async () => {
    localStorage.setItem(KEY, '3,8');
    const wrapper = await block('mode="showIfViewed" course-id="102"');
    expect(wrapper.isConnected).to.equal(false);
  });

  it('showIfNotViewed: unhides the block when the course was not viewed (nothing stored)', async () => {
    const wrapper = await block('mode="showIfNotViewed" course-id="103"');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(false);
  });

  it('showIfNotViewed: removes the parent when the course was viewed', async () => {
    localStorage.setItem(KEY, '103');
    const wrapper = await block('mode="showIfNotViewed" course-id="103"');
    expect(wrapper.isConnected).to.equal(false);
  });

  it('removes a gate without a mode, keeping its parent', async () => {
    localStorage.setItem(KEY, '104');
    const wrapper = await block('course-id="104"');
    expect(wrapper.isConnected).to.equal(true);
    expect(wrapper.querySelector('ib-course-gate') === null).to.equal(true);
  });

  it('evaluates every gate on the page: matching ones shown, others remove their parents', async () => {
    localStorage.setItem(KEY, '105');
    const page = await mount(`<main>
      <div id="a"><ib-course-gate hidden mode="showIfViewed" course-id="105">viewed</ib-course-gate></div>
      <div id="b"><ib-course-gate hidden mode="showIfNotViewed" course-id="105">new</ib-course-gate></div>
      <div id="c"><ib-course-gate hidden mode="showIfNotViewed" course-id="106">other course</ib-course-gate></div>
      <div id="d"><ib-course-gate hidden course-id="105">no mode</ib-course-gate></div>
    </main>`);
    expect([...page.children].map((child) => child.id)).to.deep.equal(['a', 'c', 'd']);
    expect(
      [...page.querySelectorAll('ib-course-gate')].map((gate) => gate.textContent),
    ).to.deep.equal(['viewed', 'other course']);
    expect([...page.querySelectorAll('ib-course-gate')].every((gate) => !gate.hidden)).to.equal(
      true,
    );
  });

  it('tolerates garbage in the stored list', async () => {
    localStorage.setItem(KEY, 'null,, 107 ,{"x":1},abc');
    const wrapper = await block('mode="showIfViewed" course-id="107"');
    expect(gateIn(wrapper).hidden).to.equal(false);
  });

  it('does nothing when storage is unavailable (quota error)', async () => {
    localStorage.setItem(KEY, '108');
    sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
    const wrapper = await block('mode="showIfNotViewed" course-id="108"');
    const modeless = await block('course-id="108"');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(true);
    expect(modeless.querySelector('ib-course-gate') !== null).to.equal(true);
  });

  it('does nothing when storage access throws (blocked storage)', async () => {
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('denied', 'SecurityError'));
    const wrapper = await block('mode="showIfViewed" course-id="109"');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(true);
  });

  it('does nothing without a current course id', async () => {
    localStorage.setItem(KEY, '110');
    const wrapper = await block('mode="showIfNotViewed"');
    const modeless = await block('');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(true);
    expect(modeless.querySelector('ib-course-gate') !== null).to.equal(true);
  });

  it('reports an invalid course-id once and does nothing', async () => {
    let wrapper!: HTMLElement;
    const errors = await captureErrors(async () => {
      wrapper = await block('mode="showIfNotViewed" course-id="abc"');
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('Invalid course-id "abc"');
    expect(wrapper.isConnected).to.equal(true);
    expect(gateIn(wrapper).hidden).to.equal(true);
  });

  it('reports an unknown mode and treats it as not matching', async () => {
    localStorage.setItem(KEY, '111');
    let wrapper!: HTMLElement;
    const errors = await captureErrors(async () => {
      wrapper = await block('mode="showifviewed" course-id="111"');
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('Unknown mode "showifviewed"');
    expect(wrapper.isConnected).to.equal(false);
  });

  it("takes the current course id from the page's ib-course-tracker when it has none", async () => {
    localStorage.setItem(KEY, '112');
    const page = await mount(`<main>
      <div id="viewed"><ib-course-gate hidden mode="showIfViewed">welcome back</ib-course-gate></div>
      <div id="new"><ib-course-gate hidden mode="showIfNotViewed">start here</ib-course-gate></div>
      <ib-course-tracker course-id="112"></ib-course-tracker>
    </main>`);
    expect(page.querySelector('#viewed') !== null).to.equal(true);
    expect(page.querySelector('#new') === null).to.equal(true);
  });

  it('compares against courses viewed before this page, even when the tracker ran first', async () => {
    const page = await mount(`<main>
      <ib-course-tracker course-id="113"></ib-course-tracker>
      <div id="new"><ib-course-gate hidden mode="showIfNotViewed" course-id="113">first visit</ib-course-gate></div>
      <div id="viewed"><ib-course-gate hidden mode="showIfViewed" course-id="113">welcome back</ib-course-gate></div>
    </main>`);
    expect(localStorage.getItem(KEY)).to.equal('113');
    expect(page.querySelector('#new') !== null).to.equal(true);
    expect(page.querySelector('#viewed') === null).to.equal(true);
  });

  it('removes only itself when its parent is the body', async () => {
    localStorage.setItem(KEY, '114');
    const gate = document.createElement('ib-course-gate');
    gate.setAttribute('mode', 'showIfNotViewed');
    gate.setAttribute('course-id', '114');
    document.body.append(gate);
    await gate.updateComplete;
    await nextTask();
    expect(gate.isConnected).to.equal(false);
    expect(document.body.isConnected).to.equal(true);
  });

  it('re-evaluates when mode changes', async () => {
    localStorage.setItem(KEY, '115');
    const wrapper = await block('mode="showIfViewed" course-id="115"');
    expect(gateIn(wrapper).hidden).to.equal(false);
    gateIn(wrapper).setAttribute('mode', 'showIfNotViewed');
    await effects();
    expect(wrapper.isConnected).to.equal(false);
  });
});

const track = (attrs: string) =>
  fixture<HTMLElement>(`<ib-course-tracker ${attrs}></ib-course-tracker>`);

describe('ib-course-tracker', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem(KEY);
  });

  it('stores the course id when nothing is stored yet', async () => {
    await track('course-id="21"');
    expect(localStorage.getItem(KEY)).to.equal('21');
  });

  it('appends to the list without duplicates', async () => {
    localStorage.setItem(KEY, '4,9');
    await track('course-id="21"');
    await track('course-id="9"');
    await track('course-id="021"');
    expect(localStorage.getItem(KEY)).to.equal('4,9,21');
  });

  it('drops garbage already stored when it records', async () => {
    localStorage.setItem(KEY, 'undefined,4,, 4 ,x9,[1]');
    await track('course-id="22"');
    expect(localStorage.getItem(KEY)).to.equal('4,22');
  });

  it('records again when course-id changes', async () => {
    const el = await track('course-id="23"');
    el.setAttribute('course-id', '24');
    await effects();
    expect(localStorage.getItem(KEY)).to.equal('23,24');
  });

  it('does nothing (and does not throw) when storage is full', async () => {
    const setItem = sinon
      .stub(Storage.prototype, 'setItem')
      .throws(new DOMException('full', 'QuotaExceededError'));
    const errors = await captureErrors(() => track('course-id="25"'));
    expect(errors).to.deep.equal([]);
    setItem.restore();
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('does nothing without a course id', async () => {
    const errors = await captureErrors(() => track(''));
    expect(errors).to.deep.equal([]);
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('reports an invalid course id once and stores nothing', async () => {
    const errors = await captureErrors(() => track('course-id="12a"'));
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('Invalid course-id "12a"');
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('renders nothing visible', async () => {
    const el = await track('course-id="26"');
    expect(el.checkVisibility()).to.equal(false);
  });
});
