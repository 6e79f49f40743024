// `ib-blocks` for bundlers and module imports: importing it starts the autoloader
// (dist/autoload.js, which stays the one file a template's <script> needs), and exports
// `discover` and `registerTranslation`.
export { discover } from './autoload.ts';
export { registerTranslation, type TranslationStrings } from './register-translation.ts';
