/**
 * The alarm is heard for what needs a person, once per reason, and stops when someone acknowledges it:
 * the Alarm's rules on a clock of its own, then an AppService on the real simulator and a virtual printer
 * out of paper, its problem checks driven by hand (no window asks for Status).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Alarm, ALARM_PROBLEM_GONE_MS } from '../../electron/core/app/alarm';
import type { AppService } from '../../electron/core/app/app-service';
import type { AlarmView, AppEvent, ProblemView } from '../../electron/common/contract/app-api';
import { DEFAULT_ALARM, type AlarmSettings } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { ServiceWorld } from './service-world';

const ON: AlarmSettings = { ...DEFAULT_ALARM, mode: 'until-acknowledged', sound: 'chime' };
const T0 = new Date('2026-05-02T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const paperOut = (printerId = 'counter'): Extract<ProblemView, { kind: 'printer-not-ready' }> => ({
  kind: 'printer-not-ready',
  printerId,
  printerName: printerId,
  state: 'paper_out',
  waiting: 2,
  detail: msg('printer.paper-out', { printer: printerId }),
});
const held = (count: number): ProblemView => ({ kind: 'held-orders', count });

function alarmOn(settings: AlarmSettings = ON): Alarm {
  const alarm = new Alarm();
  alarm.configure(settings);
  return alarm;
}

describe('the alarm', () => {
  it('is silent when off, whatever happens', () => {
    const alarm = alarmOn(DEFAULT_ALARM);
    expect(alarm.newOrder(T0)).toBe(false);
    expect(alarm.problems([paperOut(), held(2)], T0)).toBe(false);
    expect(alarm.view()).toBeNull();
  });

  it('counts new orders, each one a new reason (a new id), until acknowledged', () => {
    const alarm = alarmOn();
    expect(alarm.newOrder(T0)).toBe(true);
    const first = alarm.view();
    expect(first).toEqual({
      id: 1,
      since: T0.toISOString(),
      mode: 'until-acknowledged',
      sound: 'chime',
      newOrders: 1,
      problems: [],
    });
    alarm.newOrder(at(1000));
    expect(alarm.view()).toMatchObject({ id: 2, since: T0.toISOString(), newOrders: 2 });
    expect(alarm.acknowledge()).toBe(true);
    expect(alarm.view()).toBeNull();
    expect(alarm.acknowledge()).toBe(false);
    alarm.newOrder(at(2000));
    expect(alarm.view()).toMatchObject({ id: 3, since: at(2000).toISOString(), newOrders: 1 });
  });

  it('sounds for a problem that needs a person once, not again while it lasts or flaps', () => {
    const alarm = alarmOn();
    expect(alarm.problems([paperOut()], T0)).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 1, problems: ['printer-not-ready'], newOrders: 0 });
    expect(alarm.acknowledge()).toBe(true);
    // Still out of paper: heard already.
    expect(alarm.problems([paperOut()], at(2000))).toBe(false);
    // A retry between two paper-outs: the problem is away for a moment, then back; still one reason.
    expect(alarm.problems([], at(4000))).toBe(false);
    expect(alarm.problems([paperOut()], at(6000))).toBe(false);
    expect(alarm.view()).toBeNull();
    // Over for good, then out of paper again: a new reason.
    alarm.problems([], at(8000));
    alarm.problems([], at(8000 + ALARM_PROBLEM_GONE_MS));
    expect(alarm.problems([paperOut()], at(9000 + ALARM_PROBLEM_GONE_MS))).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 2, problems: ['printer-not-ready'] });
  });

  it('sounds again for each order newly held, even when another was released in the same check', () => {
    const alarm = alarmOn();
    alarm.problems([held(1)], T0, ['order-a']);
    alarm.acknowledge();
    expect(alarm.problems([held(1)], at(1000), ['order-a'])).toBe(false);
    expect(alarm.problems([held(2)], at(2000), ['order-a', 'order-b'])).toBe(true);
    alarm.acknowledge();
    // Order a released, order c held: still two held, but c needs a person.
    expect(alarm.problems([held(2)], at(3000), ['order-b', 'order-c'])).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 3, problems: ['held-orders'] });
    expect(alarm.problems([held(2), paperOut('kitchen')], at(4000), ['order-b', 'order-c'])).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 4, problems: ['held-orders', 'printer-not-ready'] });
  });

  it('sounds for each order found gone from the service, even when another was marked seen meanwhile', () => {
    const gone = (...orderIds: string[]): ProblemView => ({
      kind: 'orders-gone',
      count: orderIds.length,
      orderIds,
    });
    const alarm = alarmOn();
    expect(alarm.problems([gone('cake')], T0)).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 1, problems: ['orders-gone'] });
    alarm.acknowledge();
    expect(alarm.problems([gone('cake')], at(1000))).toBe(false);
    // The cake marked seen, a tart found gone in the same check: still one, but the tart needs a person.
    expect(alarm.problems([gone('tart')], at(2000))).toBe(true);
    expect(alarm.view()).toMatchObject({ id: 2, problems: ['orders-gone'] });
  });

  it('does not sound for consequences, doubts, choices and paused printers', () => {
    const alarm = alarmOn();
    const quiet: ProblemView[] = [
      { kind: 'orders-waiting', count: 3, oldestSince: T0.toISOString() },
      { kind: 'token-doubted', since: T0.toISOString(), detail: msg('general.text', { text: 'x' }) },
      { kind: 'printer-untested', printerId: 'p', printerName: 'P' },
      {
        kind: 'printer-cannot-report',
        printerId: 'p',
        printerName: 'P',
        jobsWithoutProof: 3,
        earlyAnswers: false,
      },
      { kind: 'history-lost', at: T0.toISOString() },
      { ...paperOut(), state: 'paused' },
    ];
    expect(alarm.problems(quiet, T0)).toBe(false);
    expect(alarm.view()).toBeNull();
  });

  it('stops by itself when the problems it sounded for are over and no order is new', () => {
    const alarm = alarmOn();
    alarm.problems([paperOut()], T0);
    expect(alarm.problems([], at(ALARM_PROBLEM_GONE_MS))).toBe(true);
    expect(alarm.view()).toBeNull();
    // New orders are never "over": they keep it going until someone hears them.
    alarm.newOrder(at(ALARM_PROBLEM_GONE_MS + 1));
    alarm.problems([paperOut()], at(ALARM_PROBLEM_GONE_MS + 2));
    alarm.problems([], at(3 * ALARM_PROBLEM_GONE_MS));
    expect(alarm.view()).toMatchObject({ newOrders: 1, problems: [] });
  });

  it('follows its settings: problems only, new orders only, switched off', () => {
    const problemsOnly = alarmOn({ ...ON, newOrders: false });
    expect(problemsOnly.newOrder(T0)).toBe(false);
    expect(problemsOnly.problems([paperOut()], T0)).toBe(true);
    const ordersOnly = alarmOn({ ...ON, problems: false, mode: 'once' });
    expect(ordersOnly.problems([paperOut()], T0)).toBe(false);
    expect(ordersOnly.newOrder(T0)).toBe(true);
    expect(ordersOnly.view()?.mode).toBe('once');
    expect(ordersOnly.configure({ ...ON, mode: 'off' })).toBe(true);
    expect(ordersOnly.view()).toBeNull();
  });
});

describe('the alarm of the app', () => {
  let world: ServiceWorld | null = null;
  let service: AppService | null = null;

  afterEach(async () => {
    await service?.stop();
    await world?.close();
    service = null;
    world = null;
  });

  it('sounds for new orders and a printer out of paper with no window asking, and stops when acknowledged', async () => {
    world = await ServiceWorld.open({
      seed: 13,
      tenant: 'alarm-tenant',
      token: 'alarm-token',
      printer: { mode: 'paper-out' },
    });
    const checks: (() => void)[] = [];
    let stopped = 0;
    service = world.service(
      world.settingsWith([printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri })], {
        alarm: ON,
      }),
      {
        alarmTimer: (check) => {
          checks.push(check);
          return () => (stopped += 1);
        },
      },
    );
    const alarms: (AlarmView | null)[] = [];
    const logged: string[] = [];
    service.subscribe((event: AppEvent) => {
      if (event.type === 'alarm') alarms.push(event.alarm);
      if (event.type === 'log' && event.message.code.startsWith('alarm.')) logged.push(event.message.code);
    });
    await service.start();
    expect(checks).toHaveLength(1);

    world.sim.addOrders(2, { shopId: world.shopId });
    await until('two new orders sound', () => alarms.at(-1)?.newOrders === 2);
    expect(alarms.at(-1)).toMatchObject({ mode: 'until-acknowledged', sound: 'chime', problems: [] });
    expect((await service.getStatus()).alarm).toEqual(alarms.at(-1));

    // The printer is out of paper: only the app's own check finds it (Status is read by nobody else).
    await until('the paper-out printer sounds', async () => {
      await service!.checkAlarm();
      return alarms.at(-1)?.problems.includes('printer-not-ready') === true;
    });
    const sounding = alarms.at(-1)!;
    expect(sounding.newOrders).toBe(2);
    expect(sounding.id).toBeGreaterThan(2);

    // Checked again: the same problem is no new reason.
    const heard = alarms.length;
    await service.checkAlarm();
    expect(alarms).toHaveLength(heard);

    await service.acknowledgeAlarm();
    expect(alarms.at(-1)).toBeNull();
    expect((await service.getStatus()).alarm).toBeNull();
    expect(logged).toEqual(['alarm.sounds', 'alarm.acknowledged']);

    await service.stop();
    expect(stopped).toBe(1);
  });

  it('never sounds when off', async () => {
    world = await ServiceWorld.open({ seed: 14, tenant: 'quiet-tenant', token: 'quiet-token' });
    const checks: (() => void)[] = [];
    service = world.service(
      world.settingsWith([printerSettings({ id: 'counter', name: 'Counter', uri: world.printer.uri })]),
      { alarmTimer: (check) => (checks.push(check), () => undefined) },
    );
    const alarms: (AlarmView | null)[] = [];
    service.subscribe((event) => {
      if (event.type === 'alarm') alarms.push(event.alarm);
    });
    await service.start();
    world.sim.addOrders(1, { shopId: world.shopId });
    await until(
      'the order printed',
      async () => (await service!.getStatus()).headline.waiting === 0 && world!.printer.jobs().length > 0,
    );
    checks.forEach((check) => check());
    await service.checkAlarm();
    expect(alarms).toEqual([]);
    expect((await service.getStatus()).alarm).toBeNull();
  });
});

async function until(description: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
