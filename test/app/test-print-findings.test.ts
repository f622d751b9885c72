/**
 * What a test print finds out, through the AppService as the wizard calls it: whether the printer
 * answers status, whether it proved the receipt came out, the model it names (GS I 67), and settings
 * that work with it, said in plain words. Also "Find printers" through the AppService and its command
 * decoder. Real virtual printers over real sockets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { testPrintFindings } from '../../electron/core/app/test-print-findings';
import { ArgumentCountError, decodeArgs } from '../../electron/core/host/command-args';
import { Ledger } from '../../electron/core/ledger';
import { hostsInRange } from '../../electron/core/printer/discovery';
import { VirtualPrinter, type VirtualPrinterOptions } from '../../electron/demo/virtual-printer';

let dir: string;
let ledger: Ledger;
let service: AppService;
const printers: VirtualPrinter[] = [];
// Bounds a machine running two suites keeps: an answer that comes is never read as silence.
const FAST = { connectMs: 3000, statusMs: 2000, completionBaseMs: 3000, completionPerKbMs: 0 };
/*
 * For a printer silent on purpose the wait bounds no answer (silence stays silence however busy the
 * machine), so it may be short: a mute printer's status wait, and a search's wait on a mute printer.
 */
const MUTE = { ...FAST, statusMs: 250 };
const ANSWER_WAIT = { connectMs: 3000, answerMs: 2000 };
const SILENCE_WAIT = { connectMs: 3000, answerMs: 250 };

