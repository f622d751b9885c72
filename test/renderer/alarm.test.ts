/**
 * The alarm in the window: the banner says what it is for and stops it; the sound plays once per alarm,
 * or again until someone hears it (here or in another window), and asks for a click when the browser
 * blocks it. The player and its timer are test doubles: jsdom has no audio.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlarmView, ProblemView } from '../../electron/common/contract/app-api';
import type { AlarmSound } from '../../electron/common/contract/settings';
import { msg } from '../../electron/common/messages/catalogue';
import { AlarmSounder, REPEAT_MS, type RepeatTimer, type SoundPlayer } from '../../src/lib/alarm-sound';
import AlarmBanner from '../../src/components/AlarmBanner.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { LiveStatus } from '../../src/lib/live-status.svelte';
import { FakeApi } from './fake-api';

class FakePlayer implements SoundPlayer {
  played: AlarmSound[] = [];
  blocked = false;
  unlocked = 0;
  play(sound: AlarmSound): Promise<void> {
    if (this.blocked) return Promise.reject(new Error('blocked'));
    this.played.push(sound);
    return Promise.resolve();
  }
  unlock(): Promise<void> {
    this.unlocked += 1;
    this.blocked = false;
    return Promise.resolve();
  }
}

/** A repeat timer moved by hand: `tick()` is REPEAT_MS passing. */
class HandTimer implements RepeatTimer {
  readonly running = new Set<() => void>();
  intervals: number[] = [];
  every(ms: number, run: () => void): () => void {
    this.intervals.push(ms);
    this.running.add(run);
    return () => this.running.delete(run);
  }
  tick(): void {
    for (const run of [...this.running]) run();
  }
}

const alarm = (overrides: Partial<AlarmView> = {}): AlarmView => ({
  id: 1,
  since: new Date().toISOString(),
  mode: 'until-acknowledged',
  sound: 'bell',
  newOrders: 0,
  problems: [],
  ...overrides,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the alarm sound', () => {
  let player: FakePlayer;
  let timer: HandTimer;
  let blocked: boolean[];
  let sounder: AlarmSounder;
  beforeEach(() => {
    player = new FakePlayer();
    timer = new HandTimer();
    blocked = [];
    sounder = new AlarmSounder(player, (value) => blocked.push(value), timer);
  });

  it('"once" plays once per alarm id, however often the view comes again', async () => {
    sounder.update(alarm({ mode: 'once', sound: 'chime' }));
    sounder.update(alarm({ mode: 'once', sound: 'chime' }));
    timer.tick();
    expect(player.played).toEqual(['chime']);
    sounder.update(alarm({ id: 2, mode: 'once', sound: 'chime', newOrders: 2 }));
    expect(player.played).toEqual(['chime', 'chime']);
    expect(timer.running.size).toBe(0);
    await flush();
    expect(blocked).toEqual([false, false]);
  });

  it('"until acknowledged" plays again every few seconds until the alarm is gone', () => {
    sounder.update(alarm({ sound: 'beep' }));
    expect(player.played).toEqual(['beep']);
    expect(timer.intervals).toEqual([REPEAT_MS]);
    timer.tick();
    timer.tick();
    expect(player.played).toHaveLength(3);
    // A new reason plays at once, and the repeat goes on (one repeat, not two).
    sounder.update(alarm({ id: 2, sound: 'beep', newOrders: 1 }));
    expect(player.played).toHaveLength(4);
    expect(timer.running.size).toBe(1);
    // Acknowledged (here or in another window): the app says null, and it stops.
    sounder.update(null);
    timer.tick();
    expect(player.played).toHaveLength(4);
    expect(timer.running.size).toBe(0);
  });

  it('says when the browser blocks it, and plays once a click unlocked it', async () => {
    player.blocked = true;
    sounder.update(alarm({ mode: 'once' }));
    await flush();
    expect(blocked).toEqual([true]);
    await sounder.unlock();
    await flush();
    expect(player.unlocked).toBe(1);
    expect(player.played).toEqual(['bell']);
    expect(blocked).toEqual([true, false]);
  });
});

