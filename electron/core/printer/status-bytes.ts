/**
 * Epson ESC/POS status: the requests we send and what the one-byte answers mean.
 * Reference: Epson ESC/POS command reference, DLE EOT, GS r, GS ( H; summarised in shared/PRINTERS.md.
 */
import type { PrinterErrorCause } from '../../common/words/en/messages/printer';

/** `DLE EOT n`: real-time status, answered even while the printer is offline. */
export const statusRequest = (n: 1 | 2 | 3 | 4): Uint8Array => Uint8Array.of(0x10, 0x04, n);

/** `GS r 1`: paper sensor status, answered only once all earlier data is processed. */
export const PAPER_STATUS_REQUEST = Uint8Array.of(0x1d, 0x72, 0x01);

/** `GS ( H` fn 48: answered `37 22 d1 d2 d3 d4 00` once everything before it has printed. */
export function processIdRequest(id: Uint8Array): Uint8Array {
  return Uint8Array.of(0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, ...id);
}

/** Every real-time status answer has the pattern 0xx1xx10. */
export const isRealtimeStatusByte = (byte: number): boolean => (byte & 0x93) === 0x12;

/** A `GS r 1` answer has bit 4 and bits 5-7 clear, which no real-time status answer has. */
export const isPaperStatusByte = (byte: number): boolean => (byte & 0xf0) === 0;

export interface PaperStatusAnswer {
  /** Bits 2+3: the paper-end sensor sees no paper. An Epson does not answer then; some clones do. */
  readonly paperEnd: boolean;
  /** Bits 0+1: the near-end sensor. */
  readonly paperLow: boolean;
}

/** What a `GS r 1` answer says. */
export function readPaperStatusByte(byte: number): PaperStatusAnswer {
  return { paperEnd: (byte & 0x0c) !== 0, paperLow: (byte & 0x03) !== 0 };
}

export interface StatusReport {
  /** DLE EOT 1 bit 3. */
  readonly offline: boolean;
  /** DLE EOT 2 bit 2. */
  readonly coverOpen: boolean;
  /** DLE EOT 2 bit 5, or DLE EOT 4 bits 5+6. */
  readonly paperOut: boolean;
  /** DLE EOT 2 bit 6. */
  readonly error: boolean;
  /** DLE EOT 4 bits 2+3. */
  readonly paperLow: boolean;
  /** From DLE EOT 3, when asked: what kind of error (empty when not asked or not said). */
  readonly errorCauses: readonly PrinterErrorCause[];
}

/** Combines the answers to DLE EOT 1, 2, 4 (and 3 when 2 reports an error). */
export function readStatusBytes(answers: {
  printer: number;
  offlineCause: number;
  paper: number;
  errorCause?: number | undefined;
}): StatusReport {
  const { printer, offlineCause, paper, errorCause } = answers;
  return {
    offline: (printer & 0x08) !== 0,
    coverOpen: (offlineCause & 0x04) !== 0,
    paperOut: (offlineCause & 0x20) !== 0 || (paper & 0x60) !== 0,
    error: (offlineCause & 0x40) !== 0,
    paperLow: (paper & 0x0c) !== 0,
    errorCauses: errorCause === undefined ? [] : errorCausesOf(errorCause),
  };
}

function errorCausesOf(byte: number): PrinterErrorCause[] {
  const causes: PrinterErrorCause[] = [];
  if (byte & 0x08) causes.push('autocutter');
  if (byte & 0x20) causes.push('unrecoverable');
  if (byte & 0x40) causes.push('recoverable');
  return causes;
}
