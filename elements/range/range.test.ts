import { sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
} from '../../packages/test-utils/index.ts';
import './ib-range.ts';
import type { IbRange } from './ib-range.ts';

const inputOf = (el: IbRange) => el.shadowRoot!.querySelector('input')!;
const partText = (el: IbRange, name: string) =>
  [...el.shadowRoot!.querySelectorAll(`[part~="${name}"]`)].map((node) => node.textContent);

async function rangeIn<T extends Element = IbRange>(html: string): Promise<T> {
  return fixture<T>(html);
}

/** Records the events the page sees on the element. */
function record(el: Element) {
  const seen: string[] = [];
  for (const type of ['input', 'change']) {
    el.addEventListener(type, (event) => seen.push(`${type}:${(event.target as IbRange).value}`));
  }
  return seen;
}

async function focusSlider(el: IbRange) {
  inputOf(el).focus();
  await frames(1);
}

describe('ib-range rendering', () => {
  it('renders a native slider named by the label, with the bounds and value', async () => {
    const el = await rangeIn(
      '<ib-range label="Monthly messages" min="0" max="1000" step="50" value="300"></ib-range>',
    );
    const input = inputOf(el);
    expect([input.type, input.min, input.max, input.step, input.value]).to.deep.equal([
      'range',
      '0',
      '1000',
      '50',
      '300',
    ]);
    expect(partText(el, 'label')).to.deep.equal(['Monthly messages']);
    expect(input.labels![0].textContent).to.equal('Monthly messages');
    await expectAccessible(el);
  });

  it('starts halfway without a value, like a native range', async () => {
    const el = await rangeIn('<ib-range label="L" min="10" max="20" step="4"></ib-range>');
    expect(el.value).to.equal(14); // 15 snapped to the grid from 10
  });

  it('shows the value in the bubble and as aria-valuetext, formatted in the page language', async () => {
    const wrapper = await fixture<HTMLElement>(
      '<div lang="de"><ib-range label="Budget" min="0" max="10000" step="100" value="2500" format="currency:EUR"></ib-range></div>',
    );
    const el = wrapper.querySelector('ib-range')!;
    expect(partText(el, 'bubble')).to.deep.equal(['2.500\u00a0€']);
    expect(inputOf(el).getAttribute('aria-valuetext')).to.equal('2.500\u00a0€');
    expect(el.shadowRoot!.querySelector('[part~="bubble"]')!.getAttribute('aria-hidden')).to.equal(
      'true',
    );
  });

  it('draws 6 labelled ticks for the 5 intervals', async () => {
    const el = await rangeIn('<ib-range label="Share" format="percent"></ib-range>');
    expect(partText(el, 'tick-label')).to.deep.equal(['0%', '20%', '40%', '60%', '80%', '100%']);
    const ticks = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="tick"]')];
    const track = inputOf(el).getBoundingClientRect();
    const thumb = 20; // --ib-range-thumb-size 1.25rem
    const offsets = ticks.map((tick) => Math.round(tick.getBoundingClientRect().left - track.left));
    const expected = [0, 0.2, 0.4, 0.6, 0.8, 1].map((f) =>
      Math.round(thumb / 2 + f * (track.width - thumb)),
    );
    expect(offsets).to.deep.equal(expected);
  });

  it('moves the bubble over the thumb', async () => {
    const el = await rangeIn('<ib-range label="L" value="0" style="width: 400px"></ib-range>');
    const bubble = el.shadowRoot!.querySelector<HTMLElement>('[part~="bubble"]')!;
    const centre = () => {
      const box = bubble.getBoundingClientRect();
      return Math.round(box.left + box.width / 2 - inputOf(el).getBoundingClientRect().left);
    };
    expect(centre()).to.equal(10);
    el.value = 100;
    await frames(1);
    expect(centre()).to.equal(390);
  });

  it('reports a missing label and an unknown format once, and still works', async () => {
    let el: IbRange | undefined;
    const errors = await captureErrors(async () => {
      el = await rangeIn('<ib-range format="fancy" value="7"></ib-range>');
      await frames(2);
    });
    const messages = errors.map((args) => String(args[1]));
    expect(messages.some((m) => m.includes('needs a label'))).to.equal(true);
    expect(messages.some((m) => m.includes('Unknown format "fancy"'))).to.equal(true);
    expect(errors).to.have.length(2);
    expect(partText(el!, 'bubble')).to.deep.equal(['7']);
  });
});

