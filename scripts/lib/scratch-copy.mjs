// A scratch copy of the repository for a check that writes files (the new-element flow): the
// files git tracks or would track, copied, and node_modules linked rather than copied. A symbolic
// link is enough for Node; the test runner's dev server does not serve a file the page imports by
// a path through it (`../../node_modules/plyr/dist/plyr.css?inline`), so `hardLinks` makes
// node_modules a tree of hard links instead (same file system, no bytes copied).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The copy's directory, under the system's temporary directory. */
export function scratchCopy(root, { hardLinks = false } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'ib-blocks-scratch-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree, not yet in git
    }
  }
  if (hardLinks)
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
  else symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
