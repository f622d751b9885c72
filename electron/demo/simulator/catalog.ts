/**
 * What Belgian bakeries and butchers sell, who orders, and where they live: the raw material of the
 * generated orders. Names carry the accents real customers type (é, è, ë, ç, ô, û, ï) because those
 * are what a receipt printer's code page must get right.
 */
import type { WireShop, WireUnit } from './wire';

export type ShopKind = 'bakery' | 'butcher';
export type ShopLanguage = 'nl' | 'fr';

export interface OptionSpec {
  readonly name: string;
  readonly plu: string;
  readonly priceCents: number;
  readonly type: 'default' | 'text';
}

export interface ExtraSpec {
  readonly name: string;
  readonly plu: string;
  readonly unit: WireUnit;
  readonly priceCents: number;
  readonly qty: readonly number[];
}

export interface Product {
  readonly name: string;
  readonly plu: string;
  readonly unit: WireUnit;
  /** Per piece (st) or per person (pers); per kilogram for gr and kg. */
  readonly priceCents: number;
  readonly qty: readonly number[];
  readonly options: readonly OptionSpec[];
  readonly extras: readonly ExtraSpec[];
}

export interface Street {
  readonly street: string;
  readonly postal_code: string;
  readonly city: string;
  readonly country: string;
}

export interface ShopProfile {
  readonly shop: WireShop & { readonly id: number };
  readonly kind: ShopKind;
  readonly language: ShopLanguage;
  /** Opening hours as minutes after midnight; order times fall in between. */
  readonly opensAt: number;
  readonly closesAt: number;
  readonly streets: readonly Street[];
  readonly abroad: readonly Street[];
}

function product(
  name: string,
  plu: string,
  unit: WireUnit,
  priceCents: number,
  qty: readonly number[],
  options: readonly OptionSpec[] = [],
  extras: readonly ExtraSpec[] = [],
): Product {
  return { name, plu, unit, priceCents, qty, options, extras };
}

const option = (
  name: string,
  plu: string,
  priceCents: number,
  type: 'default' | 'text' = 'default',
): OptionSpec => ({
  name,
  plu,
  priceCents,
  type,
});

const extra = (
  name: string,
  plu: string,
  priceCents: number,
  qty: readonly number[],
  unit: WireUnit = 'st',
) => ({
  name,
  plu,
  unit,
  priceCents,
  qty,
});

const PIECES = [1, 1, 2, 2, 3, 4, 6];
const ROLLS = [4, 6, 8, 10, 12];
const PERSONS = [4, 6, 8, 10, 12];
const GRAMS = [150, 200, 250, 300, 400, 500, 750, 1000];
const KILOS = [1, 1, 2, 3];

const SLICED_NL = option('Gesneden', '9001', 20);
const TEXT_PLATE_NL = option('Tekstplaatje', '9002', 250, 'text');
const CANDLES_NL = extra('Kaarsjes', '9101', 200, [1, 1, 2]);
const NUMBER_CANDLE_NL = extra('Cijferkaars', '9102', 350, [1, 2]);
const SLICED_FR = option('Tranché', '9001', 20);
const TEXT_PLATE_FR = option('Plaquette en chocolat', '9002', 250, 'text');
const CANDLES_FR = extra('Bougies', '9101', 200, [1, 1, 2]);
const NUMBER_CANDLE_FR = extra('Bougie chiffre', '9102', 350, [1, 2]);
const CROQUETTES_NL = extra('Kroketten', '9201', 35, [6, 8, 10, 12, 20]);
const CROQUETTES_FR = extra('Croquettes', '9201', 35, [6, 8, 10, 12, 20]);
const BEARNAISE_NL = extra('Saus béarnaise', '9202', 220, [1, 2]);
const BEARNAISE_FR = extra('Sauce béarnaise', '9202', 220, [1, 2]);

