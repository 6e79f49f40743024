// GET {restBase}infobip/v1/traffic-type -> { internal } from the IP ranges in the settings.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restUrl } from './search.suite.mjs';

export function trafficType(wordpress) {
  const setRanges = (ranges) =>
    wordpress.php('update_option("ib_blocks_settings", array("internal_ip_ranges" => $ib_input));', ranges);
  const ask = async () => {
    const response = await fetch(restUrl(wordpress, 'infobip/v1/traffic-type'));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control'), /no-store/);
    return response.json();
  };

  describe('traffic-type endpoint', () => {
    it('answers internal: false without ranges, true when the visitor is in one (CIDR, IPv4)', async () => {
      setRanges('');
      assert.deepEqual(await ask(), { internal: false });
      setRanges('10.0.0.0/8\n127.0.0.0/30');
      assert.deepEqual(await ask(), { internal: true });
      setRanges('127.0.0.2/31\n::1/128');
      assert.deepEqual(await ask(), { internal: false }, '127.0.0.1 is outside 127.0.0.2/31, and IPv6 never matches IPv4');
      setRanges('127.0.0.1');
      assert.deepEqual(await ask(), { internal: true }, 'a single address');
    });

    it('checks IPv6 ranges and drops invalid lines when the settings are saved', async () => {
      const check = (ip, ranges) => wordpress.php('echo IbBlocks\\ip_in_ranges($ib_input[0], $ib_input[1]) ? "yes" : "no";', [ip, ranges]);
      assert.equal(check('2001:db8::1', ['2001:db8::/32']), 'yes');
      assert.equal(check('2001:db9::1', ['2001:db8::/32']), 'no');
      assert.equal(check('192.168.1.77', ['192.168.1.64/27']), 'yes');
      assert.equal(check('192.168.1.96', ['192.168.1.64/27']), 'no');
      const saved = wordpress.php('echo IbBlocks\\sanitize_settings(array("internal_ip_ranges" => $ib_input))["internal_ip_ranges"];', '10.0.0.0/8\nnonsense\n300.1.1.1\n10.0.0.0/33\n2001:db8::/32');
      assert.equal(saved, '10.0.0.0/8\n2001:db8::/32');
      setRanges('');
    });
  });
}
