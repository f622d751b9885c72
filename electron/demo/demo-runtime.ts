/**
 * The demo a new user meets: the ordering-service simulator with a stream of orders, a virtual receipt
 * printer and a virtual ZPL label printer beside it, with settings that point OrderSlip at all three. Used by `npm run demo` and by the Electron app
 * when it has no configuration.
 */
import type { SettingsStore, TokenStore } from '../core/app/app-service';
import type { FindPrintersOptions } from '../core/printer/discovery';
import { memoryTokenStore } from '../core/app/memory-token';
import { fileSettingsStore } from '../core/app/settings-file';
import { DEFAULT_LABEL_SETTINGS, printerSettings } from '../common/model/printer-settings';
import { type Language } from '../common/words/languages';
import { wordsOf } from '../common/words/catalogues';

export { DEMO_PAPER_KEPT } from './demo-paper';
import type { DemoPrinterFault, DemoPrintView } from '../common/contract/app-api';
import { DEFAULT_SETTINGS, type AppSettings } from '../common/contract/settings';
import { decodeOrder } from '../core/api/decode-order';
import { orderRefOf } from '../common/order-label';
import { DemoPaperRoll } from './demo-paper';
import { Simulator } from './simulator';
import { VirtualLabelPrinter, VirtualPrinter, type VirtualPrinterMode } from './virtual-printer';

const DEMO_FAULT_MODES: Readonly<Record<DemoPrinterFault, VirtualPrinterMode>> = {
  none: 'ready',
  'paper-out': 'paper-out',
  offline: 'offline',
  'no-completion': 'no-completion',
  'early-answer': 'early-answer',
};

export interface DemoRuntime {
  readonly simulator: Simulator;
  readonly printer: VirtualPrinter;
  /** The label printer beside it: an order label per order, a cake label per cake with a plate text. */
  readonly labelPrinter: VirtualLabelPrinter;
  readonly tenant: string;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly paper: () => readonly DemoPrintView[];
  /**
   * Makes the virtual receipt printer misbehave like a real one (the window's demo buttons); the label
   * printer keeps printing, so a newcomer sees one printer's problem and the other's labels.
   */
  readonly setPrinterFault: (fault: DemoPrinterFault) => Promise<void>;
  readonly setup: { readonly serviceUrl: string; readonly tenant: string; readonly printerUri: string };
  /**
   * Where "Find printers" looks in the demo: the virtual printers' own address and ports (they listen on
   * 127.0.0.1, which a search of the shop's network leaves out), and the PC's queues and devices.
   */
  readonly discovery: FindPrintersOptions;
  /** Starts the first orders and the stream, once (see `ordersAtOnce`). */
  beginOrders(): void;
  close(): Promise<void>;
}

/** The demo's virtual printer listens here only: nothing outside this PC can print on it. */
const DEMO_PRINTER_HOST = '127.0.0.1';

/**
 * Settings that point the engine at the demo's simulator and virtual printers: every shop prints its
 * receipt on the counter printer and its labels (order and cake labels, 58 × 40 mm ZPL) on the label
 * printer, when there is one.
 */
export function demoSettings(
  simulatorUrl: string,
  tenant: string,
  printerUri: string,
  language?: Language,
  labelPrinterUri?: string,
): AppSettings {
  // The virtual printers are named in the demo's language.
  const names = wordsOf(language ?? 'en').window.demo;
  const labels = labelPrinterUri
    ? [
        printerSettings({
          id: 'labels',
          name: names.labelPrinterName,
          uri: labelPrinterUri,
          role: 'label',
          dpi: 203,
          label: { ...DEFAULT_LABEL_SETTINGS, protocol: 'zpl', orderLabels: true, cakeLabels: true },
          ...(language ? { language } : {}),
        }),
      ]
    : [];
  return {
    ...DEFAULT_SETTINGS,
    connection: { baseUrl: simulatorUrl, tenant },
    printers: [
      printerSettings({
        id: 'counter',
        name: names.printerName,
        uri: printerUri,
        ...(language ? { language } : {}),
      }),
      ...labels,
    ],
    defaultPrinterIds: ['counter', ...labels.map((printer) => printer.id)],
    pollIntervalSeconds: 2,
    startAtLogin: false,
    // The demo's language is the window's too: `npm run demo -- --language nl` opens a Dutch window,
    // whatever the browser's language (the Electron app puts the person's own choice over it).
    language: language ?? DEFAULT_SETTINGS.language,
  };
}