describe('the alarm banner', () => {
  let api: FakeApi;
  let player: FakePlayer;
  let timer: HandTimer;
  beforeEach(() => {
    i18n.set('en');
    api = new FakeApi();
    player = new FakePlayer();
    timer = new HandTimer();
  });

  async function show() {
    const live = new LiveStatus(api, 1);
    await live.refresh();
    const stop = live.listen();
    const view = render(AlarmBanner, { props: { api, live, player, timer } });
    return { ...view, live, stop };
  }

  it('shows nothing and plays nothing while the alarm is quiet', async () => {
    await show();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(player.played).toEqual([]);
  });

  it('says what it sounds for, in Status’s words, and stops when “I heard it” is pressed', async () => {
    const paperOut: ProblemView = {
      kind: 'printer-not-ready',
      printerId: 'counter',
      printerName: 'Counter',
      state: 'paper_out',
      waiting: 2,
      detail: msg('printer.paper-out', { printer: 'Counter' }),
    };
    api.status = {
      ...api.status,
      problems: [paperOut],
      alarm: alarm({ newOrders: 2, problems: ['printer-not-ready', 'held-orders'] }),
    };
    await show();
    const banner = screen.getByRole('alert', { name: 'Alarm' });
    expect(banner.textContent).toContain('2 new orders came in.');
    expect(banner.textContent).toContain(
      'Counter is out of paper: load paper, the 2 waiting orders then print.',
    );
    // A reason already over is still named by its kind.
    expect(banner.textContent).toContain('orders are held');
    expect(player.played).toEqual(['bell']);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'I heard it' }));

    await fireEvent.click(screen.getByRole('button', { name: 'I heard it' }));
    expect(api.callsOf('acknowledgeAlarm')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    timer.tick();
    expect(player.played).toEqual(['bell']);
  });

  it('keeps its height free at the top of the scrolled area, so it never hides the focused field', async () => {
    api.status = { ...api.status, alarm: alarm({ newOrders: 1 }) };
    const { container } = await show();
    const banner = screen.getByRole('alert');
    expect(banner.parentElement).toBe(container);
    // jsdom lays nothing out (height 0): the margin under the banner is all that is left to see.
    expect(container.style.scrollPaddingTop).toBe('16px');
    api.status = { ...api.status, alarm: null };
    api.emit({ type: 'alarm', alarm: null });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(container.style.scrollPaddingTop).toBe('');
  });

  it('stops when another window acknowledged it (the alarm event with null)', async () => {
    api.status = { ...api.status, alarm: alarm({ newOrders: 1 }) };
    await show();
    expect(timer.running.size).toBe(1);
    api.status = { ...api.status, alarm: null };
    api.emit({ type: 'alarm', alarm: null });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(timer.running.size).toBe(0);
  });

  it('asks for one click when the browser blocks the sound, and the click lets it play', async () => {
    player.blocked = true;
    api.status = { ...api.status, alarm: alarm({ mode: 'once', newOrders: 1 }) };
    await show();
    const enable = await screen.findByRole('button', { name: /click here once/ });
    await fireEvent.click(enable);
    await waitFor(() => expect(player.played).toEqual(['bell']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /click here once/ })).toBeNull());
  });

  it('says so when the alarm cannot be stopped, in the window’s language', async () => {
    i18n.set('nl');
    api.status = { ...api.status, alarm: alarm({ newOrders: 1 }) };
    api.failNext('acknowledgeAlarm', 'connection refused');
    await show();
    expect(screen.getByRole('alert').textContent).toContain('Er is een nieuwe bestelling binnen.');
    await fireEvent.click(screen.getByRole('button', { name: 'Gehoord' }));
    await screen.findByText('Het alarm stilzetten is niet gelukt: connection refused');
  });
});
