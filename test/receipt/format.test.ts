import { describe, expect, it } from 'vitest';
import { cents } from '../../electron/common/model/money';
import {
  formatDistance,
  formatDue,
  formatLocalDateTime,
  formatMoney,
  formatPrintedAt,
  formatQuantity,
  parseCalendarDate,
  weekdayOf,
} from '../../electron/common/receipt/format';
import { KNOWN_PAYMENT_METHODS } from '../../electron/common/model/order';
import { NAMED_PAYMENT_METHODS, paymentMethodName } from '../../electron/common/receipt/labels';
import { wordsOf } from '../../electron/common/words/catalogues';
import { LANGUAGES } from '../../electron/common/words/languages';
/** Sakamoto's method: an independent, purely arithmetic weekday (0 = Sunday). */
function sakamoto(y: number, m: number, d: number): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const year = m < 3 ? y - 1 : y;
  return (
    (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + (t[m - 1] ?? 0) + d) % 7
  );
}

describe('receipt formats', () => {
  it('money: nl and fr "€ 12,50", de "12,50 €", en "€12.50", with thousands separators', () => {
    expect(formatMoney(cents(1250), 'nl')).toBe('€ 12,50');
    expect(formatMoney(cents(1250), 'fr')).toBe('€ 12,50');
    expect(formatMoney(cents(1250), 'en')).toBe('€12.50');
    expect(formatMoney(cents(5), 'nl')).toBe('€ 0,05');
    expect(formatMoney(cents(0), 'en')).toBe('€0.00');
    expect(formatMoney(cents(123456789), 'nl')).toBe('€ 1.234.567,89');
    expect(formatMoney(cents(123456789), 'fr')).toBe('€ 1 234 567,89');
    expect(formatMoney(cents(123456789), 'en')).toBe('€1,234,567.89');
    expect(formatMoney(cents(-250), 'nl')).toBe('€ -2,50');
    expect(formatMoney(cents(1250), 'de')).toBe('12,50 €');
    expect(formatMoney(cents(123456789), 'de')).toBe('1.234.567,89 €');
    expect(formatMoney(cents(-250), 'de')).toBe('-2,50 €');
  });

  it('quantities as a shop writes them', () => {
    const nl = wordsOf('nl').paper.receipt;
    expect(formatQuantity(2, 'st', nl)).toBe('2x');
    expect(formatQuantity(500, 'gr', nl)).toBe('500 g');
    expect(formatQuantity(2, 'kg', nl)).toBe('2 kg');
    expect(formatQuantity(6, 'pers', nl)).toBe('6 pers.');
    expect(formatQuantity(3, 'doos', nl)).toBe('3 doos');
  });

  it('distance in km with one decimal and the language separator', () => {
    expect(formatDistance(4200, 'nl')).toBe('4,2 km');
    expect(formatDistance(18250, 'fr')).toBe('18,3 km');
    expect(formatDistance(18250, 'en')).toBe('18.3 km');
    expect(formatDistance(0, 'nl')).toBe('0,0 km');
  });

  it('weekday from the date text alone: matches an arithmetic rule on every day of 1999–2030', () => {
    for (let y = 1999; y <= 2030; y++) {
      for (let m = 1; m <= 12; m++) {
        for (let d = 1; d <= 31; d++) {
          const parsed = parseCalendarDate(
            `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
          );
          if (!parsed) continue;
          expect(weekdayOf(parsed)).toBe(sakamoto(y, m, d));
        }
      }
    }
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2024-02-29')).not.toBeNull();
  });

  it('due moment short enough for 58 mm large print (16 columns)', () => {
    expect(formatDue('2024-11-23', '10:30:00', wordsOf('nl').paper.receipt)).toBe('za 23/11 10:30');
    expect(formatDue('2024-11-23', '10:30:00', wordsOf('fr').paper.receipt)).toBe('sam 23/11 10:30');
    expect(formatDue('2024-11-24', '08:05', wordsOf('en').paper.receipt)).toBe('Sun 24/11 08:05');
    for (const labels of LANGUAGES.map((language) => wordsOf(language).paper.receipt)) {
      for (const name of labels.weekdays) expect(`${name} 23/11 10:30`.length).toBeLessThanOrEqual(16);
    }
    expect(formatDue('soon', '10:30:00', wordsOf('nl').paper.receipt)).toBe('soon 10:30');
  });

  it('payment and print moments', () => {
    expect(formatLocalDateTime('2024-11-22', '18:42:07')).toBe('22/11/2024 18:42');
    expect(formatPrintedAt(new Date(2024, 0, 5, 7, 3, 59))).toBe('05/01/2024 07:03');
  });

  it('payment methods by their proper name, however the service spells the value', () => {
    const nl = wordsOf('nl').paper.receipt;
    for (const method of KNOWN_PAYMENT_METHODS) {
      expect(NAMED_PAYMENT_METHODS).toContain(method);
      expect(paymentMethodName(method, nl)).not.toBe(method);
    }
    expect(paymentMethodName('payconiq', nl)).toBe('Payconiq');
    expect(paymentMethodName(' PAYCONIQ ', nl)).toBe('Payconiq');
    expect(paymentMethodName('ing_home_pay', nl)).toBe("ING Home'Pay");
    expect(paymentMethodName('Credit Card', wordsOf('fr').paper.receipt)).toBe('Carte de crédit');
    expect(paymentMethodName('creditcard', nl)).toBe('Kredietkaart');
    expect(paymentMethodName('ideal', wordsOf('en').paper.receipt)).toBe('iDEAL');
    expect(paymentMethodName('cash', wordsOf('fr').paper.receipt)).toBe('Espèces');
    // Unknown: an id in lower case is made readable; one written with capitals is kept as written.
    expect(paymentMethodName('bank_card', nl)).toBe('Bank card');
    expect(paymentMethodName('MB Way', nl)).toBe('MB Way');
    expect(paymentMethodName('  ', nl)).toBe('');
  });

  it('an option’s price as included in its product: one unbreakable piece in each language', () => {
    expect(wordsOf('nl').paper.receipt.included(formatMoney(cents(250), 'nl'))).toBe('(incl. € 2,50)');
    expect(wordsOf('fr').paper.receipt.included(formatMoney(cents(250), 'fr'))).toBe('(dont € 2,50)');
    expect(wordsOf('en').paper.receipt.included(formatMoney(cents(250), 'en'))).toBe('(incl. €2.50)');
  });
});
