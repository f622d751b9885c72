/**
 * An order edited on the service after it was confirmed: what a shop's staff (or the customer, by phone)
 * changes in the service's back office. The spec shows no edit, but says states exist it does not show;
 * OrderSlip's late-change check reads an order again and must catch these (docs/SIMULATOR.md).
 */

/** What to change in one stored order; each part left out stays as it is. */
export interface OrderEdit {
  /**
   * Top-level fields of the order as they go on the wire, replaced as given (`order_lines`,
   * `order_date`, `order_time`, `order_type`, `delivery_address`, `remarks`, …); `null` sends null.
   * `id` cannot be changed: it is what the order is known by.
   */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** The text on the cake's plate: the `meta` of the order's first option of `type: "text"`. */
  readonly plateText?: string;
  /** New quantities of lines, by their position in `order_lines` (from 0). */
  readonly quantities?: readonly { readonly line: number; readonly qty: number }[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order with the edit applied; the stored one is left as it was. A RangeError says what cannot be. */
export function applyEdit(order: unknown, edit: OrderEdit): Json {
  if (!isObject(order)) throw new RangeError('the stored order is not a JSON object and cannot be edited');
  // A deep copy: the edited order must not share lines with the version a test kept.
  const edited = structuredClone(order);
  for (const [key, value] of Object.entries(edit.fields ?? {})) {
    if (key === 'id') throw new RangeError('"id" cannot be changed: it is how the order is known');
    edited[key] = structuredClone(value);
  }
  const lines = edited['order_lines'];
  for (const { line, qty } of edit.quantities ?? []) {
    const target = Array.isArray(lines) ? (lines[line] as unknown) : undefined;
    if (!isObject(target)) throw new RangeError(`the order has no line ${line} (order_lines counts from 0)`);
    target['qty'] = qty;
  }
  if (edit.plateText !== undefined) {
    const option = textOption(lines);
    if (option === null) throw new RangeError('the order has no text option (a plate) to change');
    option['meta'] = edit.plateText;
  }
  return edited;
}

function textOption(lines: unknown): Json | null {
  if (!Array.isArray(lines)) return null;
  for (const line of lines) {
    const options = isObject(line) ? line['options'] : undefined;
    if (!Array.isArray(options)) continue;
    for (const option of options) if (isObject(option) && option['type'] === 'text') return option;
  }
  return null;
}
