// `ib-blocks/helpers` (dist/helpers.js): the package root's helpers without its side effect, for a
// bundle that registers its elements with `ib-blocks/<tag>` imports and starts no autoloader.
// `discover` reaches whichever autoloader runs on the page (start-autoload.ts); without one it does nothing.
export { discover } from './start-autoload.ts';
export { registerTranslation, type TranslationStrings } from './register-translation.ts';
