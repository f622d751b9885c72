export { printJob, queryStatus } from './print-job';
export {
  parsePrinterUri,
  describeTarget,
  normalizePrinterAddress,
  DEFAULT_TCP_PORT,
  type PrinterTarget,
} from './printer-uri';
export type { PrintResult, PrintFailureReason, PrinterStatus, PrinterState } from './print-result';
export {
  DEFAULT_TIMEOUTS,
  type PrintOptions,
  type PrintTimeouts,
  type CompletionMethod,
  type OsQueueOptions,
} from './print-options';
