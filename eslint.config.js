import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    files: [
      'electron/core/**/*.ts',
      'electron/headless/**/*.ts',
      'electron/demo/**/*.ts',
      'electron/shared/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'core, headless, demo and shared code runs without Electron.' },
          ],
        },
      ],
    },
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
              // The model and the receipt's document and layout are pure: the preview lays out the very
              // Receipt the printer gets. Everything else is reached through AppApi.
              group: [
                '**/core/*/**',
                '!**/core/model/**',
                '!**/core/receipt/receipt',
                '!**/core/receipt/layout',
              ],
              message: 'the renderer reaches the engine only through AppApi.',
            },
          ],
        },
      ],
    },
  },
);
