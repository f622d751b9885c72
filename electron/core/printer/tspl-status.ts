/**
 * TSPL's status (`<ESC>!?`): the request and how its one-byte answer reads.
 * Reference: TSC "TSPL/TSPL2 Programming Language", status polling `<ESC>!?` ("can be sent any time, even
 * in the event of printer error"; one byte, 0 = ready): bit 0 head opened, 1 paper jam, 2 out of paper,
 * 3 out of ribbon, 4 pause, 5 printing, 6 cover opened (option), 7 environment temperature over range
 * (option). Xprinter and other TSPL clones answer the same byte.
 */
import type { LabelStatus, LabelStatusProtocol } from './label-flow';
import type { AnswerStream } from './printer-link';

/** `<ESC>!?`. */
export const TSPL_STATUS_REQUEST = Uint8Array.of(0x1b, 0x21, 0x3f);

export const TSPL_HEAD_OPEN = 0x01;
export const TSPL_PAPER_JAM = 0x02;
export const TSPL_PAPER_OUT = 0x04;
export const TSPL_RIBBON_OUT = 0x08;
export const TSPL_PAUSE = 0x10;
export const TSPL_PRINTING = 0x20;
export const TSPL_COVER_OPEN = 0x40;
export const TSPL_OVER_TEMPERATURE = 0x80;

export interface TsplAnswer {
  readonly kind: 'status';
  readonly byte: number;
}

/**
 * Every byte a TSPL printer sends back on this connection is a status byte: it sends nothing but the
 * answers to `<ESC>!?` (we ask nothing else), and any byte value is a valid status.
 */
export class TsplAnswerDecoder implements AnswerStream<TsplAnswer> {
  push(chunk: Uint8Array): TsplAnswer[] {
    return Array.from(chunk, (byte) => ({ kind: 'status', byte }) as const);
  }
}

/** One status byte in the words both label protocols share. */
export function readTsplStatus(byte: number): LabelStatus {
  return {
    headOpen: (byte & TSPL_HEAD_OPEN) !== 0,
    jam: (byte & TSPL_PAPER_JAM) !== 0,
    paperOut: (byte & TSPL_PAPER_OUT) !== 0,
    ribbonOut: (byte & TSPL_RIBBON_OUT) !== 0,
    paused: (byte & TSPL_PAUSE) !== 0,
    busy: (byte & TSPL_PRINTING) !== 0,
    coverOpen: (byte & TSPL_COVER_OPEN) !== 0,
    error: (byte & TSPL_OVER_TEMPERATURE) !== 0,
  };
}

export const TSPL_STATUS: LabelStatusProtocol<TsplAnswer> = {
  request: TSPL_STATUS_REQUEST,
  isStatus: () => true,
  read: (answer) => readTsplStatus(answer.byte),
};
