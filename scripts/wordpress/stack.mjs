// A real WordPress over a real MariaDB on 127.0.0.1, for `npm run wordpress` and the WordPress
// test group: Debian's packages (installed when missing and running as root on Debian), MariaDB
// on a private data directory and port, PHP's built-in server, WordPress installed with the
// ib-blocks plugin (unpacked from dist-wordpress/ib-blocks.zip, as an upload in wp-admin would,
// `npm run build:wordpress`) and the demo theme
// active, and the demo corpus seeded. Each start begins from an empty database.
// `version` picks the WordPress: Debian's 6.1 (the default), 6.5 and 6.6 from the dev
// dependency @wp-playground/wordpress-builds, unpacked once into .cache/wordpress-builds/, or
// 6.8 from Debian trixie's package, downloaded once into .cache/wordpress-debian/.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { generateCorpus } from '../../demo/api/corpus/generate.mjs';
import { cachedTree } from './cached-tree.mjs';
import { debianTree } from './debian-tree.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEBIAN_PACKAGES = ['wordpress', 'php-cli', 'php-mysql', 'mariadb-server'];
export const ADMIN = { user: 'admin', password: 'ib-blocks-admin' };
export const AUTHOR = { user: 'author', password: 'ib-blocks-author' };

/**
 * The WordPress versions the plugin is tested on: Debian's installed package (`null`), a zip of
 * @wp-playground/wordpress-builds (`wp-beta.zip` holds 6.6-RC3 in its 0.9.19), or a Debian
 * package from the mirror (trixie's 6.8.7, with the block editor the zips lack).
 */
export const WORDPRESS_VERSIONS = {
  6.1: null,
  6.5: 'wp-6.5.zip',
  6.6: 'wp-beta.zip',
  6.8: {
    url: 'http://deb.debian.org/debian/pool/main/w/wordpress/wordpress_6.8.7+dfsg1-0+deb13u1_all.deb',
    sha256: 'b6716bf40142516c0120cebb63c4cb323354277dbf90aa0e9a5d9bae3fca2d38',
  },
};

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const which = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();

/** PHP, MariaDB's server and WordPress's tree: from WP_PATH, PHP, MYSQLD, else Debian's. */
function tools() {
  return {
    php: process.env.PHP || which('php'),
    mysqld:
      process.env.MYSQLD ||
      (existsSync('/usr/sbin/mariadbd')
        ? '/usr/sbin/mariadbd'
        : which('mariadbd') || which('mysqld')),
    installDb: which('mariadb-install-db') || which('mysql_install_db'),
    client: which('mariadb') || which('mysql'),
    wordpress: process.env.WP_PATH || '/usr/share/wordpress',
  };
}

/**
 * The unpacked tree of a @wp-playground/wordpress-builds zip, cached in .cache/wordpress-builds/
 * until the zip changes. Their SQLite drop-in goes: the site runs on MariaDB like Debian's.
 */
function playgroundTree(zipName) {
  const zip = join(root, 'node_modules/@wp-playground/wordpress-builds/src/wordpress', zipName);
  if (!existsSync(zip))
    throw new Error(
      `${zip} is missing: run \`npm ci\` (the dev dependency @wp-playground/wordpress-builds).`,
    );
  const stamp = `${statSync(zip).size} ${statSync(zip).mtimeMs}`;
  const cache = join(root, '.cache/wordpress-builds', zipName.replace(/\.zip$/, ''));
  return cachedTree(cache, stamp, (tree) => {
    unpack(zip, tree);
    rmSync(join(tree, 'wp-content/db.php'), { force: true });
    rmSync(join(tree, 'wp-content/database'), { recursive: true, force: true });
  });
}

const complete = (found) =>
  found.php &&
  found.mysqld &&
  found.installDb &&
  found.client &&
  existsSync(join(found.wordpress, 'wp-settings.php'));

/** Installs Debian's packages when something is missing and we may; else says what to install. */
export function ensureTools(log = console.log) {
  let found = tools();
  if (complete(found)) return found;
  const canInstall =
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && !process.env.WP_PATH;
  if (!canInstall) {
    throw new Error(
      `WordPress needs PHP 8.1+, MariaDB and WordPress 6.1+. Install Debian's ${DEBIAN_PACKAGES.join(' ')} ` +
        '(as root this script does it), or point WP_PATH (a WordPress tree), PHP and MYSQLD at your own.',
    );
  }
  log(`Installing ${DEBIAN_PACKAGES.join(', ')} from Debian (a few minutes, once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${run.status})`);
  }
  found = tools();
  if (!complete(found))
    throw new Error(
      'The Debian packages were installed but PHP, MariaDB or WordPress is still missing.',
    );
  return found;
}

