import { describe, expect, it } from 'vitest';
import { NEW_ORDER_WINDOW_MS, NotificationPolicy } from '../../electron/core/app/notification-policy';
import type { PrinterView } from '../../electron/shared/contract';

const settings = { newOrder: true, problems: true, sound: true };
const printer = (state: PrinterView['state']): PrinterView => ({
  printerId: 'p1',
  name: 'Counter',
  state,
  detail: `Counter is ${state}.`,
  queued: 0,
  lastPrintedAt: null,
});

describe('desktop notifications', () => {
  it('tells a burst of new orders once, after the burst', () => {
    const policy = new NotificationPolicy(() => settings);
    for (let i = 0; i < 5; i++) {
      expect(
        policy.onEvent(
          { type: 'order', orderId: `o${i}`, state: 'waiting', reason: null, isNew: true },
          1_000 + i,
        ),
      ).toBeNull();
    }
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS - 1)).toBeNull();
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS)).toEqual({
      title: '5 new orders',
      body: 'They are being printed.',
      sound: true,
    });
    expect(policy.flush(1_000 + NEW_ORDER_WINDOW_MS * 3)).toBeNull();
  });

  it('tells a printer problem once per change, not on every retry', () => {
    const policy = new NotificationPolicy(() => settings);
    expect(policy.onEvent({ type: 'printer', printer: printer('paper_out') }, 0)?.title).toBe(
      'Printer Counter is out of paper',
    );
    expect(policy.onEvent({ type: 'printer', printer: printer('paper_out') }, 1)).toBeNull();
    expect(policy.onEvent({ type: 'printer', printer: printer('ready') }, 2)).toBeNull();
    expect(policy.onEvent({ type: 'printer', printer: printer('paper_out') }, 3)).not.toBeNull();
  });

  it('tells a rejected token and a held order, and nothing when switched off', () => {
    const on = new NotificationPolicy(() => settings);
    expect(
      on.onEvent({ type: 'connection', state: 'token_rejected', detail: 'Token rejected.' }, 0)?.body,
    ).toBe('Token rejected.');
    expect(
      on.onEvent({ type: 'order', orderId: 'x', state: 'held', reason: 'Cannot be read', isNew: false }, 0)
        ?.body,
    ).toBe('Cannot be read');
    const off = new NotificationPolicy(() => ({ newOrder: false, problems: false, sound: false }));
    expect(off.onEvent({ type: 'connection', state: 'token_rejected', detail: 'x' }, 0)).toBeNull();
    expect(
      off.onEvent({ type: 'order', orderId: 'o', state: 'waiting', reason: null, isNew: true }, 0),
    ).toBeNull();
    expect(off.flush(NEW_ORDER_WINDOW_MS * 2)).toBeNull();
  });

  it('plays the sound only when the setting asks', () => {
    const quiet = new NotificationPolicy(() => ({ ...settings, sound: false }));
    expect(quiet.onEvent({ type: 'printer', printer: printer('offline') }, 0)?.sound).toBe(false);
  });
});
