import { describe, expect, it } from 'vitest';
import { formatPlain, parseAmount } from '../../electron/common/model/money';

describe('amounts in euro', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.29', 29],
    ['0.07', 7],
    ['-3.10', -310],
    ['12,50', 1250],
    [' 7.00 ', 700],
    ['9007199254740.99', 900719925474099],
  ])('"%s" is %i cents', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', 'abc', '12.505', '1.2.3', '€ 12,50', '12.50 EUR', '1e3', '.5'])(
    '"%s" is not an amount',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('formats back to the plain decimal form', () => {
    expect(
      [1250, 7, 0, -310, 123456789].map((value) => formatPlain(parseAmount(String(value / 100))!)),
    ).toEqual(['12.50', '0.07', '0.00', '-3.10', '1234567.89']);
  });
});