describe('ib-range value', () => {
  it('the value property is the current value; the attribute stays the default', async () => {
    const el = await rangeIn('<ib-range label="L" value="20"></ib-range>');
    el.value = 30;
    await frames(1);
    expect([el.value, el.getAttribute('value'), el.defaultValue, inputOf(el).value]).to.deep.equal([
      30,
      '20',
      20,
      '30',
    ]);
    expect(partText(el, 'bubble')).to.deep.equal(['30']);
  });

  it('clamps and snaps values, so the validity can never under- or overflow or mismatch the step', async () => {
    const el = await rangeIn('<ib-range label="L" min="0" max="50" step="5" required></ib-range>');
    el.value = 33;
    expect(el.value).to.equal(35);
    el.value = 1000;
    expect(el.value).to.equal(50);
    el.value = -1;
    expect(el.value).to.equal(0);
    const { valid, rangeOverflow, rangeUnderflow, stepMismatch, valueMissing } = el.validity;
    expect({ valid, rangeOverflow, rangeUnderflow, stepMismatch, valueMissing }).to.deep.equal({
      valid: true,
      rangeOverflow: false,
      rangeUnderflow: false,
      stepMismatch: false,
      valueMissing: false,
    });
    expect(el.checkValidity()).to.equal(true);
  });

  it('re-sanitises the value when the bounds change', async () => {
    const el = await rangeIn('<ib-range label="L" value="90"></ib-range>');
    el.max = 50;
    await frames(1);
    expect([el.value, inputOf(el).value, partText(el, 'bubble')[0]]).to.deep.equal([
      50,
      '50',
      '50',
    ]);
  });

  it('focus() moves focus to the slider', async () => {
    const el = await rangeIn('<ib-range label="L"></ib-range>');
    el.focus();
    expect(el.shadowRoot!.activeElement === inputOf(el)).to.equal(true);
  });
});

describe('ib-range keyboard and events', () => {
  it('arrow keys move by one step and fire input then change, like a native range', async () => {
    const el = await rangeIn('<ib-range label="L" value="50" step="5"></ib-range>');
    const seen = record(el);
    await focusSlider(el);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowUp' });
    expect(el.value).to.equal(60);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowDown' });
    expect(el.value).to.equal(50);
    expect(seen).to.deep.equal([
      'input:55',
      'change:55',
      'input:60',
      'change:60',
      'input:55',
      'change:55',
      'input:50',
      'change:50',
    ]);
  });

  it('Page Up/Down move by a tenth of the range, Home/End to the ends', async () => {
    const el = await rangeIn('<ib-range label="L" min="0" max="1000" value="500"></ib-range>');
    await focusSlider(el);
    await sendKeys({ press: 'PageUp' });
    expect(el.value).to.equal(600);
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'PageDown' });
    expect(el.value).to.equal(400);
    await sendKeys({ press: 'End' });
    expect(el.value).to.equal(1000);
    await sendKeys({ press: 'Home' });
    expect(el.value).to.equal(0);
  });

  it('the page sees input and change on the element itself, both bubbling', async () => {
    const el = await rangeIn('<ib-range label="L" value="50"></ib-range>');
    const seen: string[] = [];
    const onEvent = (event: Event) =>
      seen.push(`${event.type}:${event.target === el}:${event.bubbles}`);
    document.addEventListener('input', onEvent);
    document.addEventListener('change', onEvent);
    try {
      await focusSlider(el);
      await sendKeys({ press: 'ArrowRight' });
    } finally {
      document.removeEventListener('input', onEvent);
      document.removeEventListener('change', onEvent);
    }
    expect(seen).to.deep.equal(['input:true:true', 'change:true:true']);
  });

  it('a click on the track sets the value there', async () => {
    const el = await rangeIn('<ib-range label="L" value="0" style="width: 420px"></ib-range>');
    const seen = record(el);
    const track = inputOf(el).getBoundingClientRect();
    const x = track.left + 10 + 0.75 * (track.width - 20);
    await sendMouse({
      type: 'click',
      position: [Math.round(x), Math.round(track.top + track.height / 2)],
    });
    await frames(1);
    expect(el.value).to.equal(75);
    expect(seen).to.deep.equal(['input:75', 'change:75']);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('setting the value from a script fires no event', async () => {
    const el = await rangeIn('<ib-range label="L"></ib-range>');
    const seen = record(el);
    el.value = 10;
    await frames(1);
    expect(seen).to.deep.equal([]);
  });
});

