/**
 * The bake list a baker works from, the pick-up sheet the counter works from, and the CSV a spreadsheet
 * opens: the sums, what counts, how rows split, the plates verbatim, and what untrusted text cannot do.
 */
import { describe, expect, it } from 'vitest';
import { computeBakeList } from '../../electron/core/shop-day/bake-list';
import { bakeListCsv, bakeListFileName } from '../../electron/core/shop-day/bake-list-csv';
import { csvConvention } from '../../electron/core/shop-day/csv';
import { pickupSheetCsv } from '../../electron/core/shop-day/pickup-sheet-csv';
import { bakeListText, pickupSheetText } from '../../electron/core/shop-day/day-text';
import { computePickupSheet } from '../../electron/core/shop-day/pickup-sheet';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { makeOrder } from '../ledger/fixtures';
import { readCsv, runsAsFormula } from './strict-csv';
import { SATURDAY, SUNDAY, dayOrder, extra, lineOf, option, plate, weekend } from './day-fixtures';

const saturday = { date: SATURDAY, shopId: null };
const EN = csvConvention('en');

describe('the bake list', () => {
  it('sums every product per unit and per options, counting held and handled orders but not gone ones', () => {
    const list = computeBakeList(weekend(), saturday);
    expect(list.orderCount).toBe(4);
    expect(list.unreadable).toBe(1);
    expect(list.rows.map((row) => [row.product, row.options, row.unit, row.quantity, row.orders])).toEqual([
      ['Chocoladetaart', '8 pers., Chocolade', 'pieces', 2, 2],
      ['Chocoladetaart', '12 pers., Chocolade', 'pieces', 1, 1],
      ['Éclair', '', 'pieces', 4, 1],
      ['Koffiekoeken', '', 'other', 0.5, 1],
      ['Pistolets', '', 'pieces', 10, 2],
      // 1 kg + 500 gr + 0.3 kg, as grams, exactly.
      ['Roggebrood', '', 'grams', 1800, 3],
      ['Sandwich', 'Spek, Wit', 'pieces', 2, 1],
      ['Sandwich', 'Wit', 'pieces', 1, 1],
      ['Taart', '', 'persons', 8, 1],
    ]);
    expect(list.rows.find((row) => row.unit === 'other')?.unitAsSent).toBe('doos');
    expect(list.rows.filter((row) => row.unit !== 'other').every((row) => row.unitAsSent === null)).toBe(
      true,
    );
  });

  it('counts one shop alone, and another day alone', () => {
    const shop2 = computeBakeList(weekend(), { date: SATURDAY, shopId: 2 });
    expect(shop2.orderCount).toBe(1);
    expect(shop2.rows.map((row) => [row.product, row.quantity])).toEqual([
      ['Pistolets', 4],
      ['Roggebrood', 300],
    ]);
    const sunday = computeBakeList(weekend(), { date: SUNDAY, shopId: null });
    expect(sunday.rows.map((row) => [row.product, row.quantity])).toEqual([['Pistolets', 10]]);
  });

  it('lists every plate text verbatim with its order and time, by due time; empty plates are none', () => {
    const list = computeBakeList(weekend(), saturday);
    expect(list.plates).toEqual([
      {
        text: '  Proficiat\nPapa  ',
        product: 'Chocoladetaart',
        option: 'Plate text',
        orderId: 'b2',
        orderType: 'pick_up',
        orderNumber: '3',
        dueTime: '09:00',
        clientName: 'Jeanne Peeters',
      },
      expect.objectContaining({
        text: 'Gelukkige verjaardag Zoë!',
        orderNumber: '12',
        dueTime: '10:30',
        clientName: 'Zoë Verstraeten',
      }),
    ]);
  });

  it('keeps weights exact: a hundred times 0.1 kg is 10,000 grams, not 9,999.999…', () => {
    const orders = Array.from({ length: 100 }, (_, index) =>
      dayOrder(`w${index}`, { date: SATURDAY, time: '08:00:00' }, [lineOf('Kaas', 0.1, 'kg')]),
    );
    const [row] = computeBakeList(orders, saturday).rows;
    expect(row?.quantity).toBe(10_000);
    expect(Number.isInteger(row?.quantity)).toBe(true);
  });

  it('shows an option or extra asked twice as "2×", and never merges a known unit with an unknown one', () => {
    const orders = [
      dayOrder('x1', { date: SATURDAY, time: '08:00:00' }, [
        lineOf('Sandwich', 1, 'st', { options: [option('Wit')], extras: [extra('Kaas', { qty: 2 })] }),
        lineOf('Sandwich', 3, 'stuks'),
        lineOf('Sandwich', 1, 'st'),
      ]),
    ];
    expect(
      computeBakeList(orders, saturday).rows.map((row) => [row.options, row.unit, row.quantity]),
    ).toEqual([
      ['', 'other', 3],
      ['', 'pieces', 1],
      ['2× Kaas, Wit', 'pieces', 1],
    ]);
  });
});

