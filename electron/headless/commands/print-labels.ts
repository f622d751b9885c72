import { orderRefOf } from '../../common/order-label';
import {
  DEFAULT_LABEL_SETTINGS,
  LABEL_PROTOCOLS,
  type PrinterSettings,
  printerSettings,
} from '../../common/model/printer-settings';
import { LANGUAGES } from '../../common/words/languages';
import { encodeLabels, labelsFor } from '../../core/label/encode-labels';
import { printJob } from '../../core/printer';
import { choiceFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { LABEL_DPIS, labelSizeFlag } from '../run-settings';
import { checkPrinterFlag, orderFlag, reportPrint } from './print';

const options = {
  order: { type: 'string' },
  printer: { type: 'string' },
  protocol: { type: 'string' },
  size: { type: 'string' },
  dpi: { type: 'string' },
  language: { type: 'string' },
  'allow-unverified': { type: 'boolean' },
} as const;

export const printLabelsCommand: CliCommand = {
  name: 'print-labels',
  summary:
    "Print one order's labels (order and cake labels) once: no confirm, no history. Exit 0 only when the printer verified every label.",
  usage: [
    '--order FILE.json            the order as the ordering service sends it',
    '--printer URI                the label printer: tcp://HOST[:PORT], printer:QUEUE or a device path',
    '--protocol zpl|tspl|escpos   ZPL (Zebra and compatibles), TSPL (TSC, Xprinter) or ESC/POS labels (Epson TM-L90)',
    '--size WxH                   the label in mm, like 58x40 or 62x29 (25-120 wide, 15-200 high)',
    '--dpi 203|300                the print head (default 203)',
    `${`--language ${LANGUAGES.join('|')}`.padEnd(29)}the labels' words (default nl)`,
    '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
    'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
  ].join('\n'),
  async run(args, io) {
    const flags = parseFlags(args, options);
    if (!flags.order) throw new UsageError('--order FILE.json is required');
    if (!flags.printer) throw new UsageError('--printer URI is required');
    // A label sent in the wrong language or for the wrong size prints nonsense: neither is guessed.
    if (!flags.protocol) throw new UsageError('--protocol zpl|tspl|escpos is required');
    if (!flags.size) throw new UsageError('--size WxH (the label in mm, like 58x40) is required');
    const protocol = choiceFlag('protocol', flags.protocol, LABEL_PROTOCOLS) ?? 'zpl';
    const size = labelSizeFlag('size', flags.size) ?? DEFAULT_LABEL_SETTINGS;
    const dpi = choiceFlag('dpi', flags.dpi, LABEL_DPIS) ?? 203;
    const language = choiceFlag('language', flags.language, LANGUAGES) ?? 'nl';
    checkPrinterFlag(flags.printer);
    const order = orderFlag(flags.order);
    const settings: PrinterSettings = printerSettings({
      id: 'cli',
      name: flags.printer,
      uri: flags.printer,
      role: 'label',
      dpi,
      language,
      allowUnverified: flags['allow-unverified'] ?? false,
      // Every label the order has: no filter by order type or product, both kinds on.
      label: {
        ...DEFAULT_LABEL_SETTINGS,
        protocol,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        orderLabels: true,
        cakeLabels: true,
      },
    });
    const labels = labelsFor(order, settings, { kind: 'original', printedAt: new Date() });
    // One buffer per label: the driver proves each on its own, so "verified" means every label came out.
    const result = await printJob(settings, encodeLabels(labels, settings));
    return reportPrint(result, orderRefOf(order.id, order), io);
  },
};
