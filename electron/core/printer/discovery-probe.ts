/**
 * Asking one network address, briefly, whether a receipt printer listens there and who it is. Used by
 * "Find printers" on every open port 9100 of the local network, and by the test print to learn the
 * model. Only requests that never put ink on paper are sent, in an order that keeps them harmless:
 *
 *  1. `DLE EOT 1` (`10 04 01`): real-time status; an ESC/POS printer answers one byte `0xx1xx10`.
 *  2. Only if it answered: `GS I 67` (`1d 49 43`), "printer information: model name", answered as a
 *     header block `5f <ASCII name> 00` (Epson ESC/POS reference, GS I, n = 67). Not sent to a printer
 *     that did not answer DLE EOT: in Star Line Mode `GS` is no command, and `IC` could land on the next
 *     receipt as text.
 *  3. Only if it did not answer DLE EOT (and `star` is asked for), Star's status (ASB, see
 *     star-status.ts): first on the status port 9101 of Star's Ethernet interfaces, which never touches
 *     the printing port; then `ESC ACK SOH` (`1b 06 01`) on the printing connection, as the Star print
 *     flow sends it. An ESC/POS printer without status skips the unknown `ESC ACK`, and SOH prints nothing.
 *  4. Only if it answered none of these (and `label` is not turned off): a label printer's status, TSPL's
 *     `<ESC>!?`, then ZPL's `~HS` (and, to a ZPL printer only, `~HI` for its model): see
 *     discovery-label.ts for why these bytes are harmless to a silent receipt printer.
 *
 * The connection is closed right after: Epson interfaces serve one connection at a time, and a shop's
 * printer must never be kept from printing by a search.
 */
import { Socket } from 'node:net';
import { monotonicNow } from '../time/monotonic';
import { AnswerDecoder, type PrinterAnswer } from './answer-decoder';
import {
  firstFrame,
  readZplIdentity,
  TSPL_STATUS_REQUEST,
  ZPL_IDENTITY_REQUEST,
  ZPL_PROBE_REQUEST,
  type LabelAnswer,
} from './discovery-label';
import { ZplAnswerDecoder } from './zpl-status';
import { isRealtimeStatusByte, statusRequest } from './status-bytes';
import {
  StarAnswerDecoder,
  STAR_STATUS_PORT,
  STAR_STATUS_PORT_REQUEST,
  STAR_STATUS_REQUEST,
  type StarAnswer,
} from './star-status';

export const MODEL_NAME_REQUEST = Uint8Array.of(0x1d, 0x49, 0x43);
const MODEL_BLOCK_HEADER = 0x5f;
/** The bytes of a label printer's answers kept: `~HS` and `~HI` are a few dozen each. */
const MAX_RAW = 1_024;
/** Longer names than this are not a model name. */
const MAX_NAME_LENGTH = 40;

/** A probe's requests, as listed above: DLE EOT, GS I 67, Star's status, TSPL's status, ZPL's two. */
export type ProbeRequest = 'status' | 'model' | 'star' | 'tspl' | 'zpl';

export interface ProbeTimeouts {
  /** Opening the connection: a printer on the local network answers within a few milliseconds. */
  readonly connectMs: number;
  /** Each answer (status, model name, Star status). */
  readonly answerMs: number;
  /**
   * The wait for some requests' answers instead of `answerMs`: for tests, whose printers are known never
   * to answer some requests (a label printer asked DLE EOT), so that waiting out that silence is short
   * while what they do answer keeps the bound an answer needs.
   */
  readonly answerMsOf?: Partial<Record<ProbeRequest, number>>;
}

const answerWait = (timeouts: ProbeTimeouts, request: ProbeRequest): number =>
  timeouts.answerMsOf?.[request] ?? timeouts.answerMs;

export const PROBE_TIMEOUTS: ProbeTimeouts = { connectMs: 400, answerMs: 300 };

