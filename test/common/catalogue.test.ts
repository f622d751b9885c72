/**
 * The message catalogue: every code is worded in nl, fr and en, each wording reads as a sentence with
 * its parameters in it, and the engine's messages survive the trip through JSON (IPC, HTTP, the ledger).
 */
import { describe, expect, it } from 'vitest';
import { decodeMessage, msg, verbatim, type MessageCode } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError, messageOf } from '../../electron/common/messages/errors';
import { formatterFor } from '../../electron/common/messages/format';
import type { Formatter, Wording } from '../../electron/common/words/wording';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { wordsOf } from '../../electron/common/words/catalogues';

/**
 * A parameter value that serves whatever a wording does with it: interpolated it reads "«p»", as a
 * number it is 2, and any property or call gives another such value.
 */
function sample(): unknown {
  const target = function () {} as unknown as object;
  const value: unknown = new Proxy(target, {
    get: (_, key) => {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 2 : '«p»');
      if (key === 'toString') return () => '«p»';
      if (key === 'valueOf') return () => 2;
      if (key === 'length') return 2;
      if (key === Symbol.iterator)
        return function* () {
          yield value;
          yield value;
        };
      return value;
    },
    apply: () => value,
  });
  return value;
}

const params = new Proxy({}, { get: () => sample(), has: () => true });

/** A formatter of the language whose helpers accept the sample values above. */
function testFormatter(language: Language): Formatter {
  const real = formatter(language);
  return {
    ...real,
    plural: (count, forms) => real.plural(Number(count), forms),
    money: () => real.money(1250),
    time: () => real.time('2026-11-23T14:05:00Z'),
    dateTime: () => real.dateTime('2026-11-23T14:05:00Z'),
    number: (value) => real.number(Number(value)),
    say: () => '«cause»',
    order: () => '«order»',
    list: () => '«list»',
  };
}

/** The real formatter of a language, with its own names of order types, and causes said as «cause». */
function formatter(language: Language): Formatter {
  return formatterFor(language, wordsOf(language).window.orderTypes, () => '«cause»');
}

const codes = Object.keys(wordsOf('en').messages) as MessageCode[];
/**
 * Wordings that are rightly the same as the English in a language: a text shown as it is, a sentence
 * that is only its parts ("«order»: «cause»"), and Dutch, where a printer is a "printer" too.
 */
const SAME_AS_ENGLISH: Readonly<Partial<Record<MessageCode, readonly string[]>>> = {
  // Only their parts, in every language.
  'general.text': LANGUAGES,
  'engine.order-gone': LANGUAGES,
  // The order as the formatter names it, alone: the formatter words it in the language.
  'day.csv-order': LANGUAGES,
  'engine.config-printer': ['nl'],
  'log.demo-printer': ['nl'],
};

describe('the message catalogue', () => {
  it('has codes from every area of the engine', () => {
    const areas = new Set(codes.map((code) => code.split('.')[0]));
    for (const area of ['general', 'printer', 'service', 'engine', 'order', 'app', 'host', 'log'])
      expect(areas, area).toContain(area);
  });

  it.each(codes)('%s is worded in nl, fr and en, with its parameters in each', (code) => {
    const said = Object.fromEntries(
      LANGUAGES.map((language) => {
        const wording = (
          wordsOf(language).messages as Readonly<Record<string, Wording<unknown> | undefined>>
        )[code];
        expect(typeof wording, `${code} in ${language}`).toBe('function');
        // A wording that is one parameter returns the sample value itself: read it as text.
        return [language, `${wording?.(params, testFormatter(language))}`];
      }),
    ) as Record<Language, string>;
    for (const language of LANGUAGES) {
      const text = said[language];
      expect(text.trim(), `${code} in ${language}`).not.toBe('');
      expect(text, `${code} in ${language}`).not.toMatch(/\[object |NaN|function /);
      // A wording that looks a parameter up in a table (a state's name) cannot find the sample value
      // there; it must then fail alike in every language, never only in a translation.
      if (!said.en.includes('undefined')) expect(text, `${code} in ${language}`).not.toMatch(/undefined/);
    }
    // Only the sample's own words are left where a table lookup failed: nothing to compare then.
    if (said.en.includes('undefined')) return;
    for (const language of LANGUAGES.filter((language) => language !== 'en'))
      if (!SAME_AS_ENGLISH[code]?.includes(language))
        expect(said[language], `${code}: ${language} is the English text`).not.toBe(said.en);
  });

  it('says a cause inside a message in the same language, and plurals by count', () => {
    const inner = msg('general.unexpected', { detail: 'EIO' });
    expect(say(inner, 'nl')).toContain('onverwachts');
    expect(say(inner, 'fr')).toContain('inattendu');
    const english = formatter('en');
    expect(english.plural(1, { one: 'order', other: 'orders' })).toBe('order');
    expect(english.plural(0, { one: 'order', other: 'orders' })).toBe('orders');
    expect(formatter('fr').plural(0, { one: 'commande', other: 'commandes' })).toBe('commande');
  });

  it('formats money as the paper does', () => {
    expect(formatter('nl').money(123450)).toBe('€ 1.234,50');
    expect(formatter('en').money(-1250)).toBe('€-12.50');
  });

  it('names an order in the language, by number or by short id', () => {
    const order = { id: 'f5fd7c72-0000', type: 'pick_up' as const, orderNumber: null, clientName: 'Zoë' };
    expect(formatter('nl').order(order)).toBe('Afhalen #f5fd7c72 · Zoë');
    expect(formatter('fr').order({ ...order, orderNumber: '12' }, false)).toMatch(/ 12$/);
  });

  it('decodes a message from JSON, and refuses what is not one', () => {
    const message = msg('general.unexpected', { detail: 'x' });
    expect(decodeMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    expect(decodeMessage({ code: 'no.such-code', params: {} })).toBeNull();
    expect(decodeMessage({ code: 'general.text', params: [] })).toBeNull();
    expect(decodeMessage('general.text')).toBeNull();
    expect(say(verbatim('Gedaan'), 'fr')).toBe('Gedaan');
  });

  it('turns anything thrown into a message: its own, or "unexpected" with the error text', () => {
    const own = msg('general.unexpected', { detail: 'disk' });
    expect(messageOf(new MessageError(own))).toEqual(own);
    expect(new MessageError(own).message).toBe(say(own, 'en'));
    expect(messageOf(new Error('boom'))).toEqual(msg('general.unexpected', { detail: 'boom' }));
    expect(messageOf('plain')).toEqual(msg('general.unexpected', { detail: 'plain' }));
  });
});
