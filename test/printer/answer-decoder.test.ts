import { describe, expect, it } from 'vitest';
import { AnswerDecoder } from '../../electron/core/printer/answer-decoder';
import {
  isPaperStatusByte,
  isRealtimeStatusByte,
  readPaperStatusByte,
  readStatusBytes,
} from '../../electron/core/printer/status-bytes';

const stream = [
  0x12, // DLE EOT answer
  0x10,
  0x00,
  0x0c,
  0x00, // automatic status back
  0x11, // XON
  0x37,
  0x22,
  0x31,
  0x32,
  0x33,
  0x34,
  0x00, // GS ( H fn 48 answer
  0x03, // GS r 1 answer: near end
  0xff, // noise
  0x1e, // DLE EOT answer with bits 2+3
];

const expected = [
  { kind: 'realtime', byte: 0x12 },
  { kind: 'auto-status', bytes: [0x10, 0x00, 0x0c, 0x00] },
  { kind: 'block', bytes: [0x37, 0x22, 0x31, 0x32, 0x33, 0x34, 0x00] },
  { kind: 'paper', byte: 0x03 },
  { kind: 'unknown', byte: 0xff },
  { kind: 'realtime', byte: 0x1e },
];

describe('AnswerDecoder', () => {
  it('splits a mixed answer stream into whole answers', () => {
    expect(new AnswerDecoder().push(Uint8Array.from(stream))).toEqual(expected);
  });

  it('gives the same answers however the stream is chunked', () => {
    for (let size = 1; size <= stream.length; size++) {
      const decoder = new AnswerDecoder();
      const answers = [];
      for (let i = 0; i < stream.length; i += size)
        answers.push(...decoder.push(Uint8Array.from(stream.slice(i, i + size))));
      expect(answers).toEqual(expected);
    }
  });

  it('reads a GS ( H answer as seven bytes, so a NUL in its id never leaves phantom GS r 1 answers', () => {
    const decoder = new AnswerDecoder();
    // A printer that had no id to echo: once this ended at the first NUL and left four "paper fine" bytes.
    expect(decoder.push(Uint8Array.from([0x37, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0c]))).toEqual([
      { kind: 'block', bytes: [0x37, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00] },
      { kind: 'paper', byte: 0x0c },
    ]);
  });

  it('reports bytes it cannot explain, but not XON/XOFF', () => {
    expect(new AnswerDecoder().push(Uint8Array.from([0x11, 0x22, 0x13, 0x80]))).toEqual([
      { kind: 'unknown', byte: 0x22 },
      { kind: 'unknown', byte: 0x80 },
    ]);
  });

  it('gives up on a header block that never ends instead of swallowing the stream', () => {
    const decoder = new AnswerDecoder();
    const answers = decoder.push(Uint8Array.from([0x5f, ...new Array<number>(79).fill(0x41), 0x12]));
    expect(answers.map((answer) => answer.kind)).toEqual(['block', 'realtime']);
  });
});

describe('status bytes', () => {
  it('knows the answer patterns', () => {
    expect([0x12, 0x16, 0x1a, 0x1e, 0x32, 0x72].every(isRealtimeStatusByte)).toBe(true);
    expect([0x00, 0x10, 0x13, 0x92, 0x37].some(isRealtimeStatusByte)).toBe(false);
    expect([0x00, 0x03, 0x0c, 0x0f].every(isPaperStatusByte)).toBe(true);
    expect([0x12, 0x10, 0x37].some(isPaperStatusByte)).toBe(false);
  });

  it('reads paper end (bits 2+3) and near end (bits 0+1) from a GS r 1 answer', () => {
    expect(readPaperStatusByte(0x00)).toEqual({ paperEnd: false, paperLow: false });
    expect(readPaperStatusByte(0x03)).toEqual({ paperEnd: false, paperLow: true });
    expect(readPaperStatusByte(0x0c)).toEqual({ paperEnd: true, paperLow: false });
    expect(readPaperStatusByte(0x0f)).toEqual({ paperEnd: true, paperLow: true });
  });

  it('reads paper end from DLE EOT 2 or 4, near end from DLE EOT 4', () => {
    expect(readStatusBytes({ printer: 0x1a, offlineCause: 0x32, paper: 0x72 })).toMatchObject({
      offline: true,
      paperOut: true,
      coverOpen: false,
    });
    expect(readStatusBytes({ printer: 0x12, offlineCause: 0x12, paper: 0x72 }).paperOut).toBe(true);
    expect(readStatusBytes({ printer: 0x12, offlineCause: 0x12, paper: 0x1e })).toMatchObject({
      paperOut: false,
      paperLow: true,
    });
    expect(readStatusBytes({ printer: 0x1a, offlineCause: 0x16, paper: 0x12 }).coverOpen).toBe(true);
  });
});
