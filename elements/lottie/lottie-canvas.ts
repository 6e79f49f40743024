// lottie-web's light build (no expressions, so no eval) with the canvas renderer, loaded when an
// element asks for `renderer="canvas"`.
export { default } from 'lottie-web/build/player/esm/lottie_light_canvas.min.js';
