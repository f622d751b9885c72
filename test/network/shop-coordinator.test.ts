/**
 * The coordinator over time (issue 14), several of them on an in-process bus standing in for the LAN
 * (the real mDNS between processes is `two-pcs.test.ts`): a chosen PC takes a shop over from the one
 * printing it, a silent PC's shop is taken over once its time is up (marked, and said on Status), a
 * restart of the engine on new settings never hands a shop away, and a socket that cannot open leaves
 * this PC printing and saying so.
 */
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '../../electron/common/contract/settings';
import type { Message } from '../../electron/common/messages/catalogue';
import type { Announcement, RejectedAnnouncement } from '../../electron/core/network/announcement';
import { announcementKey } from '../../electron/core/network/discovery/announcement-auth';
import { serviceKey } from '../../electron/core/network/shop-claims';
import type { RememberedRoles } from '../../electron/core/network/remembered-roles';
import {
  MAX_PEERS,
  NetworkShopCoordinator,
  UNPROVEN_SHOWN_MS,
  type ShopCoordinatorOptions,
} from '../../electron/core/network/shop-coordinator';
import { Bus, busDiscovery } from './bus';

const SHOP = 1042;
const LISTEN_MS = 3_000;
const RESUME_MS = 300;

const KEY = announcementKey('tok-bakery', 'https://api.example.com', 'bakery');
const SERVICE = serviceKey('https://api.example.com', 'bakery');

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

/** A PC that printed the shop when it last ran (its remembered file), and what it keeps for next time. */
function remembering(service = SERVICE) {
  const kept: RememberedRoles[] = [];
  const options: Partial<ShopCoordinatorOptions> = {
    remembered: { service, printing: [SHOP] },
    remember: (roles) => kept.push(roles),
  };
  return { kept, options };
}

