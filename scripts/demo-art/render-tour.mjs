#!/usr/bin/env node
// Renders the demo's product-tour clip (tour-scene.html) frame by frame in Chromium and encodes it
// with ffmpeg: demo/assets/video/tour.mp4 (H.264, faststart), tour.webm (VP9), an HLS stream of
// the MP4 (hls/; .m2ts segments, as the demo server serves .ts files as code) and the poster
// tour-poster.webp (the frame at 6.4 s, the whole chat shown).
// Needs ffmpeg and cwebp. Usage: node scripts/demo-art/render-tour.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.join(root, 'demo/assets/video');
const FPS = 25;
const SECONDS = 8;
const POSTER_AT = 6.4;

const work = mkdtempSync(path.join(tmpdir(), 'tour-'));
const inter = pathToFileURL(
  path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).href;
const scene = path.join(work, 'scene.html');
writeFileSync(
  scene,
  readFileSync(path.join(here, 'tour-scene.html'), 'utf8').replace('INTER_URL', inter),
);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(pathToFileURL(scene).href);
  await page.evaluate(() => document.fonts.ready);
  const shoot = async (seconds, file) => {
    await page.evaluate((ms) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = ms;
      }
    }, seconds * 1000);
    await page.screenshot({ path: file });
  };
  for (let frame = 0; frame < FPS * SECONDS; frame += 1)
    await shoot(frame / FPS, path.join(work, `f${String(frame).padStart(4, '0')}.png`));
  await shoot(POSTER_AT, path.join(work, 'poster.png'));
} finally {
  await browser.close();
}

rmSync(path.join(out, 'hls'), { recursive: true, force: true });
mkdirSync(path.join(out, 'hls'), { recursive: true });
const ffmpeg = (...args) =>
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
const frames = ['-framerate', String(FPS), '-i', path.join(work, 'f%04d.png')];
// 960 px wide is sharp in the demo's players (at most 46rem) and keeps each file small.
const scale = ['-vf', 'scale=960:540:flags=lanczos,format=yuv420p'];
ffmpeg(
  ...frames,
  ...scale,
  '-c:v',
  'libx264',
  '-profile:v',
  'high',
  '-crf',
  '30',
  '-preset',
  'veryslow',
  '-tune',
  'animation',
  '-g',
  '50',
  '-movflags',
  '+faststart',
  '-an',
  path.join(out, 'tour.mp4'),
);
ffmpeg(
  ...frames,
  ...scale,
  '-c:v',
  'libvpx-vp9',
  '-crf',
  '42',
  '-b:v',
  '0',
  '-row-mt',
  '1',
  '-an',
  path.join(out, 'tour.webm'),
);
ffmpeg(
  '-i',
  path.join(out, 'tour.mp4'),
  '-c',
  'copy',
  '-f',
  'hls',
  '-hls_time',
  '4',
  '-hls_list_size',
  '0',
  '-hls_segment_filename',
  path.join(out, 'hls/seg%d.m2ts'),
  path.join(out, 'hls/index.m3u8'),
);
execFileSync('cwebp', [
  '-quiet',
  '-q',
  '78',
  '-resize',
  '960',
  '540',
  path.join(work, 'poster.png'),
  '-o',
  path.join(out, 'tour-poster.webp'),
]);
rmSync(work, { recursive: true });
console.log(`Wrote ${path.relative(root, out)}/tour.mp4, tour.webm, hls/ and tour-poster.webp`);
