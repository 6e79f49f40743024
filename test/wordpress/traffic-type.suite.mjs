// GET {restBase}infobip/v1/traffic-type -> { internal } from the IP ranges in the settings.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { restUrl } from './search.suite.mjs';

export function trafficType(wordpress) {
  const setRanges = (ranges) =>
    wordpress.php(
      'update_option("ib_blocks_settings", array("internal_ip_ranges" => $ib_input));',
      ranges,
    );
  const ask = async (headers = {}) => {
    const response = await fetch(restUrl(wordpress, 'infobip/v1/traffic-type'), { headers });
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
      assert.deepEqual(
        await ask(),
        { internal: false },
        '127.0.0.1 is outside 127.0.0.2/31, and IPv6 never matches IPv4',
      );
      setRanges('127.0.0.1');
      assert.deepEqual(await ask(), { internal: true }, 'a single address');
    });

    it('takes the visitor address and extra ranges from its filters (a proxy in front, ranges kept in code), IPv6 too', async () => {
      // A must-use plugin as a site behind a proxy writes it: the address from a header the proxy sets.
      const plugin = join(wordpress.site, 'wp-content/mu-plugins/ib-test-traffic-filters.php');
      mkdirSync(dirname(plugin), { recursive: true });
      writeFileSync(
        plugin,
        `<?php
        add_filter('ib_blocks_client_ip', static fn($ip) => $_SERVER['HTTP_X_TEST_CLIENT_IP'] ?? $ip);
        add_filter('ib_blocks_internal_ip_ranges', static fn($ranges) => array_merge($ranges, array('203.0.113.0/24')));`,
      );
      try {
        setRanges('2001:db8::/32');
        assert.deepEqual(
          await ask({ 'x-test-client-ip': '203.0.113.9' }),
          { internal: true },
          'in the filtered range',
        );
        assert.deepEqual(await ask({ 'x-test-client-ip': '198.51.100.1' }), { internal: false });
        assert.deepEqual(
          await ask({ 'x-test-client-ip': '2001:db8::5' }),
          { internal: true },
          'IPv6 in the settings range',
        );
        assert.deepEqual(await ask({ 'x-test-client-ip': 'not an address' }), { internal: false });
      } finally {
        rmSync(plugin);
        setRanges('');
      }
    });

    it('checks IPv6 ranges and drops invalid lines when the settings are saved', async () => {
      const check = (ip, ranges) =>
        wordpress.php('echo IbBlocks\\ip_in_ranges($ib_input[0], $ib_input[1]) ? "yes" : "no";', [
          ip,
          ranges,
        ]);
      assert.equal(check('2001:db8::1', ['2001:db8::/32']), 'yes');
      assert.equal(check('2001:db9::1', ['2001:db8::/32']), 'no');
      assert.equal(check('192.168.1.77', ['192.168.1.64/27']), 'yes');
      assert.equal(check('192.168.1.96', ['192.168.1.64/27']), 'no');
      const saved = wordpress.php(
        'echo IbBlocks\\sanitize_settings(array("internal_ip_ranges" => $ib_input))["internal_ip_ranges"];',
        '10.0.0.0/8\nnonsense\n300.1.1.1\n10.0.0.0/33\n2001:db8::/32',
      );
      assert.equal(saved, '10.0.0.0/8\n2001:db8::/32');
      setRanges('');
    });
  });
}