describe('cakes sold by the person', () => {
  it('are a row per size: a cake for 8 and one for 12 are two rows, two cakes for 12 one row of 24', () => {
    const orders = [
      dayOrder('a', { date: SATURDAY, time: '09:00:00' }, [lineOf('Chocoladetaart', 12, 'pers')]),
      dayOrder('b', { date: SATURDAY, time: '10:00:00' }, [
        lineOf('Chocoladetaart', 12, 'pers'),
        lineOf('Chocoladetaart', 8, 'pers'),
      ]),
      dayOrder('c', { date: SATURDAY, time: '11:00:00' }, [lineOf('Roggebrood', 2, 'st')]),
    ];
    const list = computeBakeList(orders, saturday);
    const cakes = list.rows.filter((row) => row.product === 'Chocoladetaart');
    // The smaller cake first; each row says which cakes to make.
    expect(cakes.map((row) => [row.unit, row.quantity, row.orders, row.sizes])).toEqual([
      ['persons', 8, 1, [{ persons: 8, count: 1 }]],
      ['persons', 24, 2, [{ persons: 12, count: 2 }]],
    ]);
    expect(list.rows.find((row) => row.product === 'Roggebrood')?.sizes).toEqual([]);
    const csv = bakeListCsv(list, EN).split('\r\n');
    expect(csv).toContain('Chocoladetaart,,persons,8,1,PLU-Chocoladetaart,8');
    expect(csv).toContain('Chocoladetaart,,persons,24,2,PLU-Chocoladetaart,2×12');
    // The text says which cakes, not how many persons.
    const text = bakeListText(list, 'nl');
    expect(text).toMatch(/ {3}8 personen {2}Chocoladetaart {2}· 1 bestelling/);
    expect(text).toMatch(/2 × 12 personen {2}Chocoladetaart {2}· 2 bestellingen/);
    expect(bakeListText(list, 'fr')).toContain('2 × 12 personnes  Chocoladetaart');
  });

  it('keep a size with its options: a cake for 12 in chocolate is another cake than one in mocha', () => {
    const orders = [
      dayOrder('a', { date: SATURDAY, time: '09:00:00' }, [
        lineOf('Taart', 12, 'pers', { options: [option('Chocolade')] }),
        lineOf('Taart', 12, 'pers', { options: [option('Mokka')] }),
      ]),
    ];
    const rows = computeBakeList(orders, saturday).rows;
    expect(rows.map((row) => [row.options, row.quantity, row.sizes])).toEqual([
      ['Chocolade', 12, [{ persons: 12, count: 1 }]],
      ['Mokka', 12, [{ persons: 12, count: 1 }]],
    ]);
  });
});

describe('the bake list as CSV', () => {
  it('has the header, one row per line of the list, quantities with a dot, CRLF line ends', () => {
    const csv = bakeListCsv(computeBakeList(weekend(), saturday), EN);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('product,options,unit,quantity,orders,plu,sizes');
    expect(lines).toContain('Chocoladetaart,"8 pers., Chocolade",pieces,2,2,PLU-Chocoladetaart,');
    expect(lines).toContain('Roggebrood,,grams,1800,3,PLU-Roggebrood,');
    expect(lines).toContain('Koffiekoeken,,doos,0.5,1,PLU-Koffiekoeken,');
    expect(lines.at(-1)).toBe('');
    expect(csv).not.toMatch(/[^\r]\n/);
    expect(bakeListFileName({ date: SATURDAY, shopId: null })).toBe('bake-list-2026-11-28.csv');
    expect(bakeListFileName({ date: SATURDAY, shopId: 3 })).toBe('bake-list-2026-11-28-shop-3.csv');
  });

  it('quotes what must be quoted and defuses what a spreadsheet would run as a formula', () => {
    const orders = [
      dayOrder('evil', { date: SATURDAY, time: '08:00:00' }, [
        lineOf('=HYPERLINK("http://x","click")', 1, 'st'),
        lineOf('Taart "Deluxe", groot', 1, 'st', { options: [option('@SUM(A1)'), option('-2+3')] }),
        lineOf('Brood\r\nmet lijn', 1, 'st'),
      ]),
    ];
    const rows = bakeListCsv(computeBakeList(orders, saturday), EN);
    expect(rows).toContain(`"'=HYPERLINK(""http://x"",""click"")",,pieces,1,1,`);
    expect(rows).toContain(`"'-2+3, @SUM(A1)"`);
    expect(rows).toContain('"Taart ""Deluxe"", groot"');
    expect(rows).toContain('"Brood\r\nmet lijn"');
  });
});

