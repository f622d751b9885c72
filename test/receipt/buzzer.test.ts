/**
 * The printer's own buzzer (issue 13): the bytes per command family of the model, sounded once with a
 * new order's job (after the first copy), never with a reprint, and never on a model without one. The
 * virtual printers' parsers read them as commands that print nothing.
 */
import { describe, expect, it } from 'vitest';
import { PRINTER_MODELS } from '../../electron/common/model/printer-models';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { orderBuffers, testPrintBuffers } from '../../electron/core/engine/print-bytes';
import { buzzerBytes, withBuzzer } from '../../electron/core/receipt/buzzer';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { buzzesIn } from '../../electron/demo/virtual-printer/virtual-printer';
import { PICK_UP_CAKE, PRINTED_AT } from './fixtures';

const printer = (more: Partial<PrinterSettings>): PrinterSettings =>
  printerSettings({ id: 'kitchen', uri: 'tcp://127.0.0.1', printMode: 'text', buzzer: true, ...more });

const hex = (bytes: Uint8Array | null): string | null => (bytes ? Buffer.from(bytes).toString('hex') : null);

describe('the buzzer command of a model', () => {
  it('Epson TM-T20/T88/m30: ESC ( A function 48 (4 bytes follow), first sound, twice, 1 s cycle', () => {
    for (const model of ['epson-tm-t20', 'epson-tm-t88', 'epson-tm-m30'] as const)
      expect(hex(buzzerBytes(printer({ model })))).toBe('1b2841' + '0400' + '30' + '31' + '02' + '0a');
  });

  it('Star line mode: ESC GS BEL on circuit 1', () => {
    expect(hex(buzzerBytes(printer({ model: 'star-tsp650', type: 'star' })))).toBe('1b1d07010a0a');
  });

  it('the kitchen clones: ESC B', () => {
    expect(hex(buzzerBytes(printer({ model: 'generic-80' })))).toBe('1b420303');
  });

  it('none for a model without one, a printer not set to, or a label printer', () => {
    expect(buzzerBytes(printer({ model: 'generic' }))).toBeNull();
    expect(buzzerBytes(printer({ model: 'star-tsp100', type: 'star' }))).toBeNull();
    expect(buzzerBytes(printer({ model: 'epson-tm-m30', buzzer: false }))).toBeNull();
    expect(buzzerBytes(printer({ model: 'epson-tm-m30', role: 'label' }))).toBeNull();
    // Every model says whether it has one: the editor greys the setting out where it does not.
    for (const model of Object.values(PRINTER_MODELS)) expect(model.buzzer === undefined).toBe(false);
  });
});

describe('the buzzer in a job', () => {
  const print = { printedAt: PRINTED_AT, kind: 'original' as const };

  it('sounds exactly once in a new order’s job of three copies, after the first copy’s cut', () => {
    const settings = printer({ model: 'epson-tm-m30', copies: 3 });
    const buffers = orderBuffers(PICK_UP_CAKE, settings, { ...print, sound: true });
    expect(buffers).toHaveLength(3);
    const parsed = buffers.map((buffer) => parseEscPos(buffer));
    expect(parsed.map((job) => buzzesIn(job))).toEqual([1, 0, 0]);
    const names = parsed[0]!.commands.map((command) => command.name);
    expect(names.lastIndexOf('ESC ( A')).toBeGreaterThan(names.lastIndexOf('GS V'));
    // Read whole, by its length bytes: the parser ends the command where the printer does.
    const sounded = parsed[0]!.commands.filter((command) => command.name === 'ESC ( A').at(-1)!;
    expect(hex(Uint8Array.from(sounded.bytes))).toBe(hex(buzzerBytes(settings)));
    // The buzzer prints nothing: the paper reads as without it.
    expect(parsed[0]!.text).toBe(
      parseEscPos(orderBuffers(PICK_UP_CAKE, settings, { ...print, sound: false })[0]!).text,
    );
    expect(parsed[0]!.unknownBytes).toEqual([]);
  });

  it('is absent from a reprint', () => {
    const settings = printer({ model: 'epson-tm-m30' });
    const [buffer] = orderBuffers(PICK_UP_CAKE, settings, { ...print, kind: 'reprint', sound: false });
    expect(buzzesIn(parseEscPos(buffer!))).toBe(0);
  });

  it('Star: once, read by the Star parser as a command', () => {
    const settings = printer({ model: 'star-mcprint3', type: 'star' });
    const [buffer] = orderBuffers(PICK_UP_CAKE, settings, { ...print, sound: true });
    const job = parseEscPos(buffer!, { dialect: 'star' });
    expect(buzzesIn(job, 'star')).toBe(1);
    expect(job.unknownBytes).toEqual([]);
  });

  it('a test print sounds it, so a person hears that it works', () => {
    const [buffer] = testPrintBuffers(printer({ model: 'epson-tm-t20' }), PRINTED_AT);
    expect(buzzesIn(parseEscPos(buffer!))).toBe(1);
    const [quiet] = testPrintBuffers(printer({ model: 'epson-tm-t20', buzzer: false }), PRINTED_AT);
    expect(buzzesIn(parseEscPos(quiet!))).toBe(0);
  });

  it('leaves an empty job empty', () => {
    expect(withBuzzer([], printer({ model: 'epson-tm-m30' }))).toEqual([]);
  });
});
