// <ib-code-block>: code samples per channel and language, as an API guide writes them.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/code-block/ib-code-block.ts';
import { attributes } from './attributes.ts';
import type { codeBlockSpec } from '../elements/code-block/code-block-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes, named as in the template (and the manifest's controls). */
type CodeBlockArgs = AttributeArgs<typeof codeBlockSpec>;

const meta: Meta<CodeBlockArgs> = {
  title: 'Article/Code block',
  component: 'ib-code-block',
  args: {
    variable: 'message',
  },
  argTypes: {
    language: { control: 'inline-radio', options: ['Node.js', 'Python', 'PHP', 'Java'] },
    channel: { control: 'inline-radio', options: ['SMS', 'WhatsApp'] },
  },
  parameters: {
    actions: { handles: ['ib-code-block-change', 'ib-code-block-copy'] },
    docs: { description: { component: 'Code samples with language tabs, highlighting and copy.' } },
  },
  render: (args) => html`
    <ib-code-block ${attributes(args)}>
      <pre data-language="javascript" data-channel="SMS" data-title="Node.js"><code>{
  from: "Chorus",
  to: "441134960000",
  text: "Your parcel arrives today between 10:00 and 12:00."
}</code></pre>
      <pre data-language="python" data-channel="SMS" data-title="Python"><code>{
    "from": "Chorus",
    "to": "441134960000",
    "text": "Your parcel arrives today between 10:00 and 12:00.",
}</code></pre>
      <pre data-language="php" data-channel="SMS" data-title="PHP"><code>[
    "from" => "Chorus",
    "to" => "441134960000",
    "text" => "Your parcel arrives today between 10:00 and 12:00.",
]</code></pre>
      <pre data-language="javascript" data-channel="WhatsApp" data-title="Node.js"><code>{
  from: "441134960001",
  to: "441134960000",
  content: { templateName: "delivery_update", templateData: { body: { placeholders: ["10:00"] } } }
}</code></pre>
      <pre
        data-language="java"
        data-channel="WhatsApp"
        data-title="Java"
      ><code>new WhatsAppTemplateMessage()
    .from("441134960001")
    .to("441134960000")
    .content(new TemplateContent("delivery_update", List.of("10:00")))</code></pre>
    </ib-code-block>
  `,
};
export default meta;

type Story = StoryObj<CodeBlockArgs>;

/** Channel and language tabs; the sample is declared as `message` in each language. */
export const ChannelsAndLanguages: Story = { name: 'Channels and languages' };

/** A single sample: no tabs, the title is shown and the code is a named, focusable region. */
export const SingleSample: Story = {
  name: 'One sample',
  args: { variable: '' },
  render: (args) => html`
    <ib-code-block ${attributes(args)}>
      <pre
        data-language="bash"
        data-title="cURL"
      ><code>curl -X POST https://api.example.com/sms/3/messages \\
  -H "Authorization: App $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"messages":[{"destinations":[{"to":"441134960000"}],"content":{"text":"Hello"}}]}'</code></pre>
    </ib-code-block>
  `,
};

/** `wrap`: the long cURL lines wrap instead of scrolling; each keeps its number beside its first row. */
export const Wrapped: Story = { ...SingleSample, args: { variable: '', wrap: true } };

const longSample = [
  'async function sendAll(client) {',
  ...Array.from(
    { length: 1500 },
    (_, i) =>
      `  await client.send({ to: "4411349600${String(i % 100).padStart(2, '0')}", text: \`Order \${${i}} ships today\` }); // ${i + 1}`,
  ),
  '}',
].join('\n');

/**
 * 1,502 lines: shown at once as plain text, highlighted a few blocks of lines per frame, and only
 * the blocks on screen are laid out; nothing moves as you scroll or as the colours arrive.
 */
export const LongSample: Story = {
  name: 'Long sample',
  args: { variable: '' },
  render: (args) => html`
    <ib-code-block ${attributes(args)}>
      <pre data-language="javascript" data-title="Node.js"><code>${longSample}</code></pre>
    </ib-code-block>
  `,
};

/** On a right-to-left page the header follows the page; the code reads left to right, its numbers on the left. */
export const RightToLeft: Story = {
  name: 'Right to left',
  render: (args) => html`
    <div dir="rtl" lang="ar">
      <ib-code-block ${attributes(args)}>
        <pre data-language="javascript" data-title="Node.js"><code>{
  to: "441134960000",
  text: "طردك يصل اليوم"
}</code></pre>
        <pre data-language="python" data-title="Python"><code>{
    "to": "441134960000",
    "text": "طردك يصل اليوم",
}</code></pre>
      </ib-code-block>
    </div>
  `,
};