export const PRODUCTS: Readonly<Record<ShopKind, Readonly<Record<ShopLanguage, readonly Product[]>>>> = {
  bakery: {
    nl: [
      product('Bruin brood', '1001', 'st', 320, PIECES, [SLICED_NL]),
      product('Wit brood', '1002', 'st', 310, PIECES, [SLICED_NL]),
      product('Meergranenbrood', '1003', 'st', 390, PIECES, [SLICED_NL]),
      product('Croissant', '1010', 'st', 130, ROLLS),
      product('Chocoladekoek', '1011', 'st', 150, ROLLS),
      product('Pistolet', '1012', 'st', 60, ROLLS),
      product('Rozijnenkoek', '1013', 'st', 180, PIECES),
      product('Frangipane', '1014', 'st', 210, PIECES),
      product('Mattentaart', '1015', 'st', 260, PIECES),
      product('Éclair', '1016', 'st', 240, PIECES),
      product('Cramique', '1020', 'st', 550, [1, 1, 2], [option('Met parelsuiker', '9003', 50)]),
      product('Suikerbrood', '1021', 'st', 620, [1, 1, 2]),
      product('Rijsttaart', '1030', 'pers', 320, PERSONS),
      product(
        'Verjaardagstaart moka',
        '1031',
        'pers',
        420,
        PERSONS,
        [TEXT_PLATE_NL],
        [CANDLES_NL, NUMBER_CANDLE_NL],
      ),
      product('Aardbeientaart', '1032', 'pers', 450, PERSONS, [TEXT_PLATE_NL], [CANDLES_NL]),
      product(
        'Chocoladetaart',
        '1033',
        'pers',
        440,
        PERSONS,
        [TEXT_PLATE_NL],
        [CANDLES_NL, NUMBER_CANDLE_NL],
      ),
      product('Crème-brûléetaartje', '1034', 'st', 290, PIECES),
    ],
    fr: [
      product('Baguette tradition', '1001', 'st', 160, PIECES, [option('Bien cuite', '9004', 0)]),
      product('Pain gris', '1002', 'st', 320, PIECES, [SLICED_FR]),
      product('Pain au froment', '1003', 'st', 310, PIECES, [SLICED_FR]),
      product('Croissant au beurre', '1010', 'st', 130, ROLLS),
      product('Pain au chocolat', '1011', 'st', 150, ROLLS),
      product('Couque suisse', '1012', 'st', 190, PIECES),
      product('Gaufre de Liège', '1013', 'st', 170, ROLLS),
      product('Pain à la grecque', '1014', 'st', 280, PIECES),
      product('Éclair au café', '1016', 'st', 240, PIECES),
      product('Crème brûlée', '1017', 'st', 320, PIECES),
      product('Tarte au riz', '1030', 'pers', 320, PERSONS),
      product('Tarte au sucre', '1031', 'pers', 300, PERSONS),
      product(
        "Gâteau d'anniversaire moka",
        '1032',
        'pers',
        420,
        PERSONS,
        [TEXT_PLATE_FR],
        [CANDLES_FR, NUMBER_CANDLE_FR],
      ),
      product('Forêt-noire', '1033', 'pers', 460, PERSONS, [TEXT_PLATE_FR], [CANDLES_FR]),
      product('Bûche pralinée', '1034', 'pers', 480, PERSONS, [TEXT_PLATE_FR], [CANDLES_FR]),
    ],
  },
  butcher: {
    nl: [
      product('Gehakt half-om-half', '2001', 'gr', 1290, GRAMS),
      product('Kippenfilet', '2002', 'gr', 1650, GRAMS, [option('Gekruid', '9301', 30)]),
      product('Steak natuur', '2003', 'st', 680, PIECES, [option('Op dikte gesneden', '9302', 0)]),
      product('Ardeense ham', '2004', 'gr', 3490, GRAMS, [option('Fijn gesneden', '9303', 0)]),
      product('Préparé', '2005', 'gr', 1990, GRAMS, [option('Met ui', '9304', 0)]),
      product('Spareribs', '2006', 'kg', 1490, KILOS),
      product('Kalkoenrollade', '2007', 'kg', 2150, KILOS),
      product('Balletjes in tomatensaus', '2008', 'gr', 1590, GRAMS),
      product('Paté met groene peper', '2009', 'gr', 2240, GRAMS),
      product('Worst van het huis', '2010', 'st', 190, ROLLS),
      product('Vol-au-vent', '2020', 'pers', 750, PERSONS, [], [CROQUETTES_NL]),
      product(
        'Gourmetschotel',
        '2021',
        'pers',
        1450,
        PERSONS,
        [option('Zonder varkensvlees', '9305', 0)],
        [BEARNAISE_NL, extra('Groenteschotel', '9203', 390, [2, 4, 6], 'pers')],
      ),
    ],
    fr: [
      product('Américain préparé', '2001', 'gr', 2190, GRAMS, [option('Avec câpres', '9306', 0)]),
      product('Filet pur de bœuf', '2002', 'gr', 5490, GRAMS, [option('Ficelé', '9307', 50)]),
      product("Côte à l'os", '2003', 'kg', 3290, KILOS),
      product('Boudin blanc de Liège', '2004', 'st', 210, ROLLS),
      product("Jambon d'Ardenne", '2005', 'gr', 3650, GRAMS, [option('Tranché fin', '9308', 0)]),
      product('Pâté de campagne', '2006', 'gr', 1980, GRAMS),
      product('Saucisse de campagne', '2007', 'st', 230, ROLLS),
      product('Rôti de porc', '2008', 'kg', 1790, KILOS, [option('Farci aux pruneaux', '9309', 200)]),
      product('Tête pressée', '2009', 'gr', 1490, GRAMS),
      product(
        'Fondue bourguignonne',
        '2020',
        'pers',
        1150,
        PERSONS,
        [],
        [BEARNAISE_FR, extra('Sauce andalouse', '9204', 220, [1, 2])],
      ),
      product('Pierrade', '2021', 'pers', 1390, PERSONS, [], [CROQUETTES_FR]),
      product('Vol-au-vent maison', '2022', 'pers', 790, PERSONS, [], [CROQUETTES_FR]),
    ],
  },
};

