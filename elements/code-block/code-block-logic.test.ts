import { expect } from '../../packages/test-utils/index.ts';
import { declarationFor, declaredCode } from './declaration.ts';
import { canonicalLanguage, isKnownLanguage } from './prism-languages.ts';
import { channelsOf, resolveChoice, sampleFor, tidyCode, titlesIn, type Sample } from './samples.ts';

const samples: Sample[] = [
  { language: 'javascript', channel: 'SMS', title: 'Node.js', code: 'a' },
  { language: 'python', channel: 'SMS', title: 'Python', code: 'b' },
  { language: 'javascript', channel: 'WhatsApp', title: 'Node.js', code: 'c' },
  { language: 'php', channel: 'WhatsApp', title: 'PHP', code: 'd' },
];

describe('code-block logic', () => {
  it('declares the variable in each language’s syntax, and not in data formats', () => {
    const shown = ['javascript', 'typescript', 'python', 'ruby', 'php', 'java', 'csharp', 'go', 'kotlin', 'swift', 'bash', 'json', 'http'].map(
      (language) => declaredCode('{}', language, 'msg'),
    );
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
    expect(declarationFor('javascript', undefined)).to.deep.equal({ prefix: '', suffix: '' });
    expect(declarationFor('javascript', 'a b; alert(1)')).to.deep.equal({ prefix: '', suffix: '' });
  });

  it('resolves language aliases', () => {
    expect(['JS', 'C#', 'sh', 'py', 'xml', 'Rust'].map(canonicalLanguage)).to.deep.equal(['javascript', 'csharp', 'bash', 'python', 'markup', 'rust']);
    expect([isKnownLanguage('python'), isKnownLanguage('javascript'), isKnownLanguage('rust')]).to.deep.equal([true, true, false]);
  });

  it('drops the template’s blank edge lines and shared indentation', () => {
    expect(tidyCode('\n    if (a) {\n      b();\n    }\n  ')).to.equal('if (a) {\n  b();\n}');
  });

  it('lists channels, and the titles of the selected channel', () => {
    expect(channelsOf(samples)).to.deep.equal(['SMS', 'WhatsApp']);
    expect(titlesIn(samples, 'WhatsApp')).to.deep.equal(['Node.js', 'PHP']);
  });

  it('keeps the wanted choice where it exists, else falls back to preferences, then the first', () => {
    expect(resolveChoice(samples, { title: 'Python', channel: 'SMS' })).to.deep.equal({ title: 'Python', channel: 'SMS' });
    expect(resolveChoice(samples, { title: 'Python', channel: 'WhatsApp' })).to.deep.equal({ title: 'Node.js', channel: 'WhatsApp' });
    expect(resolveChoice(samples, {}, { title: 'PHP', channel: 'WhatsApp' })).to.deep.equal({ title: 'PHP', channel: 'WhatsApp' });
    expect(resolveChoice(samples, { title: 'python' })).to.deep.equal({ title: 'Python', channel: 'SMS' });
    expect(resolveChoice(samples, { channel: 'Email' })).to.deep.equal({ title: 'Node.js', channel: 'SMS' });
    expect(sampleFor(samples, { title: 'PHP', channel: 'WhatsApp' })?.code).to.equal('d');
  });
});
