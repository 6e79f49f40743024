import { expect } from '../../packages/test-utils/index.ts';
import { declaredCode } from './declaration.ts';
import { canonicalLanguage, isKnownLanguage } from './prism-languages.ts';
import {
  channelsOf,
  resolveChoice,
  sampleFor,
  tidyCode,
  titlesIn,
  type Sample,
} from './samples.ts';

const samples: Sample[] = [
  { language: 'javascript', channel: 'SMS', title: 'Node.js', code: 'a' },
  { language: 'python', channel: 'SMS', title: 'Python', code: 'b' },
  { language: 'javascript', channel: 'WhatsApp', title: 'Node.js', code: 'c' },
  { language: 'php', channel: 'WhatsApp', title: 'PHP', code: 'd' },
];

describe('code-block logic', () => {
  it('declares the variable in each language’s syntax, and not in data formats', () => {
    const shown = [
      'javascript',
      'typescript',
      'python',
      'ruby',
      'php',
      'java',
      'csharp',
      'go',
      'kotlin',
      'swift',
      'bash',
      'json',
      'http',
    ].map((language) => declaredCode('{}', language, 'msg'));
    expect(shown).to.deep.equal([
      'const msg = {};',
      'const msg = {};',
      'msg = {}',
      'msg = {}',
      '$msg = {};',
      'var msg = {};',
      'var msg = {};',
      'msg := {}',
      'val msg = {}',
      'let msg = {}',
      "msg='{}'",
      '{}',
      '{}',
    ]);
  });

  it('ignores a missing or invalid variable name', () => {
    expect(declaredCode('{}', 'javascript', undefined)).to.equal('{}');
    expect(declaredCode('{}', 'javascript', 'a b; alert(1)')).to.equal('{}');
  });

  it('never wraps a command: cURL and shell samples (every alias) stay as written', () => {
    const commands = [
      `curl -X POST https://api.example.com/sms/3/messages -H 'Content-Type: application/json' -d '{"to":"41793026727"}'`,
      "export API_KEY=secret\necho 'It works'",
      '[ -f .env ] && source .env',
      '{ echo a; echo b; } > out.txt',
    ];
    for (const alias of ['curl', 'sh', 'shell', 'bash']) {
      for (const command of commands)
        expect(declaredCode(command, canonicalLanguage(alias), 'payload')).to.equal(command);
    }
  });

  it('a JSON payload in a shell sample becomes a single-quoted string, its quotes escaped', () => {
    expect(declaredCode('{"text": "Hello"}', 'bash', 'payload')).to.equal(
      `payload='{"text": "Hello"}'`,
    );
    // Inside '…' only a quote needs care: close, \', reopen.
    expect(declaredCode(`{"text": "It's 'here'"}`, 'bash', 'payload')).to.equal(
      `payload='{"text": "It'\\''s '\\''here'\\''"}'`,
    );
    expect(
      declaredCode(`[\n  {"to": "41793026727", "text": "$HOME \`date\`"}\n]`, 'bash', 'payload'),
    ).to.equal(`payload='[\n  {"to": "41793026727", "text": "$HOME \`date\`"}\n]'`);
  });

  it('a sample declared as an expression of its own language is kept as code, quotes and all', () => {
    // The sample is source in that language, not text in a string literal: nothing to escape.
    expect(declaredCode('{ text: `Hi ${name}`, quote: "\\"" }', 'javascript', 'msg')).to.equal(
      'const msg = { text: `Hi ${name}`, quote: "\\"" };',
    );
    expect(declaredCode('new Message("It\'s \\"here\\"")', 'csharp', 'msg')).to.equal(
      'var msg = new Message("It\'s \\"here\\"");',
    );
    expect(declaredCode('Message{Text: "say \\"hi\\""}', 'go', 'msg')).to.equal(
      'msg := Message{Text: "say \\"hi\\""}',
    );
  });

  it('resolves language aliases', () => {
    expect(['JS', 'C#', 'sh', 'py', 'xml', 'Rust'].map(canonicalLanguage)).to.deep.equal([
      'javascript',
      'csharp',
      'bash',
      'python',
      'markup',
      'rust',
    ]);
    expect([
      isKnownLanguage('python'),
      isKnownLanguage('javascript'),
      isKnownLanguage('rust'),
    ]).to.deep.equal([true, true, false]);
  });

  it('drops the template’s blank edge lines and shared indentation', () => {
    expect(tidyCode('\n    if (a) {\n      b();\n    }\n  ')).to.equal('if (a) {\n  b();\n}');
  });

  it('lists channels, and the titles of the selected channel', () => {
    expect(channelsOf(samples)).to.deep.equal(['SMS', 'WhatsApp']);
    expect(titlesIn(samples, 'WhatsApp')).to.deep.equal(['Node.js', 'PHP']);
  });

  it('keeps the wanted choice where it exists, else falls back to preferences, then the first', () => {
    expect(resolveChoice(samples, { title: 'Python', channel: 'SMS' })).to.deep.equal({
      title: 'Python',
      channel: 'SMS',
    });
    expect(resolveChoice(samples, { title: 'Python', channel: 'WhatsApp' })).to.deep.equal({
      title: 'Node.js',
      channel: 'WhatsApp',
    });
    expect(resolveChoice(samples, {}, { title: 'PHP', channel: 'WhatsApp' })).to.deep.equal({
      title: 'PHP',
      channel: 'WhatsApp',
    });
    expect(resolveChoice(samples, { title: 'python' })).to.deep.equal({
      title: 'Python',
      channel: 'SMS',
    });
    expect(resolveChoice(samples, { channel: 'Email' })).to.deep.equal({
      title: 'Node.js',
      channel: 'SMS',
    });
    expect(sampleFor(samples, { title: 'PHP', channel: 'WhatsApp' })?.code).to.equal('d');
  });
});
