// Prism's core file, behind a dynamic import. Imported before the language table on purpose:
// a bundler that puts Prism's files in one chunk orders them by first discovery, and the core
// must run before any grammar (the grammars extend it through the global `Prism`).
export const importPrismCore = () => import('prismjs');
