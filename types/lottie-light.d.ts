// In types/ (not the element folder) so that every tsconfig sees it, the Storybook one included.
// lottie-web's "light" ES module builds (one per renderer; no expressions, so no eval) carry no
// declarations of their own: they export the same player as the package root.
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import lottie from 'lottie-web';
  export default lottie;
}
declare module 'lottie-web/build/player/esm/lottie_light_canvas.min.js' {
  import lottie from 'lottie-web';
  export default lottie;
}
declare module 'lottie-web/build/player/esm/lottie_light_html.min.js' {
  import lottie from 'lottie-web';
  export default lottie;
}
