import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import { reportError } from './report.ts';

describe('reportError', () => {
  it('logs once per source and message, naming the element', async () => {
    const a = document.createElement('ib-report-a');
    const b = document.createElement('ib-report-b');
    const errors = await captureErrors(() => {
      reportError(a, new Error('bad speed'));
      reportError(a, new Error('bad speed'));
      reportError(b, new Error('bad speed'));
      reportError(a, new Error('other'));
    });
    expect(errors.map((args) => `${args[0]} ${(args[1] as Error).message}`)).to.deep.equal([
      '[ib-blocks] <ib-report-a> bad speed',
      '[ib-blocks] <ib-report-b> bad speed',
      '[ib-blocks] <ib-report-a> other',
    ]);
  });

  it('groups page-level reports (no source) under ib-blocks', async () => {
    const errors = await captureErrors(() => {
      reportError(null, 'page problem');
      reportError(null, 'page problem');
    });
    expect(errors.map((args) => String(args[0]))).to.deep.equal(['[ib-blocks] ib-blocks']);
  });
});
