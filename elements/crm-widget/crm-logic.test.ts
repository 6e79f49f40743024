import { expect } from '../../packages/test-utils/index.ts';
import { isE164, toE164 } from './phone.ts';
import {
  fillPlaceholders,
  firstMissingPlaceholder,
  insertAtCaret,
  nextPlaceholder,
  placeholderNumbers,
} from './placeholders.ts';
import { loadState, saveState, storageKeyFor } from './saved-state.ts';
import { buildShareUrl, DEFAULT_URL_TEMPLATE } from './share-url.ts';
import { parseTemplates } from './templates.ts';
import type { SafeStorage } from '../../packages/core/storage.ts';

const storageWith = (value: string | null): SafeStorage => ({
  available: true,
  get: () => value,
  set: () => true,
  remove: () => undefined,
});

describe('crm-widget logic', () => {
  it('accepts E.164 numbers, tidying spaces, brackets, dashes and a 00 prefix', () => {
    expect(toE164('+44 (20) 7946-0958')).to.equal('+442079460958');
    expect(toE164('0044 20 7946 0958')).to.equal('+442079460958');
    expect(toE164(' +385.1.234.5678 ')).to.equal('+38512345678');
  });

  it('rejects numbers that are not E.164', () => {
    for (const input of [
      '',
      '442079460958',
      '+0442079460958',
      '+1234',
      '+1234567890123456',
      '+44 20 abc',
      '<b>+441234567</b>',
      '+44-20-7946-0958;x',
    ]) {
      expect(toE164(input), input).to.equal(undefined);
    }
    expect(isE164('+442079460958')).to.equal(true);
    expect(isE164(442079460958)).to.equal(false);
  });

  it('numbers placeholders after the highest one present', () => {
    expect(nextPlaceholder('Hello')).to.equal('{{1}}');
    expect(nextPlaceholder('Hi {{1}}, order {{3}} and {{2}}')).to.equal('{{4}}');
    expect(nextPlaceholder('{{x}} {1} {{ 2 }}')).to.equal('{{1}}');
  });

  it('inserts at the caret, replacing a selection, and puts the caret after the insert', () => {
    expect(insertAtCaret('Hello world', 6, 6, '{{1}} ')).to.deep.equal({
      text: 'Hello {{1}} world',
      caret: 12,
    });
    expect(insertAtCaret('Hello world', 6, 11, '{{2}}')).to.deep.equal({
      text: 'Hello {{2}}',
      caret: 11,
    });
    expect(insertAtCaret('Hi', 99, 120, '{{1}}')).to.deep.equal({ text: 'Hi{{1}}', caret: 7 });
  });

  it('lists the distinct placeholders of a text, lowest first', () => {
    expect(placeholderNumbers('Hi {{2}}, {{1}} and {{2}} again, {{01}} {{x}} {1}')).to.deep.equal([
      '1',
      '2',
    ]);
    expect(placeholderNumbers('No placeholders')).to.deep.equal([]);
  });

  it('fills every placeholder with its value in one pass', () => {
    expect(
      fillPlaceholders('Hi {{1}}, this is {{2}}. Bye {{1}}!', { '1': 'Ada', '2': 'Grace' }),
    ).to.equal('Hi Ada, this is Grace. Bye Ada!');
    // A value that looks like a placeholder or markup is sent as typed, never filled again.
    expect(fillPlaceholders('{{1}} and {{2}}', { '1': '{{2}}', '2': '<b>x</b> & $1' })).to.equal(
      '{{2}} and <b>x</b> & $1',
    );
    expect(fillPlaceholders('Order {{01}}', { '1': '42' })).to.equal('Order 42');
    expect(fillPlaceholders('Hi {{3}}', { '1': 'Ada' })).to.equal('Hi {{3}}');
  });

  it('finds the first placeholder whose value is empty or only spaces', () => {
    expect(firstMissingPlaceholder('Hi {{2}} and {{1}}', { '2': 'Ada' })).to.equal('1');
    expect(firstMissingPlaceholder('Hi {{1}} and {{2}}', { '1': 'Ada', '2': '   ' })).to.equal('2');
    expect(firstMissingPlaceholder('Hi {{1}}', { '1': 'Ada' })).to.equal(undefined);
    expect(firstMissingPlaceholder('Hi there', {})).to.equal(undefined);
  });

  it('builds the share URL with every value encoded, in one pass', () => {
    const url = buildShareUrl(DEFAULT_URL_TEMPLATE, {
      phone: '+442079460958',
      text: 'Hi {{1}} & co? #1 {text} 100%',
    });
    expect(url).to.equal(
      'https://wa.me/442079460958?text=Hi%20%7B%7B1%7D%7D%20%26%20co%3F%20%231%20%7Btext%7D%20100%25',
    );
    expect(
      buildShareUrl('https://crm.example/send?to={e164}&body={text}', {
        phone: '+15551234567',
        text: 'a/b',
      }),
    ).to.equal('https://crm.example/send?to=%2B15551234567&body=a%2Fb');
  });

  it('refuses templates that give no safe link', () => {
    expect(
      buildShareUrl('javascript:alert({text})', { phone: '+15551234567', text: 'x' }),
    ).to.equal(undefined);
    expect(buildShareUrl('data:text/html,{text}', { phone: '+15551234567', text: 'x' })).to.equal(
      undefined,
    );
    expect(buildShareUrl('not a url {phone}', { phone: '+15551234567', text: 'x' })).to.equal(
      undefined,
    );
  });

  it('keeps only well-formed templates with unique ids', () => {
    const { templates, skipped } = parseTemplates([
      { id: 'a', name: 'A', text: 'Hello' },
      { id: 2, name: 'Two', text: 'x' },
      { id: 'a', name: 'Dup', text: 'y' },
      { id: 'b', name: 'No text' },
      null,
    ]);
    expect(templates).to.deep.equal([
      { id: 'a', name: 'A', text: 'Hello' },
      { id: '2', name: 'Two', text: 'x' },
    ]);
    expect(skipped).to.equal(3);
    expect(parseTemplates({ id: 'a' })).to.deep.equal({ templates: [], skipped: 1 });
    expect(parseTemplates(undefined)).to.deep.equal({ templates: [], skipped: 0 });
  });

  it('loads saved state, dropping whatever is malformed', () => {
    expect(loadState(storageWith(null), 'k')).to.deep.equal({
      state: { recipients: [], templateId: '', text: '', values: {} },
      malformed: false,
    });
    expect(loadState(storageWith('{oops'), 'k').malformed).to.equal(true);
    expect(loadState(storageWith('[1,2]'), 'k').malformed).to.equal(true);
    const mixed = loadState(
      storageWith(
        JSON.stringify({
          recipients: ['+442079460958', '<img src=x>', 7],
          templateId: 3,
          text: 'Hi',
        }),
      ),
      'k',
    );
    expect(mixed).to.deep.equal({
      state: { recipients: ['+442079460958'], templateId: '', text: 'Hi', values: {} },
      malformed: true,
    });
    // State saved before placeholder values existed is not malformed.
    expect(
      loadState(
        storageWith(JSON.stringify({ recipients: [], templateId: '', text: 'Hi {{1}}' })),
        'k',
      ).malformed,
    ).to.equal(false);
    expect(storageKeyFor(undefined)).to.equal('ib-crm-widget');
    expect(storageKeyFor('sales')).to.equal('ib-crm-widget:sales');
  });

  it('keeps placeholder values of listed recipients for placeholders in the text', () => {
    const saved = {
      recipients: ['+442079460958', '+15551234567'],
      templateId: '',
      text: 'Hi {{1}}, order {{2}}',
      values: {
        '+442079460958': { '1': 'Ada', '2': '42', '3': 'gone' },
        '+15551234567': { '1': 'Grace' },
        '+33123456789': { '1': 'not listed' },
      },
    };
    expect(loadState(storageWith(JSON.stringify(saved)), 'k')).to.deep.equal({
      state: {
        ...saved,
        values: { '+442079460958': { '1': 'Ada', '2': '42' }, '+15551234567': { '1': 'Grace' } },
      },
      malformed: false,
    });
    const hostile = {
      ...saved,
      values: {
        '+442079460958': { '1': { html: '<b>x</b>' }, '2': '42' },
        '+15551234567': 'Grace',
      },
    };
    expect(loadState(storageWith(JSON.stringify(hostile)), 'k')).to.deep.equal({
      state: { ...saved, values: { '+442079460958': { '2': '42' } } },
      malformed: true,
    });
    expect(
      loadState(storageWith(JSON.stringify({ ...saved, values: ['Ada'] })), 'k'),
    ).to.deep.equal({ state: { ...saved, values: {} }, malformed: true });
  });

  it('saves the placeholder values of placeholders still in the text', () => {
    let written = '';
    const storage: SafeStorage = {
      available: true,
      get: () => null,
      set: (_key, value) => ((written = value), true),
      remove: () => undefined,
    };
    saveState(storage, 'k', {
      recipients: ['+442079460958'],
      templateId: 'intro',
      text: 'Hi {{1}}',
      values: { '+442079460958': { '1': 'Ada', '2': 'removed from the text' } },
    });
    expect(JSON.parse(written)).to.deep.equal({
      recipients: ['+442079460958'],
      templateId: 'intro',
      text: 'Hi {{1}}',
      values: { '+442079460958': { '1': 'Ada' } },
    });
  });
});
