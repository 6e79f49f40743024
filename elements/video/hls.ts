/// <reference path="./hls-light.d.ts" />
// hls.js (the light build: no alternate audio, subtitles, DRM or CMCD, which these players never
// use; 120 KB gz instead of 190), imported dynamically through this module (see vendors.ts): only
// HLS sources in browsers without native HLS pay for it.
export { default as Hls } from 'hls.js/light';
