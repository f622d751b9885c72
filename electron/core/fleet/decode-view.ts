/**
 * The fleet host's view as `fleet-status` reads it: JSON from the network, decoded once into our
 * `FleetView` (each counter's report as the fleet host decodes a report), or null when it is not one.
 */
import {
  FLEET_STRIP_SLOTS,
  type FleetCounterView,
  type FleetReason,
  type FleetShopView,
  type FleetSlot,
  type FleetView,
} from '../../common/contract/fleet';
import { decodeFleetReport } from './decode-report';

type Fields = Readonly<Record<string, unknown>>;

class NotAView extends Error {}

const object = (value: unknown): Fields => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new NotAView();
  return value as Fields;
};
const array = (value: unknown): readonly unknown[] => {
  if (!Array.isArray(value)) throw new NotAView();
  return value;
};
const str = (value: unknown): string => {
  if (typeof value !== 'string') throw new NotAView();
  return value;
};
const int = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new NotAView();
  return value;
};
const one = <T extends string>(value: unknown, allowed: readonly T[]): T => {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new NotAView();
  return found;
};

function reason(value: unknown): FleetReason {
  const o = object(value);
  switch (o['kind']) {
    case 'silent':
      return { kind: 'silent', seconds: int(o['seconds']) };
    case 'printer-down':
      return {
        kind: 'printer-down',
        printer: str(o['printer']),
        state: one(o['state'], ['paper-out', 'offline', 'problem'] as const),
      };
    case 'held':
    case 'late':
      return { kind: o['kind'], shopId: int(o['shopId']), count: int(o['count']) };
    default:
      throw new NotAView();
  }
}

function counter(value: unknown): FleetCounterView {
  const o = object(value);
  const report = decodeFleetReport(o['report']);
  if (!report.ok) throw new NotAView();
  const strip = array(o['strip']).map((slot) => one<FleetSlot>(slot, ['green', 'red', 'silent']));
  if (strip.length !== FLEET_STRIP_SLOTS) throw new NotAView();
  if (typeof o['red'] !== 'boolean') throw new NotAView();
  return {
    counterId: str(o['counterId']),
    report: report.report,
    receivedAt: str(o['receivedAt']),
    ageSeconds: int(o['ageSeconds']),
    red: o['red'],
    reasons: array(o['reasons']).map(reason),
    strip,
  };
}

function shop(value: unknown): FleetShopView {
  const o = object(value);
  if (typeof o['red'] !== 'boolean') throw new NotAView();
  return {
    shopId: int(o['shopId']),
    name: o['name'] === null ? null : str(o['name']),
    red: o['red'],
    counters: array(o['counters']).map((entry) => {
      const c = object(entry);
      return { counterId: str(c['counterId']), role: one(c['role'], ['printing', 'standing-by'] as const) };
    }),
  };
}

export function decodeFleetView(raw: unknown): FleetView | null {
  try {
    const o = object(raw);
    return {
      generatedAt: str(o['generatedAt']),
      silentAfterSeconds: int(o['silentAfterSeconds']),
      counters: array(o['counters']).map(counter),
      shops: array(o['shops']).map(shop),
      withoutShop: array(o['withoutShop']).map(str),
    };
  } catch (error) {
    if (error instanceof NotAView) return null;
    throw error;
  }
}
