import { decodeOrder } from '../../electron/core/api/decode-order';
import type { Order } from '../../electron/common/model/order';
import type { WireOrder } from '../../electron/demo/simulator/wire';

/** A simulator order as the app reads it. */
export function decoded(wire: WireOrder): Order {
  const result = decodeOrder(wire);
  if (!result.ok) throw new Error('the simulator generated an undecodable order');
  return result.order;
}

/** Text with its runs of white space made one space, for comparing what a label printed. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The plates of an order: one cake label each (order lines with a text option that says something). */
export const platesOf = (order: Order): string[] =>
  order.lines.flatMap((line) =>
    line.options.filter((o) => o.type === 'text' && (o.meta ?? '').trim() !== '').map((o) => o.meta ?? ''),
  );
