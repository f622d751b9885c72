import { EventEmitter } from 'node:events';
import type { App, BrowserWindow } from 'electron';
import { describe, expect, it } from 'vitest';
import { keepInTray, startLifecycle } from '../../electron/main/lifecycle';

/** Electron's app as far as the lifecycle uses it: events, the lock, quit and exit. */
class AppDouble extends EventEmitter {
  quits = 0;
  exits: number[] = [];
  constructor(private readonly lock: boolean) {
    super();
  }
  requestSingleInstanceLock(): boolean {
    return this.lock;
  }
  quit(): void {
    this.quits += 1;
  }
  exit(code: number): void {
    this.exits.push(code);
  }
  /** Emits like Electron: a cancellable event first. */
  fire(name: string): { prevented: boolean } {
    const event = { prevented: false, preventDefault: () => void (event.prevented = true) };
    this.emit(name, event);
    return event;
  }
}

const asApp = (double: AppDouble) => double as unknown as App;

describe('the app in the tray', () => {
  it('a second launch quits itself; the first shows its window', () => {
    const second = new AppDouble(false);
    expect(startLifecycle(asApp(second), { show: () => undefined, stop: async () => undefined })).toBeNull();
    expect(second.quits).toBe(1);

    const first = new AppDouble(true);
    let shown = 0;
    startLifecycle(asApp(first), { show: () => (shown += 1), stop: async () => undefined });
    first.emit('second-instance');
    expect(shown).toBe(1);
    expect(first.quits).toBe(0);
  });

  it('closing the window hides it, until the person quits', () => {
    const app = new AppDouble(true);
    const lifecycle = startLifecycle(asApp(app), { show: () => undefined, stop: async () => undefined })!;
    const window = new (class extends EventEmitter {
      hidden = 0;
      hide(): void {
        this.hidden += 1;
      }
    })();
    keepInTray(window as unknown as BrowserWindow, lifecycle);
    const close = () => {
      const event = { prevented: false, preventDefault: () => void (event.prevented = true) };
      window.emit('close', event);
      return event;
    };
    expect(close().prevented).toBe(true);
    expect(window.hidden).toBe(1);
    lifecycle.quit();
    expect(close().prevented).toBe(false);
    expect(app.quits).toBe(1);
  });

  it('quitting stops the engine first, once, then exits', async () => {
    const app = new AppDouble(true);
    let stops = 0;
    let finish: () => void = () => undefined;
    startLifecycle(asApp(app), {
      show: () => undefined,
      stop: () => {
        stops += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    expect(app.fire('before-quit').prevented).toBe(true);
    expect(app.fire('before-quit').prevented).toBe(true);
    expect(app.exits).toEqual([]);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stops).toBe(1);
    expect(app.exits).toEqual([0]);
  });

  it('stays running when every window is closed', () => {
    // Electron quits on its own when the last window closes, unless someone listens to the event.
    const app = new AppDouble(true);
    startLifecycle(asApp(app), { show: () => undefined, stop: async () => undefined });
    expect(app.listenerCount('window-all-closed')).toBe(1);
    app.emit('window-all-closed');
    expect(app.quits).toBe(0);
  });
});
