// The demo site's pages, as [file in the repository, path on the demo server]: demo/index.html,
// demo/pages/*.html, the search results page (what the server answers at `/?s=`) and the page
// a visitor gets at an address that does not exist.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const demoPageList = (root) => [
  ['demo/index.html', '/'],
  ...readdirSync(path.join(root, 'demo/pages'))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => [`demo/pages/${name}`, `/pages/${name}`]),
  ['demo/search.html', '/?s=sms'],
  ['demo/404.html', '/no-such-page'],
];
