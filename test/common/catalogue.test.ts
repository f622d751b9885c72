/**
 * The message catalogue: every code is worded in every language, each wording reads as a sentence with
 * its parameters in it, and the engine's messages survive the trip through JSON (IPC, HTTP, the ledger).
 * And every language's whole catalogue (messages, window, notifications, paper) has every word English
 * has, none of them said in English but those a short list allows.
 */
import { describe, expect, it } from 'vitest';
import { decodeMessage, msg, verbatim, type MessageCode } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError, messageOf } from '../../electron/common/messages/errors';
import { formatterFor } from '../../electron/common/messages/format';
import { pluralIn, type Formatter, type Wording } from '../../electron/common/words/wording';
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
  // The CLI's "orderslip <command>: <reason>" and "--flag: <reason>": the program, a flag and a cause.
  'cli.refused': LANGUAGES,
  'cli.failed': LANGUAGES,
  'cli.flag-problem': ['nl', 'de'],
  'cli.problems': LANGUAGES,
  // "printers[1].uri: <problem>": a setting's path in the file and a cause (French spaces the colon).
  'app.setting-problem-at': ['nl', 'de'],
  // The self-check's findings, each its own message, in a row.
  'update.check-failures': LANGUAGES,
};

describe('the message catalogue', () => {
  it('has codes from every area of the engine', () => {
    const areas = new Set(codes.map((code) => code.split('.')[0]));
    for (const area of ['general', 'printer', 'service', 'engine', 'order', 'app', 'host', 'log'])
      expect(areas, area).toContain(area);
  });

  it.each(codes)('%s is worded in every language, with its parameters in each', (code) => {
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

  it('words a count in the window, on paper and in notifications by the same rule as messages', () => {
    const forms = { one: 'one', other: 'other' };
    for (const language of LANGUAGES)
      for (const count of [0, 1, 2, 1.5])
        expect(pluralIn(language)(count, forms), `${language} ${count}`).toBe(
          formatter(language).plural(count, forms),
        );
    // French says 0 in the singular, where a hand-written `count === 1 ?` said "0 commandes".
    const fr = wordsOf('fr');
    expect(fr.paper.day.orders(0)).toBe('0 commande');
    expect(fr.paper.receipt.productsNotPrinted(0)).toBe('Encore 0 produit non imprimé');
    expect(fr.window.day.bakeList.covers(0)).toBe('Pour 0 commande.');
    expect(fr.notifications.printing(0)).toBe('0 commande est en cours d’impression');
    expect(wordsOf('en').paper.day.orders(0)).toBe('0 orders');
    expect(wordsOf('nl').window.day.bakeList.covers(0)).toBe('Voor 0 bestellingen.');
    // "une commande" is for exactly one: French 0 still shows its count.
    expect(fr.window.headline.held(1)).toBe('une commande est retenue');
    expect(fr.window.headline.held(0)).toBe('0 commande est retenue');
    expect(fr.window.headline.held(3)).toBe('3 commandes sont retenues');
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

/** Every word of a language by its path ("window.nav.history", "messages.printer.paper-out"): texts and functions. */
function leavesOf(table: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof table === 'object' && table !== null)
    for (const [key, value] of Object.entries(table)) leavesOf(value, path ? `${path}.${key}` : key, into);
  else into.set(path, table);
  return into;
}

/** What a word says: a text as it is, a function's result for sample parameters (a notification's as JSON). */
function wordOut(word: unknown, language: Language): string {
  if (typeof word !== 'function') return String(word);
  try {
    const out: unknown = (word as (...args: unknown[]) => unknown)(params, testFormatter(language));
    return typeof out === 'object' && out !== null ? JSON.stringify(out) : String(out);
  } catch (error) {
    // A word that looks a sample value up in its own table (a printer state's name) cannot find it.
    return `throws ${String(error).split(':')[0]}`;
  }
}

const EVERY = 'every language';
/**
 * Words rightly the same as the English, by path: in every language (names, units, loan words, sentences
 * that are only their parts), or in the languages named (a word the language shares with English).
 */
const SAME_WORDS: Readonly<Record<string, typeof EVERY | readonly Language[]>> = {
  // Names: the app's, the printer models', the test label's sample customer.
  'window.app.title': EVERY,
  'paper.label.sample.firstName': EVERY,
  'paper.label.sample.lastName': EVERY,
  // Numbers with their units or symbols only.
  'window.settings.printers.mm': EVERY,
  'window.settings.printers.dpiValue': EVERY,
  'window.settings.printers.labelSizeValue': EVERY,
  'window.day.units.grams': EVERY,
  'window.day.units.kilos': EVERY,
  'window.common.none': EVERY,
  'window.settings.shops.city': EVERY,
  'paper.receipt.persons': EVERY,
  'paper.receipt.plu': EVERY,
  // Paper banners: none on an original, and TEST, which shops read alike in every language.
  'paper.receipt.banner.original': EVERY,
  'paper.receipt.banner.test': EVERY,
  // Loan words shops use as they are.
  'window.receipt.logo': EVERY,
  'window.alerts.email': EVERY,
  'window.alerts.webhook': EVERY,
  'window.alerts.channels.email': EVERY,
  'window.alerts.channels.webhook': EVERY,
  // The fleet page's "Version" column: the same word in French and German.
  'fleetPage.columns.version': ['fr', 'de'],
  // Sentences that are only their parts ("«order»: «cause»"), each part worded in the language.
  'messages.general.text': EVERY,
  'messages.engine.order-gone': EVERY,
  'messages.day.row-orders': EVERY,
  'messages.day.quantity': EVERY,
  'messages.day.csv-order': EVERY,
  'window.settings.findings.change': EVERY,
  // The CLI's "orderslip <command>: <reason>" and "--flag: <reason>": the program, a flag and a cause.
  'messages.cli.refused': EVERY,
  'messages.cli.failed': EVERY,
  'messages.cli.problems': EVERY,
  'messages.update.check-failures': EVERY,
  'messages.cli.flag-problem': ['nl', 'de'],
  'messages.app.setting-problem-at': ['nl', 'de'],
  // Words Dutch (and some German) shares with English.
  'window.common.printer': ['nl'],
  'window.wizard.steps.printer': ['nl'],
  'window.printers.heading': ['nl'],
  'window.settings.printers.heading': ['nl'],
  'window.settings.printers.newName': ['nl'],
  'window.settings.printers.model': ['nl'],
  'window.problems.printerNotReady': ['nl'],
  'messages.engine.config-printer': ['nl'],
  'messages.log.demo-printer': ['nl'],
  'paper.receipt.testPrint.printer': ['nl'],
  'window.printers.states.offline': ['nl', 'de'],
  'window.demo.faultNames.offline': ['nl', 'de'],
  'window.nav.status': ['nl', 'de'],
  'window.history.filters': ['nl'],
  'window.app.demo': ['nl', 'de'],
  'window.shopDaySettings.alarm.heading': ['nl', 'de'],
  'window.shopDaySettings.banner.label': ['nl', 'de'],
  'window.day.bakeList.product': ['nl'],
  'paper.receipt.included': ['nl'],
  'paper.receipt.paymentReference': ['nl', 'de'],
  'paper.receipt.testPrint.type': ['nl', 'fr'],
  // "Updates" is what Dutch and German software call them.
  'window.settings.updates.heading': ['nl', 'de'],
  'window.settings.updates.statusHeading': ['nl'],
  // Words French (and some German) shares with English.
  'window.history.type': ['fr'],
  'window.settings.updates.channels.stable': ['fr'],
  'window.day.date': ['fr'],
  'window.day.bakeList.options': ['fr'],
  'window.detail.facts.total': ['fr'],
  'window.settings.general.notifications': ['fr'],
  'window.alerts.port': ['fr', 'de'],
  'window.network.settings.port': ['fr', 'de'],
  'paper.receipt.total': ['fr'],
  'paper.receipt.distance': ['fr'],
  'paper.receipt.testPrint.accents': ['fr'],
  'paper.receipt.testPrint.copies': ['fr'],
  // Words German shares with English.
  'window.settings.printers.name': ['de'],
  'window.day.sheet.name': ['de'],
  'window.settings.printers.printModes.text': ['de'],
  'window.settings.diagnostics.heading': ['de'],
  // The letters of a date's and a time's format ("dd/mm/jjjj", "hh:mm"), some the same as English's.
  'window.dateInput.letters.day': ['nl'],
  'window.dateInput.letters.month': ['nl', 'fr'],
  'window.dateInput.letters.hour': ['fr', 'de'],
  'window.dateInput.letters.minute': EVERY,
  // "Logo" in every language.
  'window.settings.printers.logo': EVERY,
};

function sameByRight(path: string, language: Language): boolean {
  if (path.startsWith('window.settings.printers.models.')) return true; // brands and model names
  const same = SAME_WORDS[path];
  return same === EVERY || (same?.includes(language) ?? false);
}

describe("every language's whole catalogue", () => {
  const english = leavesOf(wordsOf('en'));

  it('walks messages, the window, the pairing page, the fleet page, notifications and paper', () => {
    const roots = new Set([...english.keys()].map((path) => path.split('.')[0]));
    expect([...roots].sort()).toEqual([
      'fleetPage',
      'messages',
      'notifications',
      'pairingPage',
      'paper',
      'window',
    ]);
    expect(english.size).toBeGreaterThan(1200);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every word English has, and none of them in English',
    (language) => {
      const own = leavesOf(wordsOf(language));
      expect(
        [...own.keys()].filter((path) => !english.has(path)),
        'words English does not have',
      ).toEqual([]);
      const missing: string[] = [];
      const repeated: string[] = [];
      for (const [path, word] of english) {
        if (!own.has(path)) {
          missing.push(path);
          continue;
        }
        const theirs = wordOut(word, 'en');
        // Only the sample's own words are left where a lookup failed: nothing to compare then.
        if (theirs.includes('undefined') || theirs.startsWith('throws')) continue;
        if (wordOut(own.get(path), language) === theirs && !sameByRight(path, language)) repeated.push(path);
      }
      expect(missing, `words missing in ${language}`).toEqual([]);
      expect(repeated, `words ${language} says in English`).toEqual([]);
    },
  );

  it('fails a language that lacks a word or says it in English', () => {
    const en = wordsOf('en');
    const copy = { ...wordsOf('nl'), window: { ...wordsOf('nl').window, nav: en.window.nav } };
    const own = leavesOf(copy);
    expect([...english.keys()].filter((path) => !own.has(path))).toEqual([]);
    expect(wordOut(own.get('window.nav.history'), 'nl')).toBe(
      wordOut(english.get('window.nav.history'), 'en'),
    );
    expect(sameByRight('window.nav.history', 'nl')).toBe(false);
    const { notifications: _dropped, ...lacking } = wordsOf('fr');
    expect([...english.keys()].filter((path) => !leavesOf(lacking).has(path)).length).toBeGreaterThan(10);
  });
});
