/**
 * The lint rule that keeps electron/common a tree (eslint/import-cycles.js): run through ESLint's own
 * Node API, as `npm run lint` runs it, on small folders written for the test. That electron/common as it
 * is has no cycle is `npm run lint`'s to say (CI runs it before the tests): linting all of it again here
 * cost the suite 4 s of CPU.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import local from '../../eslint/import-cycles.js';

const ROOT = resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A folder `common/` with the given files, and an ESLint that runs only the cycle rule on it. */
function project(files: Readonly<Record<string, string>>): { eslint: ESLint; root: string } {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = join(root, 'common', name);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        rules: { 'local/import-cycles': ['error', { root: 'common' }] },
      },
    ],
  });
  return { eslint, root };
}

async function problems(files: Readonly<Record<string, string>>): Promise<string[]> {
  const { eslint } = project(files);
  const results = await eslint.lintFiles(['common/**/*.ts']);
  return results.flatMap((result) => result.messages.map((message) => message.message));
}

describe('the import-cycle lint rule', () => {
  it('passes a tree: files that import downwards only', async () => {
    expect(
      await problems({
        'a.ts': "import { b } from './b';\nimport { c } from './deep/c';\nexport const a = b + c;\n",
        'b.ts': "import { c } from './deep/c';\nexport const b = c;\n",
        'deep/c.ts': 'export const c = 1;\n',
      }),
    ).toEqual([]);
  });

  it('fails on a planted cycle, and spells the way round', async () => {
    const found = await problems({
      'format.ts': "import { table } from './window/tables';\nexport const format = table;\n",
      'window/tables.ts': "import type { Contract } from '../contract';\nexport const table: Contract = 1;\n",
      'contract.ts': "import type { format } from './format';\nexport type Contract = typeof format;\n",
    });
    // Each of the three files starts the cycle, through a type-only import as much as a value one.
    expect(found).toHaveLength(3);
    expect(found).toContain(
      'This import starts an import cycle: format.ts → window/tables.ts → contract.ts → format.ts. Make the folder a tree: move what both sides need down.',
    );
  });

  it('fails on a file that imports itself through a folder index', async () => {
    const found = await problems({
      'words/index.ts': "export { en } from './en';\n",
      'words/en.ts': "import { en as again } from '.';\nexport const en = again;\n",
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(/words\/en\.ts → words\/index\.ts → words\/en\.ts/);
  });

  it("is switched on by the project's own config for every file of electron/common, at any depth", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['electron/common/order-label.ts', 'electron/common/words/nl/messages/printer.ts']) {
      const config = (await eslint.calculateConfigForFile(join(ROOT, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['local/import-cycles'], file).toEqual([2, { root: 'electron/common' }]);
    }
  });
});
