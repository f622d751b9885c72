import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import local from './eslint/import-cycles.js';

/**
 * The layers of electron/core, lowest first (docs/ARCHITECTURE.md, "The engine's layers"). A folder
 * imports only folders of the layers below its own: never one above, nor another folder of its own
 * layer. A new folder takes its place here (test/lint/core-layers.test.ts refuses one that has none).
 */
export const CORE_LAYERS = [
  ['time'],
  ['runtime', 'logging'],
  ['printer', 'api', 'update'],
  ['receipt'],
  ['label', 'shop-day'],
  ['ledger', 'changes'],
  ['engine'],
  ['network'],
  ['app', 'fleet'],
  ['host'],
];

/**
 * The only packages electron/common imports: pure JavaScript, no Node, no DOM, so they run wherever
 * common does. libphonenumber-js: phone numbers in the shop's format (syntax/phone.ts).
 */
const COMMON_PACKAGES = ['libphonenumber-js'];

/** What nothing of the engine may import: Electron itself, a host's shell or the window. */
const ENGINE_RESTRICTIONS = {
  paths: [{ name: 'electron', message: 'core, headless and demo code runs without Electron.' }],
  patterns: [
    {
      group: ['**/main/*', '**/preload/*', '**/src/*'],
      message: 'the engine never reaches into a host or the window.',
    },
  ],
};

/**
 * One lint block per folder of electron/core and per depth below it (a relative import climbs one `..`
 * more for each folder down), refusing every folder at or above the folder's own layer, and the
 * headless host and the demo, which sit above all of electron/core. The engine's
 * restrictions are repeated in each: a later block's `no-restricted-imports` replaces an earlier one's.
 */
function coreLayerBlocks() {
  return CORE_LAYERS.flatMap((layer, rank) => {
    const below = CORE_LAYERS.slice(0, rank).flat();
    const notBelow = CORE_LAYERS.slice(rank).flat();
    return layer.flatMap((folder) =>
      [1, 2, 3, 4].map((depth) => ({
        files: [`electron/core/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: ENGINE_RESTRICTIONS.paths,
              patterns: [
                ...ENGINE_RESTRICTIONS.patterns,
                ...notBelow
                  .filter((other) => other !== folder)
                  .map((other) => ({
                    regex: `^(\\.\\./){${depth}}(\\.\\./core/)?${other}(/|$)`,
                    message:
                      `core layer rule (CORE_LAYERS in eslint.config.js): ${folder}/ (layer ${rank + 1}) ` +
                      `must not import ${other}/ (layer ${CORE_LAYERS.findIndex((l) => l.includes(other)) + 1}); ` +
                      `it imports only ${below.length > 0 ? below.join(', ') : 'electron/common'}. ` +
                      'Move what both need down a layer, or hand it in from above (docs/ARCHITECTURE.md).',
                  })),
                {
                  regex: `^(\\.\\./){${depth + 1}}(headless|demo)(/|$)`,
                  message:
                    'core layer rule (CORE_LAYERS in eslint.config.js): electron/core is below its hosts ' +
                    'and the demo; they import it, never the other way round.',
                },
              ],
            },
          ],
        },
      })),
    );
  });
}

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
      'no-restricted-imports': ['error', ENGINE_RESTRICTIONS],
    },
  },
  ...coreLayerBlocks(),
  // The shared layer is pure TypeScript that runs everywhere (Node, Electron, the browser): no package,
  // no Node, no Electron, and no import that leaves electron/common (docs/ARCHITECTURE.md). One block
  // per depth, since "leaving" is one `..` more for each folder down. The packages of COMMON_PACKAGES
  // are the exception: plain JavaScript that runs everywhere too, each named for what needs it.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`electron/common/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(${COMMON_PACKAGES.join('|')})$)[^.]`,
              message:
                'electron/common runs everywhere: it imports no package, Node or Electron (but COMMON_PACKAGES).',
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
