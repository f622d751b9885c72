/**
 * "Find printers": network receipt printers (ESC/POS, Star) and label printers (ZPL, TSPL) near this
 * PC, its print queues and its USB/serial printer
 * devices, in one list a person picks from, each with the settings that fit it to start from. The three
 * searches run side by side, each with its own time limit; one that fails or takes too long gives
 * nothing, never an error: finding fewer printers is not a reason to show none.
 */
import type { FoundPrinterView, SuggestedPrinterSettings } from '../../common/contract/app-api';
import { modelFromName, printerModel } from '../../common/model/printer-models';
import type { PrinterModelId } from '../../common/model/printer-settings';
import { describeTarget } from './printer-uri';
import { listDevices, listQueues, type LocalScanOptions } from './discovery-local';
import { findNetworkPrinters, type NetworkPrinter, type NetworkScanOptions } from './discovery-network';

export { findNetworkPrinters, hostsInRange, localNetworkHosts } from './discovery-network';
export { probePrinter } from './discovery-probe';

export interface FindPrintersOptions {
  readonly network?: NetworkScanOptions | false;
  readonly local?: LocalScanOptions;
  /** Queues and devices are not looked for (tests of the network part). */
  readonly skipLocal?: boolean;
  /** The whole search gives up after this long, with what each part found by then. */
  readonly deadlineMs?: number;
}

/** A /24 takes about two seconds; this leaves room for a slow PowerShell on Windows. */
export const FIND_DEADLINE_MS = 10_000;

/** The settings that fit a printer of this family: type, model, paper, mode, resolution, code page. */
export function settingsForModel(id: PrinterModelId): SuggestedPrinterSettings {
  const model = printerModel(id);
  const [paperWidth] = model.paperWidths;
  const [characterSet] = model.codePages;
  return {
    type: model.type,
    model: id,
    printMode: model.printMode,
    dpi: model.dpi,
    ...(paperWidth !== undefined ? { paperWidth } : {}),
    ...(characterSet !== undefined ? { characterSet } : {}),
  };
}

/** What a found printer suggests: its family's settings, or at least its make when it named none. */
export function suggestionFor(model: PrinterModelId | null, star: boolean): SuggestedPrinterSettings {
  if (model !== null) return settingsForModel(model);
  return star ? { type: 'star' } : { type: 'epson' };
}

function networkView(printer: NetworkPrinter): FoundPrinterView {
  const uri = `tcp://${describeTarget({ kind: 'tcp', host: printer.host, port: printer.port })}`;
  if (printer.label !== null) {
    const { protocol, modelName, dpi } = printer.label;
    return {
      uri,
      kind: 'network',
      name: modelName,
      model: null,
      answersStatus: true,
      suggested: { role: 'label', ...(dpi !== null ? { dpi } : {}) },
      labelProtocol: protocol,
    };
  }
  const model = printer.modelName === null ? null : modelFromName(printer.modelName);
  return {
    uri,
    kind: 'network',
    name: printer.modelName,
    model,
    // A Star that answered its own status request answers status too, only not DLE EOT.
    answersStatus: printer.answersStatus || printer.star,
    suggested: suggestionFor(model, printer.star),
  };
}

function withDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** Every printer found, network first (by address), then devices, then queues. Never rejects. */
export async function findPrinters(options: FindPrintersOptions = {}): Promise<FoundPrinterView[]> {
  const deadlineMs = options.deadlineMs ?? FIND_DEADLINE_MS;
  const local = options.local ?? {};
  const network =
    options.network === false
      ? Promise.resolve([])
      : // New addresses stop 2.5 s before the end and the scan answers 0.5 s before it, with what it
        // found: a slow last probe never costs the printers already found.
        findNetworkPrinters({ deadlineMs: deadlineMs - 2_500, stopMs: deadlineMs - 500, ...options.network });
  const [printers, devices, queues] = await Promise.all([
    withDeadline(network, deadlineMs, []),
    options.skipLocal ? [] : withDeadline(listDevices(local), deadlineMs, []),
    options.skipLocal ? [] : withDeadline(listQueues(local), deadlineMs, []),
  ]);
  const found: FoundPrinterView[] = printers.map(networkView);
  for (const device of devices) {
    const model = device.name === null ? null : modelFromName(device.name);
    found.push({
      uri: device.path,
      kind: 'device',
      name: device.name,
      model,
      answersStatus: null,
      suggested: suggestionFor(model, false),
    });
  }
  for (const queue of queues) {
    const model = modelFromName(queue.queue) ?? (queue.driver === null ? null : modelFromName(queue.driver));
    found.push({
      uri: `printer:${queue.queue}`,
      kind: 'queue',
      name: queue.driver === null ? queue.queue : `${queue.queue} (${queue.driver})`,
      model,
      answersStatus: null,
      suggested: suggestionFor(model, false),
    });
  }
  return found;
}
