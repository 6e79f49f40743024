/// <reference path="./prism-components.d.ts" />
// Which Prism grammars a code block can load, their aliases and what each needs first. Each
// loader is a literal dynamic import so bundlers emit one small file per language, fetched
// only when a block shows that language. Prism's own core bundles markup, css, clike, javascript.

const ALIASES: Record<string, string> = {
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  'node.js': 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  curl: 'bash',
  cs: 'csharp',
  'c#': 'csharp',
  dotnet: 'csharp',
  py: 'python',
  rb: 'ruby',
  kt: 'kotlin',
  kts: 'kotlin',
  golang: 'go',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
};

/** Grammars in Prism's core file: nothing to load. */
export const CORE_LANGUAGES = new Set(['markup', 'css', 'clike', 'javascript']);

/** Grammars this block loads on demand, with the grammars each needs loaded before it. */
export const LANGUAGE_LOADERS: Record<
  string,
  { requires: string[]; load: () => Promise<unknown> }
> = {
  bash: { requires: [], load: () => import('prismjs/components/prism-bash.js') },
  csharp: { requires: [], load: () => import('prismjs/components/prism-csharp.js') },
  go: { requires: [], load: () => import('prismjs/components/prism-go.js') },
  http: { requires: ['json'], load: () => import('prismjs/components/prism-http.js') },
  java: { requires: [], load: () => import('prismjs/components/prism-java.js') },
  json: { requires: [], load: () => import('prismjs/components/prism-json.js') },
  kotlin: { requires: [], load: () => import('prismjs/components/prism-kotlin.js') },
  'markup-templating': {
    requires: [],
    load: () => import('prismjs/components/prism-markup-templating.js'),
  },
  php: { requires: ['markup-templating'], load: () => import('prismjs/components/prism-php.js') },
  python: { requires: [], load: () => import('prismjs/components/prism-python.js') },
  ruby: { requires: [], load: () => import('prismjs/components/prism-ruby.js') },
  sql: { requires: [], load: () => import('prismjs/components/prism-sql.js') },
  swift: { requires: [], load: () => import('prismjs/components/prism-swift.js') },
  typescript: { requires: [], load: () => import('prismjs/components/prism-typescript.js') },
  yaml: { requires: [], load: () => import('prismjs/components/prism-yaml.js') },
};

/** `JS` -> `javascript`, `C#` -> `csharp`; unknown names come back lower-cased. */
export function canonicalLanguage(name: string): string {
  const lower = name.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

/** True when the block can highlight `language` (core or loadable). */
export const isKnownLanguage = (language: string) =>
  CORE_LANGUAGES.has(language) || language in LANGUAGE_LOADERS;
