/**
 * The demo's roll of paper names each piece by its order, as the window lists it: a receipt by its QR
 * code, a CHANGED or GONE slip (which has none) by the one order id it prints; a day's list by none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { orderRefOf, type OrderRef } from '../../electron/common/order-label';
import { changedSlipReceipt, goneSlipReceipt } from '../../electron/core/changes/change-slips';
import { diffOrders } from '../../electron/core/changes/order-diff';
import { printJob } from '../../electron/core/printer';
import { encodeReceipt } from '../../electron/core/receipt';
import { buildReceipt } from '../../electron/core/receipt/build-receipt';
import { DemoPaperRoll } from '../../electron/demo/demo-paper';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { CAKES_WITH_PLATES, PRINTED_AT } from '../receipt/fixtures';

let printer: VirtualPrinter | undefined;
afterEach(async () => {
  await printer?.close();
});

describe('the demo paper', () => {
  it.each([58, 80] as const)(
    'names a receipt, a CHANGED and a GONE slip by their order on %i mm paper',
    async (paperWidth) => {
      printer = await VirtualPrinter.start({ paperWidth });
      const settings = printerSettings({
        id: 'p',
        name: 'Counter',
        uri: printer.uri,
        language: 'nl',
        paperWidth,
      });
      const order = CAKES_WITH_PLATES;
      const later = { ...order, due: { date: order.due.date, time: '17:00:00' } };
      const roll = new DemoPaperRoll((id) => (id === order.id ? orderRefOf(id, order) : null));
      printer.onJob((job) => roll.receipt(job));
      const receipts = [
        buildReceipt(order, { language: 'nl', paperWidth, printedAt: PRINTED_AT, kind: 'original' }),
        changedSlipReceipt(later, diffOrders(order, later), settings, PRINTED_AT),
        goneSlipReceipt(order, settings, PRINTED_AT),
      ];
      for (const receipt of receipts) {
        const result = await printJob(settings, [encodeReceipt(receipt, settings)]);
        expect(result.outcome).toBe('printed');
      }
      const named: (OrderRef | null)[] = roll.paper.map((piece) => piece.order);
      expect(named).toEqual([
        orderRefOf(order.id, order),
        orderRefOf(order.id, order),
        orderRefOf(order.id, order),
      ]);
      // The slips really have no QR code: they are named by the id they print.
      expect(printer.jobs().map((job) => job.parsed.qrCodes.length > 0)).toEqual([true, false, false]);
    },
  );
});
