// Types for what the Storybook config imports that TypeScript cannot see.

// `import.meta.env` (Vite's: DEV is false in `storybook build`), for preview.ts.
/// <reference types="vite/types/importMeta.d.ts" />

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

/** The demo's local API (demo/api, JavaScript), as static-api.ts calls it. */
interface IbFixtureRequest {
  path: string;
  query: URLSearchParams;
  fields: Record<string, unknown>;
  cookies: Record<string, string>;
  corpus: unknown[];
}

interface IbFixtureAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

declare module '*/demo/api/corpus/generate.mjs' {
  export function generateCorpus(options?: { seed?: number }): unknown[];
}

declare module '*/demo/api/http.mjs' {
  export class HttpError extends Error {
    constructor(status: number, message: string);
    status: number;
  }
  export function fieldsFromSearchParams(
    params: URLSearchParams,
  ): Record<string, string | string[]>;
  export function fieldsFromBody(contentType: string, text: string): Record<string, unknown>;
  export function readCookies(req: { headers: { cookie?: string } }): Record<string, string>;
}

declare module '*/demo/api/latency.mjs' {
  export const DEFAULT_DELAY_MS: number;
  export function delayFor(key: string, base: number): number;
}

interface IbFixtureRoute {
  paths: string[];
  methods: string[];
  handler: (request: IbFixtureRequest) => IbFixtureAnswer;
  noDelay?: boolean;
}

declare module '*/demo/api/routes/index.mjs' {
  export function trimPath(path: string): string;
  export function findRoute(path: string): IbFixtureRoute | undefined;
}
