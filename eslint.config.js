import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import local from './eslint/import-cycles.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...svelte.configs['flat/recommended'],
  prettier,
  ...svelte.configs['flat/prettier'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,svelte}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A test that indexes past what it set up should fail loudly, which `!` does.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The engine runs in plain Node (tests, headless host, benchmarks): it must never load Electron.
    files: ['electron/core/**/*.ts', 'electron/headless/**/*.ts', 'electron/demo/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'core, headless and demo code runs without Electron.' }],
          patterns: [
            {
              group: ['**/main/*', '**/preload/*', '**/src/*'],
              message: 'the engine never reaches into a host or the window.',
            },
          ],
        },
      ],
    },
  },
  // The shared layer is pure TypeScript that runs everywhere (Node, Electron, the browser): no package,
  // no Node, no Electron, and no import that leaves electron/common (docs/ARCHITECTURE.md). One block
  // per depth, since "leaving" is one `..` more for each folder down.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`electron/common/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message: 'electron/common runs everywhere: it imports no package, Node or Electron.',
            },
            {
              regex: `^(\\.\\./){${depth}}`,
              message: 'electron/common imports only itself.',
            },
          ],
        },
      ],
    },
  })),
  {
    // electron/common is a tree: no file reaches itself through its imports, type-only ones included.
    files: ['electron/common/**/*.ts'],
    plugins: { local },
    rules: { 'local/import-cycles': ['error', { root: 'electron/common' }] },
  },
  {
    // The renderer talks to the app only through AppApi: no Node, no Electron, no engine internals.
    files: ['src/**/*.{ts,svelte}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'the renderer reaches the app only through AppApi.' }],
          patterns: [
            { group: ['node:*'], message: 'the renderer has no Node.' },
            {
              group: ['**/electron/*/**', '!**/electron/common/**'],
              message: 'the renderer imports only electron/common; the engine is reached through AppApi.',
            },
          ],
        },
      ],
    },
  },
);
