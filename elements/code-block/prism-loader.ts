// Loads Prism and its language grammars on demand. Prism's files are scripts, not modules: the
// core puts itself on `window.Prism` and each language file adds to that global. So:
// - a page that already has Prism (its own copy with its plugins) keeps it; we add grammars to it;
// - otherwise `manual` is set before the core runs, so it never highlights the page by itself
//   (its default highlights every `code.language-*` on the next frame, bypassing Trusted Types);
// - grammars load one at a time after what they need, each once (core's vendor loader: a failed
//   file is reported and asked for again the next time a block needs it).
import { loadVendor } from '../../packages/core/vendor.ts';
// Keep this import before the language table (see prism-core.ts).
import { importPrismCore } from './prism-core.ts';
import { CORE_LANGUAGES, LANGUAGE_LOADERS, isKnownLanguage } from './prism-languages.ts';

/** A Prism token: `content` is its text, or the tokens of its `inside` grammar. */
export interface PrismToken {
  type: string;
  content: string | PrismToken | TokenStream;
  alias?: string | string[];
  length: number;
}
export type TokenStream = (string | PrismToken)[];

/** The parts of Prism 1.x the block uses (`Prism.highlight` is `hooks`, `tokenize`, `encode`, `Token.stringify`). */
export interface PrismApi {
  languages: Record<string, unknown>;
  highlight(text: string, grammar: unknown, language: string): string;
  tokenize(text: string, grammar: unknown): TokenStream;
  Token: {
    new (
      type: string,
      content: string | TokenStream,
      alias?: string | string[],
      matchedStr?: string,
    ): PrismToken;
    stringify(tokens: string | PrismToken | TokenStream, language: string): string;
  };
  hooks: { run(name: string, env: object): void };
  util: { encode<T>(tokens: T): T };
  manual?: boolean;
}

type PrismGlobal = {
  Prism?: Partial<PrismApi> & { manual?: boolean; disableWorkerMessageHandler?: boolean };
};

const isPrism = (value: unknown): value is PrismApi =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PrismApi).highlight === 'function' &&
  typeof (value as PrismApi).languages === 'object';

async function importCore(): Promise<PrismApi> {
  const scope = globalThis as PrismGlobal;
  if (isPrism(scope.Prism)) return scope.Prism;
  // Read by the core as it starts: no automatic highlighting, no worker message handler.
  scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true };
  await importPrismCore();
  const prism = scope.Prism;
  if (!isPrism(prism)) throw new Error('Prism did not register itself on window.Prism');
  prism.manual = true; // also checked when its deferred highlightAll would run
  return prism;
}

const loadCore = (requester: object | null) => loadVendor('prism', importCore, requester);

function loadGrammar(
  prism: PrismApi,
  language: string,
  requester: object | null,
): Promise<unknown> {
  if (CORE_LANGUAGES.has(language) || prism.languages[language]) return Promise.resolve();
  const entry = LANGUAGE_LOADERS[language];
  return loadVendor(
    `prism-${language}`,
    async () => {
      for (const needed of entry.requires) await loadGrammar(prism, needed, requester);
      return entry.load();
    },
    requester,
  );
}

/**
 * Prism with `language`'s grammar loaded, or null when the block has no grammar for it (the
 * sample then stays plain text). Rejects with a ChunkLoadError when a file fails to load, reported
 * for `requester` (the block); the next call asks for the file again.
 */
export async function prismFor(
  language: string,
  requester: object | null = null,
): Promise<PrismApi | null> {
  if (!isKnownLanguage(language)) return null;
  const prism = await loadCore(requester);
  await loadGrammar(prism, language, requester);
  return prism.languages[language] ? prism : null;
}
