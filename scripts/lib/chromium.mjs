// Finds the Chromium the tests and benchmarks drive: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. Set CHROME_PATH, or on Debian run `apt-get install -y chromium` ' +
        '(scripts/ensure-chromium.sh does this when run as root).',
    );
  }
  return found;
}
