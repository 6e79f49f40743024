// Loads Floating UI on demand (see floating-ui.ts): the loader the popovers and tooltips pass on.
export const loadPositioning = () => import('./floating-ui.ts');
