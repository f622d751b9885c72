/** How one printer is set up. Shared by the receipt builder, the printer drivers and the settings UI. */
import type { OrderType } from './order';
import type { Language } from '../words/languages';

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line in the printer's normal font (font A) for each paper width. */
export const COLUMNS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };

export const PRINTER_TYPES = ['epson', 'star'] as const;
export type PrinterType = (typeof PRINTER_TYPES)[number];

/**
 * Character sets we offer: each holds € and the accents of Dutch, French and German. The names are
 * node-thermal-printer's `CharacterSet` members.
 */
export const CHARACTER_SETS = ['PC858_EURO', 'WPC1252', 'ISO8859_15_LATIN9'] as const;
export type CharacterSetName = (typeof CHARACTER_SETS)[number];
export const DEFAULT_CHARACTER_SET: CharacterSetName = 'PC858_EURO';

export const MAX_COPIES = 5;

/**
 * How a receipt reaches the paper: `text` in the printer's code page (characters it lacks are adapted),
 * `image` drawn as a 1-bit bitmap at the printer's dots (any character, any script, emoji), or `auto`:
 * text, with the parts (or the whole receipt) the code page cannot show drawn as an image.
 */
export const PRINT_MODES = ['text', 'image', 'auto'] as const;
export type PrintMode = (typeof PRINT_MODES)[number];

/** The print head's resolution in dots per inch: 203 on most receipt printers, 180 on some Epsons. */
export const DPIS = [180, 203, 300] as const;
export type Dpi = (typeof DPIS)[number];

/** Printable dots on one line: 72 mm of an 80 mm roll, 48 mm of a 58 mm roll, at the head's resolution. */
const DOTS_PER_LINE: Readonly<Record<PaperWidth, Readonly<Record<Dpi, number>>>> = {
  58: { 180: 360, 203: 384, 300: 576 },
  80: { 180: 512, 203: 576, 300: 832 },
};

export function dotsPerLine(paperWidth: PaperWidth, dpi: Dpi): number {
  return DOTS_PER_LINE[paperWidth][dpi];
}

/**
 * Known printer families (their capabilities: `common/model/printer-models.ts`). `generic` is a printer
 * of unknown make: ESC/POS, judged by what its test print finds out.
 */
export const PRINTER_MODEL_IDS = [
  'generic',
  'generic-58',
  'generic-80',
  'epson-tm-t20',
  'epson-tm-t88',
  'epson-tm-m30',
  'star-tsp100',
  'star-tsp650',
  'star-mcprint3',
  'bixolon-srp',
  'citizen-ct',
] as const;
export type PrinterModelId = (typeof PRINTER_MODEL_IDS)[number];

/** What a printer is for: receipts, or labels for bags, boxes and cakes. */
export const PRINTER_ROLES = ['receipt', 'label'] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];

/**
 * The language a label printer speaks: ZPL (Zebra and compatibles), TSPL (TSC, Xprinter and clones), or
 * ESC/POS with die-cut labels (Epson TM-L90 class; the label is drawn and sent as raster).
 */
export const LABEL_PROTOCOLS = ['zpl', 'tspl', 'escpos'] as const;
export type LabelProtocol = (typeof LABEL_PROTOCOLS)[number];

/**
 * How many order labels an order gets: one, one per `linesPerLabel` order lines (a bag holds a few
 * products), or one per order line.
 */
export const LABEL_COUNTS = ['per-order', 'per-lines', 'per-line'] as const;
export type LabelCount = (typeof LABEL_COUNTS)[number];

/** Label sizes a person may set, in millimetres. */
export const LABEL_WIDTH_MM = { min: 25, max: 120 } as const;
export const LABEL_HEIGHT_MM = { min: 15, max: 200 } as const;
export const MAX_LINES_PER_LABEL = 20;

/** What a label printer prints, and for which orders and lines. Ignored on a receipt printer. */
export interface LabelSettings {
  readonly protocol: LabelProtocol;
  readonly widthMm: number;
  readonly heightMm: number;
  /** One label per bag or box: type and number huge, name, due time, shop, "1/3", cool box, QR. */
  readonly orderLabels: boolean;
  /** One label per order line with a text option: the product, the plate's text as typed, name, time. */
  readonly cakeLabels: boolean;
  readonly count: LabelCount;
  /** With `per-lines`: this many order lines per label (1 to MAX_LINES_PER_LABEL). */
  readonly linesPerLabel: number;
  /** Only orders of these types get labels; empty: every type. */
  readonly orderTypes: readonly OrderType[];
  /**
   * Only order lines whose product name or PLU code is listed get labels (and count for `per-line`);
   * empty: every line. Names match without regard to case and accents.
   */
  readonly products: readonly string[];
}

