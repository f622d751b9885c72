/** How one printer is set up. Shared by the receipt builder, the printer drivers and the settings UI. */

export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

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
    ...given,
  };
}
