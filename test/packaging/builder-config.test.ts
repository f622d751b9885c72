import { existsSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

// electron-builder cannot run here (it needs Electron's binary), so its configuration is checked
// against electron-builder's own schema, and every file it names is checked to exist.
const config = load(readFileSync('electron-builder.yml', 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it("follows electron-builder's schema", () => {
    const schema = JSON.parse(readFileSync('node_modules/app-builder-lib/scheme.json', 'utf8')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(schema, config);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('builds a per-user x64 Windows installer, an AppImage and a deb, and a dmg', () => {
    expect(config['win']).toMatchObject({ target: [{ target: 'nsis', arch: ['x64'] }] });
    expect(config['nsis']).toMatchObject({ perMachine: false });
    expect(config['linux']).toMatchObject({ target: ['AppImage', 'deb'] });
    expect(config['mac']).toMatchObject({ target: ['dmg'] });
    expect(config['asarUnpack']).toContain('**/*.node');
  });

  it('names icons and resources that exist', () => {
    for (const platform of ['win', 'linux', 'mac']) {
      const icon = (config[platform] as { icon: string }).icon;
      expect(existsSync(icon), icon).toBe(true);
    }
    for (const state of ['ok', 'attention', 'stopped'])
      expect(existsSync(`resources/tray/${state}.png`)).toBe(true);
  });
});