export const TEXT_PLATES: Readonly<Record<ShopLanguage, readonly string[]>> = {
  nl: [
    'Gelukkige verjaardag Lotte!',
    'Proficiat Jens & Amélie',
    'Hoera 50 jaar Noël!',
    'Welkom kleine Zoë',
    'Gefeliciteerd met je diploma, Anaïs',
    'Bedankt juf Eline',
  ],
  fr: [
    'Joyeux anniversaire Zoë',
    'Bon anniversaire Mamy Hélène',
    'Félicitations François & Maëlle',
    'Bonne fête Papa',
    'Bienvenue petit Loïc',
    'Joyeux Noël',
  ],
};

export const REMARKS: Readonly<Record<ShopLanguage, readonly string[]>> = {
  nl: [
    'Graag goed doorbakken',
    'Ik kom iets later, rond kwart na.',
    'Bel aan bij de achterdeur a.u.b.',
    'Zonder noten — allergie!',
    'Niet aanbellen, de baby slaapt',
    'Mag bij de buren op nr. 14 als we niet thuis zijn',
  ],
  fr: [
    'Merci de bien trancher le pain',
    'Je passerai vers midi',
    'Sonnette en panne, appelez-moi svp',
    'Sans noix – allergie !',
    'Si absent, déposer chez la voisine au n° 12',
    'Pas trop cuit, merci',
  ],
};

export const FIRST_NAMES: Readonly<Record<ShopLanguage, readonly string[]>> = {
  nl: [
    'Lotte',
    'Jens',
    'Zoë',
    'Noël',
    'Anaïs',
    'Björn',
    'Ine',
    'Ruben',
    'Joëlle',
    'Seppe',
    'Febe',
    'Lukas',
    'Eline',
  ],
  fr: [
    'Amélie',
    'Zoë',
    'Hélène',
    'François',
    'Jérôme',
    'Maëlle',
    'Chloé',
    'Loïc',
    'Inès',
    'Gaëlle',
    'Benoît',
    'Céline',
  ],
};

