/** Orders, a settable clock and throwaway ledger files for the ledger tests. */
import { expect } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ledger } from '../../electron/core/ledger/ledger';
import { cents } from '../../electron/common/model/money';
import type { Order, OrderLine } from '../../electron/common/model/order';
import { verbatim, type Message } from '../../electron/common/messages/catalogue';

export const TENANT = 'bakkerij';

export function makeOrder(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    paymentReference: `tr_${id}`,
    paymentMethod: 'bancontact',
    paidAt: { date: '2026-03-01', time: '08:00:00' },
    total: cents(1250),
    type: 'pick_up',
    due: { date: '2026-03-02', time: '10:30:00' },
    orderNumber: '7',
    deliveryAddress: null,
    distanceMeters: null,
    deliveryCost: null,
    serviceCost: null,
    remarks: null,
    shop: {
      id: 1,
      name: 'Bakkerij',
      address: 'Veldstraat 1',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
    client: {
      id: 'c-1',
      firstName: 'Jeanne',
      lastName: 'Peeters',
      email: 'jeanne@example.org',
      mobilePhone: '+32470000000',
      phone: null,
    },
    lines: [line('Pistolets')],
    ...overrides,
  };
}

export function line(product: string, more: Partial<OrderLine> = {}): OrderLine {
  return { product, pluCode: 'PLU', qty: 1, unit: 'st', total: cents(250), options: [], extras: [], ...more };
}

/** A clock the test moves by hand. */
export class TestClock {
  private ms: number;
  constructor(start = Date.UTC(2026, 2, 1, 8, 0, 0)) {
    this.ms = start;
  }
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  set(date: Date): void {
    this.ms = date.getTime();
  }
}

/** A temp directory per test file; `cleanup` in afterAll. */
export function tempDir(): { path: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-ledger-'));
  return { path: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Records `order` for shop 1 on the given printers; returns its entry. */
export function record(
  ledger: Ledger,
  order: Order,
  printerIds: readonly string[] = ['counter'],
  shopId = 1,
) {
  return ledger.recordOrder({ tenant: TENANT, shopId, order, printerIds });
}

/**
 * A message standing for whatever a caller (the engine, a printer) passes the ledger: those callers'
 * own codes are tested in their areas; here only that the ledger keeps what it was given matters.
 */
export function note(text: string): Message {
  return verbatim(text);
}

/** What a refusal carries for a person: a MessageError with this code (and these params, when given). */
export function refusal(code: string, params?: Record<string, unknown>) {
  return expect.objectContaining({
    said:
      params === undefined
        ? expect.objectContaining({ code })
        : { code, params: expect.objectContaining(params) },
  });
}

/** What `work` threw; fails the test when it threw nothing. */
export function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a refusal, but nothing was thrown.');
}
