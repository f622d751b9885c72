/**
 * What a printer is sent for an order or a test, by its role: a receipt printer its copies of the
 * receipt or production ticket (its template; none when its filter takes nothing of the order), a label
 * printer the order's labels in its protocol, one buffer per label (each proven on its own by the
 * driver). Its buzzer, when set and its model has one, sounds once with a new order's job and with a
 * test print (so a person hears that it works), never with a reprint. The worker and the test print
 * outside the engine both take their bytes from here, so a test shows what the orders will look like.
 */
import { labelGeometry } from '../../common/label/label';
import { layoutLabel } from '../../common/label/layout';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { LabelContext } from '../label/build-labels';
import { encodeLabels, labelsFor } from '../label/encode-labels';
import { testLabels } from '../label/test-labels';
import type { PrintCopy } from '../printer/paper-time';
import { encodeCopies, encodeReceipt, testPrintReceipt, withBuzzer, type PrintContext } from '../receipt';
import { optimizeFromNowOn } from '../runtime/optimizing-compiler';

/** What an order's job is printed with: the receipt's context, and whether it is the order's new job. */
export interface OrderPrintContext extends PrintContext {
  /** The order's automatic job (new, or its retry marked POSSIBLE DUPLICATE): the buzzer sounds. */
  readonly sound: boolean;
}

/** The bytes of an order's job on this printer; none when it has nothing to print for the order. */
export function orderBuffers(
  order: Order,
  settings: PrinterSettings,
  context: OrderPrintContext,
): PrintCopy[] {
  const { sound, ...print } = context;
  if (settings.role === 'label')
    return labelBuffers(order, settings, { kind: print.kind, printedAt: print.printedAt });
  const copies = encodeCopies(order, settings, print);
  return sound ? withBuzzer(copies, settings) : copies;
}

/** The order's labels on this label printer; none when its settings give it no label for the order. */
export function labelBuffers(order: Order, settings: PrinterSettings, context: LabelContext): PrintCopy[] {
  // A label may need none of the print libraries, whose loading turns it on for receipts.
  optimizeFromNowOn();
  return encodeLabels(labelsFor(order, settings, context), settings);
}

/** A test print: a sample receipt, or on a label printer a sample order label and cake label. */
export function testPrintBuffers(settings: PrinterSettings, now: Date): PrintCopy[] {
  if (settings.role !== 'label')
    return withBuzzer([encodeReceipt(testPrintReceipt(settings, now), settings)], settings);
  optimizeFromNowOn();
  const { widthMm, heightMm } = settings.label;
  const geometry = labelGeometry(widthMm, heightMm, settings.dpi);
  return encodeLabels(
    testLabels(settings, now).map((content) => layoutLabel(content, geometry)),
    settings,
  );
}
