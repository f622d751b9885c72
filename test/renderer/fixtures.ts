/** Receipts and orders for the window's tests. */
import type { Order } from '../../electron/common/model/order';
import type { Cents } from '../../electron/common/model/money';
import { style, type Receipt } from '../../electron/common/receipt/receipt';
import type { JobView, OrderDetailView } from '../../electron/common/contract/app-api';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { labelGeometry, type LaidOutLabel } from '../../electron/common/label/label';

export const HOSTILE = '<img src=x onerror=alert(1)>';

/** A receipt with every kind of block: sizes, inversion, a text plate, amounts, a QR code, a feed. */
export function sampleReceipt(remark = 'Bel aan bij de achterdeur'): Receipt {
  return {
    language: 'nl',
    paperWidth: 80,
    characterSet: 'PC858_EURO',
    blocks: [
      { kind: 'text', text: 'AFHALEN 12', style: style({ size: 'large', bold: true, align: 'center' }) },
      { kind: 'text', text: 'zo 22/11 16:15', style: style({ size: 'large', bold: true, align: 'center' }) },
      { kind: 'rule', char: '=' },
      { kind: 'text', text: 'Zoë Verstraeten', style: style({ size: 'tall', bold: true }) },
      { kind: 'text', text: 'OPMERKING:', style: style({ bold: true, inverted: true }) },
      { kind: 'text', text: remark, style: style({ bold: true }) },
      {
        kind: 'row',
        left: '1x Chocoladetaart met een heel lange naam die niet op één regel past',
        right: '€ 44,00',
        indent: 0,
        hangingIndent: 3,
        size: 'normal',
        bold: true,
      },
      { kind: 'plate', label: 'TEKST TAART:', text: 'Gelukkige verjaardag Lotte!', note: null },
      { kind: 'rule', char: '-' },
      {
        kind: 'row',
        left: 'TOTAAL',
        right: '€ 44,00',
        indent: 0,
        hangingIndent: 0,
        size: 'tall',
        bold: true,
      },
      { kind: 'text', text: 'Bedankt!', style: style({ align: 'right' }) },
      { kind: 'qr', payload: 'order-12' },
      { kind: 'feed', lines: 2 },
    ],
  };
}

export function sampleOrder(remarks: string | null = null): Order {
  return {
    id: 'order-12',
    paymentReference: 'tr_123',
    paymentMethod: 'bancontact',
    paidAt: { date: '2026-11-22', time: '08:30:00' },
    total: 4400 as Cents,
    type: 'pick_up',
    due: { date: '2026-11-22', time: '16:15:00' },
    orderNumber: '12',
    deliveryAddress: null,
    distanceMeters: null,
    deliveryCost: null,
    serviceCost: null,
    remarks,
    shop: {
      id: 1042,
      name: 'Bakkerij Noëlle',
      address: 'Veldstraat 1',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
    client: {
      id: 'c-1',
      firstName: 'Zoë',
      lastName: 'Verstraeten',
      email: 'zoe@example.com',
      mobilePhone: '+32470000000',
      phone: null,
    },
    lines: [
      {
        product: 'Chocoladetaart',
        pluCode: '1',
        qty: 1,
        unit: 'st',
        total: 4400 as Cents,
        options: [],
        extras: [],
      },
    ],
  };
}

export function sampleDetail(overrides: Partial<OrderDetailView> = {}): OrderDetailView {
  const order = sampleOrder();
  return {
    id: order.id,
    shopId: 1042,
    state: 'confirmed',
    reason: null,
    order,
    raw: JSON.stringify({ id: order.id, order_type: 'pick_up', remarks: null }),
    firstSeenAt: '2026-11-22T07:30:00.000Z',
    printedAt: '2026-11-22T07:30:02.000Z',
    confirmedAt: '2026-11-22T07:30:03.000Z',
    collectedAt: null,
    timeline: [
      {
        at: '2026-11-22T07:30:00.000Z',
        kind: 'seen',
        printerId: null,
        printerName: null,
        detail: msg('order.received'),
      },
      {
        at: '2026-11-22T07:30:02.000Z',
        kind: 'printed',
        printerId: 'counter',
        printerName: 'Counter',
        // A printer's proof in the words of an older ledger: kept as text.
        detail: verbatim('Printed on Counter (verified by the printer).'),
      },
      {
        at: '2026-11-22T07:30:03.000Z',
        kind: 'confirmed',
        printerId: null,
        printerName: null,
        detail: msg('order.confirmed'),
      },
    ],
    receipt: sampleReceipt(),
    labels: [],
    labelPrinterId: null,
    jobs: [jobView()],
    versions: [{ version: 1, seenAt: '2026-11-22T07:30:00.000Z', gone: false, changes: [], current: true }],
    ...overrides,
  };
}

/** A print job of an order: the automatic one on Counter, printed with proof, unless the test says otherwise. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: 7,
    printerId: 'counter',
    printerName: 'Counter',
    kind: 'auto',
    state: 'printed',
    possibleDuplicate: false,
    verified: true,
    ...overrides,
  };
}

/**
 * A cake label of 58 × 40 mm at 203 dpi (464 × 320 dots), laid out by hand so the window's tests do not
 * depend on the layout's choices: an inverted headline bar, the plate's text on two lines, the name and
 * time, the order id as a QR code, and a frame.
 */
export function sampleLabel(plate: readonly string[] = ['Gelukkige verjaardag', 'Lotte!']): LaidOutLabel {
  const geometry = labelGeometry(58, 40, 203);
  const text = (y: number, fontDots: number, value: string, inverted = false) =>
    ({
      kind: 'text',
      x: 8,
      y,
      width: 448,
      fontDots,
      bold: true,
      inverted,
      align: 'center',
      text: value,
    }) as const;
  return {
    content: {
      kind: 'cake',
      language: 'nl',
      headline: 'AFHALEN 12',
      name: 'Zoë Verstraeten',
      due: 'za 28/11 10:30',
      shop: 'Bakkerij Noëlle',
      sequence: null,
      coolBox: false,
      qr: 'order-12',
      product: '1x Chocoladetaart',
      options: [],
      plate: plate.join('\n'),
      banner: null,
    },
    geometry,
    elements: [
      text(8, 40, 'AFHALEN 12', true),
      ...plate.map((line, index) => text(60 + index * 52, 48, line)),
      { ...text(180, 28, 'Zoë Verstraeten'), align: 'left', width: 300 },
      { ...text(214, 28, 'za 28/11 10:30'), align: 'left', width: 300, bold: false },
      { kind: 'qr', x: 340, y: 190, moduleDots: 4, payload: 'order-12' },
      { kind: 'box', x: 0, y: 0, width: geometry.widthDots, height: geometry.heightDots, thickness: 3 },
    ],
  };
}