export interface ProbeOptions {
  readonly timeouts?: Partial<ProbeTimeouts>;
  /** Also ask Star's status when DLE EOT got no answer (default true). */
  readonly star?: boolean;
  /** Star's status port (9101; tests move it). */
  readonly starStatusPort?: number;
  /** Also ask a label printer's status (TSPL, ZPL) of printers silent so far (default true). */
  readonly label?: boolean;
}

/** What one address said. */
export interface ProbeAnswer {
  /** It answered `DLE EOT 1` (an ESC/POS printer, or a Star in ESC/POS emulation). */
  readonly answersStatus: boolean;
  /** Its status byte, when it answered (bit 3: offline). */
  readonly statusByte: number | null;
  /** The model it named in answer to `GS I 67`, or null. */
  readonly modelName: string | null;
  /** It answered Star's status request: a Star printer in Star mode. */
  readonly star: boolean;
  /** It answered a label printer's status request (TSPL or ZPL), or null. */
  readonly label: LabelAnswer | null;
}

/** Reads what comes back on the connection: ESC/POS answers through the decoder, raw bytes for Star. */
class Replies {
  private readonly decoder = new AnswerDecoder();
  private readonly answers: PrinterAnswer[] = [];
  private readonly starDecoder = new StarAnswerDecoder();
  private readonly starAnswers: StarAnswer[] = [];
  /** Every byte since the last `mark()`: label printers' answers are read from these alone. */
  private raw: number[] = [];
  private wake: (() => void) | null = null;
  closed = false;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      // A device that floods the connection gets no more than a label printer's answers are long.
      if (this.raw.length < MAX_RAW) this.raw.push(...chunk.subarray(0, MAX_RAW - this.raw.length));
      this.answers.push(...this.decoder.push(chunk));
      this.starAnswers.push(...this.starDecoder.push(chunk));
      this.notify();
    });
    const end = (): void => {
      this.closed = true;
      this.notify();
    };
    socket.on('close', end);
    socket.on('error', end);
  }

  /** The first thing `find` finds in what arrived, waiting up to `timeoutMs` for it. */
  async wait<T>(find: () => T | null, timeoutMs: number): Promise<T | null> {
    // Monotonic: a clock set back meanwhile would hold the printer's one connection for as long.
    const deadline = monotonicNow() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== null) return found;
      const left = deadline - monotonicNow();
      if (this.closed) return null;
      if (left <= 0) {
        // A loop kept busy past the deadline (the demo draws receipts in this process) runs the timer
        // before it reads the socket: an answer that came in time may be waiting there. Read it first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return find();
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  statusByte(): number | null {
    const answer = this.answers.find(
      (candidate) => candidate.kind === 'realtime' && isRealtimeStatusByte(candidate.byte),
    );
    return answer?.kind === 'realtime' ? answer.byte : null;
  }

  modelName(): string | null {
    const block = this.answers.find(
      (candidate) => candidate.kind === 'block' && candidate.bytes[0] === MODEL_BLOCK_HEADER,
    );
    if (block?.kind !== 'block') return null;
    return modelNameOf(block.bytes);
  }

  /** A whole Star status packet (ASB), if one arrived. */
  starStatus(): readonly number[] | null {
    const answer = this.starAnswers.find((candidate) => candidate.kind === 'asb');
    return answer?.kind === 'asb' ? answer.bytes : null;
  }

  /** What arrives from now on is the answer to the next request (earlier bytes were another's). */
  mark(): void {
    this.raw = [];
  }

  /** Any byte at all since the mark: TSPL's status is one byte, and every value is a status. */
  anyByte(): number | null {
    return this.raw[0] ?? null;
  }

  /** A whole `~HS` answer (strings 1 and 2) since the mark. */
  zplStatus(): true | null {
    const answers = new ZplAnswerDecoder().push(Uint8Array.from(this.raw));
    return answers.some((answer) => answer.kind === 'host-status') ? true : null;
  }

  /** The first whole `<STX>…<ETX>` string since the mark. */
  frame(): string | null {
    return firstFrame(this.raw);
  }

  private notify(): void {
    this.wake?.();
  }
}

