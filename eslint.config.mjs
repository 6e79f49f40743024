// ESLint over every TypeScript and JavaScript file of the repository (source, tests, scripts,
// stories): typescript-eslint's recommended rules, and the rules of hooks over the components.
// scripts/lint-compat.mjs keeps the house rules ESLint has no rule for (npm run lint runs both).
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-wordpress/**',
      'storybook-static/**',
      'shots/**',
      'node_modules/**',
      '.cache/**',
      'coverage/**',
      'packages/core/fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_args` names a parameter a signature needs and the body does not use; a rest sibling
      // (`{ resources, ...row }`) is how an object is copied without some of its keys.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `interface EmblaApi extends EmblaCarouselType {}` is declaration merging: where a
      // vendor's module is loaded, a public type of ours widens to the vendor's full type.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      // A vendor module whose own typings are missing or too wide gets a local declaration file,
      // referenced by path from the one module that imports the vendor; an ambient declaration
      // file (no imports, or it would become a module) references the types it builds on.
      '@typescript-eslint/triple-slash-reference': [
        'error',
        { path: 'always', types: 'always', lib: 'never' },
      ],
    },
  },
  {
    // Chai's property assertions (`expect(node).to.exist`) are expressions by design.
    files: ['**/*.test.{ts,tsx,mjs}', 'test/**/*.{ts,tsx,mjs}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: [
      'elements/**/*.{ts,tsx}',
      'packages/**/*.{ts,tsx}',
      'react/**/*.{ts,tsx}',
      'stories/**/*.ts',
      '.storybook/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layout is Prettier's (npm run lint checks it); no ESLint rule argues with it.
  prettier,
);
