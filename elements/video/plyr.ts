// Plyr and its stylesheet, imported dynamically through this module (see vendors.ts) so both land
// in the lazy `plyr` chunk. The CSS path is relative because the `?inline` plugin resolves
// relative paths only.
export { default as Plyr } from 'plyr';
export { default as plyrCss } from '../../node_modules/plyr/dist/plyr.css?inline';
