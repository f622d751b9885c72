/**
 * Just enough IPP (RFC 8010/8011) to ask the local CUPS scheduler how one job is doing:
 * Get-Job-Attributes over HTTP, on CUPS' domain socket or `host:port`. `lpstat` cannot tell: it prints
 * no job state, and (CUPS 2.4) lists a completed and a cancelled job alike under `-W completed`, both
 * with the reason `processing-to-stop-point`. IPP's `job-state` tells them apart.
 */
import { existsSync } from 'node:fs';
import { http } from '../runtime/http-modules';
import { userInfo } from 'node:os';

/** RFC 8011 §5.3.7: 3 pending, 4 pending-held, 5 processing, 6 processing-stopped, 7 canceled, 8 aborted, 9 completed. */
export type IppJobState = 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface IppJob {
  readonly state: IppJobState;
  readonly reasons: readonly string[];
  /** The printer's last words about this job (CUPS: what the backend said), '' if none. */
  readonly message: string;
  /** Pages or receipts the printer reported done; 0 if not known. */
  readonly impressionsCompleted: number;
  /**
   * The scheduler started processing it at some point (`time-at-processing` has a value): bytes may have
   * gone to the printer, even when a poll never caught the job in state 5 (a job is processed, fails and
   * goes back to pending in a stopped queue, or is cancelled, between two polls).
   */
  readonly processed: boolean;
  /** The queue it waits in (`ipp://localhost/printers/Bar`), to ask whether that queue is stopped. */
  readonly printerUri: string;
}

/** Whether a queue is stopped (printer-state 5), and what it last said. */
export interface IppQueueState {
  readonly stopped: boolean;
  readonly message: string;
}

export type IppJobAnswer =
  | { readonly kind: 'job'; readonly job: IppJob }
  /** The scheduler no longer knows the job (client-error-not-found). */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly detail: string };

/** Where the CUPS scheduler listens: a domain socket, or host and port. */
export type CupsServer = { readonly socketPath: string } | { readonly host: string; readonly port: number };

const DOMAIN_SOCKETS = ['/run/cups/cups.sock', '/var/run/cups/cups.sock', '/private/var/run/cupsd'];

/** As CUPS' own commands choose: `CUPS_SERVER` (a socket path or host[:port]), else the local socket, else localhost:631. */
export function cupsServer(env: NodeJS.ProcessEnv): CupsServer {
  const named = env.CUPS_SERVER?.trim().replace(/\/version=[\d.]+$/, '');
  if (named) {
    if (named.startsWith('/')) return { socketPath: named };
    const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(named);
    if (match?.[1]) return { host: match[1], port: match[2] ? Number(match[2]) : 631 };
  }
  const socket = DOMAIN_SOCKETS.find((path) => existsSync(path));
  return socket ? { socketPath: socket } : { host: 'localhost', port: 631 };
}

// ——— Encoding ———

const TAG = {
  operation: 0x01,
  job: 0x02,
  end: 0x03,
  integer: 0x21,
  enum: 0x23,
  text: 0x41,
  name: 0x42,
  keyword: 0x44,
  uri: 0x45,
  charset: 0x47,
  naturalLanguage: 0x48,
} as const;

export interface IppAttribute {
  readonly tag: number;
  readonly name: string;
  readonly values: readonly (string | number)[];
}

function encodeValue(value: string | number): Buffer {
  if (typeof value === 'number') {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(value);
    return bytes;
  }
  return Buffer.from(value, 'utf8');
}

/** One IPP message: a request (`code` = operation) or a response (`code` = status). */
export function encodeIpp(
  code: number,
  requestId: number,
  groups: readonly { readonly tag: number; readonly attributes: readonly IppAttribute[] }[],
): Buffer {
  const parts: Buffer[] = [];
  const head = Buffer.alloc(8);
  head.writeUInt16BE(0x0101, 0); // IPP/1.1: every CUPS since 1.0 speaks it.
  head.writeUInt16BE(code, 2);
  head.writeInt32BE(requestId, 4);
  parts.push(head);
  for (const group of groups) {
    parts.push(Buffer.from([group.tag]));
    for (const attribute of group.attributes) {
      attribute.values.forEach((value, index) => {
        const name = Buffer.from(index === 0 ? attribute.name : '', 'utf8');
        const encoded = encodeValue(value);
        const header = Buffer.alloc(3);
        header.writeUInt8(attribute.tag, 0);
        header.writeUInt16BE(name.length, 1);
        const length = Buffer.alloc(2);
        length.writeUInt16BE(encoded.length);
        parts.push(header, name, length, encoded);
      });
    }
  }
  parts.push(Buffer.from([TAG.end]));
  return Buffer.concat(parts);
}

// ——— Decoding ———

export interface IppMessage {
  readonly code: number;
  readonly requestId: number;
  /** Every attribute of every group, by name (the first group that has it wins). */
  readonly attributes: ReadonlyMap<string, IppAttribute>;
}

/** Reads an IPP message; throws on a truncated or malformed one. */
export function decodeIpp(bytes: Buffer): IppMessage {
  if (bytes.length < 9) throw new Error('IPP message too short');
  const code = bytes.readUInt16BE(2);
  const requestId = bytes.readInt32BE(4);
  const attributes = new Map<string, IppAttribute>();
  let at = 8;
  let current: { tag: number; name: string; values: (string | number)[] } | null = null;
  const need = (count: number): void => {
    if (at + count > bytes.length) throw new Error('IPP message truncated');
  };
  for (;;) {
    need(1);
    const tag = bytes.readUInt8(at);
    at += 1;
    if (tag === TAG.end) break;
    if (tag < 0x10) continue; // a group delimiter
    need(2);
    const nameLength = bytes.readUInt16BE(at);
    at += 2;
    need(nameLength + 2);
    const name = bytes.toString('utf8', at, at + nameLength);
    at += nameLength;
    const valueLength = bytes.readUInt16BE(at);
    at += 2;
    need(valueLength);
    const raw = bytes.subarray(at, at + valueLength);
    at += valueLength;
    const value =
      (tag === TAG.integer || tag === TAG.enum) && valueLength === 4
        ? raw.readInt32BE(0)
        : raw.toString('utf8');
    if (nameLength > 0) {
      current = { tag, name, values: [value] };
      if (!attributes.has(name)) attributes.set(name, current);
    } else {
      current?.values.push(value);
    }
  }
  return { code, requestId, attributes };
}