/** Unpacks a zip into `dir`, refusing entries that would land outside it. */
function unpack(zip, dir) {
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    const path = resolve(dir, name);
    if (!path.startsWith(`${dir}/`)) throw new Error(`unsafe path in the zip: ${name}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
}

async function waitFor(check, what, timeout = 30000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${what} did not start within ${timeout / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function wpConfig({ dbPort, url }) {
  return `<?php
// Written by scripts/wordpress/stack.mjs for a local, throw-away site.
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((k) => [`define( '${k}_KEY', '${k}-key-local' );`, `define( '${k}_SALT', '${k}-salt-local' );`]).join('\n')}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Starts the stack. Returns `{ version, url, site, pages, admin, author, php(code), sqlFile(path), stop() }`.
 * @param {{ version?: keyof WORDPRESS_VERSIONS, dir?: string, port?: number, mariadbOptions?: string[], log?: (line: string) => void }} [options]
 *   `mariadbOptions`: more server options (`--innodb-buffer-pool-size=1G` for a large site).
 */
export async function startWordPress({
  version = '6.1',
  dir,
  port,
  mariadbOptions = [],
  log = () => {},
} = {}) {
  const zip = join(root, 'dist-wordpress/ib-blocks.zip');
  if (!existsSync(zip))
    throw new Error(
      'dist-wordpress/ib-blocks.zip is missing: run `npm run build:wordpress` first.',
    );
  if (!(version in WORDPRESS_VERSIONS))
    throw new Error(
      `WordPress ${version}: not one of ${Object.keys(WORDPRESS_VERSIONS).join(', ')}`,
    );
  dir ??= join(root, '.cache/wordpress', version);
  const found = ensureTools(log);
  const source = WORDPRESS_VERSIONS[version];
  const tree =
    typeof source === 'string'
      ? playgroundTree(source)
      : source
        ? await debianTree(source, root, found.wordpress)
        : found.wordpress;
  const children = [];
  /** Children that lead a process group of their own, ended whole (the PHP server and its workers). */
  const groups = new Set();
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        if (groups.has(child)) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
        await exited;
      }
    }
  };
  try {
    rmSync(dir, { recursive: true, force: true });
    const data = join(dir, 'mariadb');
    const site = join(dir, 'site');
    mkdirSync(data, { recursive: true });
    // A temporary directory of its own: stacks started side by side collide in a shared /tmp.
    const tmp = join(dir, 'tmp');
    mkdirSync(tmp, { recursive: true });

    // MariaDB on its own data directory and port, never the system's.
    const dbPort = await freePort();
    const install = spawnSync(
      found.installDb,
      [
        '--user=root',
        `--datadir=${data}`,
        `--tmpdir=${tmp}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
    const socket = join(data, 'sock');
    const mysqld = spawn(
      found.mysqld,
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${data}`,
        `--socket=${socket}`,
        `--tmpdir=${tmp}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        '--skip-log-bin',
        `--pid-file=${join(data, 'pid')}`,
        ...mariadbOptions,
      ],
      { stdio: 'ignore' },
    );
    children.push(mysqld);
    const sql = (statement) =>
      spawnSync(found.client, [`--socket=${socket}`, '-uroot', '-e', statement], {
        encoding: 'utf8',
      });
    await waitFor(() => sql('SELECT 1').status === 0, 'MariaDB');
    if (sql('CREATE DATABASE wp CHARACTER SET utf8mb4').status !== 0)
      throw new Error('could not create the database');

    // WordPress: Debian's tree (its wp-config.php is a redirector to /etc/wordpress), our config.
    cpSync(tree, site, { recursive: true, dereference: true });
    rmSync(join(site, 'wp-config.php'), { force: true });
    port ??= await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(join(site, 'wp-config.php'), wpConfig({ dbPort, url }));
    unpack(zip, join(site, 'wp-content/plugins'));
    cpSync(join(root, 'wordpress/theme/ib-demo'), join(site, 'wp-content/themes/ib-demo'), {
      recursive: true,
    });
    // The theme wears the Node demo's stylesheet: one copy of the site's look.
    cpSync(join(root, 'demo/site.css'), join(site, 'wp-content/themes/ib-demo/site.css'));
    // and its typeface, where site.css's relative URLs find it (the Node demo serves it at /fonts/).
    for (const font of ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2']) {
      cpSync(
        join(root, 'node_modules/@fontsource-variable/inter/files', font),
        join(site, 'wp-content/themes/ib-demo/fonts', font),
      );
    }

    // Its workers are processes of their own that outlive a server killed alone: the server
    // leads a process group, and stop() ends the group.
    const server = spawn(found.php, ['-S', `127.0.0.1:${port}`, '-t', site], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    });
    children.push(server);
    groups.add(server);
    await waitFor(
      async () => (await fetch(`${url}/wp-includes/version.php`)).status < 500,
      'PHP server',
    );

    const form = new URLSearchParams({
      weblog_title: 'ib-blocks on WordPress',
      user_name: ADMIN.user,
      admin_password: ADMIN.password,
      admin_password2: ADMIN.password,
      pw_weak: '1',
      admin_email: 'admin@example.test',
      blog_public: '0',
    });
    const installed = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: 'POST',
      body: form,
    });
    if (!installed.ok) throw new Error(`WordPress install answered ${installed.status}`);

    /** Runs PHP with WordPress loaded (`$ib_input`: `input`, through stdin as JSON); returns its stdout. */
    const php = (code, input = null) => {
      const script = `$ib_input = json_decode(stream_get_contents(STDIN), true); require ${JSON.stringify(join(site, 'wp-load.php'))}; ${code}`;
      const run = spawnSync(found.php, ['-d', 'display_errors=stderr', '-r', script], {
        input: JSON.stringify(input),
        encoding: 'utf8',
        cwd: site,
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0 || run.stderr.trim())
        throw new Error(`PHP failed (${run.status}): ${run.stderr || run.stdout}`);
      return run.stdout;
    };
    const corpus = generateCorpus();
    const pages = JSON.parse(
      php(`require ${JSON.stringify(join(root, 'scripts/wordpress/setup-site.php'))};`, {
        corpus,
        author: AUTHOR,
        theme: 'ib-demo',
      }),
    );
    log(`WordPress ${version} ${url} (admin: ${ADMIN.user} / ${ADMIN.password})`);
    /** Runs SQL read from `file` in the site's database (bulk loads). */
    const sqlFile = (file) => {
      const run = spawnSync(
        'sh',
        ['-c', 'exec "$0" --socket="$1" -uroot wp < "$2"', found.client, socket, file],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`SQL failed: ${run.stderr}`);
    };
    return { version, url, site, pages, admin: ADMIN, author: AUTHOR, php, sqlFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
