/**
 * Faults a test or a demo asks for: the misbehaviour of a real service and the network in front of it.
 * They queue; each applies to the next `times` requests it matches, then is gone.
 */

export type Operation = 'list' | 'confirm' | 'get' | 'shops';

export interface FaultMatch {
  method?: string;
  /** A RegExp tested on the path, or a string the path must start with. */
  path?: RegExp | string;
  operation?: Operation;
}

export type Fault =
  | {
      kind: 'status';
      /** 401/403 as a proxy, a firewall or a briefly confused service answers them, with a JSON message. */
      status: 401 | 403 | 429 | 500 | 502 | 503;
      retryAfterSeconds?: number;
      times?: number;
      match?: FaultMatch;
    }
  | { kind: 'timeout'; times?: number; match?: FaultMatch }
  | { kind: 'drop'; times?: number; match?: FaultMatch }
  | { kind: 'truncated'; times?: number; match?: FaultMatch }
  | { kind: 'html'; status?: number; times?: number; match?: FaultMatch }
  | { kind: 'slow'; delayMs: number; times?: number; match?: FaultMatch }
  | { kind: 'confirm-false'; times?: number; match?: FaultMatch }
  | { kind: 'confirm-lag'; seconds: number; times?: number }
  /** The order list ignores its `shop` parameter and lists every shop's orders (the spec's answer to a bad id). */
  | { kind: 'ignore-shop'; times?: number };

export type FaultKind = Fault['kind'];

export const FAULT_KINDS: readonly FaultKind[] = [
  'status',
  'timeout',
  'drop',
  'truncated',
  'html',
  'slow',
  'confirm-false',
  'confirm-lag',
  'ignore-shop',
];

/** Faults that act on the exchange itself, before or around the real handler. */
export type TransportFault = Extract<
  Fault,
  { kind: 'status' | 'timeout' | 'drop' | 'truncated' | 'html' | 'slow' }
>;
const TRANSPORT_KINDS: ReadonlySet<FaultKind> = new Set([
  'status',
  'timeout',
  'drop',
  'truncated',
  'html',
  'slow',
]);

export interface RequestFacts {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation | null;
}

interface Queued {
  readonly fault: Fault;
  remaining: number;
}

function matches(match: FaultMatch | undefined, request: RequestFacts): boolean {
  if (!match) return true;
  if (match.method !== undefined && match.method.toUpperCase() !== request.method.toUpperCase()) return false;
  if (match.operation !== undefined && match.operation !== request.operation) return false;
  if (typeof match.path === 'string' && !request.path.startsWith(match.path)) return false;
  if (match.path instanceof RegExp) {
    match.path.lastIndex = 0;
    if (!match.path.test(request.path)) return false;
  }
  return true;
}

function matchOf(fault: Fault): FaultMatch | undefined {
  return fault.kind === 'confirm-lag' || fault.kind === 'ignore-shop' ? undefined : fault.match;
}

/** Checks what TypeScript cannot: counts and delays in range. Throws a RangeError that says which. */
export function checkFault(fault: Fault): void {
  const times = fault.times ?? 1;
  if (!(times === Infinity || (Number.isInteger(times) && times >= 1))) {
    throw new RangeError(
      `fault "${fault.kind}": times must be a whole number of at least 1 or Infinity, got ${times}`,
    );
  }
  if (fault.kind === 'slow' && !(Number.isFinite(fault.delayMs) && fault.delayMs >= 0)) {
    throw new RangeError(`fault "slow": delayMs must be 0 or more milliseconds, got ${fault.delayMs}`);
  }
  if (fault.kind === 'confirm-lag' && !(Number.isFinite(fault.seconds) && fault.seconds > 0)) {
    throw new RangeError(`fault "confirm-lag": seconds must be more than 0, got ${fault.seconds}`);
  }
  if (fault.kind === 'status' && fault.retryAfterSeconds !== undefined) {
    if (!(Number.isInteger(fault.retryAfterSeconds) && fault.retryAfterSeconds >= 0)) {
      throw new RangeError(
        `fault "status": retryAfterSeconds must be a whole number, got ${fault.retryAfterSeconds}`,
      );
    }
  }
  if (fault.kind === 'html' && fault.status !== undefined) {
    if (!(Number.isInteger(fault.status) && fault.status >= 200 && fault.status <= 599)) {
      throw new RangeError(`fault "html": status must be an HTTP status (200–599), got ${fault.status}`);
    }
  }
}

export class FaultQueue {
  private queued: Queued[] = [];

  add(fault: Fault): void {
    checkFault(fault);
    this.queued.push({ fault, remaining: fault.times ?? 1 });
  }

  clear(): void {
    this.queued = [];
  }

  /** The first queued transport fault that matches, counted as used. */
  takeTransport(request: RequestFacts): TransportFault | null {
    const found = this.take((fault) => TRANSPORT_KINDS.has(fault.kind) && matches(matchOf(fault), request));
    return found as TransportFault | null;
  }

  takeConfirmFalse(request: RequestFacts): boolean {
    return this.take((fault) => fault.kind === 'confirm-false' && matches(fault.match, request)) !== null;
  }

  /** Seconds a just-confirmed order stays listed, or null when no confirm-lag fault is queued. */
  takeConfirmLag(): number | null {
    const fault = this.take((candidate) => candidate.kind === 'confirm-lag');
    return fault?.kind === 'confirm-lag' ? fault.seconds : null;
  }

  /** Whether this listing ignores its `shop` parameter (an ignore-shop fault is queued), counted as used. */
  takeIgnoreShop(): boolean {
    return this.take((candidate) => candidate.kind === 'ignore-shop') !== null;
  }

  /** What is queued, for /_sim/state. */
  describe(): { fault: Fault; remaining: number }[] {
    return this.queued.map((entry) => ({ fault: entry.fault, remaining: entry.remaining }));
  }

  private take(predicate: (fault: Fault) => boolean): Fault | null {
    const index = this.queued.findIndex((entry) => predicate(entry.fault));
    const entry = this.queued[index];
    if (!entry) return null;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.queued.splice(index, 1);
    return entry.fault;
  }
}

/** A fault as JSON can carry it: RegExp paths as their source text, Infinity as "Infinity". */
export function faultToJson(fault: Fault, remaining?: number): Record<string, unknown> {
  const count = (value: number) => (value === Infinity ? 'Infinity' : value);
  const json: Record<string, unknown> = { ...fault };
  if (fault.times !== undefined) json['times'] = count(fault.times);
  const match = matchOf(fault);
  if (match?.path instanceof RegExp) json['match'] = { ...match, path: String(match.path) };
  if (remaining !== undefined) json['remaining'] = count(remaining);
  return json;
}