export async function startDemo(options: {
  readonly dataDir: string;
  readonly perMinute: number;
  /** The receipts' and the window's language (default: the printers' default, Dutch, and the system's for the window). */
  readonly language?: Language;
  /**
   * False: no order comes until `beginOrders()`, so whoever tells about them is listening before the
   * first one. Default true.
   */
  readonly ordersAtOnce?: boolean;
}): Promise<DemoRuntime> {
  // A shop's counters are well past zero by the time anyone looks: numbers like 17, 42, not 0, 1, 2.
  const simulator = await Simulator.start({ seed: Date.now() % 100_000, orderNumbers: 'busy-day' });
  const printer = await VirtualPrinter.start({ host: DEMO_PRINTER_HOST, printMsPerLine: 4 });
  const labelPrinter = await VirtualLabelPrinter.start({
    host: DEMO_PRINTER_HOST,
    protocol: 'zpl',
    dpi: 203,
  });
  const tenant = simulator.tenants[0];
  if (!tenant) throw new Error('The simulator started without a tenant.');
  let begun = false;
  let dayTimer: ReturnType<typeof setTimeout> | null = null;
  const beginOrders = (): void => {
    if (begun) return;
    begun = true;
    showcase(simulator);
    // The shop's day comes a moment after the showcase, so the showcase's receipts still print first.
    dayTimer = setTimeout(() => shopDay(simulator), SHOP_DAY_AFTER_MS);
    dayTimer.unref();
    simulator.startStream(options.perMinute);
  };
  if (options.ordersAtOnce ?? true) beginOrders();
  // Receipts and labels on one roll of "paper", in the order they came out: a cake order shows its
  // receipt, then its order label and its cake label, each named by its order.
  const roll = new DemoPaperRoll((id) => {
    const decoded = decodeOrder(simulator.storedOrder(id, { tenant: tenant.id }));
    return decoded.ok ? orderRefOf(decoded.order.id, decoded.order) : null;
  });
  printer.onJob((job) => roll.receipt(job));
  labelPrinter.onLabel((label) => roll.label(label));
  const settings = fileSettingsStore(options.dataDir);
  settings.save(demoSettings(simulator.url, tenant.id, printer.uri, options.language, labelPrinter.uri));
  return {
    simulator,
    printer,
    labelPrinter,
    tenant: tenant.id,
    settings,
    // The simulator's token, known only to this process: the window never sees it.
    token: memoryTokenStore(tenant.token),
    paper: () => roll.paper,
    setPrinterFault: (fault) => printer.setMode(DEMO_FAULT_MODES[fault]),
    setup: { serviceUrl: simulator.url, tenant: tenant.id, printerUri: printer.uri },
    discovery: { network: { hosts: [DEMO_PRINTER_HOST], ports: [printer.port, labelPrinter.port] } },
    beginOrders,
    async close() {
      if (dayTimer !== null) clearTimeout(dayTimer);
      simulator.stopStream();
      await Promise.all([simulator.close(), printer.close(), labelPrinter.close()]);
    },
  };
}

/** How long after the showcase the orders of the shop's day come (see `shopDay`). */
const SHOP_DAY_AFTER_MS = 1_500;

/** Every order the demo starts with: the showcase, then the shop's day (tests wait for all of them). */
export const DEMO_START_ORDERS = 7 + 15;

/**
 * Orders enough for the Day view to show a real day: spread over today and the next days like a shop's
 * orders are (due today only while there is time left before closing), in every shop, so the bake list
 * sums pieces, weights and persons, with a few cakes with their plate texts.
 */
function shopDay(simulator: Simulator): void {
  simulator.addOrders(3, { textPlate: true });
  simulator.addOrders(12);
}

/**
 * The first orders a new user sees show what OrderSlip is for: a cake with the text the customer wants
 * on its plate, a delivery with its address, a cool-box pick-up, a plate in other scripts with an emoji,
 * and a few ordinary orders around them.
 */
function showcase(simulator: Simulator): void {
  simulator.addOrders(1);
  simulator.addOrders(1, { textPlate: true });
  simulator.addOrders(1, { type: 'delivery' });
  simulator.addOrders(1, { type: 'pick_up_coolbox' });
  // A plate typed the way customers type: an emoji and a name no receipt code page holds. The demo's
  // printer is in `auto` mode, so the plate prints as typed, drawn as an image.
  simulator.addOrders(1, { textPlate: true, plateText: 'Sto lat, Łukasz! 🎂 عيد ميلاد سعيد' });
  simulator.addOrders(2);
}
