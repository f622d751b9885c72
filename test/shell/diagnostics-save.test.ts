/**
 * The app saves exported diagnostics where the person chooses, through a save dialog in the app's
 * language opened on Downloads with the suggested name; closing the dialog writes nothing.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SaveDialogOptions } from 'electron';
import { afterAll, describe, expect, it } from 'vitest';
import { dialogDiagnostics } from '../../electron/main/diagnostics-save';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-diagnostics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saver(answer: { canceled: boolean; filePath?: string }) {
  const asked: SaveDialogOptions[] = [];
  const save = dialogDiagnostics({
    showSaveDialog: (options) => (asked.push(options), Promise.resolve(answer)),
    downloads: () => join(dir, 'Downloads'),
    language: () => 'nl',
  });
  return { save, asked };
}

describe('diagnostics in the app', () => {
  it('asks where, starting in Downloads with the suggested name, in the app language', async () => {
    const chosen = join(dir, 'for-support.json');
    const { save, asked } = saver({ canceled: false, filePath: chosen });
    expect(await save('{"logs":[]}', 'orderslip-diagnostics-2026-03-14-1205.json')).toEqual({
      saved: 'file',
      path: chosen,
    });
    expect(asked).toEqual([
      {
        title: 'Diagnose exporteren',
        defaultPath: join(dir, 'Downloads', 'orderslip-diagnostics-2026-03-14-1205.json'),
        filters: [{ name: 'Diagnose', extensions: ['json'] }],
      },
    ]);
    expect(readFileSync(chosen, 'utf8')).toBe('{"logs":[]}');
    if (process.platform !== 'win32') expect(statSync(chosen).mode & 0o077).toBe(0);
  });

  it('writes nothing when the person closes the dialog', async () => {
    const { save } = saver({ canceled: true, filePath: join(dir, 'never.json') });
    expect(await save('{}', 'orderslip-diagnostics.json')).toEqual({ saved: 'cancelled' });
    expect(() => statSync(join(dir, 'never.json'))).toThrow();
  });
});
