// lottie-web's light build with the SVG renderer, imported dynamically through this module so the
// player stays off pages without an animation. "Light" leaves out After Effects expressions, which
// lottie-web evaluates with eval: none may run under the house rules and a strict CSP.
export { default } from 'lottie-web/build/player/esm/lottie_light.min.js';