// ——— Get-Job-Attributes ———

const GET_JOB_ATTRIBUTES = 0x0009;
const GET_PRINTER_ATTRIBUTES = 0x000b;
const PRINTER_STOPPED = 5;
const NOT_FOUND = 0x0406;

function whoAmI(env: NodeJS.ProcessEnv): string {
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? env.USERNAME ?? 'orderslip';
  }
}

/**
 * One IPP request, its whole answer within `timeoutMs`: an idle-socket timeout alone would let a print
 * server that drips its answer hold the job's follow-up (and stopping) for as long as it drips.
 */
function post(server: CupsServer, body: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const where = 'socketPath' in server ? { socketPath: server.socketPath } : server;
    const req = http.request(
      {
        ...where,
        method: 'POST',
        path: '/',
        headers: { 'Content-Type': 'application/ipp', 'Content-Length': body.length, Host: 'localhost' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(deadline);
          if (res.statusCode === 200) resolve(Buffer.concat(chunks));
          else reject(new Error(`HTTP ${res.statusCode ?? '?'} from the print server`));
        });
        res.on('error', reject);
      },
    );
    const deadline = setTimeout(() => {
      reject(new Error(`no complete answer from the print server in ${timeoutMs} ms`));
      req.destroy();
    }, timeoutMs);
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
    req.end(body);
  });
}

const JOB_STATES: ReadonlySet<number> = new Set([3, 4, 5, 6, 7, 8, 9]);

type Asked =
  | { readonly kind: 'answer'; readonly message: IppMessage }
  | { readonly kind: 'error'; readonly detail: string };

/** One IPP operation with its operation attributes; never throws. */
async function ask(
  operation: number,
  target: IppAttribute,
  requested: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<Asked> {
  const body = encodeIpp(operation, 1, [
    {
      tag: TAG.operation,
      attributes: [
        { tag: TAG.charset, name: 'attributes-charset', values: ['utf-8'] },
        { tag: TAG.naturalLanguage, name: 'attributes-natural-language', values: ['en'] },
        target,
        { tag: TAG.name, name: 'requesting-user-name', values: [whoAmI(env)] },
        { tag: TAG.keyword, name: 'requested-attributes', values: requested },
      ],
    },
  ]);
  try {
    return { kind: 'answer', message: decodeIpp(await post(cupsServer(env), body, timeoutMs)) };
  } catch (error) {
    return { kind: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

const text = (message: IppMessage, name: string): string => {
  const value = message.attributes.get(name)?.values[0];
  return typeof value === 'string' ? value.trim() : '';
};

/** Asks the scheduler about job `jobId`; never throws. */
export async function getJobAttributes(
  jobId: number,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<IppJobAnswer> {
  const asked = await ask(
    GET_JOB_ATTRIBUTES,
    { tag: TAG.uri, name: 'job-uri', values: [`ipp://localhost/jobs/${jobId}`] },
    [
      'job-state',
      'job-state-reasons',
      'job-printer-state-message',
      'job-impressions-completed',
      'job-printer-uri',
      'time-at-processing',
    ],
    env,
    timeoutMs,
  );
  if (asked.kind === 'error') return asked;
  const answer = asked.message;
  if (answer.code === NOT_FOUND) return { kind: 'not-found' };
  if (answer.code >= 0x0100) return { kind: 'error', detail: `IPP status 0x${answer.code.toString(16)}` };
  const state = answer.attributes.get('job-state')?.values[0];
  if (typeof state !== 'number' || !JOB_STATES.has(state))
    return { kind: 'error', detail: 'the print server gave no job state' };
  const impressions = answer.attributes.get('job-impressions-completed')?.values[0];
  // CUPS sends `no-value` (out of band) until processing starts, then the time it started.
  const processedAt = answer.attributes.get('time-at-processing')?.values[0];
  return {
    kind: 'job',
    job: {
      state: state as IppJobState,
      reasons: (answer.attributes.get('job-state-reasons')?.values ?? []).map(String),
      message: text(answer, 'job-printer-state-message'),
      impressionsCompleted: typeof impressions === 'number' ? impressions : 0,
      processed: typeof processedAt === 'number' && processedAt > 0,
      printerUri: text(answer, 'job-printer-uri'),
    },
  };
}

/**
 * Whether the queue at `printerUri` is stopped: CUPS stops a queue when its printer fails (unplugged,
 * switched off), and a job waiting there says only "none". Null when it cannot be asked.
 */
export async function getQueueState(
  printerUri: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<IppQueueState | null> {
  const asked = await ask(
    GET_PRINTER_ATTRIBUTES,
    { tag: TAG.uri, name: 'printer-uri', values: [printerUri] },
    ['printer-state', 'printer-state-message'],
    env,
    timeoutMs,
  );
  if (asked.kind === 'error' || asked.message.code >= 0x0100) return null;
  const state = asked.message.attributes.get('printer-state')?.values[0];
  if (typeof state !== 'number') return null;
  return { stopped: state === PRINTER_STOPPED, message: text(asked.message, 'printer-state-message') };
}

export const IPP_TAGS = TAG;
