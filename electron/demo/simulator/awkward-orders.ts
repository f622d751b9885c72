/**
 * Orders that are legal by ordering-api.md, or that a hostile or unlucky customer could produce, each
 * exercising one edge: text the printer's code page lacks, bytes that are printer commands, sizes no
 * field limit prevents. Feed them with `Simulator.addRawOrder`. Amounts add up, like real orders.
 */
import { cents, formatPlain } from '../../common/model/money';
import { DEFAULT_SHOPS } from './catalog';
import type {
  WireClient,
  WireDeliveryAddress,
  WireExtra,
  WireOption,
  WireOrder,
  WireOrderLine,
  WireUnit,
} from './wire';

export interface AwkwardOrder {
  readonly name: string;
  readonly why: string;
  readonly order: WireOrder;
}

const money = (amountCents: number): string => formatPlain(cents(amountCents));

interface OptionInput {
  readonly name: string;
  readonly cents: number;
  readonly type?: 'default' | 'text';
  readonly meta?: string | null;
}

interface ExtraInput {
  readonly name: string;
  readonly qty: number;
  readonly cents: number;
  readonly unit?: WireUnit;
}

interface Line {
  readonly cents: number;
  readonly wire: WireOrderLine;
}

/** One order line whose total is its own price plus its options and extras, like the service's. */
function line(
  product: string,
  qty: number,
  unit: WireUnit,
  baseCents: number,
  options: readonly OptionInput[] = [],
  extras: readonly ExtraInput[] = [],
): Line {
  const wireOptions: WireOption[] = options.map((option, index) => ({
    name: option.name,
    plu_code: `90${index + 1}`,
    qty: 1,
    total: money(option.cents),
    type: option.type ?? 'default',
    meta: option.meta ?? null,
  }));
  const wireExtras: WireExtra[] = extras.map((extra, index) => ({
    name: extra.name,
    plu_code: `91${index + 1}`,
    qty: extra.qty,
    total: money(extra.cents),
    unit: extra.unit ?? 'st',
  }));
  const total =
    baseCents +
    options.reduce((sum, option) => sum + option.cents, 0) +
    extras.reduce((sum, e) => sum + e.cents, 0);
  return {
    cents: total,
    wire: {
      product,
      plu_code: '1001',
      qty,
      unit,
      total: money(total),
      options: wireOptions,
      extras: wireExtras,
    },
  };
}

const CLIENT: WireClient = {
  id: '5f0c6a1e-2b7d-4c1a-9e3f-7a8b9c0d1e2f',
  first_name: 'Lotte',
  last_name: 'Peeters',
  email: 'lotte.peeters@telenet.be',
  mobile_phone: '+32475123456',
  phone: null,
};

const SHOP = DEFAULT_SHOPS[0] ?? {
  id: 1042,
  name: 'Bakkerij',
  address: '',
  postal_code: '',
  city: '',
  country: 'BE',
};

interface AwkwardInput {
  readonly serial: number;
  readonly lines?: readonly Line[];
  readonly remarks?: string | null;
  readonly client?: Partial<WireClient>;
  readonly orderNumber?: string;
  readonly delivery?: { readonly address: WireDeliveryAddress; readonly costCents: number };
}

function awkward(input: AwkwardInput): WireOrder {
  const lines = input.lines ?? [line('Bruin brood', 1, 'st', 320)];
  const deliveryCents = input.delivery?.costCents ?? 0;
  const total = lines.reduce((sum, item) => sum + item.cents, 0) + deliveryCents;
  const serial = String(input.serial).padStart(12, '0');
  return {
    id: `a1a1a1a1-0000-4000-8000-${serial}`,
    payment_reference: `tr_awkward${String(input.serial).padStart(2, '0')}`,
    payment_method: 'bancontact',
    payed_at: '2026-03-13 19:42:10',
    total: money(total),
    order_type: input.delivery ? 'delivery' : 'pick_up',
    order_date: '2026-03-14',
    order_time: '10:30:00',
    order_number: input.orderNumber ?? String(input.serial),
    ...(input.delivery
      ? { delivery_address: input.delivery.address, delivery_cost: money(input.delivery.costCents) }
      : {}),
    remarks: input.remarks === undefined ? null : input.remarks,
    shop: { ...SHOP, id: String(SHOP.id) },
    client: { ...CLIENT, ...input.client },
    order_lines: lines.map((item) => item.wire),
  };
}

