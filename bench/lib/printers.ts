/**
 * The printers the benchmarks print on: a receipt printer (80 mm, PC858, by print mode) and a label
 * printer (58 × 40 mm, 203 dpi, by protocol). The address is never dialled: the in-process scenarios only
 * encode.
 */
import {
  printerSettings,
  type LabelProtocol,
  type PrintMode,
  type PrinterSettings,
} from '../../electron/common/model/printer-settings';

export function receiptPrinter(printMode: PrintMode): PrinterSettings {
  return printerSettings({ id: 'bench', name: 'Bench', uri: 'tcp://127.0.0.1:9100', printMode });
}

export function labelPrinter(protocol: LabelProtocol): PrinterSettings {
  const base = printerSettings({
    id: `bench-${protocol}`,
    name: 'Bench labels',
    uri: 'tcp://127.0.0.1:9100',
  });
  return { ...base, role: 'label', label: { ...base.label, protocol, widthMm: 58, heightMm: 40 } };
}
