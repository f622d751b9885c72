/**
 * The headless host's V8 settings (electron/headless/lean-heap.ts) are set at run time, after V8 started,
 * so nothing but a real process shows they hold: a function hot enough for TurboFan is never compiled by
 * it once the host's settings are in, and is without them (the check can fail).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInFreshNode } from '../fresh-node';

const LEAN_HEAP = pathToFileURL(resolve(__dirname, '../../electron/headless/lean-heap.ts')).href;

/** A loop V8 marks for TurboFan within a few thousand calls, unless told not to. */
const probe = (withHostSettings: boolean): string => `
${withHostSettings ? `await import(${JSON.stringify(LEAN_HEAP)});` : ''}
function leanHeapProbe(n) { let sum = 0; for (let i = 0; i < n; i++) sum += (i * 7) % 13; return sum; }
let total = 0;
for (let k = 0; k < 3000; k++) total += leanHeapProbe(2000);
console.log('probe done', total);
`;

async function turbofanLinesOfProbe(withHostSettings: boolean): Promise<string[]> {
  const stdout = await runInFreshNode(probe(withHostSettings), ['--trace-opt']);
  expect(stdout).toContain('probe done');
  return stdout.split('\n').filter((line) => line.includes('leanHeapProbe') && line.includes('TURBOFAN'));
}

describe("the headless host's V8 settings", () => {
  it('keep hot code out of TurboFan, which V8 otherwise uses for it', async () => {
    const [withSettings, without] = await Promise.all([
      turbofanLinesOfProbe(true),
      turbofanLinesOfProbe(false),
    ]);
    expect(without.length, 'without the settings V8 compiles the probe with TurboFan').toBeGreaterThan(0);
    expect(withSettings).toEqual([]);
  });
});