const SIXTY_PRODUCTS: readonly (readonly [string, number])[] = [
  ['Pistolet', 60],
  ['Croissant', 130],
  ['Chocoladekoek', 150],
  ['Rozijnenkoek', 180],
  ['Frangipane', 210],
  ['Éclair', 240],
];

const C1_CONTROLS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).join('');

export const AWKWARD_ORDERS: readonly AwkwardOrder[] = [
  {
    name: 'long-product-name',
    why: 'No maximum length is specified; a 190-character product name must wrap, not overflow or be cut silently.',
    order: awkward({
      serial: 1,
      lines: [
        line(
          'Verjaardagstaart met drie lagen chocolademousse, verse frambozen uit eigen streek, een krokante pralinébodem en een dun laagje witte chocolade bovenop, glutenvrij bereid op vraag',
          1,
          'st',
          3850,
        ),
      ],
    }),
  },
  {
    name: 'sixty-lines',
    why: 'A catering order with 60 lines: a long receipt, and a payload much larger than usual.',
    order: awkward({
      serial: 2,
      lines: Array.from({ length: 60 }, (_, i) => {
        const [name, price] = SIXTY_PRODUCTS[i % SIXTY_PRODUCTS.length] ?? ['Pistolet', 60];
        const qty = (i % 7) + 1;
        return line(`${name} ${i + 1}`, qty, 'st', qty * price);
      }),
    }),
  },
  {
    name: 'escpos-commands-in-remarks',
    why: 'Remarks holding ESC/POS commands (ESC @ reset, ESC t code page, ESC p drawer kick, GS V cut, DLE EOT status) must never reach the printer as commands.',
    order: awkward({
      serial: 3,
      remarks: 'Bel aan\x1b@ reset\x1bt\x10 codepage\x1bp\x00\x19\xfa lade\x1dV\x00 snij\x10\x04\x01 status',
    }),
  },
  {
    name: 'c0-c1-controls-in-remarks',
    why: `Remarks with NUL, BEL, backspace, DEL and every C1 control (U+0080–U+009F): none is printable text.`,
    order: awkward({ serial: 4, remarks: `A\x00B\x07C\x08D\x7fE${C1_CONTROLS}F` }),
  },
  {
    name: 'commands-in-text-plate',
    why: 'A cake text plate (option meta) carrying GS V cut and ESC @: customer text in a second place.',
    order: awkward({
      serial: 5,
      lines: [
        line('Verjaardagstaart moka', 8, 'pers', 3360, [
          { name: 'Tekstplaatje', cents: 250, type: 'text', meta: 'Proficiat\x1dV\x00 Jens\x1b@' },
        ]),
      ],
    }),
  },
  {
    name: 'emoji',
    why: 'Emoji (with skin tones, ZWJ sequences and a flag) exist in no printer code page.',
    order: awkward({
      serial: 6,
      remarks: 'Verrassing voor mama 🎂🎉 niet verklappen 🤫 👩‍👩‍👧‍👦 👍🏽 🇧🇪',
      lines: [
        line('Chocoladetaart', 6, 'pers', 2640, [
          { name: 'Tekstplaatje', cents: 250, type: 'text', meta: 'Hoera 🎈 Zoë!' },
        ]),
      ],
    }),
  },
  {
    name: 'greek',
    why: 'A Greek client name and remarks: letters outside every Latin code page.',
    order: awkward({
      serial: 7,
      client: { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', email: 'giorgos.p@gmail.com' },
      remarks: 'Παρακαλώ χωρίς ζάχαρη',
    }),
  },
  {
    name: 'cyrillic',
    why: 'A Cyrillic client name and remarks.',
    order: awkward({
      serial: 8,
      client: { first_name: 'Олена', last_name: 'Шевченко', email: 'olena.shevchenko@gmail.com' },
      remarks: 'Без глютену, будь ласка',
    }),
  },
  {
    name: 'right-to-left',
    why: 'Hebrew and Arabic are written right to left, and mixed with Latin text on the same line.',
    order: awkward({
      serial: 9,
      client: { first_name: 'יעל', last_name: 'כהן', email: 'yael.cohen@gmail.com' },
      remarks: 'من فضلك بدون سمسم — merci!',
      lines: [
        line('Aardbeientaart', 6, 'pers', 2700, [
          { name: 'Tekstplaatje', cents: 250, type: 'text', meta: 'مبروك Amira 2026' },
        ]),
      ],
    }),
  },
  {
    name: 'central-european-letters',
    why: 'ő, ű, ł and ø: Latin letters that PC858 and WPC1252 lack, to be transliterated (o, u, l, o).',
    order: awkward({
      serial: 10,
      client: { first_name: 'Łukasz', last_name: 'Szűcs-Øvergård', email: 'lukasz.szucs@gmail.com' },
      remarks: 'Erdős Ződ fizetett már, köszönöm',
    }),
  },
  {
    name: 'html-in-remarks',
    why: 'Markup and script in customer text: the window must show it as text, never run or render it.',
    order: awkward({
      serial: 11,
      remarks: '<script>alert("xss")</script><b>Groot</b> & <img src=x onerror=alert(1)> &amp; </textarea>',
    }),
  },
  {
    name: 'empty-remarks',
    why: 'remarks as an empty string rather than null: there are no remarks, no empty "Remarks:" heading.',
    order: awkward({ serial: 12, remarks: '' }),
  },
  {
    name: 'delivery-without-bus',
    why: 'A delivery whose bus is the empty string: no stray "bus" label on the address line.',
    order: awkward({
      serial: 13,
      delivery: {
        address: {
          street: 'Overpoortstraat',
          number: '49',
          bus: '',
          postal_code: '9000',
          city: 'Gent',
          country: 'BE',
          distance: '1850',
        },
        costCents: 250,
      },
    }),
  },
  {
    name: 'long-text-plate',
    why: 'A text option whose meta is 200 characters: the baker must read all of it.',
    order: awkward({
      serial: 14,
      lines: [
        line('Verjaardagstaart moka', 12, 'pers', 5040, [
          {
            name: 'Tekstplaatje',
            cents: 250,
            type: 'text',
            meta: 'Liefste oma Mieke, van harte gefeliciteerd met je tachtigste verjaardag! Bedankt voor alle zondagen, de pannenkoeken en de verhalen. Heel veel liefs van Lotte, Jens, Zoë, Noël, Anaïs en de rest!!!!!!!',
          },
        ]),
      ],
    }),
  },
  {
    name: 'multiline-meta',
    why: "A text plate with LF and CRLF line breaks: the line structure is the customer's, keep it.",
    order: awkward({
      serial: 15,
      lines: [
        line('Aardbeientaart', 8, 'pers', 3600, [
          {
            name: 'Tekstplaatje',
            cents: 250,
            type: 'text',
            meta: 'Gelukkige verjaardag\nOma Mieke\r\n80 jaar!',
          },
        ]),
      ],
    }),
  },
  {
    name: 'order-number-zero',
    why: 'The spec counts from zero each day: "0" is a real order number, not a missing one.',
    order: awkward({ serial: 16, orderNumber: '0' }),
  },
  {
    name: 'weighed-quantities',
    why: 'Quantities in grams, kilograms and persons: 1250 gr is not 1250 pieces.',
    order: awkward({
      serial: 17,
      lines: [
        line('Gehakt half-om-half', 1250, 'gr', 1613),
        line('Spareribs', 3, 'kg', 4470),
        line(
          'Gourmetschotel',
          24,
          'pers',
          34800,
          [],
          [
            { name: 'Groenteschotel', qty: 6, cents: 2340, unit: 'pers' },
            { name: 'Kroketten', qty: 48, cents: 1680 },
          ],
        ),
      ],
    }),
  },
  {
    name: 'invisible-characters',
    why: 'Tab, no-break space, soft hyphen, zero-width space, line and paragraph separators: invisible or layout-breaking.',
    order: awkward({
      serial: 18,
      remarks: 'Twee\tdozen\u00a0a.u.b.\u00adbedankt\u200b!\u2028Achter\u2029deur',
    }),
  },
  {
    name: 'decomposed-accents',
    why: 'Accents typed as combining marks (NFD, as macOS sends them): "Zoë" as Z o e + U+0308.',
    order: awkward({
      serial: 19,
      client: { first_name: 'Zoe\u0308', last_name: 'He\u0301nin' },
      remarks: 'Cre\u0300me bru\u0302le\u0301e',
    }),
  },
  {
    name: 'typographic-punctuation',
    why: 'Euro sign, curly quotes, dashes and an ellipsis: in PC858 only some of these exist.',
    order: awkward({ serial: 20, remarks: '“Extra” fooi € 5 – ‘dank’ … — ok' }),
  },
];