export const LAST_NAMES: Readonly<Record<ShopLanguage, readonly string[]>> = {
  nl: [
    'Peeters',
    'Janssens',
    'Maes',
    'Claes',
    'Van den Broeck',
    'De Smet',
    'Wouters',
    "D'Hondt",
    'Mertens',
    'De Coninck',
  ],
  fr: [
    'Dubois',
    'Lambert',
    'Dupont',
    'Leclercq',
    'Gérard',
    'Renard',
    'Lemaire',
    'Lejeune',
    'Hénin',
    'Lefèbvre',
  ],
};

export const EMAIL_DOMAINS = [
  'telenet.be',
  'skynet.be',
  'gmail.com',
  'hotmail.com',
  'proximus.be',
  'outlook.be',
];

/** Known payment methods plus one the spec's list does not name, weighted roughly as Belgians pay. */
export const PAYMENT_METHODS: readonly (readonly [string, number])[] = [
  ['bancontact', 45],
  ['creditcard', 15],
  ['kbc', 12],
  ['belfius', 10],
  ['inghomepay', 8],
  ['payconiq', 10],
];

/** Belgian telephone zone prefixes (without the leading 0) by the first digit of the postal code. */
export function landlineZone(postalCode: string): string {
  if (postalCode.startsWith('9')) return '9';
  if (postalCode.startsWith('2')) return '3';
  if (postalCode.startsWith('4')) return '4';
  if (postalCode.startsWith('5')) return '81';
  return '2';
}

const GENT: readonly Street[] = [
  { street: 'Veldstraat', postal_code: '9000', city: 'Gent', country: 'BE' },
  { street: 'Overpoortstraat', postal_code: '9000', city: 'Gent', country: 'BE' },
  { street: 'Coupure Links', postal_code: '9000', city: 'Gent', country: 'BE' },
  { street: 'Brusselsesteenweg', postal_code: '9050', city: 'Gentbrugge', country: 'BE' },
  { street: 'Antwerpsesteenweg', postal_code: '9040', city: 'Sint-Amandsberg', country: 'BE' },
  { street: 'Kortrijksesteenweg', postal_code: '9051', city: 'Sint-Denijs-Westrem', country: 'BE' },
];
const LIEGE: readonly Street[] = [
  { street: 'Rue Saint-Gilles', postal_code: '4000', city: 'Liège', country: 'BE' },
  { street: "Boulevard d'Avroy", postal_code: '4000', city: 'Liège', country: 'BE' },
  { street: 'Rue Hors-Château', postal_code: '4000', city: 'Liège', country: 'BE' },
  { street: 'Rue Grétry', postal_code: '4020', city: 'Liège', country: 'BE' },
  { street: 'Rue du Pairay', postal_code: '4100', city: 'Seraing', country: 'BE' },
];
const ANTWERPEN: readonly Street[] = [
  { street: 'Kloosterstraat', postal_code: '2000', city: 'Antwerpen', country: 'BE' },
  { street: 'Lange Koepoortstraat', postal_code: '2000', city: 'Antwerpen', country: 'BE' },
  { street: 'Belgiëlei', postal_code: '2018', city: 'Antwerpen', country: 'BE' },
  { street: 'Dambruggestraat', postal_code: '2060', city: 'Antwerpen', country: 'BE' },
  { street: 'Statiestraat', postal_code: '2600', city: 'Berchem', country: 'BE' },
];
const NAMUR: readonly Street[] = [
  { street: 'Rue de Fer', postal_code: '5000', city: 'Namur', country: 'BE' },
  { street: "Rue de l'Ange", postal_code: '5000', city: 'Namur', country: 'BE' },
  { street: 'Avenue de la Gare', postal_code: '5000', city: 'Namur', country: 'BE' },
  { street: 'Avenue Jean Materne', postal_code: '5100', city: 'Jambes', country: 'BE' },
  { street: 'Chaussée de Waterloo', postal_code: '5002', city: 'Saint-Servais', country: 'BE' },
];
const NEAR_NL: readonly Street[] = [
  { street: 'Steenstraat', postal_code: '4561 AB', city: 'Hulst', country: 'NL' },
  { street: 'Noordstraat', postal_code: '4531 EA', city: 'Terneuzen', country: 'NL' },
];
const NEAR_NL_SOUTH: readonly Street[] = [
  { street: 'Grote Staat', postal_code: '6211 CT', city: 'Maastricht', country: 'NL' },
];
const NEAR_FR: readonly Street[] = [
  { street: 'Rue Méhul', postal_code: '08600', city: 'Givet', country: 'FR' },
];

