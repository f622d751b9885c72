import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { UsageError } from '../../electron/headless/command';
import { applyFlags, FLAG_LABEL_PRINTER_ID, FLAG_PRINTER_ID } from '../../electron/headless/run-settings';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';

const two = {
  ...DEFAULT_SETTINGS,
  printers: [
    printerSettings({ id: 'counter', name: 'Counter', uri: 'tcp://127.0.0.1:9100' }),
    printerSettings({ id: 'kitchen', name: 'Kitchen', uri: 'tcp://127.0.0.1:9101', printMode: 'text' }),
  ],
};

describe('run: --print-mode, --dpi and --model', () => {
  it('set every printer, like the other printer flags', () => {
    const settings = applyFlags(two, { 'print-mode': 'image', dpi: '300' });
    expect(settings.printers.map((p) => [p.id, p.printMode, p.dpi])).toEqual([
      ['counter', 'image', 300],
      ['kitchen', 'image', 300],
    ]);
  });

  it('--model brings its family’s type and dpi, which --type and --dpi still override', () => {
    const tsp100 = applyFlags(two, { model: 'star-tsp100' });
    expect(
      tsp100.printers.every((p) => p.model === 'star-tsp100' && p.type === 'star' && p.dpi === 203),
    ).toBe(true);
    const tmT88 = applyFlags(two, { model: 'epson-tm-t88' });
    expect(tmT88.printers.every((p) => p.type === 'epson' && p.dpi === 180)).toBe(true);
    const overridden = applyFlags(two, { model: 'epson-tm-t88', dpi: '203' });
    expect(overridden.printers.every((p) => p.dpi === 203)).toBe(true);
  });

  it('go with --printer onto the one printer it sets up', () => {
    const settings = applyFlags(two, {
      printer: 'tcp://127.0.0.1:9200',
      'print-mode': 'text',
      model: 'generic-58',
    });
    expect(settings.printers).toHaveLength(1);
    expect(settings.printers[0]).toMatchObject({
      id: FLAG_PRINTER_ID,
      printMode: 'text',
      model: 'generic-58',
    });
  });

  it('leave the settings as they are when not given', () => {
    expect(applyFlags(two, {}).printers.map((p) => p.printMode)).toEqual(['auto', 'text']);
  });

  it.each([
    [{ 'print-mode': 'bitmap' }, /--print-mode must be one of text, image, auto, got "bitmap"/],
    [{ dpi: '600' }, /--dpi must be one of 180, 203, 300, got "600"/],
    [{ model: 'tsp100' }, /--model must be one of generic, .* got "tsp100"/],
  ])('refuse a value they do not know: %o', (flags, message) => {
    expect(() => applyFlags(two, flags)).toThrow(UsageError);
    expect(() => applyFlags(two, flags)).toThrow(message);
  });
});

describe('run: a printer set up by --printer or --label-printer, which has no name of its own', () => {
  const flagged = (language?: string) =>
    applyFlags(DEFAULT_SETTINGS, {
      printer: 'tcp://127.0.0.1:9200',
      'label-printer': 'tcp://127.0.0.1:9201',
      'label-protocol': 'zpl',
      'label-size': '58x40',
      ...(language ? { language } : {}),
    }).printers.map((printer) => [printer.id, printer.name]);

  it('is called a printer in the language of its paper, never an English word in a French shop', () => {
    expect(flagged('fr')).toEqual([
      [FLAG_PRINTER_ID, 'Imprimante à tickets'],
      [FLAG_LABEL_PRINTER_ID, 'Imprimante d’étiquettes'],
    ]);
    expect(flagged('de')).toEqual([
      [FLAG_PRINTER_ID, 'Bondrucker'],
      [FLAG_LABEL_PRINTER_ID, 'Etikettendrucker'],
    ]);
    expect(flagged('en')).toEqual([
      [FLAG_PRINTER_ID, 'Receipt printer'],
      [FLAG_LABEL_PRINTER_ID, 'Label printer'],
    ]);
    // Without --language the paper is Dutch, the printers' default.
    expect(flagged()).toEqual([
      [FLAG_PRINTER_ID, 'Bonprinter'],
      [FLAG_LABEL_PRINTER_ID, 'Etikettenprinter'],
    ]);
  });

  it('goes by that name in what the shop reads (the issue: “Printer n’a plus de papier”)', () => {
    const [receipt] = applyFlags(DEFAULT_SETTINGS, {
      printer: 'tcp://127.0.0.1:9200',
      language: 'fr',
    }).printers;
    expect(say(msg('printer.paper-out', { printer: receipt!.name }), 'fr')).toMatch(/^Imprimante à tickets /);
  });
});
