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
  /** The character sets it has, best first. Empty for raster-only printers. */
  readonly codePages: readonly CharacterSetName[];
  readonly dpi: Dpi;
  readonly paperWidths: readonly PaperWidth[];
  /** The print mode to start from. */
  readonly printMode: PrintMode;
  /** Matches the model name the printer answers (`GS I`), an OS queue's name or a USB product name. */
  readonly names: readonly RegExp[];
}

const ALL_SETS: readonly CharacterSetName[] = ['PC858_EURO', 'WPC1252', 'ISO8859_15_LATIN9'];

export const PRINTER_MODELS: Readonly<Record<PrinterModelId, PrinterModel>> = {
  generic: {
    id: 'generic',
    label: 'ESC/POS printer (other make)',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'paper-status',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [],
  },
  'generic-58': {
    id: 'generic-58',
    label: '58 mm ESC/POS printer (clone)',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'none',
    completion: 'none',
    cutter: false,
    codePages: ['PC858_EURO'],
    dpi: 203,
    paperWidths: [58],
    printMode: 'auto',
    names: [/\b(pos-?58|58mm|xp-?58|zj-?58)/i],
  },
  'generic-80': {
    id: 'generic-80',
    label: '80 mm ESC/POS printer (clone)',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'paper-status',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 203,
    paperWidths: [80],
    printMode: 'auto',
    names: [/\b(pos-?80|80mm|xp-?80|xp-?[nq]\d+|rongta|hprt|munbyn)/i],
  },
  'epson-tm-t20': {
    id: 'epson-tm-t20',
    label: 'Epson TM-T20',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'process-id',
    cutter: true,
    codePages: ALL_SETS,
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/tm-?t20/i],
  },
  'epson-tm-t88': {
    id: 'epson-tm-t88',
    label: 'Epson TM-T88',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    // TM-T88IV and later; a TM-T88III answers only GS r, which `auto` completion finds out by itself.
    completion: 'process-id',
    cutter: true,
    codePages: ALL_SETS,
    dpi: 180,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/tm-?t88/i],
  },
  'epson-tm-m30': {
    id: 'epson-tm-m30',
    label: 'Epson TM-m30',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'process-id',
    cutter: true,
    codePages: ALL_SETS,
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/tm-?m30/i],
  },
  'star-tsp100': {
    id: 'star-tsp100',
    label: 'Star TSP100 (futurePRNT, raster only)',
    type: 'star',
    text: false,
    raster: 'star',
    status: 'star-asb',
    completion: 'star-etb',
    cutter: true,
    codePages: [],
    dpi: 203,
    paperWidths: [80],
    printMode: 'image',
    names: [/tsp1\d\d/i],
  },
  'star-tsp650': {
    id: 'star-tsp650',
    label: 'Star TSP650',
    type: 'star',
    text: true,
    raster: 'star',
    status: 'star-asb',
    completion: 'star-etb',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/tsp6\d\d/i],
  },
  'star-mcprint3': {
    id: 'star-mcprint3',
    label: 'Star mC-Print3',
    type: 'star',
    text: true,
    raster: 'star',
    status: 'star-asb',
    completion: 'star-etb',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/mc-?print\s*3|mcp3\d/i],
  },
  'bixolon-srp': {
    id: 'bixolon-srp',
    label: 'Bixolon SRP',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'paper-status',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 180,
    paperWidths: [80, 58],
    printMode: 'auto',
    names: [/srp-?\d/i, /bixolon/i],
  },
  'citizen-ct': {
    id: 'citizen-ct',
    label: 'Citizen CT-S',
    type: 'epson',
    text: true,
    raster: 'escpos',
    status: 'dle-eot',
    completion: 'paper-status',
    cutter: true,
    codePages: ['PC858_EURO', 'WPC1252'],
    dpi: 203,
    paperWidths: [80, 58],
    printMode: 'auto',
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