describe('the bake list as CSV, as the spreadsheet of each language reads it', () => {
  /** Names a catalogue or the service could send, each one a formula or a split in some spreadsheet. */
  const HOSTILE = [
    'Brood;+1',
    'Brood\t=1+1',
    "\n=cmd|' /C calc'!A0",
    '\r\n@SUM(A1)',
    '  =HYPERLINK("http://x")',
    '\t-2+3',
    'Kaas, "oud"',
    'Taart|groot',
    '＝1+1',
  ];
  const hostileDay = () => [
    dayOrder('evil', { date: SATURDAY, time: '08:00:00' }, [
      ...HOSTILE.map((product) => lineOf(product, 1, 'st')),
      lineOf('Koffiekoeken', 0.5, 'doos'),
      lineOf('Roggebrood', 0.25, 'kg'),
    ]),
  ];

  it.each([
    {
      language: 'nl' as const,
      delimiter: ';',
      header: 'product;opties;eenheid;hoeveelheid;bestellingen;plu;taarten',
      unit: 'stuks',
      half: '0,5',
    },
    {
      language: 'fr' as const,
      delimiter: ';',
      header: 'produit;options;unité;quantité;commandes;plu;gâteaux',
      unit: 'pièces',
      half: '0,5',
    },
    {
      language: 'en' as const,
      delimiter: ',',
      header: 'product,options,unit,quantity,orders,plu,sizes',
      unit: 'pieces',
      half: '0.5',
    },
  ])(
    'in $language: "$delimiter" between fields, its decimal mark, its words; every hostile name one inert cell',
    ({ language, delimiter, header, unit, half }) => {
      const csv = bakeListCsv(computeBakeList(hostileDay(), saturday), csvConvention(language));
      expect(csv.split('\r\n')[0]).toBe(header);
      const [, ...rows] = readCsv(csv, delimiter);
      expect(rows.every((row) => row.length === 7)).toBe(true);
      expect(rows.flat().filter(runsAsFormula)).toEqual([]);
      const products = rows.map((row) => row[0]!.replace(/^'/, ''));
      expect(products).toEqual(expect.arrayContaining(HOSTILE));
      expect(rows.find((row) => row[0] === 'Brood;+1')?.slice(2, 4)).toEqual([unit, '1']);
      expect(rows.find((row) => row[0] === 'Koffiekoeken')?.slice(2, 4)).toEqual(['doos', half]);
      expect(rows.find((row) => row[0] === 'Roggebrood')?.[3]).toBe('250');
    },
  );

  it('quotes a field holding either usual delimiter or a tab whatever the delimiter, so no spreadsheet splits it', () => {
    const list = computeBakeList(hostileDay(), saturday);
    for (const delimiter of [';', ',', '\t', '|'] as const) {
      const csv = bakeListCsv(list, csvConvention('nl', delimiter));
      expect(csv).toContain('"Brood;+1"');
      expect(csv).toContain('"Kaas, ""oud"""');
      expect(csv).toContain('"Brood\t=1+1"');
      const rows = readCsv(csv, delimiter);
      expect(rows.every((row) => row.length === 7)).toBe(true);
      expect(rows.flat().filter(runsAsFormula)).toEqual([]);
      // A decimal comma with "," between fields: the number is quoted, not split.
      expect(rows.find((row) => row[0] === 'Koffiekoeken')?.[3]).toBe('0,5');
    }
  });
});

describe('the pick-up sheet as CSV', () => {
  it("holds the customer's own text, hostile or not, each in one inert cell, in every convention", () => {
    // A foreign number is written internationally, with its "+" first.
    const client = {
      ...makeOrder('x').client,
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Jan;+1',
      mobilePhone: '+31612345678',
    };
    const orders = [
      dayOrder(
        'p1',
        { date: SATURDAY, time: '09:30:00' },
        [
          lineOf('Taart', 1, 'st', { options: [option('Mokka'), plate('\n=1+1\r\nVoor Zoë')] }),
          lineOf('Koffiekoeken', 0.5, 'doos'),
        ],
        { orderNumber: '7', client, remarks: '@bel eerst\tdan' },
      ),
      dayOrder('p2', { date: SATURDAY, time: '10:00:00' }, [lineOf('Brood', 2, 'st')], { orderNumber: '8' }),
    ];
    const sheet = computePickupSheet(orders, saturday);
    for (const [language, delimiter] of [
      ['nl', ';'],
      ['fr', ';'],
      ['en', ','],
    ] as const) {
      const csv = pickupSheetCsv(sheet, csvConvention(language));
      const [header, ...rows] = readCsv(csv, delimiter);
      expect(header).toHaveLength(10);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.length === 10)).toBe(true);
      expect(rows.flat().filter(runsAsFormula)).toEqual([]);
      const [first] = rows as [string[]];
      expect(first[0]).toBe('09:30');
      expect(first[2]).toBe(`'=HYPERLINK("http://x") Jan;+1`);
      // A phone number starts with "+": a spreadsheet would take it for a formula, so it is shown as text.
      expect(first[3]).toBe("'+31 6 12345678");
      // Quantities as the receipt writes them in the language, never the service's unit codes.
      const piece = { nl: '1 stuk', fr: '1 pièce', en: '1 piece' }[language];
      expect(first[5]).toBe(`${piece} Taart (Mokka)\n${language === 'en' ? '0.5' : '0,5'} doos Koffiekoeken`);
      expect(pickupSheetText(sheet, language)).toContain(
        `    ${language === 'en' ? '0.5' : '0,5'} doos Koffiekoeken`,
      );
      expect(first[6]).toBe("'\n=1+1\r\nVoor Zoë");
      expect(first[7]).toBe("'@bel eerst\tdan");
      expect(first[9]).toBe('p1');
    }
    expect(pickupSheetCsv(sheet, csvConvention('nl')).split('\r\n')[0]).toBe(
      'uur;bestelling;klant;telefoon;adres;artikelen;plaatjes;opmerkingen;status;id',
    );
    expect(pickupSheetCsv(sheet, csvConvention('fr')).split('\r\n')[1]).toMatch(/^09:30;À emporter 7;/);
  });
});

