/**
 * The printers' commands: retry, pause and resume one; a test print (saved or as the window has it);
 * finding printers; and the demo's virtual printer, its paper and its faults.
 */
import type {
  DemoPrinterFault,
  DemoPrintView,
  FoundPrinterView,
  LogoUpload,
  PrintOutcomeView,
} from '../../common/contract/app-api';
import type { Receipt } from '../../common/receipt/receipt';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { Engine } from '../engine/engine';
import type { PrintResult } from '../printer';
import { findPrinters, type FindPrintersOptions } from '../printer/discovery';
import type { AppContext } from './app-context';
import { decodePrinter } from './decode-settings';
import { namesOf, requirePrinter } from './lookups';
import { printTestReceipt, samePrinter } from './test-print';
import { findingsOf } from './test-print-findings';
import { storeLogo, type LogoParts } from './logo-store';
import { currentCaller } from './pin/caller';
import { previewLogo } from './preview';

export interface PrinterCommandsOptions {
  /** Where and how "Find printers" looks (tests point it at virtual printers); this PC's networks by default. */
  readonly discovery?: FindPrintersOptions;
  /** The demo's virtual printer output, for the window. */
  readonly demoPaper?: () => readonly DemoPrintView[];
  /** The demo's virtual printer, made to misbehave on request. */
  readonly demoPrinterFault?: (fault: DemoPrinterFault) => Promise<void>;
  /** Where chosen logos are kept, and the host's own file dialog. */
  readonly logos?: LogoParts;
}

export class PrinterCommands {
  constructor(
    private readonly context: AppContext,
    private readonly options: PrinterCommandsOptions,
  ) {}

  async retryPrinter(printerId: string): Promise<void> {
    this.runningWith(printerId).retryPrinter(printerId);
  }

  async pausePrinter(printerId: string): Promise<void> {
    this.runningWith(printerId).pausePrinter(printerId);
  }

  /** The worker asks the printer again at once, so Status shows its real state, not "paused". */
  async resumePrinter(printerId: string): Promise<void> {
    this.runningWith(printerId).resumePrinter(printerId);
  }

  /**
   * A test receipt on a saved printer (by id), or on one as the window has it, unsaved. A saved printer
   * the engine runs prints it between its jobs; any other prints it on a link of its own, outside the
   * engine's queues. A success on a saved printer clears its `untested` mark.
   */
  async testPrint(printer: string | PrinterSettings): Promise<PrintOutcomeView> {
    const settings = this.context.settings.load();
    let target: PrinterSettings;
    let saved: PrinterSettings | undefined;
    if (typeof printer === 'string') {
      saved = settings.printers.find((candidate) => candidate.id === printer);
      if (!saved) throw new MessageError(msg('app.no-such-printer', { printer }));
      target = saved;
    } else {
      target = decodePrinter(printer);
      const same = settings.printers.find((candidate) => candidate.id === target.id);
      saved = same && samePrinter(same, target) ? same : undefined;
    }
    const engine = this.context.engine.current();
    // A printer the engine runs on the same device (this one, or another set to its address) prints the
    // test in its turn, between jobs: a second connection would interleave with an order's receipt.
    const sharing = engine
      ? settings.printers.find(
          (candidate) =>
            (candidate.id === target.id || candidate.uri === target.uri) &&
            engine.printerRuntime(candidate.id) !== null,
        )
      : undefined;
    const result: PrintResult =
      engine && sharing
        ? await engine.testPrint(sharing.id, saved ? undefined : target)
        : await printTestReceipt(target, this.context.now(), this.context.engine.printOptions);
    if (result.outcome !== 'failed' && saved?.untested === true) this.markTested(saved.id);
    // Findings ask an ESC/POS printer its status and model: a ZPL or TSPL label printer is not asked.
    const escpos = target.role !== 'label' || target.label.protocol === 'escpos';
    const findings = escpos ? await findingsOf(target, result) : undefined;
    return {
      outcome: result.outcome,
      message: result.outcome === 'failed' ? result.message : result.detail,
      ...(findings ? { findings } : {}),
    };
  }

  /** ESC/POS printers on this PC's networks, its print queues and USB/serial devices; a few seconds. */
  async findPrinters(): Promise<readonly FoundPrinterView[]> {
    return findPrinters(this.options.discovery);
  }

  /** A picture the window sent, checked and kept in the data folder: the path for the printer's logo. */
  async storeLogo(file: LogoUpload): Promise<string> {
    // Guarded like a save: only a person who may change the settings adds files to the data folder.
    await this.context.pin.require();
    return storeLogo(this.logoFolder(), { name: file.name, bytes: Buffer.from(file.base64, 'base64') });
  }

  /** The host's open dialog, then the same as `storeLogo`; null when the person cancelled. */
  async chooseLogo(): Promise<string | null> {
    await this.context.pin.require();
    const folder = this.logoFolder();
    const pick = this.options.logos?.pick;
    // The dialog opens on this PC's screen: only the app's own window (IPC) may open it, never a
    // window served to a tablet, whose person is not in front of it.
    const client = currentCaller()?.client;
    if (!pick || (client !== undefined && client !== 'ipc'))
      throw new MessageError(msg('app.logo-no-dialog'));
    const file = await pick();
    return file === null ? null : storeLogo(folder, file);
  }

  /** The logo and header as this printer prints them, for the window to show before anything is saved. */
  async previewLogo(printer: PrinterSettings): Promise<Receipt | null> {
    return previewLogo(decodePrinter(printer));
  }

  getDemoPaper(): Promise<readonly DemoPrintView[]> {
    return Promise.resolve(this.options.demoPaper?.() ?? []);
  }

  async setDemoPrinterFault(fault: DemoPrinterFault): Promise<void> {
    if (!this.options.demoPrinterFault) throw new MessageError(msg('app.not-demo'));
    await this.options.demoPrinterFault(fault);
    // The printer was told; let the workers see it now rather than after their backoff.
    this.context.engine.current()?.wake();
  }

  private logoFolder(): string {
    const folder = this.options.logos?.folder;
    if (folder === undefined)
      throw new MessageError(msg('app.logo-cannot-store', { detail: 'no data folder' }));
    return folder;
  }

  /** The running engine, once it is known to run the printer (or a refusal naming it). */
  private runningWith(printerId: string): Engine {
    const engine = this.context.engine.running();
    requirePrinter(engine, printerId, (id) => namesOf(this.context.settings.load(), this.context.ledger)(id));
    return engine;
  }

  /** A test print came out: the printer is no longer "set up without a test". */
  private markTested(printerId: string): void {
    const settings = this.context.settings.load();
    this.context.settings.save({
      ...settings,
      printers: settings.printers.map((printer) => {
        if (printer.id !== printerId) return printer;
        const { untested: _untested, ...tested } = printer;
        return tested;
      }),
    });
    this.context.emit({ type: 'status-changed' });
  }
}
