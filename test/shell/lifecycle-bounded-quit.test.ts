/**
 * Quitting the desktop app is bounded (issue 23 §5): a stop that never ends — something still waiting
 * on a server that drips its answer — does not keep the app alive past its limit.
 */
import { EventEmitter } from 'node:events';
import type { App } from 'electron';
import { describe, expect, it } from 'vitest';
import { startLifecycle } from '../../electron/main/lifecycle';
import { eventually } from '../engine/world';

class AppDouble extends EventEmitter {
  exits: number[] = [];
  requestSingleInstanceLock(): boolean {
    return true;
  }
  quit(): void {}
  exit(code: number): void {
    this.exits.push(code);
  }
  fire(name: string): void {
    this.emit(name, { preventDefault: () => undefined });
  }
}

describe('quitting the app', () => {
  it('exits when the stop has not finished within its limit, and only once', async () => {
    const app = new AppDouble();
    let finish: () => void = () => undefined;
    startLifecycle(app as unknown as App, {
      show: () => undefined,
      stop: () => new Promise<void>((resolve) => (finish = resolve)),
      stopLimitMs: 100,
    });
    app.fire('before-quit');
    await eventually('the app exits', () => app.exits.length > 0, 10_000);
    expect(app.exits).toEqual([0]);
    // The stop that ends later changes nothing.
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.exits).toEqual([0]);
  });
});
