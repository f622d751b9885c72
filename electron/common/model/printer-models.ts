/**
 * What each known family of receipt printer can do, from its maker's programming manual. The wizard and
 * the defaults start from here; a test print then checks what the printer at hand really answers.
 */
import type {
  CharacterSetName,
  Dpi,
  PaperWidth,
  PrinterModelId,
  PrinterType,
  PrintMode,
} from './printer-settings';

/** How a printer reports its state: Epson's `DLE EOT`, Star's automatic status (ASB), or not at all. */
export type StatusProtocol = 'dle-eot' | 'star-asb' | 'none';
/**
 * How it proves a job came out: `GS ( H` process id (Epson TM-T20, TM-T88IV and later), `GS r 1` after
 * the data (older Epsons and most clones), Star's ETB counter in its status, or not at all.
 */
export type CompletionProof = 'process-id' | 'paper-status' | 'star-etb' | 'none';
/** How it takes a bitmap: ESC/POS `GS v 0`, or Star raster (`ESC * r`). */
export type RasterCommands = 'escpos' | 'star';
/**
 * How its own buzzer is sounded, where it has one (`core/receipt/buzzer.ts` makes the bytes):
 * - `epson-esc-paren-a`: `ESC ( A` function 97, a registered sound pattern (Epson TM-T20, TM-T88V and
 *   later, TM-m30: a built-in buzzer or the optional external one; a TM-T88IV does not know the command);
 * - `escpos-esc-b`: `ESC B n t`, the beeper of the 58/80 mm clones sold as kitchen printers (Xprinter,
 *   Rongta, HPRT: their programming manuals);
 * - `star-esc-gs-bel`: Star Line mode's "ring buzzer" `ESC GS BEL m t1 t2`, the buzzer unit on the
 *   peripheral (DK) port (Star SCD222 and the mC-Print3's).
 */
export type BuzzerCommand = 'epson-esc-paren-a' | 'escpos-esc-b' | 'star-esc-gs-bel';

export interface PrinterModel {
  readonly id: PrinterModelId;
  /** As the shop reads it in the wizard. */
  readonly label: string;
  readonly type: PrinterType;
  /** False for raster-only printers (Star TSP100): every receipt is drawn. */
  readonly text: boolean;
  readonly raster: RasterCommands;
  readonly status: StatusProtocol;
  readonly completion: CompletionProof;
  readonly cutter: boolean;
  /** How its buzzer is sounded; null: it has none we know how to sound (the setting is then refused). */
  readonly buzzer: BuzzerCommand | null;
  /** The character sets it has, best first. Empty for raster-only printers. */
  readonly codePages: readonly CharacterSetName[];
  readonly dpi: Dpi;
  readonly paperWidths: readonly PaperWidth[];
  /** The print mode to start from. */
  readonly printMode: PrintMode;
  /** Matches the model name the printer answers (`GS I`), an OS queue's name or a USB product name. */
  readonly names: readonly RegExp[];
  /**
   * The fastest its newest member moves paper, in mm/s, from the maker's data sheet. OrderSlip believes
   * no "printed" that came sooner than a receipt could move at twice the fastest of these
   * (`core/printer/paper-time.ts`).
   */
  readonly speedMmPerS: number;
}

const ALL_SETS: readonly CharacterSetName[] = ['PC858_EURO', 'WPC1252', 'ISO8859_15_LATIN9'];

/** What an Epson-style (ESC/POS) family has unless its entry says otherwise. */
const ESCPOS = {
  type: 'epson',
  text: true,
  raster: 'escpos',
  status: 'dle-eot',
  completion: 'paper-status',
  cutter: true,
  buzzer: null,
  codePages: ['PC858_EURO', 'WPC1252'],
  dpi: 203,
  paperWidths: [80, 58],
  printMode: 'auto',
  // The 80 mm kitchen printers sold as Epson compatibles (Xprinter XP-Q, Rongta, HPRT) reach 300 mm/s.
  speedMmPerS: 300,
} as const satisfies Partial<PrinterModel>;

