import { msg } from '../../common/messages/catalogue';
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
  summary: msg('cli.print-labels.summary'),
  usage: [msg('cli.print-labels.usage', { languages: LANGUAGES.join('|') })],
  async run(args, io, wording = 'en') {
    const flags = parseFlags(args, options);
    // Every value typed is checked before what is missing is asked for, and before the order file is
    // read: a person who typed a wrong value hears about that value first.
    const protocol = choiceFlag('protocol', flags.protocol, LABEL_PROTOCOLS);
    const size = labelSizeFlag('size', flags.size);
    const dpi = choiceFlag('dpi', flags.dpi, LABEL_DPIS) ?? 203;
    const language = choiceFlag('language', flags.language, LANGUAGES) ?? 'nl';
    if (flags.printer) checkPrinterFlag(flags.printer);
    if (!flags.order) throw new UsageError(msg('cli.required', { usage: '--order FILE.json' }));
    if (!flags.printer) throw new UsageError(msg('cli.required', { usage: '--printer URI' }));
    // A label sent in the wrong language or for the wrong size prints nonsense: neither is guessed.
    if (!protocol) throw new UsageError(msg('cli.required', { usage: '--protocol zpl|tspl|escpos' }));
    if (!size) throw new UsageError(msg('cli.size-required'));
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
    return reportPrint(result, orderRefOf(order.id, order), io, wording);
  },
};
