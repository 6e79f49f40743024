// lottie-web's light build (no expressions, so no eval) with the HTML renderer, loaded when an
// element asks for `renderer="html"`.
export { default } from 'lottie-web/build/player/esm/lottie_light_html.min.js';
