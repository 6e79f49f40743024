// Prism's language files only add grammars to the global `Prism`; they export nothing.
declare module 'prismjs/components/prism-*.js';
