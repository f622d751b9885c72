/**
 * Realistic decoded orders for the in-process scenarios: the simulator's generator (the Belgian bakery
 * and butcher catalogue), decoded by the real client decoder, so the receipt and ledger see what they
 * see in a shop.
 */
import { decodeOrder, describeFailure } from '../../electron/core/api/decode-order';
import { cents } from '../../electron/common/model/money';
import type { LineOption, Order, OrderLine } from '../../electron/common/model/order';
import { DEFAULT_SHOPS } from '../../electron/demo/simulator';
import { OrderGenerator } from '../../electron/demo/simulator/order-generator';
import { must } from './must';

export const BENCH_TENANT = 'bench';
export const BENCH_TOKEN = 'bench-token';
/** A fixed clock for generated content, so every run measures the same orders. */
const GENERATED_AT = new Date('2026-03-14T11:00:00Z');

export interface DecodedSample {
  readonly order: Order;
  readonly raw: unknown;
}

/** `count` orders over the default shops, the same ones for the same seed. */
export function generateOrders(count: number, seed = 7): DecodedSample[] {
  return [...streamOrders(count, seed)];
}

/**
 * The same orders as `generateOrders`, one at a time: a million of them do not fit in memory at once
 * (the history bench writes them to a ledger as they come).
 */
export function* streamOrders(count: number, seed = 7): Generator<DecodedSample> {
  const generator = new OrderGenerator({
    seed,
    tenantId: BENCH_TENANT,
    shops: DEFAULT_SHOPS,
    shapeVariety: true,
    omitOrderNumber: false,
  });
  // The generator spaces payments minutes apart; in chunks, so 100,000 orders do not span years.
  for (let made = 0; made < count; made += 500) {
    for (const raw of generator.generate({ now: GENERATED_AT, count: Math.min(500, count - made) })) {
      const decoded = decodeOrder(raw);
      if (!decoded.ok)
        throw new Error(
          `The generator made an order the decoder refuses: ${describeFailure(decoded.failure)}`,
        );
      yield { order: decoded.order, raw };
    }
  }
}

/** A big order (a party, a school): `lineCount` lines taken from other generated orders, options and all. */
export function bigOrder(lineCount: number, seed = 11): Order {
  const samples = generateOrders(Math.max(40, lineCount), seed);
  const lines: OrderLine[] = [];
  for (let i = 0; lines.length < lineCount; i++) {
    const sample = must(samples[i % samples.length], 'a generated order');
    lines.push(...sample.order.lines.slice(0, lineCount - lines.length));
  }
  const first = must(samples[0], 'a generated order').order;
  const linesTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const total = cents(linesTotal + (first.deliveryCost ?? 0) + (first.serviceCost ?? 0));
  return { ...first, id: `${first.id}-big`, lines, total };
}

/** A cake's text plate as the service sends it: a free option of type text whose `meta` is the text. */
export function plateOption(plate: string): LineOption {
  return { name: 'Tekst', pluCode: 'TXT', qty: 1, total: cents(0), type: 'text', meta: plate };
}