describe('the pick-up sheet', () => {
  it('as text and CSV says each quantity in the words of the bake list, in every language, never the service’s unit codes', () => {
    const orders = [
      dayOrder('q', { date: SATURDAY, time: '09:00:00' }, [
        lineOf('Ham', 250, 'gr'),
        lineOf('Taart', 12, 'pers'),
        lineOf('Brood', 2, 'st'),
        lineOf('Rosbief', 1.5, 'kg'),
        lineOf('Crème-brûléetaartje', 3, 'st'),
      ]),
    ];
    const sheet = computePickupSheet(orders, saturday);
    const list = computeBakeList(orders, saturday);
    const items: Record<Language, readonly string[]> = {
      nl: [
        '250 g Ham',
        '12 personen Taart',
        '2 stuks Brood',
        '1,5 kg Rosbief',
        '3 stuks Crème-brûléetaartje',
      ],
      fr: [
        '250 g Ham',
        '12 personnes Taart',
        '2 pièces Brood',
        '1,5 kg Rosbief',
        '3 pièces Crème-brûléetaartje',
      ],
      de: [
        '250 g Ham',
        '12 Personen Taart',
        '2 Stück Brood',
        '1,5 kg Rosbief',
        '3 Stück Crème-brûléetaartje',
      ],
      en: [
        '250 g Ham',
        '12 persons Taart',
        '2 pieces Brood',
        '1.5 kg Rosbief',
        '3 pieces Crème-brûléetaartje',
      ],
    };
    for (const language of LANGUAGES) {
      const text = pickupSheetText(sheet, language);
      const csv = pickupSheetCsv(sheet, csvConvention(language));
      for (const item of items[language]) {
        expect(text).toContain(`    ${item}`);
        expect(csv).toContain(item);
      }
      expect(`${text}${csv}`).not.toMatch(/\d (st|gr|pers)\.? /);
      // The bake list counts the same lines in the same words: one wording of units for both lists.
      const baked = bakeListText(list, language);
      for (const item of items[language]) {
        const [amount, product] = [
          item.slice(0, item.lastIndexOf(' ')),
          item.slice(item.lastIndexOf(' ') + 1),
        ];
        expect(baked).toMatch(new RegExp(`^ *${amount}  ${product}  ·`, 'm'));
      }
    }
  });

  it('lists the day by due time, then type, then number; gone orders left out, held ones kept', () => {
    const sheet = computePickupSheet(weekend(), saturday);
    expect(sheet.rows.map((row) => [row.dueTime, row.type, row.orderNumber, row.state])).toEqual([
      ['09:00', 'pick_up', '3', 'held'],
      ['09:00', 'delivery', '4', 'handled'],
      ['10:30', 'pick_up', '12', 'confirmed'],
      ['12:00', 'pick_up', '1', 'confirmed'],
    ]);
    expect(sheet.unreadable).toBe(1);
  });

  it('gives the mobile phone (else the phone) in the shop’s format, what to hand over with its details, the plate apart', () => {
    const [held] = computePickupSheet(weekend(), saturday).rows;
    // Sent as "+32470000000" to a Belgian shop.
    expect(held?.phone).toBe('0470 00 00 00');
    expect(held?.phoneUri).toBe('tel:+32470000000');
    expect(held?.lines).toEqual([
      {
        qty: 1,
        unit: 'st',
        product: 'Chocoladetaart',
        details: 'Chocolade, 8 pers.',
        plate: '  Proficiat\nPapa  ',
      },
      { qty: 500, unit: 'gr', product: 'Roggebrood', details: '', plate: null },
      { qty: 2, unit: 'st', product: 'Sandwich', details: 'Wit, Spek', plate: null },
    ]);
    const landline = dayOrder('p', { date: SATURDAY, time: '08:00:00' }, [], {
      client: { id: 'c', firstName: 'An', lastName: '', email: '', mobilePhone: '', phone: '+3291234567' },
    });
    expect(computePickupSheet([landline], saturday).rows[0]).toMatchObject({
      phone: '09 123 45 67',
      phoneUri: 'tel:+3291234567',
    });
    // One it cannot read is kept as sent, and offers no number to call.
    const unreadable = dayOrder('u', { date: SATURDAY, time: '08:00:00' }, [], {
      client: { id: 'c', firstName: 'An', lastName: '', email: '', mobilePhone: 'ask Jan', phone: null },
    });
    expect(computePickupSheet([unreadable], saturday).rows[0]).toMatchObject({
      phone: 'ask Jan',
      phoneUri: null,
    });
  });

  it('gives a delivery its address (the country only when abroad), a pick-up none', () => {
    const address = {
      street: 'Kerkstraat',
      number: '12',
      bus: '3',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    };
    const shop = { ...makeOrder('x').shop, country: 'BE' };
    const orders = [
      dayOrder('home', { date: SATURDAY, time: '09:00:00' }, [], {
        type: 'delivery',
        shop,
        deliveryAddress: address,
      }),
      dayOrder('abroad', { date: SATURDAY, time: '10:00:00' }, [], {
        type: 'delivery',
        shop,
        deliveryAddress: { ...address, country: 'nl' },
      }),
      dayOrder('counter', { date: SATURDAY, time: '11:00:00' }, [], { shop, deliveryAddress: address }),
    ];
    expect(computePickupSheet(orders, saturday).rows.map((row) => row.deliveryAddress)).toEqual([
      { ...address, country: '' },
      { ...address, country: 'NL' },
      null,
    ]);
  });

  it('says when an order was collected', () => {
    const at = new Date('2026-11-28T09:05:00Z');
    const orders = [dayOrder('c', { date: SATURDAY, time: '09:00:00' }, [], { collectedAt: at })];
    expect(computePickupSheet(orders, saturday).rows[0]?.collectedAt).toBe(at.toISOString());
  });
});