export const DEFAULT_LABEL_SETTINGS: LabelSettings = {
  protocol: 'zpl',
  widthMm: 58,
  heightMm: 40,
  orderLabels: true,
  cakeLabels: true,
  count: 'per-order',
  linesPerLabel: 3,
  orderTypes: [],
  products: [],
};

/**
 * What a receipt printer prints for an order: the customer's receipt, or a production ticket for the
 * kitchen (no prices, no payment, big product lines, options and the plate's text prominent).
 */
export const TICKET_TEMPLATES = ['receipt', 'production'] as const;
export type TicketTemplate = (typeof TICKET_TEMPLATES)[number];

/**
 * Which orders and lines a receipt printer gets (cakes to the pastry room, meat to the butcher's block).
 * Empty lists: everything. A printer whose filter matches no line of an order prints nothing for it,
 * and the order's confirmation does not wait for it.
 */
export interface LineFilter {
  /** Only orders of these types; empty: every type. */
  readonly orderTypes: readonly OrderType[];
  /** Only lines whose product name or PLU code is listed (case and accents aside); empty: every line. */
  readonly products: readonly string[];
}

export const NO_LINE_FILTER: LineFilter = { orderTypes: [], products: [] };

/** Longest header or footer text a printer puts on every receipt. */
export const MAX_HEADER_LENGTH = 200;

export interface PrinterSettings {
  readonly id: string;
  /** What the shop calls it: "Counter", "Bakery". */
  readonly name: string;
  /** `tcp://host[:port]`, `printer:<OS queue name>`, or a device path (`/dev/usb/lp0`, `COM3`). */
  readonly uri: string;
  readonly type: PrinterType;
  readonly paperWidth: PaperWidth;
  readonly characterSet: CharacterSetName;
  readonly language: Language;
  /** 1 to MAX_COPIES; every copy is a complete receipt. */
  readonly copies: number;
  /** A PNG printed at the top of every receipt, or null. */
  readonly logoPath: string | null;
  /**
   * Whether a job the printer cannot confirm (no status support, OS queue, device file) may count as
   * printed. Off by default: then such a job is "delivered, not verified" and the order waits for a person.
   */
  readonly allowUnverified: boolean;
  /**
   * Set up without a successful test print (the person chose "skip for now"): Status keeps saying so
   * until a test print on it succeeds. Absent means tested, or set up before this was asked.
   */
  readonly untested?: boolean;
  /** The printer's family, for its capabilities (raster only, status protocol, dots); `generic` if unknown. */
  readonly model: PrinterModelId;
  /** Text, image, or text with images where the code page falls short. */
  readonly printMode: PrintMode;
  /** The head's resolution; with the paper width it gives the dots an image is drawn at. */
  readonly dpi: Dpi;
  /** The shop's own line(s) at the top of every receipt on this printer; empty: none. */
  readonly header: string;
  /** …and at the bottom ("Thank you!", opening hours); empty: none. */
  readonly footer: string;
  /** Print each line's PLU code (the product's code at the till) beside its name. */
  readonly showPlu: boolean;
  /**
   * For an OS print queue: whether "the print queue says the job completed" may confirm orders. That is
   * weaker than a printer's own answer (a queue may report a job complete that the printer lost), so off
   * by default: the order then waits for a person.
   */
  readonly confirmOnQueueCompletion: boolean;
  /** Receipts (the default) or labels; a label printer prints what `label` says instead of a receipt. */
  readonly role: PrinterRole;
  readonly label: LabelSettings;
  /** On a receipt printer: the customer receipt (the default) or a production ticket. */
  readonly ticket: TicketTemplate;
  /** On a receipt printer: which orders and lines it gets. Label printers have their own (`label`). */
  readonly filter: LineFilter;
  /** Sound the printer's own buzzer with every new order, where the model has one. */
  readonly buzzer: boolean;
}

/** A printer with every setting at its default, for the fields given. */
export function printerSettings(
  given: Pick<PrinterSettings, 'id' | 'uri'> & Partial<PrinterSettings>,
): PrinterSettings {
  return {
    name: given.id,
    type: 'epson',
    paperWidth: 80,
    characterSet: DEFAULT_CHARACTER_SET,
    language: 'nl',
    copies: 1,
    logoPath: null,
    allowUnverified: false,
    model: 'generic',
    printMode: 'auto',
    dpi: 203,
    header: '',
    footer: '',
    showPlu: false,
    confirmOnQueueCompletion: false,
    role: 'receipt',
    label: DEFAULT_LABEL_SETTINGS,
    ticket: 'receipt',
    filter: NO_LINE_FILTER,
    buzzer: false,
    ...given,
  };
}
