/**
 * What a printer is sent for an order or a test, by its role: a receipt printer its copies of the
 * receipt, a label printer the order's labels in its protocol, one buffer per label (each proven on its
 * own by the driver). The worker and the test print outside the engine both take their bytes from here,
 * so a test shows what the orders will look like.
 */
import { labelGeometry } from '../../common/label/label';
import { layoutLabel } from '../../common/label/layout';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { LabelContext } from '../label/build-labels';
import { encodeLabels, labelsFor } from '../label/encode-labels';
import { testLabels } from '../label/test-labels';
import { encodeReceipt, testPrintReceipt } from '../receipt';

/** The order's labels on this label printer; none when its settings give it no label for the order. */
export function labelBuffers(order: Order, settings: PrinterSettings, context: LabelContext): Uint8Array[] {
  return encodeLabels(labelsFor(order, settings, context), settings);
}

/** A test print: a sample receipt, or on a label printer a sample order label and cake label. */
export function testPrintBuffers(settings: PrinterSettings, now: Date): Uint8Array[] {
  if (settings.role !== 'label') return [encodeReceipt(testPrintReceipt(settings, now), settings)];
  const { widthMm, heightMm } = settings.label;
  const geometry = labelGeometry(widthMm, heightMm, settings.dpi);
  return encodeLabels(
    testLabels(settings, now).map((content) => layoutLabel(content, geometry)),
    settings,
  );
}
