/**
 * Whether one copy printed, read from the answers to the completion request sent right behind it.
 *
 * Only an answer that belongs to this copy and reports nothing wrong is proof:
 *  - our `GS ( H` id echoed (`37 22 d1 d2 d3 d4 00`). Ids come from one sequence per process, so an
 *    answer to an earlier request, on this connection or an earlier one, never carries this copy's id;
 *  - or, from a printer that does not speak `GS ( H`, the `GS r 1` answer to this copy's request without
 *    the paper-end bits. `GS r 1` answers carry no id, so they are counted: one owed to an earlier copy,
 *    or one that arrived before we asked, is not ours. Paper-end bits: the copy failed and may have
 *    printed (`paper-end`).
 * A `GS r 1` answer proves nothing when, with it, the printer showed it speaks `GS ( H` (an id answer
 * that is not ours) or sent bytes nobody can explain: that printer has to echo our id.
 */
import { monotonicNow } from '../time/monotonic';
import { randomInt } from 'node:crypto';
import type { PrinterAnswer } from './answer-decoder';
import type { CompletionMethod } from './print-options';
import type { PrinterLink } from './printer-link';
import { PAPER_STATUS_REQUEST, processIdRequest, readPaperStatusByte } from './status-bytes';

export type KnownMethod = Exclude<CompletionMethod, 'auto'>;

export type CompletionVerdict =
  | {
      readonly kind: 'proof';
      readonly method: KnownMethod;
      readonly paperLow: boolean;
      /** When (monotonic ms) the answer that proves it was read: whether paper could have moved by then. */
      readonly answeredAt: number;
    }
  /** The `GS r 1` answer to this copy says the paper ran out. */
  | { readonly kind: 'paper-end' }
  /** No proof. `misleading`: the printer did answer, but nothing it said belongs to this copy. */
  | { readonly kind: 'none'; readonly misleading: boolean };

const ID_COUNT = 10_000;
let nextId = randomInt(ID_COUNT);

/** Four ASCII digits (all `GS ( H` allows); the same id comes back only after 10 000 requests. */
export function freshProcessId(): Uint8Array {
  const id = String(nextId).padStart(4, '0');
  nextId = (nextId + 1) % ID_COUNT;
  return new Uint8Array(Buffer.from(id, 'ascii'));
}

/** Everything but real-time status answers and automatic status back packets. */
const isCompletionAnswer = (answer: PrinterAnswer): boolean =>
  answer.kind !== 'realtime' && answer.kind !== 'auto-status';

function isOwnProcessIdAnswer(id: Uint8Array, bytes: readonly number[]): boolean {
  return (
    bytes.length === 7 &&
    bytes[0] === 0x37 &&
    bytes[1] === 0x22 &&
    id.every((byte, i) => bytes[2 + i] === byte) &&
    bytes[6] === 0x00
  );
}

/** The completion requests on one connection, in order; knows which `GS r 1` answers earlier copies are still owed. */
export class CompletionChannel {
  private previous: CompletionRequest | null = null;

  constructor(private readonly link: PrinterLink) {}

  /** Sends the completion request for the copy just written. */
  request(method: CompletionMethod): CompletionRequest {
    let owed = this.previous?.outstanding() ?? 0;
    // What arrived before this request cannot answer it: settle answers owed to earlier copies, drop the rest.
    for (const answer of this.link.takeKept(isCompletionAnswer)) {
      if (answer.kind === 'paper' && owed > 0) owed--;
    }
    const request = new CompletionRequest(this.link, method, owed);
    this.previous = request;
    return request;
  }
}

export class CompletionRequest {
  private readonly id: Uint8Array | null;
  private readonly asksPaper: boolean;
  /** When our id came back, and when this request's `GS r 1` answer did (monotonic ms). */
  private ownIdAt: number | null = null;
  private paper: { readonly byte: number; readonly at: number } | null = null;
  private misleading = false;

  constructor(
    private readonly link: PrinterLink,
    method: CompletionMethod,
    /** `GS r 1` answers still to come for earlier copies: the first ones to arrive are theirs. */
    private owed: number,
  ) {
    this.id = method === 'paper-status' ? null : freshProcessId();
    this.asksPaper = method !== 'process-id';
    if (this.id) link.write(processIdRequest(this.id));
    if (this.asksPaper) link.write(PAPER_STATUS_REQUEST);
  }

  /** `GS r 1` answers this request has not taken yet: owed by the next request on the connection. */
  outstanding(): number {
    return this.owed + (this.asksPaper && this.paper === null ? 1 : 0);
  }

  /**
   * The verdict once proof or a paper end arrived, or `none` after `timeoutMs`. `graceMs`: with both
   * requests sent, how long the second answer may follow the first (a paper end in the `GS r 1` answer
   * still voids an id answer; a `GS ( H` answer that is not ours voids a `GS r 1` answer). Call again
   * with 0 to read answers that arrived since.
   */
  async wait(timeoutMs: number, graceMs: number): Promise<CompletionVerdict> {
    for (const answer of this.link.takeKept(isCompletionAnswer)) this.take(answer);
    const deadline = monotonicNow() + timeoutMs;
    let graceUntil: number | null = null;
    for (;;) {
      const now = monotonicNow();
      const verdict = this.decide(graceUntil !== null && now >= graceUntil);
      if (verdict === 'grace') graceUntil ??= now + graceMs;
      else if (verdict !== 'wait') return verdict;
      else if (now >= deadline) return { kind: 'none', misleading: this.misleading };
      const until = verdict === 'grace' && graceUntil !== null ? graceUntil : deadline;
      const answer = await this.link.next(isCompletionAnswer, Math.max(0, until - now));
      if (answer) this.take(answer);
    }
  }

  private decide(graceOver: boolean): CompletionVerdict | 'wait' | 'grace' {
    const paper = this.paper && { ...readPaperStatusByte(this.paper.byte), at: this.paper.at };
    if (paper?.paperEnd) return { kind: 'paper-end' };
    if (this.ownIdAt !== null) {
      if (this.asksPaper && paper === null && !graceOver) return 'grace';
      const paperLow = paper?.paperLow ?? false;
      return { kind: 'proof', method: 'process-id', paperLow, answeredAt: this.ownIdAt };
    }
    if (paper && !this.misleading) {
      // Both asked: a printer that knows GS ( H answers it once the paper is out, maybe after GS r 1.
      if (this.id && !graceOver) return 'grace';
      return { kind: 'proof', method: 'paper-status', paperLow: paper.paperLow, answeredAt: paper.at };
    }
    return 'wait';
  }

  private take(answer: PrinterAnswer): void {
    switch (answer.kind) {
      case 'paper':
        if (this.owed > 0) this.owed--;
        else if (this.asksPaper && this.paper === null)
          this.paper = { byte: answer.byte, at: monotonicNow() };
        else this.misleading = true;
        return;
      case 'block':
        if (this.id && isOwnProcessIdAnswer(this.id, answer.bytes)) this.ownIdAt ??= monotonicNow();
        else this.misleading = true;
        return;
      case 'unknown':
        this.misleading = true;
        return;
      default:
        return;
    }
  }
}
