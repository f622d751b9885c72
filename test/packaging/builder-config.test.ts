import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import { load } from 'js-yaml';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { FONT_MODULES } from '../../electron/core/receipt/raster/fonts';
import { PROVISION_FILE_NAME } from '../../electron/core/app/provisioning/find-provisioning';
import { HIDDEN_FLAG, MACHINE_AUTOSTART_MARKER } from '../../electron/main/autostart';

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

  it('builds an x64 Windows installer (per user by default), an AppImage and a deb, and a dmg', () => {
    expect(config['win']).toMatchObject({ target: [{ target: 'nsis', arch: ['x64'] }] });
    expect(config['nsis']).toMatchObject({ perMachine: false });
    expect(config['linux']).toMatchObject({ target: ['AppImage', 'deb'] });
    expect(config['mac']).toMatchObject({ target: ['dmg'] });
    expect(config['asarUnpack']).toContain('**/*.node');
  });

  it('writes a generic update feed: the channel files beside the installers, for every channel', () => {
    // electron-updater's generic provider reads what this writes (docs/DEPLOY.md, "Updates").
    expect(config['publish']).toEqual({
      provider: 'generic',
      url: expect.stringMatching(/^https:\/\/.+\/$/),
    });
    expect(config['generateUpdatesFilesForAllChannels']).toBe(true);
    // The updater installs the NSIS installer on Windows and replaces the AppImage on Linux.
    expect(config['linux']).toMatchObject({ target: expect.arrayContaining(['AppImage']) });
  });

  it('refuses to pack an installer without Skia for its platform, saying how to get it', async () => {
    expect(config['beforePack']).toBe('scripts/check-native-binaries.cjs');
    const hook = createRequire(import.meta.url)('../../scripts/check-native-binaries.cjs') as {
      (context: { electronPlatformName: string; arch: number }): Promise<void>;
      missingNativePackages: (platform: string, arch: string) => string[];
    };
    // This machine's own binary is installed: its installer packs.
    const here = { linux: 'linux', win32: 'win32', darwin: 'darwin' }[process.platform as string];
    const arch = { x64: 1, arm64: 3 }[process.arch as string];
    if (here && arch !== undefined)
      await expect(hook({ electronPlatformName: here, arch })).resolves.toBeUndefined();
    // Another platform's is not (npm installs only this machine's): refused, naming the package and the fix.
    const other = process.platform === 'win32' ? 'linux' : 'win32';
    const missing = hook.missingNativePackages(other, 'x64');
    expect(missing).toHaveLength(1);
    await expect(hook({ electronPlatformName: other, arch: 1 })).rejects.toThrow(
      new RegExp(`needs ${missing[0]}.*npm install --no-save --os=${other} --cpu=x64 ${missing[0]}@`),
    );
  });

  it('installs per machine on `/S /allusers`: an assisted installer, whose install-mode page /allusers answers', () => {
    // oneClick installers ignore /allusers; perMachine: true would take the choice away from a shop.
    expect(config['nsis']).toMatchObject({ oneClick: false, perMachine: false });
    const assisted = readFileSync(
      'node_modules/app-builder-lib/templates/nsis/assistedInstaller.nsh',
      'utf8',
    );
    expect(assisted).toContain('${GetOptions} $R0 "/allusers" $R1');
  });

  it("includes installer.nsh, which copies the provisioning file and starts OrderSlip at every user's login", () => {
    const include = (config['nsis'] as { include: string }).include;
    expect(include).toBe('resources/installer.nsh');
    const nsh = readFileSync(include, 'utf8');
    const macro = (name: string): string =>
      new RegExp(`!macro ${name}\\n([\\s\\S]*?)!macroend`).exec(nsh)?.[1] ?? '';
    const install = macro('customInstall');
    const uninstall = macro('customUnInstall');
    // The file the app looks for beside itself (find-provisioning.ts), from beside the installer.
    expect(install).toContain(
      `CopyFiles /SILENT "$EXEDIR\\${PROVISION_FILE_NAME}" "$INSTDIR\\${PROVISION_FILE_NAME}"`,
    );
    // Per machine only: the HKLM Run entry starts it hidden, and the marker keeps the app from adding
    // a login item of the user's own (autostart.ts), which would start it a second time.
    const perMachine = /\$\{if\} \$installMode == "all"([\s\S]*?)\$\{endif\}/.exec(install)?.[1] ?? '';
    expect(perMachine).toContain(
      `WriteRegStr HKLM "Software\\Microsoft\\Windows\\CurrentVersion\\Run" "OrderSlip" '"$INSTDIR\\\${APP_EXECUTABLE_FILENAME}" ${HIDDEN_FLAG}'`,
    );
    expect(perMachine).toContain(`FileOpen $0 "$INSTDIR\\${MACHINE_AUTOSTART_MARKER}" w`);
    // Removed on uninstall, but not by the uninstall an update runs before installing the new version.
    expect(uninstall).toMatch(
      /\$\{ifNot\} \$\{isUpdated\}\s+DeleteRegValue HKLM "Software\\Microsoft\\Windows\\CurrentVersion\\Run" "OrderSlip"/,
    );
    // Every macro it defines is one electron-builder's templates insert.
    const templates = readdirSync('node_modules/app-builder-lib/templates/nsis')
      .filter((name) => name.endsWith('.nsh') || name.endsWith('.nsi'))
      .map((name) => readFileSync(`node_modules/app-builder-lib/templates/nsis/${name}`, 'utf8'))
      .join('\n');
    for (const [, name] of nsh.matchAll(/^!macro (\w+)/gm))
      expect(templates, name).toContain(`!insertmacro ${name!}`);
  });

  it('names icons and resources that exist', () => {
    for (const platform of ['win', 'linux', 'mac']) {
      const icon = (config[platform] as { icon: string }).icon;
      expect(existsSync(icon), icon).toBe(true);
    }
    for (const state of ['ok', 'attention', 'stopped'])
      expect(existsSync(`resources/tray/${state}.png`)).toBe(true);
  });

  it('packs the Regular and Bold fonts a drawn receipt registers, and no other weight', () => {
    const files = config['files'] as string[];
    const excluded = (path: string): boolean =>
      files.some((pattern) => pattern.startsWith('!') && minimatch(path, pattern.slice(1), { dot: true }));
    const require = createRequire(import.meta.url);
    const used = new Set(FONT_MODULES.map((module) => relative('.', require.resolve(module))));
    expect(used.size).toBe(8);
    const all = listFiles('node_modules/@expo-google-fonts').filter((path) => path.endsWith('.ttf'));
    for (const path of all) expect(excluded(path), path).toBe(!used.has(path));
    expect(all.length).toBeGreaterThan(used.size);
  });

  it("unpacks @napi-rs/canvas's native binary from the asar archive, where Node cannot load it", () => {
    const binaries = listFiles('node_modules/@napi-rs').filter((path) => path.endsWith('.node'));
    expect(binaries.length).toBeGreaterThan(0);
    for (const path of binaries)
      expect((config['asarUnpack'] as string[]).some((pattern) => minimatch(path, pattern))).toBe(true);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
