import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSettings, SettingsError } from '../../electron/core/app/decode-settings';
import { engineConfigFrom } from '../../electron/core/app/engine-config';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { migrateSettings, SETTINGS_VERSION } from '../../electron/core/app/settings-migrations';
import { DEFAULT_SETTINGS } from '../../electron/shared/settings';

const printer = { id: 'counter', uri: 'tcp://192.168.1.50:9100' };

describe('settings from JSON', () => {
  it('fills every missing setting with its default', () => {
    const settings = decodeSettings({
      connection: { baseUrl: 'https://api.example.com' },
      printers: [printer],
    });
    expect(settings.pollIntervalSeconds).toBe(5);
    expect(settings.printers[0]).toEqual({
      id: 'counter',
      name: 'counter',
      uri: 'tcp://192.168.1.50:9100',
      type: 'epson',
      paperWidth: 80,
      characterSet: 'PC858_EURO',
      language: 'nl',
      copies: 1,
      logoPath: null,
      allowUnverified: false,
    });
  });

  it.each([
    [{ printers: [{ ...printer, paperWidth: 70 }] }, 'printers[0].paperWidth'],
    [{ printers: [{ ...printer, copies: 9 }] }, 'printers[0].copies'],
    [{ printers: [{ id: 'x' }] }, 'printers[0].uri'],
    [{ pollIntervalSeconds: 0 }, 'pollIntervalSeconds'],
    [{ shops: [{ shopId: 'three' }] }, 'shops[0].shopId'],
    [{ token: 'abc' }, 'token'],
  ])('names the setting at fault', (raw, path) => {
    expect(() => decodeSettings(raw)).toThrow(SettingsError);
    expect(() => decodeSettings(raw)).toThrow(`Setting ${path}`);
  });

  it("keeps a shop's name and city for display", () => {
    const { shops } = decodeSettings({
      shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['p1'] }],
    });
    expect(shops).toEqual([{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['p1'] }]);
    expect(decodeSettings({ shops: [{ shopId: 7 }] }).shops[0]).toMatchObject({ name: null, city: null });
  });

  it('says what is missing before the engine can run, in sentences', () => {
    const result = engineConfigFrom(DEFAULT_SETTINGS, null);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        'Enter the address of the ordering service.',
        'Enter the tenant.',
        'Enter the access token.',
        'Add a printer.',
      ]);
  });

  it('routes unlisted shops to every printer, and refuses a route to a printer that does not exist', () => {
    const base = decodeSettings({
      connection: { baseUrl: 'https://api.example.com', tenant: 't' },
      printers: [printer],
    });
    const ok = engineConfigFrom(base, 'token');
    expect(ok.ok && ok.config.defaultPrinterIds).toEqual(['counter']);
    const bad = engineConfigFrom(
      { ...base, shops: [{ shopId: 3, name: null, city: null, printerIds: ['kitchen'] }] },
      'token',
    );
    expect(!bad.ok && bad.problems).toEqual(['shop 3 prints on printer "kitchen", which is not set up.']);
  });

  it('are kept in a file that survives a restart and never holds the token', () => {
    const dir = mkdtempSync(join(tmpdir(), 'orderslip-settings-'));
    try {
      const settings = decodeSettings({
        connection: { baseUrl: 'https://api.example.com', tenant: 't' },
        printers: [printer],
      });
      fileSettingsStore(dir).save(settings);
      expect(fileSettingsStore(dir).load()).toEqual(settings);
      expect(readFileSync(join(dir, 'settings.json'), 'utf8')).not.toMatch(/token"\s*:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('settings written by an older version', () => {
  it('run the steps newer than the file, in version order, and no others', () => {
    const seen: string[] = [];
    const step = (version: string) => ({
      version,
      migrate: (settings: Record<string, unknown>) => (
        seen.push(version),
        { ...settings, [`v${version}`]: true }
      ),
    });
    const migrated = migrateSettings({ a: 1 }, '1.1.0', [
      step('1.3.0'),
      step('1.0.0'),
      step('1.2.0'),
      step('1.10.0'),
    ]);
    expect(seen).toEqual(['1.2.0', '1.3.0', '1.10.0']);
    expect(migrated).toEqual({ a: 1, 'v1.2.0': true, 'v1.3.0': true, 'v1.10.0': true });
  });

  it('a file records the version that wrote it, and a broken file is refused with its name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'orderslip-settings-'));
    try {
      fileSettingsStore(dir).save(DEFAULT_SETTINGS);
      expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).settingsVersion).toBe(
        SETTINGS_VERSION,
      );
      writeFileSync(join(dir, 'settings.json'), '{ "connection": ');
      expect(() => fileSettingsStore(dir).load()).toThrow(`${join(dir, 'settings.json')} is not valid JSON`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
