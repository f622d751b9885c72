export {
  VirtualPrinter,
  VIRTUAL_PRINTER_MODES,
  type VirtualPrinterMode,
  type VirtualPrinterOptions,
  type PrintedJob,
} from './virtual-printer';
export {
  parseEscPos,
  decodeCodePage,
  type ParsedJob,
  type ParsedLine,
  type ParsedSegment,
  type ParsedCommand,
  type ParseOptions,
  type Dialect,
} from './escpos-parser';
export { renderPaperHtml, escapeHtml, type PaperWidth } from './paper-html';
