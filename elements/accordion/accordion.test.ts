import { html } from 'lit';
import { expect, expectAccessible, fixture } from '../../packages/test-utils/index.ts';
import './ib-accordion.ts';
import type { IbAccordion } from './ib-accordion.ts';

const toggled = (item: HTMLDetailsElement) =>
  new Promise((resolve) => item.addEventListener('toggle', resolve, { once: true }));

async function openItem(item: HTMLDetailsElement) {
  const done = toggled(item);
  item.querySelector('summary')!.click();
  await done;
  await new Promise((resolve) => setTimeout(resolve));
}

const markup = (closeOthers: boolean) => html`
  <ib-accordion ?close-others=${closeOthers}>
    <details>
      <summary>One</summary>
      <p>First answer</p>
    </details>
    <details>
      <summary>Two</summary>
      <p>Second answer</p>
    </details>
    <details>
      <summary>Three</summary>
      <p>Third answer</p>
    </details>
  </ib-accordion>
`;

describe('ib-accordion', () => {
  it('with close-others, opening an item closes the open one', async () => {
    const el = await fixture<IbAccordion>(markup(true));
    const [one, two, three] = el.querySelectorAll('details');
    await openItem(one);
    await openItem(two);
    expect([one.open, two.open, three.open]).to.deep.equal([false, true, false]);
  });

  it('without close-others, items open independently', async () => {
    const el = await fixture<IbAccordion>(markup(false));
    const [one, two] = el.querySelectorAll('details');
    await openItem(one);
    await openItem(two);
    expect([one.open, two.open]).to.deep.equal([true, true]);
  });

  it('removing close-others at run time turns the behaviour off', async () => {
    const el = await fixture<IbAccordion>(markup(true));
    el.removeAttribute('close-others');
    const [one, two] = el.querySelectorAll('details');
    await openItem(one);
    await openItem(two);
    expect([one.open, two.open]).to.deep.equal([true, true]);
  });

  it('fires ib-accordion-toggle with the item index and state', async () => {
    const el = await fixture<IbAccordion>(markup(false));
    const events: unknown[] = [];
    el.addEventListener('ib-accordion-toggle', (e) => events.push((e as CustomEvent).detail));
    await openItem(el.querySelectorAll('details')[2]);
    expect(events).to.deep.equal([{ index: 2, open: true }]);
  });

  it('keeps the items in the light DOM and is accessible', async () => {
    const el = await fixture<IbAccordion>(markup(true));
    expect(el.querySelectorAll(':scope > details').length).to.equal(3);
    await expectAccessible(el);
  });

  it('stops listening after removal', async () => {
    const el = await fixture<IbAccordion>(markup(true));
    const [one, two] = el.querySelectorAll('details');
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
    one.open = true; // a listener left behind would close `one` when `two` opens
    await toggled(one);
    two.open = true;
    await toggled(two);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([one.open, two.open]).to.deep.equal([true, true]);
  });
});
