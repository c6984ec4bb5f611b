import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports a package may not make: the direction of the packages (ARCHITECTURE.md). */
const boundary = (message, regex) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/data/**',
      'coverage/**',
      '**/coverage/**',
      'desktop/release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules: each file is read with the tsconfig.json nearest to it.
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['common', 'api', 'api/bench', 'web', 'desktop', 'e2e'],
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its rejection; one handed where a void callback is
      // expected (onClick, an Express handler) is never awaited either. `void` says "on purpose".
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Type-only imports carry no code and may go both ways.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['common/**'],
    rules: boundary(
      'common holds the rules every side reads: it imports nothing of ours.',
      '^@conf/|(^|/)(api|web|desktop)/src(/|$)',
    ),
  },
  {
    files: ['api/**'],
    rules: boundary(
      'The API never imports the web app or the desktop.',
      '^@conf/(web|desktop)|(^|/)(web|desktop)/src(/|$)',
    ),
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@conf/(api|desktop)|(^|/)(api|desktop)/src(/|$)',
              message:
                'The web app reaches the API only over HTTP, through the contract in common.',
            },
          ],
          // React Router's module is in the entry chunk whole: whatever a lazy screen uses of it
          // loads with the home page (issue 11). These have small equivalents of our own.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'useSearchParams'],
              message:
                'Use RouterLink/LocalLink (app/RouterLink.tsx, app/LocalLink.tsx), useSearchParams of app/search-params.ts or <Redirect> (app/Redirect.tsx): the home page loads whatever the app uses of react-router.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'desktop/src/renderer/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/cli/**', 'scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
