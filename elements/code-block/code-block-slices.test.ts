// ib-code-block with long samples: highlighted in slices (highlight-steps.ts), with exactly
// Prism's result, no long task, and no work left running once the block is gone. Real Prism,
// real DOM, real Chromium.
import {
  countFrames,
  expect,
  fixture,
  frameClock,
  frames,
  perTask,
  taskCounter,
  until,
} from '../../packages/test-utils/index.ts';
import { highlightInSlices, showPlain } from './highlight-steps.ts';
import './ib-code-block.ts';
import type { IbCodeBlock } from './ib-code-block.ts';
import { prismFor, type PrismApi } from './prism-loader.ts';
import { tokenizeSteps } from './prism-tokenize.ts';
import { lineStartBox } from './test-support.ts';

/**
 * `lines` lines of JavaScript, every 40th statement a block comment or a template literal of 32
 * lines (about 2,300 characters: more than a block of lines, so each crosses a block boundary).
 */
function longSample(lines: number, word = 'message') {
  const out = ['async function sendAll(client) {'];
  for (let i = 0; out.length < lines; i += 1) {
    if (i % 40 === 0) {
      out.push(
        '  /* A block comment',
        ...Array.from(
          { length: 30 },
          (_, k) =>
            `   * line ${k} of comment ${i}: "not a string", \`not a template\`, if (not code)`,
        ),
        '   */',
      );
    } else if (i % 40 === 20) {
      out.push(
        `  const ${word}${i} = \`first line`,
        ...Array.from(
          { length: 30 },
          (_, k) => `    line ${k} of a template literal, \${value${k}} inside // not a comment`,
        ),
        '  `;',
      );
    } else {
      out.push(
        `  const ${word}${i} = await client.send({ to: "44113496${i % 100}", text: \`Order \${${i}} ships\` }); // ${i}`,
      );
    }
  }
  out.push('}');
  return out.join('\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const codeOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('code')!;
/** Every child a block of highlighted lines: the plain text is all gone. */
const finished = (code: Element) =>
  code.childNodes.length > 1 &&
  [...code.childNodes].every(
    (node) =>
      node instanceof HTMLElement && node.className === 'slice' && node.firstElementChild !== null,
  );
const highlightedMarkup = (code: Element) =>
  [...code.children].map((block) => block.innerHTML).join('');

let prism: PrismApi;
before(async () => {
  prism = (await prismFor('javascript'))!;
});

describe('ib-code-block long samples', () => {
  it('is highlighted in blocks of lines whose markup is exactly Prism.highlight’s, multi-line tokens whole, with no shift', async function () {
    this.timeout(30000);
    const sample = longSample(1200);
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block><pre data-language="javascript" data-title="Node.js"><code>${escapeHtml(sample)}</code></pre></ib-code-block>`,
    );
    const code = codeOf(el);
    const plainBox = code.getBoundingClientRect();
    const plainWidth = code.parentElement!.scrollWidth;
    expect(code.textContent, 'the plain text from the first render').to.equal(sample);
    await until(() => finished(code), 1200);
    expect(code.textContent).to.equal(sample);
    expect(highlightedMarkup(code)).to.equal(
      prism.highlight(sample, prism.languages.javascript, 'javascript'),
    );
    expect(code.children.length).to.be.greaterThan(20);
    // The 32-line comments and templates are each one span, whatever block they started in.
    const comments = [...code.querySelectorAll('.token.comment')].filter((token) =>
      token.textContent!.includes('\n'),
    );
    expect(comments.length).to.equal(12);
    expect(comments.every((token) => token.textContent!.split('\n').length === 32)).to.equal(true);
    const templates = [...code.querySelectorAll('.token.template-string')].filter((token) =>
      token.textContent!.includes('\n'),
    );
    expect(templates.length).to.equal(12);
    // Same characters, same font, same line height: the highlighting moves nothing.
    const box = code.getBoundingClientRect();
    expect([box.top, box.height, code.parentElement!.scrollWidth]).to.deep.equal([
      plainBox.top,
      plainBox.height,
      plainWidth,
    ]);
  });

  it('gives the same result with a pause after every step, and the same tokens as Prism.tokenize in other grammars', async function () {
    this.timeout(30000);
    const sample = longSample(400);
    const target = await fixture<HTMLElement>('<pre><code></code></pre>');
    const code = target.querySelector('code')!;
    showPlain(code, sample);
    expect(code.children.length, 'plain blocks').to.be.greaterThan(10);
    expect(await highlightInSlices(prism, code, sample, 'javascript', { sliceMs: 0 })).to.equal(
      true,
    );
    expect(highlightedMarkup(code)).to.equal(
      prism.highlight(sample, prism.languages.javascript, 'javascript'),
    );

    // Heredocs, triple-quoted strings, markup with scripts: tokens pausing at every step = Prism's.
    const others: [string, string][] = [
      [
        'bash',
        `cat <<EOF > payload.json\n{"to": "41793026727",\n "text": "$HOME"}\nEOF\ncurl -d @payload.json \\\n  "https://api.example.com/sms" # sent\necho 'a\nb' "c\n$(date)"`,
      ],
      [
        'python',
        `"""A docstring\nover lines"""\ndef send(to):\n    return f"""to {to}\n{'x'}"""  # sent\nx = '''a\nb'''`,
      ],
      [
        'markup',
        `<!-- a\ncomment --><script>\nconst a = \`x\n\${1}\`;\n</script><style>\na { color: red; }\n</style><p title="a\nb">text &amp; more</p>`,
      ],
      ['javascript', sample],
    ];
    for (const [language, text] of others) {
      const api = (await prismFor(language))!;
      const steps = tokenizeSteps(api, text, api.languages[language]);
      let step = steps.next();
      let pauses = 0;
      for (; !step.done; step = steps.next()) pauses += 1;
      expect(JSON.stringify(step.value), language).to.equal(
        JSON.stringify(api.tokenize(text, api.languages[language])),
      );
      if (language === 'javascript') expect(pauses).to.be.greaterThan(100);
    }
  });

  it('puts the highlighted blocks in a few at a time, each few in a task of its own after a frame', async function () {
    this.timeout(30000);
    const sample = longSample(1500);
    const el = await fixture<IbCodeBlock>(`<ib-code-block language="Short">
      <pre data-language="javascript" data-title="Short"><code>send();</code></pre>
      <pre data-language="javascript" data-title="Long"><code>${escapeHtml(sample)}</code></pre>
    </ib-code-block>`);
    await until(() => codeOf(el).querySelector('.token'));
    const taskNow = taskCounter();
    const addedIn: number[] = [];
    const framesSoFar = countFrames();
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.firstElementChild) addedIn.push(taskNow());
    });
    el.language = 'Long';
    await until(() => codeOf(el).textContent === sample);
    observer.observe(codeOf(el), { childList: true });
    await until(() => finished(codeOf(el)), 1500);
    observer.disconnect();
    const frameCount = framesSoFar();
    expect(codeOf(el).textContent).to.equal(sample);
    const perTaskCounts = perTask(addedIn);
    expect(addedIn.length, 'blocks').to.be.greaterThan(20);
    expect(perTaskCounts.length, 'tasks').to.be.at.least(addedIn.length / 8);
    expect(frameCount, 'frames').to.be.at.least(perTaskCounts.length);
  });

  it('puts the blocks near the screen in one a frame, the others a few a frame', async function () {
    this.timeout(30000);
    // Long lines: a block of about 2,000 characters is a few lines, so several are near the screen.
    const sample = Array.from(
      { length: 600 },
      (_, i) =>
        `send({ to: "44113496${i % 100}", text: "Order ${i} ships" }); // ${'note '.repeat(50)}`,
    ).join('\n');
    const addedIn: number[] = [];
    let frameNow = () => 0;
    const record = (records: MutationRecord[]) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.firstElementChild) addedIn.push(frameNow());
    };
    const observer = new MutationObserver(record);
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block><pre data-language="javascript"><code>${escapeHtml(sample)}</code></pre></ib-code-block>`,
    );
    const clock = frameClock();
    frameNow = clock.now;
    observer.observe(codeOf(el), { childList: true });
    await until(() => finished(codeOf(el)), 1500);
    record(observer.takeRecords());
    observer.disconnect();
    clock.stop();
    // Chromium renders content-visibility: auto blocks about half a viewport around the screen.
    const blocks = [...codeOf(el).children];
    const near = blocks.filter(
      (block) => block.getBoundingClientRect().top < innerHeight * 1.5,
    ).length;
    expect(near, 'blocks near the screen').to.be.within(4, blocks.length / 4);
    // The first may go in before the fixture has resolved.
    const nearSeen = near - (blocks.length - addedIn.length);
    expect(nearSeen).to.be.at.least(3);
    const counts = perTask(addedIn); // blocks per frame
    expect(counts.slice(0, nearSeen), 'one block a frame').to.deep.equal(Array(nearSeen).fill(1));
    expect(Math.max(...counts.slice(nearSeen)), 'a few further away').to.be.above(1);
  });

  it('lays out only the blocks on screen, at the size they take, numbers beside their lines', async function () {
    this.timeout(30000);
    const sample = longSample(1500);
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block><pre data-language="javascript" data-title="Node.js"><code>${escapeHtml(sample)}</code></pre></ib-code-block>`,
    );
    const code = codeOf(el);
    const numbers = el.shadowRoot!.querySelector<HTMLElement>('[part="line-numbers"]')!;
    const pre = code.parentElement!;
    const size = () => [
      Math.round(el.getBoundingClientRect().height),
      pre.scrollWidth,
      Math.round(numbers.getBoundingClientRect().width),
    ];
    const plainSize = size();
    await until(() => finished(code), 1500);
    expect(size(), 'highlighted: same height, scroll width and number column').to.deep.equal(
      plainSize,
    );
    const lineCount = sample.split('\n').length;
    expect([...numbers.children].map((block) => block.textContent).join('\n')).to.equal(
      Array.from({ length: lineCount }, (_, i) => i + 1).join('\n'),
    );

    const lastToken = () => code.lastElementChild!.querySelector('.token')!;
    expect(
      lastToken().checkVisibility({ contentVisibilityAuto: true }),
      'the last block, off screen, is skipped',
    ).to.equal(false);

    // Scrolled through: every block rendered in turn, the block's size never changes, and the
    // number of each line sits on it.
    const lineTop = (container: Element, line: number) => lineStartBox(container, line).top;
    // Numbers are blocks without a trailing break: line n starts block n/100.
    const numberTop = (line: number) => {
      const block = numbers.children[Math.floor((line - 1) / 100)];
      return lineTop(block, ((line - 1) % 100) + 1);
    };
    for (const line of [250, 777, 1234, lineCount]) {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top + (line / lineCount) * el.offsetHeight - 200);
      await frames(2);
      expect(size(), `at line ${line}`).to.deep.equal(plainSize);
      expect(Math.round(numberTop(line)), `number ${line}`).to.equal(
        Math.round(lineTop(code, line)),
      );
    }
    expect(
      lastToken().checkVisibility({ contentVisibilityAuto: true }),
      'on screen, rendered',
    ).to.equal(true);
    window.scrollTo(0, 0);
  });

  it('stops when the block is removed, and a changed sample starts over without the old work', async function () {
    this.timeout(30000);
    const first = longSample(1500);
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block><pre data-language="javascript" data-title="Node.js"><code>${escapeHtml(first)}</code></pre></ib-code-block>`,
    );
    let code = codeOf(el);
    await until(() => code.querySelector('.token'), 600);
    expect(finished(code), 'still highlighting').to.equal(false);

    // A new sample while the first is half done: only the new one's blocks, exactly.
    const second = longSample(1300, 'reply');
    el.querySelector('code')!.textContent = second;
    await until(() => codeOf(el).textContent === second);
    code = codeOf(el);
    await until(() => finished(code), 1500);
    expect(highlightedMarkup(code)).to.equal(
      prism.highlight(second, prism.languages.javascript, 'javascript'),
    );

    // Removed half way: nothing more is written.
    el.querySelector('code')!.textContent = first;
    await until(
      () => codeOf(el).textContent === first && codeOf(el).querySelector('.token') !== null,
      600,
    );
    code = codeOf(el);
    el.remove();
    const atRemoval = code.innerHTML;
    await frames(30);
    expect(code.innerHTML === atRemoval, 'no block written after removal').to.equal(true);
    expect(finished(code)).to.equal(false);
  });
});