/** What a Star family has unless its entry says otherwise. */
const STAR = {
  ...ESCPOS,
  type: 'star',
  raster: 'star',
  status: 'star-asb',
  completion: 'star-etb',
  buzzer: 'star-esc-gs-bel',
} as const satisfies Partial<PrinterModel>;

export const PRINTER_MODELS: Readonly<Record<PrinterModelId, PrinterModel>> = {
  generic: {
    ...ESCPOS,
    id: 'generic',
    label: 'ESC/POS printer (other make)',
    names: [],
  },
  'generic-58': {
    ...ESCPOS,
    id: 'generic-58',
    label: '58 mm ESC/POS printer (clone)',
    status: 'none',
    completion: 'none',
    cutter: false,
    buzzer: 'escpos-esc-b',
    codePages: ['PC858_EURO'],
    paperWidths: [58],
    speedMmPerS: 90,
    names: [/\b(pos-?58|58mm|xp-?58|zj-?58)/i],
  },
  'generic-80': {
    ...ESCPOS,
    id: 'generic-80',
    label: '80 mm ESC/POS printer (clone)',
    buzzer: 'escpos-esc-b',
    paperWidths: [80],
    names: [/\b(pos-?80|80mm|xp-?80|xp-?[nq]\d+|rongta|hprt|munbyn)/i],
  },
  'epson-tm-t20': {
    ...ESCPOS,
    id: 'epson-tm-t20',
    label: 'Epson TM-T20',
    buzzer: 'epson-esc-paren-a',
    completion: 'process-id',
    codePages: ALL_SETS,
    // TM-T20III.
    speedMmPerS: 250,
    names: [/tm-?t20/i],
  },
  'epson-tm-t88': {
    ...ESCPOS,
    id: 'epson-tm-t88',
    label: 'Epson TM-T88',
    buzzer: 'epson-esc-paren-a',
    // TM-T88IV and later; a TM-T88III answers only GS r, which `auto` completion finds out by itself.
    completion: 'process-id',
    codePages: ALL_SETS,
    dpi: 180,
    // TM-T88VII, the fastest receipt printer we know of.
    speedMmPerS: 500,
    names: [/tm-?t88/i],
  },
  'epson-tm-m30': {
    ...ESCPOS,
    id: 'epson-tm-m30',
    label: 'Epson TM-m30',
    buzzer: 'epson-esc-paren-a',
    completion: 'process-id',
    codePages: ALL_SETS,
    names: [/tm-?m30/i],
  },
  'star-tsp100': {
    ...STAR,
    id: 'star-tsp100',
    label: 'Star TSP100 (futurePRNT, raster only)',
    text: false,
    // Star Graphic mode has no "ring buzzer" command (only the drawer kick): none offered.
    buzzer: null,
    codePages: [],
    paperWidths: [80],
    printMode: 'image',
    // TSP143IV.
    speedMmPerS: 250,
    names: [/tsp1\d\d/i],
  },
  'star-tsp650': {
    ...STAR,
    id: 'star-tsp650',
    label: 'Star TSP650',
    names: [/tsp6\d\d/i],
  },
  'star-mcprint3': {
    ...STAR,
    id: 'star-mcprint3',
    label: 'Star mC-Print3',
    speedMmPerS: 250,
    names: [/mc-?print\s*3|mcp3\d/i],
  },
  'bixolon-srp': {
    ...ESCPOS,
    id: 'bixolon-srp',
    label: 'Bixolon SRP',
    dpi: 180,
    // SRP-Q300 / SRP-S300.
    speedMmPerS: 350,
    names: [/srp-?\d/i, /bixolon/i],
  },
  'citizen-ct': {
    ...ESCPOS,
    id: 'citizen-ct',
    label: 'Citizen CT-S',
    // CT-S801III.
    speedMmPerS: 350,
    names: [/ct-?s\d/i, /citizen/i],
  },
};

export function printerModel(id: PrinterModelId): PrinterModel {
  return PRINTER_MODELS[id];
}

/** The known family a printer's own name (its `GS I` answer, a queue or USB product name) belongs to. */
export function modelFromName(name: string): PrinterModelId | null {
  for (const model of Object.values(PRINTER_MODELS)) {
    if (model.names.some((pattern) => pattern.test(name))) return model.id;
  }
  return null;
}
