// Only what the animated text uses, imported dynamically through this module so the bundle can
// drop the rest of popmotion.
export { animate, easeIn, easeOut } from 'popmotion';
