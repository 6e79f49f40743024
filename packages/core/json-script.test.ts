import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import { readJsonScript } from './json-script.ts';

function host(html: string) {
  const el = document.createElement('ib-json-host');
  el.innerHTML = html;
  return el;
}

describe('readJsonScript', () => {
  it('parses the first direct JSON script child', () => {
    const el = host(
      '<script type="application/json">[{"id":1}]</script><script type="application/json">[2]</script>',
    );
    expect(readJsonScript(el)).to.deep.equal([{ id: 1 }]);
  });

  it('takes a selector, e.g. a slotted script', () => {
    const el = host(
      '<script type="application/json">"first"</script><script type="application/json" slot="captions">[{"name":"English"}]</script>',
    );
    expect(readJsonScript(el, 'script[type="application/json"][slot="captions"]')).to.deep.equal([
      { name: 'English' },
    ]);
  });

  it('ignores scripts nested deeper than a direct child', () => {
    const el = host('<div><script type="application/json">{"deep":true}</script></div>');
    expect(readJsonScript(el)).to.equal(undefined);
  });

  it('returns undefined without a script or with an empty one, and reports nothing', async () => {
    const errors = await captureErrors(() => {
      expect(readJsonScript(host(''))).to.equal(undefined);
      expect(readJsonScript(host('<script type="application/json">  </script>'))).to.equal(
        undefined,
      );
    });
    expect(errors.length).to.equal(0);
  });

  it('reports malformed JSON once per element and returns undefined', async () => {
    const el = host('<script type="application/json">{"broken": </script>');
    const errors = await captureErrors(() => {
      expect(readJsonScript(el)).to.equal(undefined);
      expect(readJsonScript(el)).to.equal(undefined);
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0][0])).to.contain('<ib-json-host>');
    expect(String(errors[0][1])).to.contain('Malformed JSON');
  });
});
