// Every visitor-facing English string of the blocks: one file per block in en/ (its namespace in
// the catalogs), re-exported here. A block imports its own from here; each block's strings are a
// module of their own, so an element's file carries only the strings of the blocks it uses. Each
// locale file in locales/ translates exactly these keys (typed by types.ts, checked by
// test/node/translations.test.mjs); docs/translations.md is generated from the files in en/
// (`npm run generate`). Each key has a doc comment saying what it is. A counted text has one
// template per plural category: English needs `one` and `other`.
export { modal } from './en/modal.ts';
export { video } from './en/video.ts';
export { codeBlock } from './en/code-block.ts';
export { crmWidget } from './en/crm-widget.ts';
export { form } from './en/form.ts';
export { consentGate } from './en/consent-gate.ts';
export { share } from './en/share.ts';
export { carousel } from './en/carousel.ts';
export { autoScrollCarousel } from './en/auto-scroll-carousel.ts';
export { search } from './en/search.ts';
export { glossary } from './en/glossary.ts';
export { pricingTable } from './en/pricing-table.ts';
export { featuredContent } from './en/featured-content.ts';
export { languagePicker } from './en/language-picker.ts';
export { toc } from './en/toc.ts';
export { map } from './en/map.ts';
export { animatedText } from './en/animated-text.ts';
export { navbar } from './en/navbar.ts';
