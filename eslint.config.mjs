// ESLint: the rules of hooks and their dependencies as errors, over the TypeScript source.
// scripts/lint-compat.mjs keeps the house rules ESLint has no rule for (npm run lint runs both).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-wordpress/**', 'storybook-static/**', 'shots/**', 'node_modules/**', '.cache/**', 'coverage/**', 'packages/core/fixtures/**'] },
  {
    files: ['elements/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'stories/**/*.ts', '.storybook/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