describe('the lists as text', () => {
  it('words the bake list in the language asked, with amounts per unit and plates verbatim', () => {
    const list = computeBakeList(weekend(), saturday);
    const nl = bakeListText(list, 'nl');
    expect(nl).toContain(
      'Baklijst voor zaterdag 28 november 2026: 4 bestellingen; 1 bestelling kon niet gelezen worden',
    );
    expect(nl).toMatch(/1,8 kg {2}Roggebrood {2}· 3 bestellingen/);
    expect(nl).toContain('8 personen  Taart');
    expect(nl).toContain('0,5 doos  Koffiekoeken');
    expect(nl).toContain('    Gelukkige verjaardag Zoë!');
    expect(bakeListText(list, 'fr')).toContain('Liste de production du samedi 28 novembre 2026');
  });

  it('cannot drive the terminal: control characters in customer text are shown, not obeyed', () => {
    const orders = [
      dayOrder('esc', { date: SATURDAY, time: '08:00:00' }, [lineOf('Brood\u001b[2J', 1, 'st')], {
        remarks: 'Bel aan\u001b]0;pwned\u0007',
      }),
    ];
    const text =
      bakeListText(computeBakeList(orders, saturday), 'en') +
      pickupSheetText(computePickupSheet(orders, saturday), 'en');
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u0007');
    expect(text).toContain('Brood\\x1b[2J');
  });
});
