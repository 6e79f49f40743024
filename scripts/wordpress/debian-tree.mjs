// A newer WordPress from a Debian package that is not installed (trixie's 6.8, which ships the
// whole block editor, wp-includes/js/dist, unlike the playground builds): the .deb downloaded
// once from Debian's mirror, checked against its SHA-256, cached in .cache/wordpress-debian/ and
// unpacked with dpkg-deb. Debian replaces bundled libraries by links into other packages
// (/usr/share/javascript/underscore, /usr/share/php/getid3, …); each link becomes a copy of what
// it names on this machine, where the installed WordPress's own dependencies put those, or of the
// same file in that installed tree (lodash, a link into a package bookworm's WordPress does
// not use), so the tree stands alone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cachedTree } from './cached-tree.mjs';

/** Where the package installs WordPress, which its relative links are written against. */
const INSTALLED_AT = '/usr/share/wordpress';

/**
 * The package's file in .cache/wordpress-debian/, downloaded when missing.
 * @param {{ url: string, sha256: string }} deb
 * @param {string} cacheDir
 */
async function download({ url, sha256 }, cacheDir) {
  const file = join(cacheDir, url.split('/').at(-1));
  const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');
  if (existsSync(file) && digest(readFileSync(file)) === sha256) return file;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (digest(bytes) !== sha256)
    throw new Error(`${url}: SHA-256 ${digest(bytes)}, expected ${sha256}`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, bytes);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}

/** Every symbolic link under `dir`. */
function* links(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) yield path;
    else if (entry.isDirectory()) yield* links(path);
  }
}

/** Replaces each link in `tree` by a copy of what it names, or drops it (see the top). */
function resolveLinks(tree, installedTree) {
  for (const link of links(tree)) {
    const inTree = relative(tree, link);
    const target = resolve(dirname(join(INSTALLED_AT, inTree)), readlinkSync(link));
    const source = [target, join(installedTree, inTree)].find((path) => existsSync(path));
    rmSync(link);
    if (source) cpSync(source, link, { recursive: true, dereference: true });
  }
}

/**
 * The WordPress tree of Debian package `deb`, links resolved against `installedTree` (Debian's
 * installed WordPress, whose dependencies bring the linked libraries).
 * @param {{ url: string, sha256: string }} deb
 * @param {string} root the repository
 * @param {string} installedTree
 */
export async function debianTree(deb, root, installedTree) {
  const cacheDir = join(root, '.cache/wordpress-debian');
  const file = await download(deb, cacheDir);
  const name = file
    .split('/')
    .at(-1)
    .replace(/\.deb$/, '');
  return cachedTree(join(cacheDir, name), deb.sha256, (tree) => {
    const unpacked = `${tree}.deb`;
    const run = spawnSync('dpkg-deb', ['-x', file, unpacked], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`dpkg-deb -x ${file} failed: ${run.stderr}`);
    renameSync(join(unpacked, INSTALLED_AT), tree);
    rmSync(unpacked, { recursive: true, force: true });
    resolveLinks(tree, installedTree);
  });
}