describe('ib-range in a form', () => {
  const formMarkup = (range: string) => `
    <form>
      <fieldset>
        <legend>Plan</legend>
        ${range}
      </fieldset>
      <button type="reset">Reset</button>
    </form>`;

  it('contributes its value under its name, updated as the visitor moves it', async () => {
    const form = await fixture<HTMLFormElement>(
      formMarkup('<ib-range name="volume" label="Volume" value="40"></ib-range>'),
    );
    const el = form.querySelector('ib-range')!;
    expect(new FormData(form).get('volume')).to.equal('40');
    await focusSlider(el);
    await sendKeys({ press: 'ArrowRight' });
    expect(new FormData(form).get('volume')).to.equal('41');
    el.value = 77;
    expect(new FormData(form).get('volume')).to.equal('77');
    expect(el.form === form).to.equal(true);
  });

  it('is submitted with a real form submission', async () => {
    const wrapper = await fixture<HTMLElement>(`
      <div>
        <iframe name="range-target" title="submission target"></iframe>
        <form action="/elements/range/range.css" target="range-target" method="get">
          <ib-range name="seats" label="Seats" min="1" max="50" value="12"></ib-range>
          <button>Send</button>
        </form>
      </div>`);
    const iframe = wrapper.querySelector('iframe')!;
    const el = wrapper.querySelector('ib-range')!;
    el.value = 20;
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    wrapper.querySelector('form')!.requestSubmit();
    await loaded;
    expect(iframe.contentWindow!.location.search).to.equal('?seats=20');
  });

  it('a form reset returns to the value attribute', async () => {
    const form = await fixture<HTMLFormElement>(
      formMarkup('<ib-range name="volume" label="Volume" value="40"></ib-range>'),
    );
    const el = form.querySelector('ib-range')!;
    el.value = 90;
    await frames(1);
    form.reset();
    await frames(1);
    expect([el.value, inputOf(el).value, new FormData(form).get('volume')]).to.deep.equal([
      40,
      '40',
      '40',
    ]);
  });

  it('is left out of the form and not operable while disabled, by attribute or by a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      formMarkup('<ib-range name="volume" label="Volume" value="40"></ib-range>'),
    );
    const el = form.querySelector('ib-range')!;
    const fieldset = form.querySelector('fieldset')!;
    el.disabled = true;
    await frames(1);
    expect([new FormData(form).has('volume'), inputOf(el).disabled]).to.deep.equal([false, true]);
    el.disabled = false;
    await frames(1);
    expect([new FormData(form).has('volume'), inputOf(el).disabled]).to.deep.equal([true, false]);
    fieldset.disabled = true;
    await frames(1);
    expect([new FormData(form).has('volume'), inputOf(el).disabled, el.willValidate]).to.deep.equal(
      [false, true, false],
    );
    fieldset.disabled = false;
    await frames(1);
    expect([new FormData(form).has('volume'), inputOf(el).disabled]).to.deep.equal([true, false]);
  });

  it('a required range is always valid, so it never blocks a submission', async () => {
    const form = await fixture<HTMLFormElement>(
      formMarkup('<ib-range name="volume" label="Volume" required></ib-range>'),
    );
    expect(form.checkValidity()).to.equal(true);
  });

  it('restores a value the browser kept (back/forward, autofill)', async () => {
    const el = await rangeIn('<ib-range name="v" label="L"></ib-range>');
    el.formStateRestoreCallback('70');
    expect(el.value).to.equal(70);
  });

  it('is accessible inside a form', async () => {
    const form = await fixture<HTMLFormElement>(
      formMarkup('<ib-range name="volume" label="Volume" format="percent"></ib-range>'),
    );
    await expectAccessible(form);
  });
});

describe('ib-range on a narrow track', () => {
  /** The visible tick labels' boxes, in order. */
  const shownLabels = (el: IbRange) =>
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="tick-label"]')]
      .filter((label) => getComputedStyle(label).display !== 'none')
      .map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }));

  it('at a phone width (308 px, 17 px text) no two tick labels touch, and both ends stay labelled', async () => {
    const wrapper = await fixture<HTMLElement>(
      '<div style="width: 308px; font: 17px/1.6 sans-serif" lang="en"><ib-range label="Messages" min="0" max="100000" step="1000" value="25000"></ib-range></div>',
    );
    await frames(1);
    const labels = shownLabels(wrapper.querySelector('ib-range')!);
    expect(labels[0]!.text).to.equal('0');
    expect(labels.at(-1)!.text).to.equal('100,000');
    for (let i = 1; i < labels.length; i += 1)
      expect(labels[i]!.box.left, `${labels[i]!.text} overlaps`).to.be.at.least(
        labels[i - 1]!.box.right + 4,
      );
  });

  it('keeps all six labels where there is room', async () => {
    const wrapper = await fixture<HTMLElement>(
      '<div style="width: 720px; font: 17px/1.6 sans-serif" lang="en"><ib-range label="Messages" min="0" max="100000" step="1000" value="25000"></ib-range></div>',
    );
    await frames(1);
    expect(shownLabels(wrapper.querySelector('ib-range')!).length).to.equal(6);
  });
});