function newService(
  discoveryPort = 0,
  { timeouts = FAST, hosts = hostsInRange('127.0.0.2', '127.0.0.30'), answers = ANSWER_WAIT } = {},
): AppService {
  return new AppService({
    info: { name: 'OrderSlip', version: '0', host: 'headless', demo: false, demoSetup: null },
    ledger,
    settings: fileSettingsStore(dir),
    token: memoryTokenStore(''),
    engine: { printOptions: { timeouts } },
    discovery: {
      network: { hosts, port: discoveryPort, timeouts: answers },
      skipLocal: true,
    },
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-findings-'));
  ledger = Ledger.open(join(dir, 'ledger.db'));
  fileSettingsStore(dir).save({ ...DEFAULT_SETTINGS, printers: [] });
  service = newService();
});

afterEach(async () => {
  await service.stop();
  for (const printer of printers.splice(0)) await printer.close();
  ledger.close();
  rmSync(dir, { recursive: true, force: true });
});

async function virtualPrinter(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const printer = await VirtualPrinter.start(options);
  printers.push(printer);
  return printer;
}

const counter = (uri: string, overrides: Partial<PrinterSettings> = {}): PrinterSettings =>
  printerSettings({ id: 'counter', name: 'Counter', uri, ...overrides });

describe('the findings of a test print', () => {
  it('a printer that proves printing and names a known model: its model and resolution are suggested', async () => {
    const printer = await virtualPrinter({ model: 'TM-T88VI' });
    const outcome = await service.testPrint(counter(printer.uri));
    expect(outcome.outcome).toBe('printed');
    expect(outcome.findings).toMatchObject({
      answersStatus: true,
      provesCompletion: true,
      model: 'epson-tm-t88',
      // A TM-T88 has a 180 dpi head; 80 mm paper, PC858 and auto already suit it.
      suggested: { model: 'epson-tm-t88', dpi: 180 },
    });
    const en = say(outcome.findings!.message, 'en');
    expect(en).toContain('Counter answers status requests and confirmed that the test receipt printed');
    expect(en).toContain('It says it is an Epson TM-T88.');
    expect(en).toContain('Suggested: model Epson TM-T88 and 180 dpi.');
    expect(say(outcome.findings!.message, 'nl')).toContain('Hij meldt zich als Epson TM-T88.');
    expect(say(outcome.findings!.message, 'fr')).toContain('Elle s’annonce comme Epson TM-T88.');
    // The probe's requests never reach the paper: only the test receipt printed.
    expect(printer.jobs()).toHaveLength(1);
  });

  it('a printer whose settings already suit it gets no suggestion', async () => {
    const printer = await virtualPrinter({ model: 'TM-T20III' });
    const outcome = await service.testPrint(counter(printer.uri, { model: 'epson-tm-t20' }));
    expect(outcome.findings).toMatchObject({ model: 'epson-tm-t20', suggested: {} });
    expect(say(outcome.findings!.message, 'en')).toContain('The current settings suit it.');
  });

  it('a printer that answers no status: "Print without proof" is suggested, with what it means', async () => {
    const printer = await virtualPrinter({ mode: 'mute' });
    // It answers no status request: MUTE's short status wait.
    await service.stop();
    service = newService(0, { timeouts: MUTE });
    const outcome = await service.testPrint(counter(printer.uri));
    expect(outcome.outcome).toBe('failed');
    expect(outcome.findings).toEqual({
      answersStatus: false,
      provesCompletion: false,
      model: null,
      suggested: { allowUnverified: true },
      message: msg('app.test-print-findings', {
        printer: 'Counter',
        status: 'silent',
        proof: 'none',
        model: null,
        named: null,
        star: false,
        changes: [{ kind: 'unverified' }],
      }),
    });
    const en = say(outcome.findings!.message, 'en');
    expect(en).toContain('Counter answers no status requests');
    expect(en).toContain('Suggested: turn on “Print without proof”.');
    expect(en).toContain('an order counts as printed as soon as it is sent');
    expect(say(outcome.findings!.message, 'nl')).toContain('zet “Afdrukken zonder bewijs” aan');

    // With it on, the same printer prints unverified, and nothing more is suggested.
    const unverified = await service.testPrint(counter(printer.uri, { allowUnverified: true }));
    expect(unverified.outcome).toBe('delivered');
    expect(unverified.findings).toMatchObject({
      answersStatus: false,
      provesCompletion: false,
      suggested: {},
    });
  });

  it('a 58 mm clone that names itself: its paper width is suggested', async () => {
    const printer = await virtualPrinter({ model: 'POS-58', supportsProcessId: false });
    const outcome = await service.testPrint(counter(printer.uri));
    expect(outcome.outcome).toBe('printed');
    expect(outcome.findings).toMatchObject({
      model: 'generic-58',
      suggested: { model: 'generic-58', paperWidth: 58 },
    });
    expect(say(outcome.findings!.message, 'en')).toContain('paper width 58 mm');
  });

  it('a printer that cannot be reached teaches nothing: no findings', async () => {
    const printer = await virtualPrinter({ mode: 'offline' });
    const outcome = await service.testPrint(counter(printer.uri));
    expect(outcome.outcome).toBe('failed');
    expect(outcome.findings).toBeUndefined();
  });

  it('a Star model name suggests make Star and, raster only, print mode image', () => {
    const findings = testPrintFindings(
      counter('tcp://192.168.1.60'),
      'tcp',
      { outcome: 'printed', detail: msg('general.text', { text: 'ok' }) },
      { answersStatus: true, statusByte: 0x12, modelName: 'TSP143IIIU', star: false, label: null },
    );
    expect(findings?.suggested).toEqual({ model: 'star-tsp100', type: 'star', printMode: 'image' });
    expect(say(findings!.message, 'en')).toContain(
      'Suggested: model Star TSP100 (futurePRNT, raster only), make Star and print mode “image”',
    );
  });

  it('a print queue: no status, the queue’s own proof, the model from its name', () => {
    const findings = testPrintFindings(
      counter('printer:POS-58'),
      'queue',
      { outcome: 'queue-completed', detail: msg('general.text', { text: 'ok' }) },
      null,
      'POS-58',
    );
    expect(findings).toMatchObject({
      answersStatus: false,
      provesCompletion: false,
      model: 'generic-58',
      suggested: { model: 'generic-58', paperWidth: 58 },
    });
    expect(say(findings!.message, 'en')).toContain(
      'The print queue Counter reported the test receipt as completed; the printer itself confirms nothing.',
    );
  });
});

describe('Find printers through the AppService', () => {
  it('lists the virtual printers on the loopback range it is pointed at', async () => {
    const first = await virtualPrinter({ host: '127.0.0.2', model: 'TM-m30III' });
    await virtualPrinter({ host: '127.0.0.3', port: first.port, mode: 'mute' });
    const view = ({
      uri,
      model,
      answersStatus,
    }: {
      uri: string;
      model: unknown;
      answersStatus: unknown;
    }) => ({
      uri,
      model,
      answersStatus,
    });
    // The range but the silent printer, at an answer's generous wait: a search waits one answer's bound
    // for each of a host's requests, and a silent printer waits out four of them.
    await service.stop();
    service = newService(first.port, {
      hosts: hostsInRange('127.0.0.2', '127.0.0.30').filter((host) => host !== '127.0.0.3'),
    });
    expect((await service.findPrinters()).map(view)).toEqual([
      { uri: `tcp://127.0.0.2:${first.port}`, model: 'epson-tm-m30', answersStatus: true },
    ]);
    // The silent printer in a search of its own, at a short wait: silence stays silence.
    await service.stop();
    service = newService(first.port, { hosts: ['127.0.0.3'], answers: SILENCE_WAIT });
    expect((await service.findPrinters()).map(view)).toEqual([
      { uri: `tcp://127.0.0.3:${first.port}`, model: null, answersStatus: false },
    ]);
  });

  it('takes no arguments', () => {
    expect(decodeArgs('findPrinters', [])).toEqual([]);
    expect(() => decodeArgs('findPrinters', ['192.168.1.0'])).toThrow(ArgumentCountError);
  });
});
