// What `npm run new-element -- <name>` writes: a working block that renders, is tested and
// documented, for its author to grow. Each function returns a file's text. Nothing outside the
// block's folder, its story and its demo page is edited: the tests, the Overview, the demo index
// and upgrade.css find the new files (docs/architecture.md, "Adding a block"), so a new element
// passes every test from its first minute.
import { TABLE_END, tableStart } from './attribute-tables.mjs';
import { camelCase as camel, pascal } from './names.mjs';

/** `countdown` -> the names every file uses. */
export function namesFor(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(`new-element: "${name}" is not a kebab-case name (e.g. countdown, price-tag)`);
  const Name = pascal(name);
  return {
    name,
    tag: `ib-${name}`,
    Name,
    camel: camel(name),
    Class: `Ib${Name}`,
    label: Name.replace(/([a-z])([A-Z])/g, '$1 $2'),
    /** Its story's and demo page's title, in sentence case (`Price tag`). */
    title: name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' '),
  };
}

export const props = ({
  name,
  tag,
  Name,
  camel: id,
}) => `// <${tag}>'s props spec, without React: the element's typings (dist/types) import this module,
// not the component's. Each entry is an attribute and its property, written only here
// (docs/architecture.md, "Adding a block"): its doc comment is the description the manifest, the
// README table and the editors show. Its events go here too
// (\`declare module '../../packages/element/events.ts'\`).
import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_LABEL } from './${name}-label.ts';

export const ${id}Spec = {
  /** Accessible name of the region. */
  label: 'string',
} satisfies PropSpec;

export interface ${Name}Props extends PropsOf<typeof ${id}Spec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const ${id}Defaults = { label: DEFAULT_LABEL } as const satisfies ${Name}Props;
`;

export const component = ({
  name,
  Name,
  camel: id,
}) => `import { accessibleLabel } from './${name}-label.ts';
import type { ${Name}Props } from './${name}-props.ts';

export type { ${Name}Props };

/** The ${Name} block: a labelled region around its content. */
export function ${Name}({ label }: ${Name}Props) {
  return (
    <section part="base" className="${id}" aria-label={accessibleLabel(label)}>
      <slot />
    </section>
  );
}
`;

export const logic = ({
  label,
}) => `// The block's rules as plain functions, tested on their own (${'`'}*-label.test.ts${'`'}).

/** The name of the region when its author gives none. */
export const DEFAULT_LABEL = '${label}';

/** The accessible name: the author's label, trimmed, or the default. */
export function accessibleLabel(label: string | undefined): string {
  return label?.trim() || DEFAULT_LABEL;
}
`;

export const logicTest = ({
  name,
  label,
}) => `import { expect } from '../../packages/test-utils/index.ts';
import { accessibleLabel } from './${name}-label.ts';

describe('accessibleLabel', () => {
  it("is the author's label, trimmed", () => {
    expect(accessibleLabel('  Launch  ')).to.equal('Launch');
  });

  it('falls back to "${label}" when the label is missing or blank', () => {
    expect(accessibleLabel(undefined)).to.equal('${label}');
    expect(accessibleLabel('   ')).to.equal('${label}');
  });
});
`;

export const defineFile = ({
  name,
  tag,
  Name,
  Class,
  camel: id,
}) => `import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { ${Name} } from './${Name}.tsx';
import { ${id}Spec, type ${Name}Props } from './${name}-props.ts';
import styles from './${name}.css?inline';

const Base = createIbElement<${Name}Props>(${Name}, { props: ${id}Spec, styles });

/**
 * A labelled region around its content.
 *
 * @tag ${tag}
 * @summary A labelled region around its content.
 * @slot - The content.
 * @csspart base - The region around the content.
 * @cssprop [--${tag}-padding=var(--ib-space-4, 1rem)] - Space around the content.
 */
export class ${Class} extends Base {}

defineIbElement('${tag}', ${Class});

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${Class};
  }
}
`;

export const css = ({ tag, camel: id }) => `:host {
  display: block;
}

.${id} {
  padding: var(--${tag}-padding, var(--ib-space-4, 1rem));
}
`;

/** Its box before it upgrades, as once upgraded (elements/<folder>/upgrade.css, docs/architecture.md). */
export const upgradeCss = ({
  tag,
}) => `/* Block-level before it upgrades too, with the padding the shadow tree will give its content. */
${tag}:is(:not(:defined), [data-ib-deferred]) {
  display: block;
  padding: var(--${tag}-padding, var(--ib-space-4, 1rem));
}
`;

/** Its case for the leak test and the language check (packages/test-utils/element-case.ts). */
export const cases = ({
  tag,
}) => `import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: '${tag}',
    load: () => import('./${tag}.ts'),
    markup: '<${tag} label="Box"><p>Box</p></${tag}>',
  },
];

export default cases;
`;

/** Its React smoke test (the react group, docs/architecture.md), on the wrapper `npm run generate` writes. */
export const reactTest = ({
  tag,
  Name,
}) => `// The React smoke test (the react group, docs/architecture.md): through \`ib-blocks/react\` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { ${Name} } from '../../react/elements/${tag}.ts';

afterEach(unmountReact);

describe('<${tag}> through ib-blocks/react on React 19', () => {
  it('${Name}: names its region by the label prop', async () => {
    const el = await renderReact(h(${Name}, { label: 'Launch' }, h('p', null, 'Soon')), '${tag}');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal(
      'Launch',
    );
  });
});
`;

