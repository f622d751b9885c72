/**
 * Money is kept as a whole number of euro cents. The service sends decimal strings ("12.50"); parsing
 * them into integers keeps every amount exact, which floating-point euros would not.
 */
export type Cents = number & { readonly __brand: 'Cents' };

const DECIMAL = /^(-)?(\d{1,13})(?:[.,](\d{1,2}))?$/;

/** Parses "12", "12.5", "12.50" (or a comma as the separator) into cents; null when it is not an amount. */
export function parseAmount(text: string): Cents | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return (minus ? -cents : cents) as Cents;
}

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

/** "1234.50" — the plain form, for logs and data files; receipts format by language. */
export function formatPlain(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
