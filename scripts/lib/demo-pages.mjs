// The demo site's pages: demo/index.html and demo/pages/*.html, as [file in the repository, path on the demo server].
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const demoPageList = (root) => [
  ['demo/index.html', '/'],
  ...readdirSync(path.join(root, 'demo/pages'))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => [`demo/pages/${name}`, `/pages/${name}`]),
];