/** The name in a `5f … 00` block: printable ASCII only (never trusted as anything but a label). */
export function modelNameOf(block: readonly number[]): string | null {
  const body = block.slice(1, block.at(-1) === 0 ? -1 : undefined);
  const name = String.fromCharCode(...body.filter((byte) => byte >= 0x20 && byte < 0x7f))
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' ? null : name.slice(0, MAX_NAME_LENGTH);
}

function connect(host: string, port: number, timeoutMs: number): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, timeoutMs);
    socket.once('error', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(null);
    });
    socket.connect({ host, port }, () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      socket.setNoDelay(true);
      resolve(socket);
    });
  });
}

/**
 * Asks `host:port` who it is. Null when nothing listens there (refused, no answer to connect within
 * `connectMs`); otherwise what it answered, which may be nothing at all (a silent clone). Never throws.
 */
export async function probePrinter(
  host: string,
  port: number,
  options: ProbeOptions = {},
): Promise<ProbeAnswer | null> {
  const timeouts = { ...PROBE_TIMEOUTS, ...options.timeouts };
  const socket = await connect(host, port, timeouts.connectMs);
  if (!socket) return null;
  const replies = new Replies(socket);
  try {
    socket.write(statusRequest(1));
    const statusByte = await replies.wait(() => replies.statusByte(), answerWait(timeouts, 'status'));
    if (statusByte !== null) {
      socket.write(MODEL_NAME_REQUEST);
      const modelName = await replies.wait(() => replies.modelName(), answerWait(timeouts, 'model'));
      return { answersStatus: true, statusByte, modelName, star: false, label: null };
    }
    if (replies.closed) return silent;
    if (options.star !== false) {
      if (await askStatusPort(host, options.starStatusPort ?? STAR_STATUS_PORT, timeouts))
        return { ...silent, star: true };
      socket.write(STAR_STATUS_REQUEST);
      if ((await replies.wait(() => replies.starStatus(), answerWait(timeouts, 'star'))) !== null)
        return { ...silent, star: true };
    }
    if (options.label === false || replies.closed) return silent;
    return { ...silent, label: await askLabelPrinter(socket, replies, timeouts) };
  } catch {
    return silent;
  } finally {
    socket.destroy();
  }
}

/** Whether Star's status port answers with a status packet (one request per connection). */
async function askStatusPort(host: string, port: number, timeouts: ProbeTimeouts): Promise<boolean> {
  const socket = await connect(host, port, timeouts.connectMs);
  if (!socket) return false;
  const replies = new Replies(socket);
  try {
    socket.write(STAR_STATUS_PORT_REQUEST);
    return (await replies.wait(() => replies.starStatus(), answerWait(timeouts, 'star'))) !== null;
  } finally {
    socket.destroy();
  }
}

/** TSPL's status, then ZPL's, then (ZPL only) its identity: the order discovery-label.ts explains. */
async function askLabelPrinter(
  socket: Socket,
  replies: Replies,
  timeouts: ProbeTimeouts,
): Promise<LabelAnswer | null> {
  replies.mark();
  socket.write(TSPL_STATUS_REQUEST);
  if ((await replies.wait(() => replies.anyByte(), answerWait(timeouts, 'tspl'))) !== null)
    return { protocol: 'tspl', modelName: null, dpi: null };
  if (replies.closed) return null;
  replies.mark();
  socket.write(ZPL_PROBE_REQUEST);
  if ((await replies.wait(() => replies.zplStatus(), answerWait(timeouts, 'zpl'))) === null) return null;
  replies.mark();
  socket.write(ZPL_IDENTITY_REQUEST);
  const text = await replies.wait(() => replies.frame(), answerWait(timeouts, 'zpl'));
  const identity = text === null ? null : readZplIdentity(text);
  return { protocol: 'zpl', modelName: identity?.modelName ?? null, dpi: identity?.dpi ?? null };
}

const silent: ProbeAnswer = {
  answersStatus: false,
  statusByte: null,
  modelName: null,
  star: false,
  label: null,
};
