// Types for what the Storybook config imports that TypeScript cannot see.

/** Served by manifest-module.ts. */
declare module 'virtual:ib/custom-elements' {
  const manifest: { schemaVersion: string; modules: unknown[] };
  export default manifest;
}

/** Plain stylesheets imported for their side effect (Vite injects them). */
declare module '*.css';

/** The analyzer ships JavaScript only; this is the part manifest-module.ts calls. */
declare module '@custom-elements-manifest/analyzer/cli.js' {
  export function cli(options: { argv: string[]; cwd: string; noWrite: boolean }): Promise<unknown>;
}

/** The Plyr Trusted Types transform (scripts/lib/plyr-trusted.mjs), also used by the Rollup build. */
declare module '*/scripts/lib/plyr-trusted.mjs' {
  import type { Plugin } from 'vite';
  export function plyrTrustedRollup(): Plugin;
}