export const browserTest = ({
  tag,
  Class,
  label,
}) => `import { expect, expectAccessible, fixture } from '../../packages/test-utils/index.ts';
import './${tag}.ts';
import type { ${Class} } from './${tag}.ts';

describe('<${tag}>', () => {
  it('renders its content in a region named by its label', async () => {
    const el = await fixture<${Class}>('<${tag} label="Launch"><p>Soon</p></${tag}>');
    const region = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(region.getAttribute('aria-label')).to.equal('Launch');
    expect(el.querySelector('p')!.assignedSlot).to.not.equal(null);
    await expectAccessible(el);
  });

  it('is named "${label}" without a label, and follows a changed label', async () => {
    const el = await fixture<${Class}>('<${tag}></${tag}>');
    const region = () => el.shadowRoot!.querySelector('[part="base"]')!;
    expect(region().getAttribute('aria-label')).to.equal('${label}');
    el.setAttribute('label', 'Later');
    await el.updateComplete;
    expect(region().getAttribute('aria-label')).to.equal('Later');
  });
});
`;

export const readme = ({ name, tag, label }) => `# \`<${tag}>\`

A labelled region around its content.

\`\`\`html
<${tag} label="Launch">
  <p>…</p>
</${tag}>
\`\`\`

${tableStart(tag)}
${TABLE_END}

Part: \`base\` (the region). Custom property: \`--${tag}-padding\` (\`--ib-space-4\`, 1rem).

## Behaviour

- The content stays in the light DOM, shown through the default slot.
- The region's accessible name is the trimmed \`label\`, else "${label}" (\`${name}-label.ts\`).
`;

export const story = ({
  name,
  tag,
  camel: id,
  Name,
  title,
}) => `// <${tag}>: a labelled region around its content.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/${name}/${tag}.ts';
import type { ${id}Spec } from '../elements/${name}/${name}-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

type ${Name}Args = AttributeArgs<typeof ${id}Spec>;

// The Overview page's card: the group and title from \`title\`, the line from the description.
const meta: Meta<${Name}Args> = {
  title: 'Blocks/${title}',
  component: '${tag}',
  parameters: { docs: { description: { component: 'A labelled region around its content.' } } },
  args: { label: 'Launch' },
  render: (args) => html\`<${tag} \${attributes(args)}><p>The content of the block.</p></${tag}>\`,
};
export default meta;

type Story = StoryObj<${Name}Args>;

/** The block with its content. */
export const Default: Story = {};
`;

export const docsPage = ({
  name,
  Name,
}) => `import { Controls, Markdown, Meta, Primary, Title } from '@storybook/addon-docs/blocks';
import * as ${Name}Stories from './${name}.stories.ts';
import { readmeForDocs } from './readme-for-docs.ts';
import Readme from '../elements/${name}/README.md?raw';

<Meta of={${Name}Stories} />

<Title />

<Primary />

<Controls />

<Markdown>{readmeForDocs(Readme, ${Name}Stories.default.component)}</Markdown>
`;

/**
 * The demo page: another block page's layout includes (head, header, footer: demo/layout/), page
 * data and contact modal (the header's "Contact sales" link opens it) around a section for the
 * block, titled by its name with the tag as a chip.
 */
export function demoPage({ name, tag, title }, templatePage) {
  const content = `<main id="main">
      <div class="page-head">
        <div class="container">
          <p class="eyebrow"><code>&lt;${tag}&gt;</code></p>
          <h1>${title}</h1>
          <p class="lead">A labelled region around its content.</p>
        </div>
      </div>

      <div class="section">
        <div class="container prose">
          <${tag} label="Launch"><p>The content of the block.</p></${tag}>
        </div>
      </div>

      `;
  const start = templatePage.indexOf('<main id="main">');
  const end = templatePage.indexOf('<ib-modal id="contact">');
  if (start < 0 || end < start)
    throw new Error(
      'new-element: the template demo page has no <main id="main"> with the contact modal',
    );
  return (templatePage.slice(0, start) + content + templatePage.slice(end))
    .replace(/<title>[^<]*<\/title>/, `<title>${title} — ib-blocks demo</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${tag}: a labelled region around its content."`,
    )
    .replace(/("contentSubType": )"[^"]*"/, `$1"${name}"`);
}

/** Every new file: `{ path: text }`. */
export function newFiles(names, templatePage) {
  const { name, tag, Name } = names;
  const dir = `elements/${name}`;
  return {
    [`${dir}/${Name}.tsx`]: component(names),
    [`${dir}/${name}-props.ts`]: props(names),
    [`${dir}/${name}-label.ts`]: logic(names),
    [`${dir}/${name}-label.test.ts`]: logicTest(names),
    [`${dir}/${tag}.ts`]: defineFile(names),
    [`${dir}/${name}.css`]: css(names),
    [`${dir}/${name}.test.ts`]: browserTest(names),
    [`${dir}/${name}.cases.ts`]: cases(names),
    [`${dir}/${name}.react.test.ts`]: reactTest(names),
    [`${dir}/upgrade.css`]: upgradeCss(names),
    [`${dir}/README.md`]: readme(names),
    [`stories/${name}.stories.ts`]: story(names),
    [`stories/${name}.mdx`]: docsPage(names),
    [`demo/pages/${name}.html`]: demoPage(names, templatePage),
  };
}
