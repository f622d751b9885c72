/**
 * The coordinator over time (issue 14), several of them on an in-process bus standing in for the LAN
 * (the real mDNS between processes is `two-pcs.test.ts`): a chosen PC takes a shop over from the one
 * printing it, a silent PC's shop is taken over once its time is up (marked, and said on Status), a
 * restart of the engine on new settings never hands a shop away, and a socket that cannot open leaves
 * this PC printing and saying so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { MessageError } from '../../electron/common/messages/errors';
import type { Announcement, Discovery, HeardAnnouncement } from '../../electron/core/network/announcement';
import { NetworkShopCoordinator } from '../../electron/core/network/shop-coordinator';

const SHOP = 1042;
const LISTEN_MS = 3_000;

/** Every PC's announcements reach every other one at once, unless it is cut off. */
class Bus {
  readonly members = new Map<string, (heard: HeardAnnouncement) => void>();
  readonly silent = new Set<string>();
  send(from: string, announcement: Announcement, goodbye = false): void {
    if (this.silent.has(from)) return;
    for (const [id, deliver] of this.members)
      if (id !== from) deliver({ announcement, address: `10.0.0.${from.length}`, named: false, goodbye });
  }
}

function busDiscovery(bus: Bus, id: string, fails = false): Discovery {
  let last: Announcement | null = null;
  const listeners = new Set<(heard: HeardAnnouncement) => void>();
  return {
    async start() {
      if (fails)
        throw new MessageError(msg('network.discovery-cannot-listen', { port: 5353, detail: 'EADDRINUSE' }));
      bus.members.set(id, (heard) => listeners.forEach((listener) => listener(heard)));
    },
    announce(self) {
      last = self;
      bus.send(id, self);
    },
    onHeard(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onProblem: () => () => undefined,
    async stop() {
      if (last) bus.send(id, last, true);
      bus.members.delete(id);
    },
  };
}

let clock = 1_700_000_000_000;
const running: NetworkShopCoordinator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((coordinator) => coordinator.stop()));
});

const settings = (name: string, chosen: number[] = []): AppSettings => ({
  ...DEFAULT_SETTINGS,
  connection: { baseUrl: 'https://api.example.com', tenant: 'bakery' },
  network: { ...DEFAULT_SETTINGS.network, pcName: name, printingShops: chosen, takeoverSeconds: 60 },
});

async function pc(bus: Bus, id: string, name: string, chosen: number[] = [], fails = false) {
  const logged: Message[] = [];
  const coordinator = new NetworkShopCoordinator({
    instanceId: id,
    discovery: () => busDiscovery(bus, id, fails),
    now: () => clock,
    tickMs: 3_600_000,
    listenMs: LISTEN_MS,
    log: (_level, message) => logged.push(message),
  });
  running.push(coordinator);
  coordinator.apply(settings(name, chosen));
  await new Promise((wake) => setImmediate(wake));
  coordinator.gate.attach(SHOP);
  return { coordinator, logged };
}

/**
 * Time passes in one step: every PC announces itself (as the transport does every few seconds) and
 * decides again (their own timers are an hour apart here).
 */
function pass(ms: number, ...pcs: { coordinator: NetworkShopCoordinator }[]): void {
  clock += ms;
  for (let round = 0; round < 3; round += 1)
    for (const { coordinator } of pcs) coordinator.decide(round === 0);
}

describe('the shop coordinator', () => {
  it('hands a shop to the PC chosen for it: the one printing stands down first, then the chosen one prints', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa');
    pass(LISTEN_MS, a);
    expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
    const b = await pc(bus, 'bbbb-0002', 'Kantoor', [SHOP]);
    pass(LISTEN_MS, a, b);
    expect(a.coordinator.gate.mayPoll(SHOP)).toBe(false);
    expect(b.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(a.coordinator.status().shops[0]).toMatchObject({
      role: 'standby',
      printedBy: { pcName: 'Kantoor' },
    });
    // What waited when it changed hands may have printed at Kassa: marked, once.
    expect(b.coordinator.gate.takeTakeover(SHOP)).toEqual({ fromPc: 'Kassa' });
    expect(b.coordinator.gate.takeTakeover(SHOP)).toBeNull();
    // A handover, not a silence: no took-over problem.
    expect(b.coordinator.problems()).toEqual([]);
  });

  it('takes a shop over from a PC that went silent, once its time is up, and says so for an hour', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa');
    pass(LISTEN_MS, a);
    const b = await pc(bus, 'bbbb-0002', 'Kantoor');
    pass(LISTEN_MS, a, b);
    expect(b.coordinator.gate.mayPoll(SHOP)).toBe(false);
    bus.silent.add('aaaa-0001'); // the power went at Kassa
    pass(59_000, b);
    expect(b.coordinator.gate.mayPoll(SHOP)).toBe(false);
    pass(2_000, b);
    expect(b.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(b.coordinator.gate.takeTakeover(SHOP)).toEqual({ fromPc: 'Kassa' });
    b.coordinator.gate.tookOver(SHOP, 3);
    expect(b.coordinator.problems()).toMatchObject([
      { kind: 'took-over', fromPc: 'Kassa', possibleDuplicates: 3 },
    ]);
    expect(b.logged.map((message) => message.code)).toContain('network.took-over');
    pass(61 * 60_000, b);
    expect(b.coordinator.problems()).toEqual([]);
  });

  it('keeps its shop across a restart of the engine on new settings: the other never takes it', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'bbbb-0009', 'Kassa');
    pass(LISTEN_MS, a);
    const b = await pc(bus, 'aaaa-0001', 'Kantoor');
    pass(LISTEN_MS, a, b);
    // Kassa printed first, though Kantoor's id is lower.
    expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
    a.coordinator.gate.detach(SHOP);
    a.coordinator.apply(settings('Kassa'));
    pass(500, a, b);
    a.coordinator.gate.attach(SHOP);
    pass(1_000, a, b);
    expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
  });

  it('prints when its socket cannot open, and says other PCs cannot be seen', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa', [], true);
    await new Promise((wake) => setImmediate(wake));
    pass(LISTEN_MS, a);
    expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(a.coordinator.problems()).toMatchObject([{ kind: 'discovery-failing' }]);
  });
});