export const DEFAULT_PROFILES: readonly ShopProfile[] = [
  {
    shop: {
      id: 1042,
      name: 'Bakkerij Noëlle',
      address: 'Sint-Pietersnieuwstraat 112',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    },
    kind: 'bakery',
    language: 'nl',
    opensAt: 7 * 60,
    closesAt: 18 * 60 + 30,
    streets: GENT,
    abroad: NEAR_NL,
  },
  {
    shop: {
      id: 1057,
      name: 'Boulangerie Hélène & Frères',
      address: 'Rue Saint-Gilles 58',
      postal_code: '4000',
      city: 'Liège',
      country: 'BE',
    },
    kind: 'bakery',
    language: 'fr',
    opensAt: 6 * 60 + 30,
    closesAt: 18 * 60,
    streets: LIEGE,
    abroad: NEAR_NL_SOUTH,
  },
  {
    shop: {
      id: 2113,
      name: 'Slagerij Joëlle Peeters',
      address: 'Kloosterstraat 41',
      postal_code: '2000',
      city: 'Antwerpen',
      country: 'BE',
    },
    kind: 'butcher',
    language: 'nl',
    opensAt: 8 * 60 + 30,
    closesAt: 18 * 60,
    streets: ANTWERPEN,
    abroad: NEAR_NL,
  },
  {
    shop: {
      id: 2190,
      name: 'Boucherie François Côté',
      address: 'Rue de Fer 21',
      postal_code: '5000',
      city: 'Namur',
      country: 'BE',
    },
    kind: 'butcher',
    language: 'fr',
    opensAt: 8 * 60,
    closesAt: 18 * 60 + 30,
    streets: NAMUR,
    abroad: NEAR_FR,
  },
];

export const DEFAULT_SHOPS: readonly WireShop[] = DEFAULT_PROFILES.map((profile) => profile.shop);

const GENERIC_STREETS: Readonly<Record<ShopLanguage, readonly string[]>> = {
  nl: ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Nieuwstraat'],
  fr: ['Rue de la Station', "Rue de l'Église", 'Rue du Moulin', 'Place Saint-Lambert', 'Rue Haute'],
};

/** Wallonia and Brussels get French; Flanders Dutch. By postal code, which every Belgian shop has. */
function languageOf(postalCode: string): ShopLanguage {
  const code = Number(postalCode);
  if (!Number.isInteger(code)) return 'nl';
  return code < 1500 || (code >= 4000 && code < 8000) ? 'fr' : 'nl';
}

/**
 * A profile for a shop a test or the demo configured itself: its kind from its name, its language from
 * its postal code, deliveries in its own town.
 */
export function profileFor(shop: WireShop): ShopProfile {
  const id = Number(shop.id);
  const known = DEFAULT_PROFILES.find((profile) => profile.shop.id === id && profile.shop.name === shop.name);
  if (known) return known;
  const language = languageOf(shop.postal_code);
  const kind: ShopKind = /slager|beenhouw|boucher|vlees|viande/i.test(shop.name) ? 'butcher' : 'bakery';
  const country = shop.country || 'BE';
  return {
    shop: { ...shop, id },
    kind,
    language,
    opensAt: kind === 'bakery' ? 7 * 60 : 8 * 60 + 30,
    closesAt: 18 * 60,
    streets: GENERIC_STREETS[language].map((street) => ({
      street,
      postal_code: shop.postal_code,
      city: shop.city,
      country,
    })),
    abroad: language === 'fr' ? NEAR_FR : NEAR_NL,
  };
}