async function pc(
  bus: Bus,
  id: string,
  name: string,
  chosen: number[] = [],
  fails = false,
  /** The coordinator's own clock (its default) instead of the test's. */
  ownClock = false,
  extra: Partial<ShopCoordinatorOptions> = {},
) {
  const logged: Message[] = [];
  const coordinator = new NetworkShopCoordinator({
    instanceId: id,
    discovery: () => busDiscovery(bus, id, fails),
    ...(ownClock ? {} : { now: () => clock }),
    tickMs: 3_600_000,
    listenMs: LISTEN_MS,
    resumeMs: RESUME_MS,
    log: (_level, message) => logged.push(message),
    ...extra,
  });
  running.push(coordinator);
  coordinator.apply(settings(name, chosen), KEY);
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
    a.coordinator.apply(settings('Kassa'), KEY);
    pass(500, a, b);
    a.coordinator.gate.attach(SHOP);
    pass(1_000, a, b);
    expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
  });

  it('listens again after a save that moves it to another service: a shop of the old one is not claimed there', async () => {
    const bus = new Bus();
    // Kassa tried the shop on the staging service first: it prints shop SHOP there, alone.
    const staging = (name: string): AppSettings => ({
      ...settings(name),
      connection: { baseUrl: 'https://staging.example.com', tenant: 'bakery' },
    });
    const stagingKey = announcementKey('tok-staging', 'https://staging.example.com', 'bakery');
    const logged: Message[] = [];
    const a = new NetworkShopCoordinator({
      instanceId: 'aaaa-0001',
      discovery: () => busDiscovery(bus, 'aaaa-0001'),
      now: () => clock,
      tickMs: 3_600_000,
      listenMs: LISTEN_MS,
      log: (_level, message) => logged.push(message),
    });
    running.push(a);
    const kassa = { coordinator: a };
    a.apply(staging('Kassa'), stagingKey);
    await new Promise((wake) => setImmediate(wake));
    a.gate.attach(SHOP);
    pass(LISTEN_MS, kassa);
    expect(a.gate.mayPoll(SHOP)).toBe(true);
    // On the real service the counter PC prints the shop of the same number.
    pass(60_000, kassa);
    const b = await pc(bus, 'bbbb-0002', 'Toonbank');
    pass(LISTEN_MS, kassa, b);
    expect(b.coordinator.gate.mayPoll(SHOP)).toBe(true);
    // Kassa's settings are saved on the real service: the engine lets go of its shops and takes them again.
    a.gate.detach(SHOP);
    a.apply(settings('Kassa'), KEY);
    await new Promise((wake) => setImmediate(wake));
    a.gate.attach(SHOP);
    expect(a.gate.mayPoll(SHOP)).toBe(false);
    pass(LISTEN_MS, kassa, b);
    expect([a.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([false, true]);
    expect(a.status().shops).toMatchObject([{ role: 'standby', printedBy: { pcName: 'Toonbank' } }]);
    expect(a.gate.takeTakeover(SHOP)).toBeNull();
  });

  it('prints when its socket cannot open, and says other PCs cannot be seen', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa', [], true);
    await new Promise((wake) => setImmediate(wake));
    pass(LISTEN_MS, a);
    expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(a.coordinator.problems()).toMatchObject([{ kind: 'discovery-failing' }]);
  });

  it('says a claim without proof once, however many come, and goes on printing', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa');
    pass(LISTEN_MS, a);
    const forged = (address: string): RejectedAnnouncement => ({
      address,
      serviceKey: SERVICE,
      pcName: 'Kassa',
      shopIds: [SHOP],
      reason: 'unproven',
    });
    for (let index = 0; index < 500; index += 1) bus.reject(forged('10.0.0.66'));
    // Another tenant's records are none of this PC's business.
    bus.reject({ ...forged('10.0.0.77'), serviceKey: 'ffffffffffffffff' });
    pass(1_000, a);
    expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
    expect(a.coordinator.problems()).toMatchObject([
      { kind: 'peer-unproven', address: '10.0.0.66', shopId: SHOP, reason: 'unproven', records: 500 },
    ]);
    expect(a.logged.filter((message) => message.code === 'network.peer-unproven')).toHaveLength(1);
    expect(a.coordinator.status().peers).toEqual([]);
    pass(UNPROVEN_SHOWN_MS, a);
    expect(a.coordinator.problems()).toEqual([]);
  });

  it('keeps at most a bounded number of peers, and forgets those gone silent for the takeover time', async () => {
    const bus = new Bus();
    const a = await pc(bus, 'aaaa-0001', 'Kassa');
    pass(LISTEN_MS, a);
    const peer = (index: number): Announcement => ({
      instanceId: `bbbb-${String(index).padStart(8, '0')}`,
      pcName: `PC ${index}`,
      serviceKey: SERVICE,
      tenant: 'bakery',
      shops: [{ shopId: 9_000 + index, state: 'printing', since: 1, chosen: false }],
    });
    for (let index = 0; index < MAX_PEERS * 3; index += 1) bus.send(`sender-${index}`, peer(index));
    expect(a.coordinator.status().peers).toHaveLength(MAX_PEERS);
    // Silent for the takeover time: gone from the table, and room for new ones.
    pass(61_000, a);
    expect(a.coordinator.status().peers).toHaveLength(0);
    bus.send('late', peer(1_000));
    expect(a.coordinator.status().peers.map((view) => view.pcName)).toEqual(['PC 1000']);
  });

  it('hears only with the latest key when settings are saved twice while its socket opens, and opens none after stop', async () => {
    // Each transport as made: with which key, and whether it runs. Opening waits until the test lets it.
    const made: { key: string; running: boolean; open: () => void }[] = [];
    const coordinator = new NetworkShopCoordinator({
      instanceId: 'aaaa-0001',
      discovery: ({ key }) => {
        const transport = { key: key.id, running: false, open: () => undefined };
        made.push(transport);
        return {
          start: () =>
            new Promise<void>((resolve) => {
              transport.open = () => {
                transport.open = () => undefined;
                transport.running = true;
                resolve();
              };
            }),
          announce: () => undefined,
          onHeard: () => () => undefined,
          onRejected: () => () => undefined,
          onProblem: () => () => undefined,
          stop: async () => {
            transport.running = false;
          },
        };
      },
      now: () => clock,
      tickMs: 3_600_000,
      listenMs: LISTEN_MS,
    });
    running.push(coordinator);
    const settle = async () => {
      for (let turn = 0; turn < 10; turn += 1) await new Promise((wake) => setImmediate(wake));
    };
    const oldKey = announcementKey('tok-old', 'https://api.example.com', 'bakery');
    coordinator.apply(settings('Kassa'), oldKey);
    await settle();
    // The token is changed in Settings while the first socket is still opening.
    coordinator.apply(settings('Kassa'), KEY);
    await settle();
    for (const transport of made) transport.open();
    await settle();
    // One transport listens, with the new key: a record signed with the old token is proven by none.
    expect(made.filter((transport) => transport.running).map((transport) => transport.key)).toEqual([KEY.id]);

    // Stopped while a socket opens: nothing opens after the stop (a socket would keep the process up).
    coordinator.apply(settings('Kassa', [SHOP]), oldKey);
    await settle();
    await coordinator.stop();
    for (const transport of made) transport.open();
    await settle();
    expect(made.filter((transport) => transport.running)).toEqual([]);
  });

  it('runs its timers on the monotonic clock: a step of the wall clock hands no shop over', async () => {
    const realNow = Date.now;
    let step = 0;
    // The wall clock as the PC reads it, from before the coordinator starts, so it can be stepped.
    Date.now = () => realNow() + step;
    try {
      const bus = new Bus();
      const a = await pc(bus, 'aaaa-0001', 'Kassa');
      pass(LISTEN_MS, a);
      // Kantoor runs on its own clock, as in the hosts.
      const b = await pc(bus, 'bbbb-0002', 'Kantoor', [], false, true);
      pass(0, a, b);
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      const since = b.coordinator.status().shops[0]?.since;
      // Kantoor's wall clock jumps two hours ahead (a wrong NTP answer): Kassa was heard a moment ago.
      step = 2 * 3_600_000;
      b.coordinator.decide();
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      expect(b.coordinator.problems()).toEqual([]);
      // What Kantoor announces as the start of its role did not jump either.
      expect(b.coordinator.status().shops[0]?.since).toBe(since);
    } finally {
      Date.now = realNow;
    }
  });

  describe('a restart of a PC that printed the shop when it last ran', () => {
    const codes = (logged: readonly Message[]) => logged.map((message) => message.code);

    it('resumes printing after the short window when no PC claims it, and keeps that for next time', async () => {
      const memory = remembering();
      const a = await pc(new Bus(), 'bbbb-0002', 'Kassa', [], false, false, memory.options);
      pass(RESUME_MS - 1, a);
      expect(a.coordinator.gate.mayPoll(SHOP)).toBe(false);
      // Until it settles, the file still names the shop: a crash in the window forgets nothing.
      expect(memory.kept).toEqual([]);
      pass(1, a);
      expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
      expect(codes(a.logged)).toContain('network.resumed');
      expect(memory.kept).toEqual([]);
    });

    it('a shop not remembered, or remembered for another service, listens the whole time as before', async () => {
      const memory = remembering('ffffffffffffffff');
      const a = await pc(new Bus(), 'bbbb-0002', 'Kassa', [], false, false, memory.options);
      pass(RESUME_MS, a);
      expect(a.coordinator.gate.mayPoll(SHOP)).toBe(false);
      pass(LISTEN_MS - RESUME_MS, a);
      expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
      expect(codes(a.logged)).not.toContain('network.resumed');
      // What it prints now is kept, for this service.
      expect(memory.kept.at(-1)).toEqual({ service: SERVICE, printing: [SHOP] });
    });

    it('with a proven PC printing it, listens as before and stands by, printing nothing of it', async () => {
      const bus = new Bus();
      const a = await pc(bus, 'aaaa-0001', 'Kantoor');
      pass(LISTEN_MS, a);
      const memory = remembering();
      const b = await pc(bus, 'bbbb-0002', 'Kassa', [], false, false, memory.options);
      pass(0, a, b);
      expect(b.coordinator.gate.mayPoll(SHOP)).toBe(false);
      pass(LISTEN_MS, a, b);
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      expect(b.coordinator.status().shops[0]).toMatchObject({
        role: 'standby',
        printedBy: { pcName: 'Kantoor' },
      });
      expect(codes(b.logged)).not.toContain('network.resumed');
      // Standing by: the next start has nothing to resume.
      expect(memory.kept.at(-1)).toEqual({ service: SERVICE, printing: [] });
    });

    it('a claim without proof does not stop it resuming (the transport refused it), and is said', async () => {
      const bus = new Bus();
      const a = await pc(bus, 'bbbb-0002', 'Kassa', [], false, false, remembering().options);
      bus.reject({
        address: '10.0.0.66',
        serviceKey: SERVICE,
        pcName: 'Kantoor',
        shopIds: [SHOP],
        reason: 'unproven',
      });
      pass(RESUME_MS, a);
      expect(a.coordinator.gate.mayPoll(SHOP)).toBe(true);
      expect(a.coordinator.problems()).toMatchObject([{ kind: 'peer-unproven', shopId: SHOP }]);
    });

    it('two PCs that both remember it, starting together: only the lower id resumes, the other stands by', async () => {
      const bus = new Bus();
      const b = await pc(bus, 'bbbb-0002', 'Kassa', [], false, false, remembering().options);
      const a = await pc(bus, 'aaaa-0001', 'Kantoor', [], false, false, remembering().options);
      pass(0, a, b);
      pass(RESUME_MS, a, b);
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      pass(LISTEN_MS, a, b);
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      expect(codes(a.logged)).toContain('network.resumed');
      expect(codes(b.logged)).not.toContain('network.resumed');
      expect(codes(b.logged)).toContain('network.standing-by');
    });

    it('the PC standing by leaves the shop to the printing PC as it restarts, though its own id is lower', async () => {
      const bus = new Bus();
      const kassa = await pc(bus, 'bbbb-0009', 'Kassa');
      pass(LISTEN_MS, kassa);
      const b = await pc(bus, 'aaaa-0001', 'Kantoor');
      pass(LISTEN_MS, kassa, b);
      expect([kassa.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      // Kassa dies (no goodbye) and starts again at once, remembering the shop.
      bus.silent.add('bbbb-0009');
      await kassa.coordinator.stop();
      bus.silent.delete('bbbb-0009');
      const resumed = await pc(bus, 'bbbb-0009', 'Kassa', [], false, false, remembering().options);
      kassa.coordinator = resumed.coordinator;
      pass(0, kassa, b);
      expect(b.coordinator.gate.mayPoll(SHOP)).toBe(false);
      pass(RESUME_MS, kassa, b);
      expect([kassa.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      expect(codes(resumed.logged)).toContain('network.resumed');
      expect(codes(b.logged)).not.toContain('network.handed-over');
      expect(b.coordinator.gate.takeTakeover(SHOP)).toBeNull();
    });

    it('resumed, then hears late a PC printing it for longer: stands by at once and says so', async () => {
      // `since` is wall-clock time and decides here: the PCs' wall clocks follow the test's.
      const realNow = Date.now;
      Date.now = () => clock;
      onTestFinished(() => {
        Date.now = realNow;
      });
      const bus = new Bus();
      const a = await pc(bus, 'aaaa-0001', 'Kantoor');
      pass(LISTEN_MS, a);
      // Kantoor's answer is lost (or late): Kassa hears nobody in its window.
      bus.silent.add('aaaa-0001');
      const b = await pc(bus, 'bbbb-0002', 'Kassa', [], false, false, remembering().options);
      pass(RESUME_MS, a, b);
      expect(b.coordinator.gate.mayPoll(SHOP)).toBe(true);
      bus.silent.delete('aaaa-0001');
      pass(500, a, b);
      // Kantoor printed it first (its earlier `since`): it goes on, Kassa stands down.
      expect([a.coordinator.gate.mayPoll(SHOP), b.coordinator.gate.mayPoll(SHOP)]).toEqual([true, false]);
      expect(codes(b.logged)).toContain('network.resume-stood-down');
      // Kantoor cannot know what Kassa printed meanwhile: its next listing is marked, once, and it says so.
      expect(a.coordinator.gate.takeTakeover(SHOP)).toEqual({ fromPc: 'Kassa', beside: true });
      expect(codes(a.logged)).toContain('network.printed-beside-here');
      pass(1_000, a, b);
      expect(a.coordinator.gate.takeTakeover(SHOP)).toBeNull();
      expect(a.coordinator.problems()).toEqual([]);
    });
  });
});
