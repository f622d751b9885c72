/**
 * A counter's report as it arrives at the fleet host: untrusted JSON, decoded here once into our own
 * `FleetReport`, or refused with the first problem and where it is (`printers[1].state`). Every text is
 * bounded and free of control characters, because it ends up on the page, in `fleet-status`'s terminal
 * and in e-mails.
 */
import type {
  FleetPrinterReport,
  FleetPrinterState,
  FleetReport,
  FleetShopReport,
} from '../../common/contract/fleet';
import { isMessageCode, msg, type Message, type MessageCode } from '../../common/messages/catalogue';
import type { FleetExpectation } from '../../common/words/en/messages/fleet-host';

const MAX_TEXT = 200;
const MAX_ITEMS = 64;
const PRINTER_STATES: readonly FleetPrinterState[] = [
  'ready',
  'printing',
  'paper-out',
  'offline',
  'problem',
  'unknown',
];
const ROLES: readonly FleetShopReport['role'][] = ['printing', 'standing-by'];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export type DecodedReport =
  { readonly ok: true; readonly report: FleetReport } | { readonly ok: false; readonly problem: Message };

class Refused extends Error {
  constructor(
    readonly path: string,
    readonly expected: FleetExpectation,
  ) {
    super(`${path}: ${expected}`);
  }
}

type Fields = Readonly<Record<string, unknown>>;

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refused(path, 'object');
  return value as Fields;
}

function list(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new Refused(path, 'list');
  if (value.length > MAX_ITEMS) throw new Refused(path, 'shorter-list');
  return value;
}

function text(value: unknown, path: string, allowEmpty = true): string {
  if (typeof value !== 'string') throw new Refused(path, 'text');
  if (value.length > MAX_TEXT || CONTROL.test(value) || (!allowEmpty && value.trim() === ''))
    throw new Refused(path, 'short-text');
  return value;
}

function nullableText(value: unknown, path: string): string | null {
  return value === null ? null : text(value, path);
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Refused(path, 'whole-number');
  return value;
}

function time(value: unknown, path: string): string {
  if (typeof value !== 'string' || !ISO_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw new Refused(path, 'time');
  return value;
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  path: string,
  expected: FleetExpectation,
): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Refused(path, expected);
  return found;
}

/**
 * A problem code the fleet host does not know (a counter of a newer version) is left out rather than
 * refusing the report: the counter would otherwise look silent. Its printer's state still counts.
 */
function knownCode(value: unknown, path: string): MessageCode | null {
  if (value === null) return null;
  text(value, path);
  return isMessageCode(value) ? value : null;
}

function shop(value: unknown, path: string): FleetShopReport {
  const o = object(value, path);
  const lastPrinted =
    o['lastPrinted'] === null
      ? null
      : (() => {
          const printed = object(o['lastPrinted'], `${path}.lastPrinted`);
          return {
            orderId: count(printed['orderId'], `${path}.lastPrinted.orderId`),
            at: time(printed['at'], `${path}.lastPrinted.at`),
          };
        })();
  return {
    shopId: count(o['shopId'], `${path}.shopId`),
    name: nullableText(o['name'], `${path}.name`),
    role: oneOf(o['role'], ROLES, `${path}.role`, 'role'),
    lastPrinted,
    lastConfirmedAt:
      o['lastConfirmedAt'] === null ? null : time(o['lastConfirmedAt'], `${path}.lastConfirmedAt`),
    held: count(o['held'], `${path}.held`),
    late: count(o['late'], `${path}.late`),
  };
}

function printer(value: unknown, path: string): FleetPrinterReport {
  const o = object(value, path);
  return {
    name: text(o['name'], `${path}.name`),
    state: oneOf(o['state'], PRINTER_STATES, `${path}.state`, 'printer-state'),
    problem: knownCode(o['problem'], `${path}.problem`),
  };
}

function report(value: unknown): FleetReport {
  const o = object(value, '$');
  return {
    counterId: text(o['counterId'], 'counterId', false),
    pcName: text(o['pcName'], 'pcName'),
    version: text(o['version'], 'version'),
    sentAt: time(o['sentAt'], 'sentAt'),
    shops: list(o['shops'], 'shops').map((item, index) => shop(item, `shops[${index}]`)),
    printers: list(o['printers'], 'printers').map((item, index) => printer(item, `printers[${index}]`)),
    problems: list(o['problems'], 'problems')
      .map((item, index) => knownCode(item, `problems[${index}]`))
      .filter((code): code is MessageCode => code !== null),
  };
}

export function decodeFleetReport(raw: unknown): DecodedReport {
  try {
    return { ok: true, report: report(raw) };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return {
      ok: false,
      problem: msg('fleet-host.report-invalid', { path: error.path, expected: error.expected }),
    };
  }
}
