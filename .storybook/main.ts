// Storybook for the ib-* custom elements: stories render the tags as a CMS template would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';
import { BRAND_DIR, INTER_FILE, managerHead, previewHead } from './brand-head.ts';
import { fixtureApi } from './fixture-api.ts';
import { keepDefineFiles } from './keep-define-files.ts';
import { litProductionBuild } from './lit-production.ts';
import { manifestModule } from './manifest-module.ts';
import { plyrTrustedRollup } from '../scripts/lib/plyr-trusted.mjs';
import { preactCompat } from './preact-compat.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The brand (brand-head.ts): the mark, and the one Inter file the manager needs (the preview bundles
  // fontsource's stylesheet itself).
  staticDirs: [
    { from: './brand', to: `/${BRAND_DIR}` },
    {
      from: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      to: `/${INTER_FILE}`,
    },
  ],
  managerHead: (head = '') => `${head}${managerHead}`,
  previewHead: (head = '') => `${head}${previewHead}`,
  // A published reference, not a first-run project: no onboarding checklist in the sidebar or menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Offline machine: no telemetry, no crash reports (both would try the network).
  core: { disableTelemetry: true, enableCrashReports: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      preactCompat(root),
      keepDefineFiles(root),
      manifestModule(root),
      fixtureApi(root),
      // Plyr's innerHTML assignments go through the Trusted Types helper, as in the package build.
      plyrTrustedRollup(),
      litProductionBuild(),
    ],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Not pre-bundled: the transform above must see Plyr's own module.
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), 'plyr'],
      // The web-components renderer imports this lit entry that is not pre-bundled otherwise: it
      // would load a second copy of lit-html beside the pre-bundled one.
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'],
    },
    build: {
      ...viteConfig.build,
      // The preview's vendor chunks (axe, docs blocks) are big by nature, and plugin timings vary
      // with machine load: neither is actionable, so `storybook build --quiet` stays quiet.
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { bundlerTimings: false } },
    },
  }),
};

export default config;
