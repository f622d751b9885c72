import { describe, expect, it } from 'vitest';
import { drawLabelOps } from '../../../electron/demo/virtual-printer/label-html';
import { getDot, inkDots } from '../../../electron/demo/virtual-printer/raster-image';
import {
  TsplInterpreter,
  TsplStream,
  type TsplEvent,
} from '../../../electron/demo/virtual-printer/tspl-interpreter';

function run(parts: readonly Uint8Array[]): {
  events: TsplEvent[];
  interpreter: TsplInterpreter;
  labels: ReturnType<TsplInterpreter['run']>;
} {
  const stream = new TsplStream();
  const events = parts.flatMap((part) => stream.push(part));
  const interpreter = new TsplInterpreter(203, 464, 320);
  const labels = events.flatMap((event) =>
    event.kind === 'command' ? interpreter.run(event.line, event.data) : [],
  );
  return { events, interpreter, labels };
}

const text = (value: string): Uint8Array => Buffer.from(value, 'utf8');

describe('TSPL', () => {
  it('reads a job: size, code page, text with escaped quotes, QR payload, copies; no unknown command', () => {
    const { labels, interpreter } = run([
      text('SIZE 58 mm,40 mm\r\nGAP 2 mm,0 mm\r\nDIRECTION 1\r\nCODEPAGE UTF-8\r\nCLS\r\n'),
      text(
        'TEXT 10,10,"0",0,24,24,"AFHALEN 12"\r\nTEXT 10,60,"0",0,12,12,"Taart \\["]één\\["], 8 pers. €"\r\n',
      ),
      text(
        'BAR 0,100,464,4\r\nBOX 0,0,463,319,3\r\nREVERSE 0,200,464,40\r\nQRCODE 300,150,M,4,A,0,"ORD-1234"\r\n',
      ),
      text('PRINT 1,2\r\n'),
    ]);
    expect(labels).toHaveLength(2);
    expect(labels[0]?.texts).toEqual(['AFHALEN 12', 'Taart "één", 8 pers. €']);
    expect(labels[0]?.qrPayloads).toEqual(['ORD-1234']);
    expect(labels[0]?.widthDots).toBe(464);
    expect(labels[0]?.heightDots).toBe(320);
    expect(interpreter.unknownCommands).toEqual([]);
    const picture = drawLabelOps(labels[0]!.ops, 464, 320);
    expect(getDot(picture, 200, 101)).toBe(true); // the bar
    expect(getDot(picture, 1, 150)).toBe(true); // the box's left side
    expect(getDot(picture, 150, 220)).toBe(true); // the reversed band
  });

  it('takes BITMAP data by its length (bytes that look like line ends or ESC are picture), 0 bits black', () => {
    // 16 × 2 dots; in TSPL a 0 bit prints. Row 0: left 8 black; row 1: all white except bytes 0x1b 0x0a pattern.
    const data = Uint8Array.of(0x00, 0xff, 0x1b, 0x0a);
    const { labels, events } = run([
      text('CLS\r\nBITMAP 8,4,2,2,0,'),
      data.subarray(0, 3),
      Uint8Array.of(...data.subarray(3), 0x0d, 0x0a),
      text('PRINT 1\r\n'),
    ]);
    expect(events.filter((event) => event.kind === 'immediate')).toEqual([]);
    expect(labels).toHaveLength(1);
    const picture = drawLabelOps(labels[0]!.ops, 32, 8);
    expect(getDot(picture, 8, 4)).toBe(true);
    expect(getDot(picture, 15, 4)).toBe(true);
    expect(getDot(picture, 16, 4)).toBe(false);
    // 0x1b = 00011011: dots 0,1,2,5 of that byte are black.
    expect(getDot(picture, 8, 5)).toBe(true);
    expect(getDot(picture, 11, 5)).toBe(false);
    expect(inkDots(picture)).toBe(8 + 4 + 6);
  });

  it('acts on <ESC>!? the moment it arrives, even in the middle of a line, and records unknown commands', () => {
    const { events, interpreter } = run([
      text('TEXT 1,1,"0",0,8,8,"a'),
      Uint8Array.of(0x1b, 0x21, 0x3f),
      text('b"\r\nFROB 1\r\n'),
    ]);
    const kinds = events.map((event) => event.kind).filter((kind, index) => kind !== 'data' || index === 0);
    expect(kinds).toEqual(['data', 'immediate', 'command', 'command']);
    expect(events[1]).toEqual({ kind: 'immediate', code: '?' });
    const line = events.find((event) => event.kind === 'command');
    expect(Buffer.from(line?.kind === 'command' ? line.line : []).toString()).toBe('TEXT 1,1,"0",0,8,8,"ab"');
    expect(interpreter.unknownCommands).toEqual(['FROB']);
  });
});
