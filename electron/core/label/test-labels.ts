/**
 * The labels a shop prints from the settings screen to see that the label printer, its size and its
 * language are right: an order label and a cake label for a sample order, each with the TEST banner.
 * The order label's shop line names the printer and its set-up, so the label says what it was printed as.
 */
import { localDate } from '../../common/shop-day/day';
import type { Order } from '../../common/model/order';
import type { PrinterSettings } from '../../common/model/printer-settings';
import type { LabelContent } from '../../common/label/label';
import { cents } from '../../common/model/money';
import { buildLabels } from './build-labels';
import { wordsOf } from '../../common/words/catalogues';

export function testLabels(settings: PrinterSettings, now: Date = new Date()): LabelContent[] {
  const words = wordsOf(settings.language).paper.label.sample;
  const { protocol, widthMm, heightMm } = settings.label;
  const order: Order = {
    id: 'orderslip-test-label',
    paymentReference: '',
    paymentMethod: '',
    paidAt: { date: '', time: '' },
    total: cents(0),
    type: 'pick_up',
    due: { date: localDate(now), time: '12:00:00' },
    orderNumber: '12',
    deliveryAddress: null,
    distanceMeters: null,
    deliveryCost: null,
    serviceCost: null,
    remarks: null,
    shop: {
      id: 0,
      name: `${settings.name} · ${protocol.toUpperCase()} ${widthMm}x${heightMm} mm ${settings.dpi} dpi`,
      address: '',
      postalCode: '',
      city: '',
      country: '',
    },
    client: {
      id: '',
      firstName: words.firstName,
      lastName: words.lastName,
      email: '',
      mobilePhone: '',
      phone: null,
    },
    lines: [
      {
        product: words.product,
        pluCode: '',
        qty: 8,
        unit: 'pers',
        total: cents(0),
        options: [
          { name: 'plate', pluCode: '', qty: 1, total: cents(0), type: 'text', meta: words.plate },
          { name: words.option, pluCode: '', qty: 1, total: cents(0), type: 'default', meta: null },
        ],
        extras: [],
      },
    ],
  };
  // Both kinds, whatever the printer's filters: the test shows what its labels look like.
  const label = { ...settings.label, orderLabels: true, cakeLabels: true, count: 'per-order' as const };
  return buildLabels(
    order,
    { ...settings, label: { ...label, orderTypes: [], products: [] } },
    { kind: 'test', printedAt: now },
  );
}
