import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSettings, SettingsError } from '../../electron/core/app/decode-settings';
import { engineConfigFrom } from '../../electron/core/app/engine-config';
import { findProblems, headline } from '../../electron/core/app/problems';
import { NotificationWords } from '../../electron/common/i18n/notification-words';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { migrateSettings, SETTINGS_VERSION } from '../../electron/core/app/settings-migrations';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError } from '../../electron/common/messages/errors';
import { DEFAULT_LABEL_SETTINGS } from '../../electron/common/model/printer-settings';

/** What decoding `raw` refused with. */
function refusal(raw: unknown): MessageError {
  try {
    decodeSettings(raw);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

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
      // No name: a receipt printer in its paper's language (Dutch by default), never its id.
      name: 'Bonprinter',
      uri: 'tcp://192.168.1.50:9100',
      type: 'epson',
      paperWidth: 80,
      characterSet: 'PC858_EURO',
      language: 'nl',
      copies: 1,
      logoPath: null,
      allowUnverified: false,
      model: 'generic',
      printMode: 'auto',
      dpi: 203,
      header: '',
      footer: '',
      showPlu: false,
      confirmOnQueueCompletion: false,
      role: 'receipt',
      label: DEFAULT_LABEL_SETTINGS,
      ticket: 'receipt',
      filter: { orderTypes: [], products: [] },
      buzzer: false,
    });
    expect(settings.language).toBe('system');
  });

  it.each([
    [
      { printers: [{ ...printer, name: 'Counter', paperWidth: 70 }] },
      msg('app.setting-not-a-choice', {
        setting: 'printers[0].paperWidth',
        printer: 'Counter',
        choices: ['58', '80'],
        got: '70',
      }),
    ],
    [
      { printers: [{ ...printer, copies: 9 }] },
      msg('app.setting-out-of-range', {
        setting: 'printers[0].copies',
        printer: 'counter',
        min: 1,
        max: 5,
        got: '9',
      }),
    ],
    [
      { printers: [{ ...printer, name: 'Counter', printMode: 'bitmap' }] },
      msg('app.setting-not-a-choice', {
        setting: 'printers[0].printMode',
        printer: 'Counter',
        choices: ['text', 'image', 'auto'],
        got: '"bitmap"',
      }),
    ],
    [
      { printers: [{ ...printer, name: 'Counter', dpi: 200 }] },
      msg('app.setting-not-a-choice', {
        setting: 'printers[0].dpi',
        printer: 'Counter',
        choices: ['180', '203', '300'],
        got: '200',
      }),
    ],
    [
      { printers: [{ ...printer, name: 'Counter', footer: 'x'.repeat(201) }] },
      msg('app.setting-too-long', {
        setting: 'printers[0].footer',
        printer: 'Counter',
        max: 200,
        length: 201,
        got: `"${'x'.repeat(39)}…`,
      }),
    ],
    [
      {
        printers: [{ ...printer, name: 'Labels', role: 'label', label: { protocol: 'zpl', heightMm: 500 } }],
      },
      msg('app.setting-out-of-range', {
        setting: 'printers[0].label.heightMm',
        printer: 'Labels',
        min: 15,
        max: 200,
        got: '500',
      }),
    ],
    [{ printers: [{ id: 'x', name: 'Bar' }] }, msg('app.printer-without-address', { printer: 'Bar' })],
    [{ printers: [printer, { uri: 'tcp://10.0.0.9' }] }, msg('app.printer-without-id', { position: 2 })],
    [
      { pollIntervalSeconds: 0 },
      msg('app.setting-out-of-range', {
        setting: 'pollIntervalSeconds',
        printer: null,
        min: 1,
        max: 300,
        got: '0',
      }),
    ],
    [
      { shops: [{ shopId: 'three' }] },
      msg('app.setting-out-of-range', {
        setting: 'shops[0].shopId',
        printer: null,
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
        got: '"three"',
      }),
    ],
    [
      { notifications: { sound: 'yes' } },
      msg('app.setting-wrong-type', {
        setting: 'notifications.sound',
        printer: null,
        expected: 'true-false',
        got: '"yes"',
      }),
    ],
    [
      { language: 'it' },
      msg('app.setting-not-a-choice', {
        setting: 'language',
        printer: null,
        choices: ['system', 'nl', 'fr', 'de', 'en'],
        got: '"it"',
      }),
    ],
    [{ token: 'abc' }, msg('app.token-in-settings')],
  ])('names the setting at fault, and its printer by name', (raw, said) => {
    const error = refusal(raw);
    expect(error).toBeInstanceOf(MessageError);
    expect(error.said).toEqual(said);
  });

  it('calls a printer without a name a receipt or label printer in its paper’s language, in fr and nl', () => {
    const names = decodeSettings({
      printers: [
        { id: 'printer', uri: 'tcp://10.0.0.1', language: 'fr' },
        { id: 'zebra', uri: 'tcp://10.0.0.2', language: 'fr', role: 'label' },
        { id: 'toog', uri: 'tcp://10.0.0.3', language: 'nl', name: '  ' },
        { id: 'etiket', uri: 'tcp://10.0.0.4', language: 'nl', role: 'label' },
        { id: 'named', uri: 'tcp://10.0.0.5', language: 'fr', name: 'Comptoir' },
      ],
    }).printers.map((decoded) => decoded.name);
    expect(names).toEqual([
      'Imprimante à tickets',
      'Imprimante d’étiquettes',
      'Bonprinter',
      'Etikettenprinter',
      'Comptoir',
    ]);
  });

  it('says that name where the shop reads it: the alert of a French shop is no “Printer n’a plus de papier”', () => {
    const headlineIn = (language: 'fr' | 'nl'): string => {
      const settings = decodeSettings({
        connection: { baseUrl: 'https://api.example.com', tenant: 'demo' },
        printers: [{ id: 'printer', uri: 'tcp://10.0.0.1', language }],
      });
      const result = engineConfigFrom(settings, 'token');
      if (!result.ok) throw new Error('the settings should run');
      // The engine reports each printer under the name its configuration gives it.
      const [configured] = result.config.printers;
      const problems = findProblems({
        engine: {
          connection: { state: 'ok', detail: verbatim('Connected.') },
          shops: [],
          printers: [
            {
              printerId: configured!.id,
              name: configured!.name,
              state: 'paper_out',
              detail: msg('printer.paper-out', { printer: configured!.name }),
              queued: 2,
              lastPrintedAt: null,
              jobsWithoutProof: 0,
              answersTooSoon: false,
            },
          ],
          ledgerDamaged: null,
          ledgerUnwritable: null,
          historyLostAt: null,
        },
        held: 0,
        waiting: { count: 2, oldestFirstSeenAt: new Date() },
        now: new Date(),
      });
      return new NotificationWords(language).headline(headline(problems, 2, true));
    };
    expect(headlineIn('fr')).toBe('2 commandes attendent\u202f: Imprimante à tickets n’a plus de papier');
    expect(headlineIn('nl')).toBe('2 bestellingen wachten: Bonprinter heeft geen papier meer');
    expect(say(msg('printer.paper-out', { printer: 'Imprimante à tickets' }), 'fr')).toMatch(
      /^Imprimante à tickets /,
    );
  });

  it('points at a printer without a name by its id when refusing it: the id is what the file shows', () => {
    expect(refusal({ printers: [{ id: 'toog' }] }).said).toEqual(
      msg('app.printer-without-address', { printer: 'toog' }),
    );
    expect(refusal({ printers: [{ ...printer, copies: 9 }] }).said).toMatchObject({
      params: { printer: 'counter' },
    });
  });

  it('words a refusal in each language, the printer named as the shop knows it', () => {
    const said = refusal({ printers: [{ ...printer, name: 'Toog', copies: 9 }] }).said;
    expect(say(said, 'en')).toBe(
      'Printer Toog: the setting printers[0].copies must be a whole number from 1 to 5, not 9.',
    );
    expect(say(said, 'nl')).toBe(
      'Printer Toog: de instelling printers[0].copies moet een geheel getal van 1 tot 5 zijn, niet 9.',
    );
    expect(say(said, 'fr')).toBe(
      'Imprimante Toog\u202f: le réglage printers[0].copies doit être un nombre entier de 1 à 5, pas 9.',
    );
    // A value from a hand-written file never acts in a log line or the window.
    expect(refusal({ connection: { tenant: 42 } }).said.params).toMatchObject({
      setting: 'connection.tenant',
      got: '42',
    });
    expect(refusal({ retentionDays: 'a\u001b[2J\u202eb' }).said.params).toMatchObject({
      setting: 'retentionDays',
      got: '"a\\u001b[2J\\u202eb"',
    });
  });

  it('refuses a closing time at or before the opening time, naming both, in each language', () => {
    const said = refusal({ shopDay: { openingTime: '7:30', closingTime: '06:00' } }).said;
    expect(said).toEqual(msg('app.closing-before-opening', { openingTime: '07:30', closingTime: '06:00' }));
    expect(say(said, 'en')).toContain('The closing time (06:00) must be later than the opening time (07:30)');
    expect(say(said, 'nl')).toContain('Het sluitingsuur (06:00) moet later zijn dan het openingsuur (07:30)');
    expect(say(said, 'fr')).toContain(
      'L’heure de fermeture (06:00) doit être plus tardive que l’heure d’ouverture (07:30)',
    );
    // The same time is a day with no hours too; one minute later is a day.
    expect(refusal({ shopDay: { openingTime: '18:00' } }).said.params).toEqual({
      openingTime: '18:00',
      closingTime: '18:00',
    });
    expect(decodeSettings({ shopDay: { openingTime: '17:59' } }).shopDay).toMatchObject({
      openingTime: '17:59',
      closingTime: '18:00',
    });
  });

  it('reads a printer address written by hand as the network printer it means', () => {
    const settings = decodeSettings({
      printers: [
        { id: 'a', uri: ' 192.168.1.50 ' },
        { id: 'b', uri: 'bon.local:9101' },
        { id: 'c', uri: 'printer:Bar' },
        { id: 'd', uri: 'COM3' },
      ],
    });
    expect(settings.printers.map((p) => p.uri)).toEqual([
      'tcp://192.168.1.50:9100',
      'tcp://bon.local:9101',
      'printer:Bar',
      'COM3',
    ]);
  });

  it('keeps a printer’s untested mark only while it is untested', () => {
    const { printers } = decodeSettings({
      printers: [
        { ...printer, untested: true },
        { ...printer, id: 'b' },
      ],
    });
    expect(printers[0]?.untested).toBe(true);
    expect(printers[1]).not.toHaveProperty('untested');
  });

  it("keeps a shop's name and city for display", () => {
    const { shops } = decodeSettings({
      shops: [{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['p1'] }],
    });
    expect(shops).toEqual([{ shopId: 1042, name: 'Bakkerij Noëlle', city: 'Gent', printerIds: ['p1'] }]);
    expect(decodeSettings({ shops: [{ shopId: 7 }] }).shops[0]).toMatchObject({ name: null, city: null });
  });

  it('says what is missing before the engine can run, as messages', () => {
    const result = engineConfigFrom(DEFAULT_SETTINGS, null);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        msg('app.enter-service-address'),
        msg('app.enter-tenant'),
        msg('app.enter-token'),
        msg('app.add-printer'),
      ]);
      expect(result.problems.map((problem) => say(problem, 'nl'))).toEqual([
        'Vul het adres van de bestelservice in.',
        'Vul de accountcode (tenant) in: de naam van uw account bij de bestelservice.',
        'Vul het toegangstoken in.',
        'Voeg een printer toe.',
      ]);
    }
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
    expect(!bad.ok && bad.problems.map((problem) => problem.code)).toEqual(['engine.config-unknown-printer']);
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
      expect(() => fileSettingsStore(dir).load()).toThrow(
        expect.objectContaining({
          said: msg('app.settings-not-json', { file: join(dir, 'settings.json') }),
        }),
      );
      expect(() => fileSettingsStore(dir).load()).toThrow(`${join(dir, 'settings.json')} is not valid JSON`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('from before the language setting follow the system, as the app did then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'orderslip-settings-'));
    try {
      expect(migrateSettings({ startAtLogin: false }, '1.0.0')).toEqual({
        startAtLogin: false,
        language: 'system',
      });
      expect(migrateSettings({ language: 'fr' }, '1.0.0')).toEqual({ language: 'fr' });
      writeFileSync(
        join(dir, 'settings.json'),
        JSON.stringify({
          settingsVersion: '1.0.0',
          connection: { baseUrl: 'https://x.example', tenant: 't' },
        }),
      );
      expect(fileSettingsStore(dir).load()).toMatchObject({
        language: 'system',
        connection: { baseUrl: 'https://x.example' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
