/**
 * Star's automatic status (ASB): the requests we send and how the answer reads.
 * Reference: Star "STAR Line Mode Command Specifications", Appendix "ASB status" (Header 1 and 2,
 * printer status 1–7, the ETB counter in the eighth byte), the commands `ETB`, `ESC RS E n`,
 * `ESC RS a n` and `ESC ACK SOH`; the status port 9101 request of Star's Ethernet interfaces. See
 * docs/PRINTING.md, "Star printers".
 *
 * Every ASB byte has bits 0, 4 and 7 fixed: the first (Header 1) is `0xx0xxx1`, the others `0xx0xxx0`.
 * Header 1 also says how many bytes the whole packet has (bits 1–3 and 5). Header 2 bit 7 set means the
 * Ethernet form: a two-byte length follows the packet, then that many bytes of further status data.
 */
import type { PrinterErrorCause } from '../../common/words/en/messages/printer';
import type { AnswerStream } from './printer-link';
import type { StatusReport } from './status-bytes';

/** `ESC ACK SOH`: real-time status request, answered with one ASB packet even while printing. */
export const STAR_STATUS_REQUEST = Uint8Array.of(0x1b, 0x06, 0x01);
/** `ETB`: once everything before it has printed, the printer adds one to its ETB counter (and sends ASB). */
export const STAR_ETB = Uint8Array.of(0x17);
/** `ESC RS E 0`: the ETB counter back to 0 (no ASB is sent for this). */
export const STAR_CLEAR_ETB = Uint8Array.of(0x1b, 0x1e, 0x45, 0x00);
/** The status port's request (9101 on Star Ethernet interfaces): `2` and 50 NULs; answered with ASB. */
export const STAR_STATUS_PORT_REQUEST = Uint8Array.from([0x32, ...new Array<number>(50).fill(0)]);
export const STAR_STATUS_PORT = 9101;
/** The ETB counter has five bits: it counts 0 to 31, then starts at 0 again. */
export const ETB_MODULO = 32;

export type StarAnswer =
  | { readonly kind: 'asb'; readonly bytes: readonly number[] }
  | { readonly kind: 'unknown'; readonly byte: number };

const XON = 0x11;
const XOFF = 0x13;

/** Bytes in the packet Header 1 opens: bits 1–3 are the low three bits of the count, bit 5 the fourth. */
export const asbLength = (header1: number): number => ((header1 >> 1) & 0x07) | ((header1 >> 2) & 0x08);

/** Splits a Star printer's answers into ASB packets, however the bytes are chunked. */
export class StarAnswerDecoder implements AnswerStream<StarAnswer> {
  private packet: number[] = [];
  private expected = 0;
  /** Ethernet form: bytes of the length field and of the extra status data still to skip. */
  private extension: number[] | null = null;
  private skip = 0;

  push(chunk: Uint8Array): StarAnswer[] {
    const answers: StarAnswer[] = [];
    for (const byte of chunk) {
      const answer = this.pushByte(byte);
      if (answer) answers.push(answer);
    }
    return answers;
  }

  private pushByte(byte: number): StarAnswer | null {
    if (this.skip > 0) {
      this.skip--;
      return null;
    }
    if (this.extension) {
      this.extension.push(byte);
      if (this.extension.length === 2) {
        this.skip = ((this.extension[0] ?? 0) << 8) | (this.extension[1] ?? 0);
        this.extension = null;
      }
      return null;
    }
    if (this.expected > 0) {
      this.packet.push(byte);
      if (this.packet.length < this.expected) return null;
      const bytes = this.packet;
      this.packet = [];
      this.expected = 0;
      if (((bytes[1] ?? 0) & 0x80) !== 0) this.extension = [];
      return { kind: 'asb', bytes };
    }
    if (byte === XON || byte === XOFF) return null;
    const length = asbLength(byte);
    // Header 1: 0xx0xxx1, announcing at least the two headers and printer status 1–5.
    if ((byte & 0x91) === 0x01 && length >= 7) {
      this.packet = [byte];
      this.expected = length;
      return null;
    }
    return { kind: 'unknown', byte };
  }
}

export interface StarStatus extends StatusReport {
  /** The ETB counter (eighth byte), or null when the packet is too short to carry it. */
  readonly etb: number | null;
}

const bit = (byte: number | undefined, n: number): boolean => ((byte ?? 0) & (1 << n)) !== 0;

/** What one ASB packet says, in the words the Epson status uses, plus the ETB counter. */
export function readAsb(bytes: readonly number[]): StarStatus {
  const [, , printer, error1, error2, paper, , counter] = bytes;
  const errorCauses: PrinterErrorCause[] = [];
  // Error information 1: bit 3 autocutter, bit 5 unrecoverable, bit 6 head too hot (clears by itself),
  // bit 2 mechanical; error information 2: bit 1 head up, bit 2 presenter jam, bit 6 buffer overflow.
  if (bit(error1, 3)) errorCauses.push('autocutter');
  if (bit(error1, 5) || bit(error1, 2) || bit(error2, 1) || bit(error2, 2)) errorCauses.push('unrecoverable');
  if (bit(error1, 6) || bit(error2, 6)) errorCauses.push('recoverable');
  return {
    offline: bit(printer, 3) || bit(printer, 6),
    coverOpen: bit(printer, 5),
    paperOut: bit(paper, 3),
    error: errorCauses.length > 0,
    paperLow: bit(paper, 2) || bit(paper, 1),
    errorCauses,
    etb: counter === undefined ? null : ((counter >> 1) & 0x07) | ((counter >> 2) & 0x18),
  };
}

/** The ETB counter as its ASB byte (the inverse of what readAsb reads): bits 1–3 and 5–6. */
export const etbByte = (counter: number): number => ((counter & 0x07) << 1) | ((counter & 0x18) << 2);
