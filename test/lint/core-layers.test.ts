/**
 * The engine's layers (`CORE_LAYERS` in eslint.config.js, docs/ARCHITECTURE.md): ESLint, through its
 * Node API and with the project's own config, refuses an import that runs up a layer or across one,
 * naming the rule, and accepts one that runs down. The imports are planted as real files inside
 * electron/core, as a person would write them. That the tree as it is passes is `npm run lint`'s to say
 * (CI runs it before the tests): linting all of electron/core again here cost the suite 11 s of CPU.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CORE = join(ROOT, 'electron/core');
const RULE = 'no-restricted-imports';

/** The layers, lowest first, exactly as lint reads them. */
const { CORE_LAYERS } = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as {
  CORE_LAYERS: readonly (readonly string[])[];
};

/** Only the import rule runs: the rest of the config is the lint run's business, and costs time here. */
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });

const planted: string[] = [];
// A run stopped mid-test (Ctrl+C, a killed worker) leaves its planted file behind: gone before we start.
beforeAll(() => {
  for (const path of sourcesUnder(CORE).filter((one) => one.includes('-planted-')))
    rmSync(join(CORE, path), { force: true });
});
afterEach(() => {
  for (const path of planted.splice(0)) rmSync(path, { force: true });
});

/** Writes a file at `path` (under electron/core) with these imports, lints it, and removes it after. */
async function lintPlanted(path: string, source: string): Promise<ESLint.LintResult> {
  const file = join(CORE, path.replace('.ts', `-planted-${process.pid}.ts`));
  mkdirSync(dirname(file), { recursive: true });
  planted.push(file);
  writeFileSync(file, source);
  const [result] = await eslint.lintFiles([file]);
  return result!;
}

/** Every `.ts` file under `folder`, as paths relative to electron/core. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => relative(CORE, join(folder, name)));
}

describe('the layers of electron/core', () => {
  it('refuses an import of a higher layer, saying which rule and which layers', async () => {
    const result = await lintPlanted(
      'printer/upward.ts',
      "import type { Engine } from '../engine/engine';\n\nexport type Planted = Engine;\n",
    );
    expect(result.messages).toHaveLength(1);
    const [message] = result.messages;
    expect(message).toMatchObject({ ruleId: RULE, severity: 2, line: 1 });
    expect(message!.message).toContain('core layer rule (CORE_LAYERS in eslint.config.js)');
    expect(message!.message).toContain('printer/ (layer 3) must not import engine/ (layer 7)');
  });

  it('refuses it from a folder further down, and through an index or a climb through core/', async () => {
    const deep = await lintPlanted(
      'receipt/raster/upward.ts',
      [
        "import type { OrderState } from '../../ledger/types';",
        "import { Ledger } from '../../ledger';",
        "import type { Engine } from '../../../core/engine/engine';",
        '',
        'export type Planted = [OrderState, Ledger, Engine];',
        '',
      ].join('\n'),
    );
    expect(deep.messages.map((message) => [message.ruleId, message.line])).toEqual([
      [RULE, 1],
      [RULE, 2],
      [RULE, 3],
    ]);
  });

  it('refuses an import between two folders of one layer', async () => {
    const result = await lintPlanted(
      'label/sideways.ts',
      "import type { DayOrder } from '../shop-day/day-order';\n\nexport type Planted = DayOrder;\n",
    );
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]!.message).toContain('label/ (layer 5) must not import shop-day/ (layer 5)');
  });

  it('refuses an import of the headless host or the demo, which sit above all of electron/core', async () => {
    const result = await lintPlanted(
      'engine/host-reach.ts',
      [
        "import { UsageError } from '../../headless/command';",
        "import type { Simulator } from '../../demo/simulator';",
        '',
        'export type Planted = [UsageError, Simulator];',
        '',
      ].join('\n'),
    );
    expect(result.messages.map((message) => [message.ruleId, message.line])).toEqual([
      [RULE, 1],
      [RULE, 2],
    ]);
    expect(result.messages[0]!.message).toContain('electron/core is below its hosts and the demo');
  });

  it('accepts imports that run down, within the folder and of electron/common', async () => {
    const result = await lintPlanted(
      'engine/downward.ts',
      [
        "import type { PrintResult } from '../printer';",
        "import { monotonicNow } from '../time/monotonic';",
        "import type { OrderState } from '../ledger/types';",
        "import type { Order } from '../../common/model/order';",
        "import type { EngineEvents } from './events';",
        '',
        'export type Planted = [PrintResult, OrderState, Order, EngineEvents];',
        'export const now = monotonicNow;',
        '',
      ].join('\n'),
    );
    expect(result.messages).toEqual([]);
  });

  it('places every folder of electron/core in one layer, and covers every file depth', () => {
    const folders = readdirSync(CORE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const placed = CORE_LAYERS.flat();
    expect(new Set(placed).size).toBe(placed.length);
    expect([...folders].sort()).toEqual([...placed].sort());
    // The rule has one block per depth, 1 to 4 folders below electron/core.
    const deepest = Math.max(...sourcesUnder(CORE).map((path) => path.split(sep).length - 1));
    expect(deepest).toBeGreaterThanOrEqual(1);
    expect(deepest).toBeLessThanOrEqual(4);
  });
});
