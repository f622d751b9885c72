/**
 * The difference between two versions of one order that matters for making it and handing it over:
 * its type, due date and time, delivery address, and each line's product, quantity, options, extras
 * and plate texts. Payment, totals, client details and remarks are not compared: a change there
 * changes nothing on the oven's side or at the counter's shelf.
 */
import type { Amount, ItemPart, LineContent, OrderChange } from '../../common/model/order-change';
import type { DeliveryAddress, Order, OrderLine } from '../../common/model/order';

/** What changed from `before` to `after`, order fields first, then line by line; empty when nothing did. */
export function diffOrders(before: Order, after: Order): OrderChange[] {
  const changes: OrderChange[] = [];
  if (before.type !== after.type) changes.push({ field: 'type', before: before.type, after: after.type });
  if (before.due.date !== after.due.date)
    changes.push({ field: 'due-date', before: before.due.date, after: after.due.date });
  if (before.due.time !== after.due.time)
    changes.push({ field: 'due-time', before: before.due.time, after: after.due.time });
  if (!sameAddress(before.deliveryAddress, after.deliveryAddress))
    changes.push({ field: 'delivery-address', before: before.deliveryAddress, after: after.deliveryAddress });
  changes.push(...diffLines(before.lines, after.lines));
  return changes;
}

/**
 * Lines are matched by product (PLU code and name), the n-th line of a product before with the n-th
 * after, so a line moved in the list is no change, and two cakes of one kind keep their own plates.
 */
function diffLines(before: readonly OrderLine[], after: readonly OrderLine[]): OrderChange[] {
  const unmatched = new Map<string, OrderLine[]>();
  for (const line of after) {
    const key = lineKey(line);
    unmatched.set(key, [...(unmatched.get(key) ?? []), line]);
  }
  const changes: OrderChange[] = [];
  const removed: OrderChange[] = [];
  for (const old of before) {
    const candidates = unmatched.get(lineKey(old)) ?? [];
    const now = candidates.shift();
    if (now === undefined) removed.push({ field: 'line-removed', line: lineContent(old) });
    else changes.push(...diffLine(old, now));
  }
  const added: OrderChange[] = after
    .filter((line) => (unmatched.get(lineKey(line)) ?? []).includes(line))
    .map((line) => ({ field: 'line-added', line: lineContent(line) }));
  return [...removed, ...added, ...changes];
}

function diffLine(before: OrderLine, after: OrderLine): OrderChange[] {
  const changes: OrderChange[] = [];
  const product = after.product;
  if (before.qty !== after.qty || before.unit !== after.unit)
    changes.push({ field: 'quantity', product, before: amount(before), after: amount(after) });
  const partsBefore = parts(before);
  const partsAfter = parts(after);
  if (!sameParts(partsBefore, partsAfter))
    changes.push({ field: 'parts', product, before: partsBefore, after: partsAfter });
  const platesBefore = plates(before);
  const platesAfter = plates(after);
  for (let index = 0; index < Math.max(platesBefore.length, platesAfter.length); index++) {
    const was = platesBefore[index] ?? null;
    const is = platesAfter[index] ?? null;
    if (was !== is) changes.push({ field: 'plate', product, before: was, after: is });
  }
  return changes;
}

function lineKey(line: OrderLine): string {
  return `${line.pluCode}\u0000${line.product}`;
}

function amount(line: OrderLine): Amount {
  return { qty: line.qty, unit: line.unit };
}

/** The options (not the plates: those are compared by their text) and extras that change what is made. */
function parts(line: OrderLine): ItemPart[] {
  return [
    ...line.options
      .filter((option) => option.type !== 'text')
      .map((option) => ({ name: option.name, qty: option.qty, unit: null })),
    ...line.extras.map((extra) => ({ name: extra.name, qty: extra.qty, unit: extra.unit })),
  ];
}

function plates(line: OrderLine): string[] {
  return line.options.filter((option) => option.type === 'text').map((option) => option.meta ?? '');
}

function lineContent(line: OrderLine): LineContent {
  return { product: line.product, qty: line.qty, unit: line.unit, parts: parts(line), plates: plates(line) };
}

/** The same parts in any order: the service may list them differently without anything changing. */
function sameParts(a: readonly ItemPart[], b: readonly ItemPart[]): boolean {
  const key = (part: ItemPart): string => JSON.stringify([part.name, part.qty, part.unit]);
  const sorted = (list: readonly ItemPart[]): string => list.map(key).sort().join('\n');
  return sorted(a) === sorted(b);
}

function sameAddress(a: DeliveryAddress | null, b: DeliveryAddress | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.street === b.street &&
    a.number === b.number &&
    a.bus === b.bus &&
    a.postalCode === b.postalCode &&
    a.city === b.city &&
    a.country === b.country
  );
}
