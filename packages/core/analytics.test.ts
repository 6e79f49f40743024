import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import { pushDataLayer } from './analytics.ts';

const host = window as unknown as { dataLayer?: unknown };

describe('pushDataLayer', () => {
  afterEach(() => {
    delete host.dataLayer;
  });

  it('creates window.dataLayer when absent and pushes the entry', () => {
    pushDataLayer({ event: 'video_play', src: 'a.mp4' });
    expect(host.dataLayer).to.deep.equal([{ event: 'video_play', src: 'a.mp4' }]);
  });

  it('appends to an existing dataLayer, keeping earlier entries', () => {
    const layer: unknown[] = [{ event: 'gtm.js' }];
    host.dataLayer = layer;
    pushDataLayer({ event: 'internal_traffic' });
    expect(host.dataLayer === layer).to.equal(true);
    expect(layer).to.deep.equal([{ event: 'gtm.js' }, { event: 'internal_traffic' }]);
  });

  it('goes through a push() the tag manager installed', () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => seen.push(...entries);
    host.dataLayer = layer;
    pushDataLayer({ event: 'form_submit' });
    expect(seen).to.deep.equal([{ event: 'form_submit' }]);
  });

  it('never throws when the installed push() throws, and reports it', async () => {
    host.dataLayer = {
      push: () => {
        throw new Error('tag manager broke');
      },
    };
    const errors = await captureErrors(() => pushDataLayer({ event: 'x' }));
    expect(errors.length).to.equal(1);
  });
});
