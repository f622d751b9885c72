/**
 * A scripted label printer on a real socket, for the cases the virtual label printer does not play: a
 * printer whose status never shows a label in its buffer, one still busy with another computer's labels,
 * a fault at an exact moment. It answers each status request (`~HS` / `<ESC>!?`) from `state` as the
 * manuals describe, and calls `onLabel` when a label's end (`^XZ` / `PRINT`) arrives.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface PeerState {
  paperOut: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
  paused: boolean;
  /** ZPL: formats in the buffer (TSPL: the printing bit when above 0). */
  formats: number;
  labelsRemaining: number;
  /** Answers no status request. */
  silent: boolean;
}

export interface LabelPeer {
  readonly uri: string;
  readonly state: PeerState;
  /** Everything received, as latin1 text, over all connections. */
  received(): string;
  /** The order things arrived in: 'status' or 'label', one entry each. */
  readonly events: ('status' | 'label')[];
  close(): Promise<void>;
}

const ZPL = { request: '~HS', end: '^XZ' };
const TSPL = { request: '\x1b!?', end: 'PRINT ' };

function zplAnswer(state: PeerState): string {
  const b = (flag: boolean): string => (flag ? '1' : '0');
  const formats = String(state.formats).padStart(3, '0');
  const remaining = String(state.labelsRemaining).padStart(8, '0');
  return (
    `\x02030,${b(state.paperOut)},${b(state.paused)},0320,${formats},0,0,0,000,0,0,0\x03\r\n` +
    `\x02001,0,${b(state.headOpen)},${b(state.ribbonOut)},0,2,6,0,${remaining},1,000\x03\r\n` +
    `\x021234,0\x03\r\n`
  );
}

function tsplAnswer(state: PeerState): string {
  const byte =
    (state.headOpen ? 0x01 : 0) |
    (state.paperOut ? 0x04 : 0) |
    (state.ribbonOut ? 0x08 : 0) |
    (state.paused ? 0x10 : 0) |
    (state.formats > 0 || state.labelsRemaining > 0 ? 0x20 : 0);
  return String.fromCharCode(byte);
}

export async function labelPeer(
  protocol: 'zpl' | 'tspl',
  onLabel: (state: PeerState, peer: LabelPeer) => void = () => undefined,
  initial: Partial<PeerState> = {},
): Promise<LabelPeer> {
  const words = protocol === 'zpl' ? ZPL : TSPL;
  const answer = protocol === 'zpl' ? zplAnswer : tsplAnswer;
  const state: PeerState = {
    paperOut: false,
    headOpen: false,
    ribbonOut: false,
    paused: false,
    formats: 0,
    labelsRemaining: 0,
    silent: false,
    ...initial,
  };
  let all = '';
  const sockets = new Set<Socket>();
  const events: ('status' | 'label')[] = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      all += text;
      pending += text;
      for (;;) {
        const request = pending.indexOf(words.request);
        const end = pending.indexOf(words.end);
        if (request < 0 && end < 0) break;
        if (request >= 0 && (end < 0 || request < end)) {
          pending = pending.slice(request + words.request.length);
          events.push('status');
          if (!state.silent) socket.write(Buffer.from(answer(state), 'latin1'));
        } else {
          pending = pending.slice(end + words.end.length);
          events.push('label');
          onLabel(state, peer);
        }
      }
      // Keep a tail that may hold the start of a word split across chunks.
      pending = pending.slice(-8);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const peer: LabelPeer = {
    uri: `tcp://127.0.0.1:${port}`,
    state,
    events,
    received: () => all,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return peer;
}

/** A printer that honestly shows a label in its buffer for `ms`, then printed. */
export const printsIn =
  (ms: number) =>
  (state: PeerState): void => {
    state.formats += 1;
    setTimeout(() => {
      state.formats -= 1;
    }, ms);
  };
