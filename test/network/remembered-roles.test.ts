/**
 * The file of the shops this PC printed when it last ran (`remembered-roles.ts`), on a real disk: what
 * was written is read back, and a file missing, damaged or not ours reads as "nothing to resume" — so
 * the PC listens the whole time as before (shop-coordinator.test.ts: a shop not remembered).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRememberedRoles, writeRememberedRoles } from '../../electron/core/network/remembered-roles';

const SERVICE = '0123456789abcdef';
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-roles-'));
  folders.push(dir);
  return dir;
};

describe('the remembered printing shops', () => {
  it('reads back what was written, and the last write wins, leaving no other file', () => {
    const dir = folder();
    expect(readRememberedRoles(dir)).toBeNull();
    writeRememberedRoles(dir, { service: SERVICE, printing: [3, 7] });
    writeRememberedRoles(dir, { service: SERVICE, printing: [7] });
    expect(readRememberedRoles(dir)).toEqual({ service: SERVICE, printing: [7] });
    expect(readdirSync(dir)).toEqual(['printing-shops.json']);
  });

  it('a damaged or foreign file is nothing to resume', () => {
    const dir = folder();
    const file = join(dir, 'printing-shops.json');
    for (const text of [
      '',
      '{"v":1,"service":"0123456789abcdef","printing":[3,', // cut off by a crash mid-write
      '\u0000\u0000\u0000\u0000',
      '[3]',
      '{"v":2,"service":"0123456789abcdef","printing":[3]}',
      '{"v":1,"service":"not a service","printing":[3]}',
      '{"v":1,"service":"0123456789abcdef","printing":["3"]}',
      '{"v":1,"service":"0123456789abcdef","printing":[-3]}',
      `{"v":1,"service":"0123456789abcdef","printing":[${Array.from({ length: 1_001 }, (_, i) => i + 1).join(',')}]}`,
    ]) {
      writeFileSync(file, text);
      expect(readRememberedRoles(dir), text.slice(0, 60)).toBeNull();
    }
  });
});
