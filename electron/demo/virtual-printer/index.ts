export {
  VirtualPrinter,
  VIRTUAL_PRINTER_MODES,
  type VirtualPrinterMode,
  type VirtualPrinterOptions,
  type PrintedJob,
} from './virtual-printer';
export {
  VirtualStarPrinter,
  VIRTUAL_STAR_MODES,
  type VirtualStarMode,
  type VirtualStarPrinterOptions,
} from './star-printer';
export {
  parseEscPos,
  decodeCodePage,
  type ParsedJob,
  type ParsedLine,
  type ParsedSegment,
  type ParsedCommand,
  type ParsedImage,
  type ParseOptions,
  type Dialect,
} from './escpos-parser';
export { CommandScanner, scanToken, type Token } from './escpos-commands';
export { getDot, inkDots } from './raster-image';
export { identityAnswer, type PrinterIdentity } from './printer-identity';
export { renderPaperHtml, escapeHtml, type PaperWidth } from './paper-html';
export {
  VirtualLabelPrinter,
  VIRTUAL_LABEL_MODES,
  type VirtualLabelMode,
  type VirtualLabelPrinterOptions,
  type PrintedLabel,
} from './label-printer';
