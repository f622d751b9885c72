/**
 * Splits what an Epson printer sends back on its port into whole answers, however TCP chunks them.
 * Answer shapes are told apart by their first byte, so nothing depends on which request we expect:
 *  - real-time status (DLE EOT): one byte 0xx1xx10
 *  - paper status (GS r 1): one byte 0000xxxx
 *  - automatic status back (if ever enabled with GS a): four bytes, the first 0xx1xx00
 *  - the GS ( H fn 48 answer: exactly seven bytes `37 22 d1 d2 d3 d4 00`, whatever the id bytes hold
 *  - other header blocks (37 xx, 35/3B/3D/5F): up to and including a NUL
 *  - XON/XOFF flow control is ignored; any other byte is reported as 'unknown', so a reader never
 *    mistakes what it cannot explain for silence
 * A malformed process-id answer must not fall apart into one-byte answers: `37 22 00 00 00 00 00` (a
 * printer that had no id to echo) once ended at its first NUL and left four `00` bytes that read as four
 * "GS r 1: all well" answers, and a job that never printed was confirmed.
 */

export type PrinterAnswer =
  | { readonly kind: 'realtime'; readonly byte: number }
  | { readonly kind: 'paper'; readonly byte: number }
  | { readonly kind: 'auto-status'; readonly bytes: readonly number[] }
  | { readonly kind: 'block'; readonly bytes: readonly number[] }
  | { readonly kind: 'unknown'; readonly byte: number };

const BLOCK_HEADERS = new Set([0x35, 0x37, 0x3b, 0x3d, 0x5f]);
/** Longer blocks than this are not answers we asked for; give up on them rather than swallow the stream. */
const MAX_BLOCK = 80;
const AUTO_STATUS_LENGTH = 4;
const PROCESS_ID_ANSWER_LENGTH = 7;
const XON = 0x11;
const XOFF = 0x13;

export class AnswerDecoder {
  private partial: number[] = [];
  private partialKind: 'auto-status' | 'block' | null = null;

  push(chunk: Uint8Array): PrinterAnswer[] {
    const answers: PrinterAnswer[] = [];
    for (const byte of chunk) {
      const answer = this.pushByte(byte);
      if (answer) answers.push(answer);
    }
    return answers;
  }

  private pushByte(byte: number): PrinterAnswer | null {
    if (this.partialKind === 'block') {
      this.partial.push(byte);
      if (this.partial[0] === 0x37 && this.partial[1] === 0x22) {
        return this.partial.length === PROCESS_ID_ANSWER_LENGTH ? this.finish('block') : null;
      }
      if (byte === 0x00 || this.partial.length >= MAX_BLOCK) return this.finish('block');
      return null;
    }
    if (this.partialKind === 'auto-status') {
      this.partial.push(byte);
      return this.partial.length === AUTO_STATUS_LENGTH ? this.finish('auto-status') : null;
    }
    if ((byte & 0x93) === 0x12) return { kind: 'realtime', byte };
    if ((byte & 0xf0) === 0) return { kind: 'paper', byte };
    if ((byte & 0x93) === 0x10) return this.start('auto-status', byte);
    if (BLOCK_HEADERS.has(byte)) return this.start('block', byte);
    if (byte === XON || byte === XOFF) return null;
    return { kind: 'unknown', byte };
  }

  private start(kind: 'auto-status' | 'block', byte: number): null {
    this.partialKind = kind;
    this.partial = [byte];
    return null;
  }

  private finish(kind: 'auto-status' | 'block'): PrinterAnswer {
    const bytes = this.partial;
    this.partial = [];
    this.partialKind = null;
    return { kind, bytes };
  }
}
