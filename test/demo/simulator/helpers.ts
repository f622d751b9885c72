import { Simulator, type SimulatorOptions } from '../../../electron/demo/simulator';

/** A Friday morning in Brussels (10:15 local): every test that looks at dates uses this clock. */
export const FRIDAY_MORNING = new Date('2026-11-20T09:15:00Z');

export interface TestClock {
  readonly now: () => Date;
  advance(ms: number): void;
}

export function testClock(start: Date = FRIDAY_MORNING): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}

export const AUTH: Readonly<Record<string, string>> = {
  Authorization: 'Bearer demo-token',
  'X-Tenant': 'demo',
  Accept: 'application/json',
};

const running: Simulator[] = [];

/** A simulator on a free loopback port, with a fixed clock unless the test gives one; see closeSimulators. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const simulator = await Simulator.start({ now: testClock().now, ...options });
  running.push(simulator);
  return simulator;
}

export async function closeSimulators(): Promise<void> {
  await Promise.all(running.splice(0).map((simulator) => simulator.close()));
}

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export async function call(simulator: Simulator, path: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await fetch(`${simulator.url}${path}`, { ...init, headers: { ...AUTH, ...init.headers } });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}

/** The list of unconfirmed orders as the service sends it. */
export async function list(simulator: Simulator, query = ''): Promise<Record<string, unknown>[]> {
  const answer = await call(simulator, `/v1/orders${query}`);
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(`GET /v1/orders${query} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as Record<string, unknown>[];
}

export function control(
  simulator: Simulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonAnswer> {
  return call(simulator, path, {
    method,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** "12.50" → 1250, refusing anything that is not exactly two fraction digits. */
export function centsOf(amount: unknown): number {
  if (typeof amount !== 'string' || !/^\d+\.\d{2}$/.test(amount)) {
    throw new Error(`not an amount with two fraction digits: ${JSON.stringify(amount)}`);
  }
  const [whole = '0', fraction = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction);
}

/** An options or extras field as a list, whatever empty form the service chose. */
export function asList(value: unknown): Record<string, unknown>[] {
  if (value === '' || value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`not a list: ${JSON.stringify(value)}`);
  return value as Record<string, unknown>[];
}
