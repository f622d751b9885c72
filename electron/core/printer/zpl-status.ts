/**
 * ZPL's host status (`~HS`): the request and how its answer reads.
 * Reference: Zebra "ZPL II Programming Guide", `~HS` Host Status Return. The printer answers three
 * strings, each `<STX>…<ETX><CR><LF>`:
 *   String 1 `aaa,b,c,dddd,eee,f,g,h,iii,j,k,l`: b paper out, c pause, eee formats in the receive buffer,
 *            f buffer full, h partial format in progress, k under / l over temperature;
 *   String 2 `mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www`: o head up, p ribbon out, uuuuuuuu labels remaining in
 *            the batch;
 *   String 3 `xxxx,y`: password and static RAM (not needed).
 * `~HS` is a tilde command: the printer answers it as soon as it arrives, ahead of formats still waiting
 * in its buffer — which is why a status right after a label can still read "nothing in the buffer".
 */
import type { LabelStatus, LabelStatusProtocol } from './label-flow';
import type { AnswerStream } from './printer-link';

/** `~HS`. */
export const ZPL_STATUS_REQUEST = new Uint8Array(Buffer.from('~HS', 'ascii'));

/** What the two strings of one `~HS` answer say (string 3 is not read). */
export interface ZplHostStatus {
  readonly paperOut: boolean;
  readonly paused: boolean;
  readonly formatsInBuffer: number;
  readonly bufferFull: boolean;
  readonly partialFormat: boolean;
  readonly underTemperature: boolean;
  readonly overTemperature: boolean;
  readonly headUp: boolean;
  readonly ribbonOut: boolean;
  readonly labelsRemaining: number;
}

export type ZplAnswer =
  | { readonly kind: 'host-status'; readonly status: ZplHostStatus }
  /** A framed string or bytes that are not (part of) a `~HS` answer. */
  | { readonly kind: 'unknown'; readonly text: string };

const STX = 0x02;
const ETX = 0x03;
const CR = 0x0d;
const LF = 0x0a;
/** A `~HS` string is about 40 characters; a longer frame is not one. */
const MAX_FRAME = 120;

const STRING_1_FIELDS = 12;
const STRING_2_FIELDS = 11;

const isDigits = (field: string): boolean => /^\d+$/.test(field);
const fieldsOf = (text: string): string[] | null => {
  const fields = text.split(',').map((field) => field.trim());
  return fields.every(isDigits) ? fields : null;
};
const flag = (field: string | undefined): boolean => field === '1';
const count = (field: string | undefined): number => Number.parseInt(field ?? '0', 10);

/** Reads strings 1 and 2 of a `~HS` answer, or null when they do not have its shape. */
export function readHostStatus(string1: string, string2: string): ZplHostStatus | null {
  const one = fieldsOf(string1);
  const two = fieldsOf(string2);
  if (!one || !two || one.length < STRING_1_FIELDS || two.length < STRING_2_FIELDS) return null;
  return {
    paperOut: flag(one[1]),
    paused: flag(one[2]),
    formatsInBuffer: count(one[4]),
    bufferFull: flag(one[5]),
    partialFormat: flag(one[7]),
    underTemperature: flag(one[10]),
    overTemperature: flag(one[11]),
    headUp: flag(two[2]),
    ribbonOut: flag(two[3]),
    labelsRemaining: count(two[8]),
  };
}

/**
 * Splits a ZPL printer's answers into whole `~HS` answers, however the bytes are chunked: a frame with
 * string 1's twelve fields, then one with string 2's eleven, make one answer (string 3, two fields, is
 * skipped; a printer that leaves it out is still read). Anything else is reported as unknown.
 */
export class ZplAnswerDecoder implements AnswerStream<ZplAnswer> {
  private frame: number[] | null = null;
  private string1: string | null = null;

  push(chunk: Uint8Array): ZplAnswer[] {
    const answers: ZplAnswer[] = [];
    for (const byte of chunk) {
      const answer = this.pushByte(byte);
      if (answer) answers.push(answer);
    }
    return answers;
  }

  private pushByte(byte: number): ZplAnswer | null {
    if (this.frame === null) {
      if (byte === STX) this.frame = [];
      else if (byte !== CR && byte !== LF) return { kind: 'unknown', text: String.fromCharCode(byte) };
      return null;
    }
    if (byte === STX) {
      // A frame that never ended: drop it and start again.
      const lost = this.frame;
      this.frame = [];
      this.string1 = null;
      return { kind: 'unknown', text: Buffer.from(lost).toString('latin1') };
    }
    if (byte !== ETX) {
      this.frame.push(byte);
      if (this.frame.length <= MAX_FRAME) return null;
      const lost = this.frame;
      this.frame = null;
      this.string1 = null;
      return { kind: 'unknown', text: Buffer.from(lost).toString('latin1') };
    }
    const text = Buffer.from(this.frame).toString('latin1');
    this.frame = null;
    return this.take(text);
  }

  private take(text: string): ZplAnswer | null {
    const fields = fieldsOf(text);
    if (fields && fields.length === STRING_1_FIELDS) {
      this.string1 = text;
      return null;
    }
    if (fields && fields.length === STRING_2_FIELDS && this.string1 !== null) {
      const status = readHostStatus(this.string1, text);
      this.string1 = null;
      if (status) return { kind: 'host-status', status };
    }
    // String 3 (password, static RAM) is expected and says nothing we need.
    if (fields && fields.length === 2) return null;
    this.string1 = null;
    return { kind: 'unknown', text };
  }
}

/** `~HS` in the words both label protocols share. */
export function labelStatusOfZpl(status: ZplHostStatus): LabelStatus {
  return {
    paperOut: status.paperOut,
    headOpen: status.headUp,
    coverOpen: false,
    ribbonOut: status.ribbonOut,
    paused: status.paused,
    jam: false,
    error: status.overTemperature,
    busy: status.formatsInBuffer > 0 || status.partialFormat || status.labelsRemaining > 0,
  };
}

export const ZPL_STATUS: LabelStatusProtocol<ZplAnswer> = {
  request: ZPL_STATUS_REQUEST,
  isStatus: (answer) => answer.kind === 'host-status',
  read: (answer) => (answer.kind === 'host-status' ? labelStatusOfZpl(answer.status) : null),
};
