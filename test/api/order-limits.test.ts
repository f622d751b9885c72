/**
 * What one order may be and cost at the edge: an id that stays one path segment and one log line, an
 * order number that is plain text, and bounds on size, nesting and lines. Beyond them the order is held
 * (with the field and the reason), never decoded into something that prints or is confirmed.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { found, printable } from '../../electron/core/api/decode-fields';
import {
  decodeOrder,
  describeFailure,
  ORDER_LIMITS,
  type OrderDecoding,
} from '../../electron/core/api/decode-order';
import { arrayElementTexts } from '../../electron/core/api/json-slices';
import { isSafeOrderId, MAX_ORDER_ID_LENGTH } from '../../electron/core/api/order-id';
import { ACTING, wireLine, wireOrder } from './wire-order';

function failure(result: OrderDecoding) {
  if (result.ok) throw new Error('expected the order to be held');
  return result.failure;
}

describe('order ids', () => {
  it.each([
    ['a UUID', '9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a'],
    ['digits', '123456'],
    ['letters, spaces inside, accents and signs a URL must encode', 'bestelling é 12?#%'],
    ['the longest allowed', 'x'.repeat(MAX_ORDER_ID_LENGTH)],
  ])('%s is an id', (_what, id) => {
    expect(isSafeOrderId(id)).toBe(true);
    const result = decodeOrder(wireOrder({ id }));
    expect(result.ok && result.order.id).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['a dot', '.'],
    ['two dots', '..'],
    ['a path', '../../v1/shops'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['a NUL byte', 'ab\u0000cd'],
    ['a newline', 'ab\ncd'],
    ['a terminal escape', 'ab\u001b[2Jcd'],
    ['a C1 control (CSI)', 'ab\u009bcd'],
    ['a bidi override', 'ab\u202ecd'],
    ['a line separator', 'ab\u2028cd'],
    ['too long', 'x'.repeat(MAX_ORDER_ID_LENGTH + 1)],
    ['spaces around it', ' 42 '],
  ])('%s is not: the order is held without an id, the field named', (_what, id) => {
    expect(isSafeOrderId(id)).toBe(false);
    const held = failure(decodeOrder(wireOrder({ id })));
    expect(held.id).toBeNull();
    expect(held.field).toBe('id');
    expect(held.tooLarge).toBe(false);
    expect(describeFailure(held)).not.toMatch(ACTING);
  });

  it('a number as id is not one (the spec says string)', () => {
    expect(failure(decodeOrder(wireOrder({ id: 42 }))).field).toBe('id');
  });
});

describe('order numbers', () => {
  it('plain text is kept, trimmed', () => {
    const result = decodeOrder(wireOrder({ order_number: ' A-12 ' }));
    expect(result.ok && result.order.orderNumber).toBe('A-12');
  });

  it.each([
    ['a newline', '12\n2026-01-01 INFO forged'],
    ['an escape', '12\u001b[31m'],
    ['a C1 control', '12\u009b31m'],
  ])('with %s is held as undecodable', (_what, number) => {
    const held = failure(decodeOrder(wireOrder({ order_number: number })));
    expect(held).toMatchObject({ field: 'order_number', tooLarge: false });
    expect(describeFailure(held)).not.toMatch(ACTING);
  });

  it('longer than any order number is held as too large', () => {
    const held = failure(
      decodeOrder(wireOrder({ order_number: '9'.repeat(ORDER_LIMITS.orderNumberLength + 1) })),
    );
    expect(held).toMatchObject({ field: 'order_number', tooLarge: true });
  });
});

describe('what one order may cost', () => {
  it('nesting deeper than the limit is too large, even where JSON.stringify would run out of stack', () => {
    const text =
      JSON.stringify(wireOrder()).slice(0, -1) + `,"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const held = failure(decodeOrder(JSON.parse(text), text));
    expect(held).toMatchObject({ id: '9b2f4c1e-8a7d-4e3b-9c0a-1f2e3d4c5b6a', tooLarge: true, shopId: 3 });
    expect(held.problem).toEqual(msg('decode.too-deep', { max: ORDER_LIMITS.depth }));
    expect(held.raw).toBe(text);
  });

  it('nesting within the limit decodes (unknown fields are ignored)', () => {
    let deep: unknown = 1;
    for (let level = 0; level < ORDER_LIMITS.depth - 2; level++) deep = [deep];
    expect(decodeOrder(wireOrder({ x: deep })).ok).toBe(true);
  });

  it('a JSON text larger than the limit is too large; what is kept of it is cut at the limit', () => {
    const order = wireOrder({ remarks: 'é'.repeat(ORDER_LIMITS.bytes / 2) });
    const text = JSON.stringify(order);
    const held = failure(decodeOrder(order, text));
    expect(held).toMatchObject({ tooLarge: true, field: '' });
    expect(held.problem).toEqual(
      msg('decode.too-big', {
        kb: Math.ceil(Buffer.byteLength(text) / 1024),
        maxKb: ORDER_LIMITS.bytes / 1024,
      }),
    );
    expect(Buffer.byteLength(held.raw)).toBeLessThanOrEqual(ORDER_LIMITS.bytes + 3);
    expect(held.raw.endsWith('é…')).toBe(true);
    expect(text.startsWith(held.raw.slice(0, -1))).toBe(true);
    // Without the text (a file given to `print`), the size is measured on the value.
    expect(failure(decodeOrder(order)).tooLarge).toBe(true);
  });

  it('too many lines, or too many options or extras on a line, is too large and names the list', () => {
    const lines = failure(
      decodeOrder(wireOrder({ order_lines: Array(ORDER_LIMITS.lines + 1).fill(wireLine) })),
    );
    expect(lines).toMatchObject({ field: 'order_lines', tooLarge: true });
    const option = { name: 'Kaars', plu_code: '1', qty: 1, total: '0.00' };
    const options = Array(ORDER_LIMITS.partsPerLine + 1).fill(option);
    const many = failure(decodeOrder(wireOrder({ order_lines: [{ ...wireLine, options }] })));
    expect(many).toMatchObject({ field: 'order_lines[0].options', tooLarge: true });
    const extras = failure(decodeOrder(wireOrder({ order_lines: [{ ...wireLine, extras: options }] })));
    expect(extras).toMatchObject({ field: 'order_lines[0].extras', tooLarge: true });
    expect(decodeOrder(wireOrder({ order_lines: Array(ORDER_LIMITS.lines).fill(wireLine) })).ok).toBe(true);
  });
});

describe('the shop of an order that cannot be read', () => {
  it.each([
    ['a shop object with a string id', { id: '2113', name: 'X' }, 2113],
    ['a shop in an array', [{ id: 2113 }], 2113],
    ['no shop', null, null],
    ['a shop id that is not a number', { id: 'bakkerij' }, null],
  ])('%s', (_what, shop, expected) => {
    const held = failure(decodeOrder(wireOrder({ order_type: 'drone', shop })));
    expect(held.shopId).toBe(expected);
  });
});

describe('text for log lines', () => {
  it('controls, C1, bidi overrides and separators are escaped; plain text, accents and emoji are not', () => {
    expect(printable('a\nb\u001b[2J\u009b\u202e\u2028\u0000')).toBe(
      'a\\u000ab\\u001b[2J\\u009b\\u202e\\u2028\\u0000',
    );
    expect(printable('Zoë 🎂 Liège')).toBe('Zoë 🎂 Liège');
    expect(found('x\u009by')).toEqual({ kind: 'text', shown: 'x\\u009by' });
    expect(found('say "hi"\n')).toEqual({ kind: 'text', shown: 'say \\"hi\\"\\n' });
    expect(found('x'.repeat(60))).toEqual({ kind: 'text', shown: `${'x'.repeat(40)}…` });
  });
});

describe("each order's own JSON text in a listing", () => {
  it.each([
    ['objects', '[{"a":1},{"b":[2,{"c":3}]}]', ['{"a":1}', '{"b":[2,{"c":3}]}']],
    ['whitespace around and inside', ' [ { "a" : 1 } ,\n\t{ "b": 2 }\r\n ] ', ['{ "a" : 1 }', '{ "b": 2 }']],
    ['brackets and escaped quotes in strings', '[{"a":"]},[\\"{"},"x\\\\"]', ['{"a":"]},[\\"{"}', '"x\\\\"']],
    ['numbers and literals', '[1, -2.5e3 ,true,null,"s"]', ['1', '-2.5e3', 'true', 'null', '"s"']],
    ['nothing', '[]', []],
    ['nothing but space', '[ \n ]', []],
  ])('%s', (_what, text, expected) => {
    expect(arrayElementTexts(text)).toEqual(expected);
    expect(arrayElementTexts(text).map((element) => JSON.parse(element) as unknown)).toEqual(
      JSON.parse(text),
    );
  });

  it('an element nested far deeper than JSON.stringify goes is cut out whole', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(arrayElementTexts(`[{"id":"a"},${deep},{"id":"b"}]`)).toEqual(['{"id":"a"}', deep, '{"id":"b"}']);
  });
});
