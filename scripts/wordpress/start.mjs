#!/usr/bin/env node
// `npm run wordpress`: builds the library and the plugin, then starts a local WordPress over
// MariaDB with the plugin, the demo theme and the demo corpus (scripts/wordpress/stack.mjs), on
// 127.0.0.1:WP_PORT (default 8090). Installs Debian's packages first when missing (as root).
//   --no-build  use the dist/ and dist-wordpress/ already there
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlugin } from './build-plugin.mjs';
import { startWordPress } from './stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.WP_PORT || 8090);

if (!process.argv.includes('--no-build')) {
  console.log('> npm run build');
  if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
  buildPlugin();
}
try {
  const wordpress = await startWordPress({ port, log: (line) => console.log(line) });
  console.log(
    `\nWordPress with ib-blocks: ${wordpress.url}/\n  search results: ${wordpress.url}/?s=whatsapp\n  wp-admin: ${wordpress.url}/wp-admin/ (${wordpress.admin.user} / ${wordpress.admin.password}; author: ${wordpress.author.user} / ${wordpress.author.password})\nCtrl-C stops it.`,
  );
  const stop = () => wordpress.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`wordpress: ${error.message}`);
  process.exit(1);
}
