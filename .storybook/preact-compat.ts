// Runs the library's React source on Preact 11 in Storybook, as the custom-element build does,
// while Storybook's own docs UI (addon-docs, MDX pages) keeps the real React it was built for.
//
// Why not `resolve.alias`: aliases are global, so they would also move the docs UI onto
// preact/compat; and in `storybook dev` Vite's pre-alias step hands every bare `react` import the
// pre-bundled React before any plugin's resolveId sees it. So instead the import specifiers are
// rewritten in the project's own modules, after TS/JSX compilation (which injects the JSX runtime
// import) and before Vite resolves them. Node packages and MDX files are left alone: no package's
// React hooks run inside the blocks (Embla starts through core's useEmbla).
import path from 'node:path';
import type { Plugin } from 'vite';

/** Exact-match specifiers: `react-dom/client` must not be caught by `react-dom`. */
export const preactAliases: Array<{ find: RegExp; replacement: string }> = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const toPreact = (specifier: string) =>
  preactAliases.find(({ find }) => find.test(specifier))?.replacement ?? specifier;

// `from "x"`, `import "x"`, `import("x")`, `export ... from "x"` after compilation.
const importRE = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(react(?:-dom)?(?:\/[\w-]+)?)\2/g;

const sourceRE = /\.(m?[jt]sx?)$/;

/** Project modules (library source, stories, preview) run on Preact; MDX and node_modules do not. */
export function preactCompat(root: string): Plugin {
  const isProjectSource = (id: string) => {
    const file = id.split('?')[0];
    return (
      file.startsWith(root + path.sep) &&
      !file.includes(`${path.sep}node_modules${path.sep}`) &&
      sourceRE.test(file)
    );
  };
  return {
    name: 'ib:preact-compat',
    // Vite's own optimizer pre-bundles preact/compat once, like React for the docs UI.
    config: () => ({
      optimizeDeps: {
        include: [
          'preact',
          'preact/hooks',
          'preact/compat',
          'preact/compat/client',
          'preact/compat/jsx-runtime',
        ],
      },
    }),
    transform(code, id) {
      if (!isProjectSource(id) || !code.includes('react')) return null;
      const rewritten = code.replace(
        importRE,
        (match, head: string, quote: string, specifier: string) => {
          const target = toPreact(specifier);
          return target === specifier ? match : `${head}${quote}${target}${quote}`;
        },
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
