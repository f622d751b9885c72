/**
 * The window's side of the counter's PIN: Settings sends a new PIN only when one was typed (and '' only
 * when the person asked to remove it), refuses one that cannot be a PIN before anything is sent, and a
 * guarded command refused for the PIN asks for it once and is sent again after the right one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { MessageError, messageOf } from '../../electron/common/messages/errors';
import { say } from '../../electron/common/messages/say';
import { appApiOver } from '../../src/http-app-api';
import { lockedBehindPin, PinGate } from '../../src/lib/pin-gate.svelte';
import { PinGrant } from '../../src/lib/pin-grant';
import { i18n } from '../../src/lib/i18n.svelte';
import { draftFrom, updateFrom, validate } from '../../src/lib/settings-form';
import { FakeApi } from './fake-api';

// The window's language is the page's; another file of this worker may have left it in Dutch.
beforeEach(() => i18n.set('en'));

describe('the PIN in Settings', () => {
  it('is sent only when typed, and removed only when asked', () => {
    const draft = draftFrom(new FakeApi().settings);
    expect(draft.newPin).toBe('');
    expect('newPin' in updateFrom(draft)).toBe(false);
    expect(updateFrom({ ...draft, newPin: '4711' }).newPin).toBe('4711');
    expect(updateFrom({ ...draft, newPin: '4711', removePin: true }).newPin).toBe('');
  });

  it('refuses a PIN that is not 4 to 12 digits before anything is sent, in the window’s language', () => {
    const draft = draftFrom(new FakeApi().settings);
    for (const bad of ['123', '12a4', '1234567890123'])
      expect(validate({ ...draft, newPin: bad }, 'nl')['newPin']).toBe(
        say(msg('pin.bad-format', { min: 4, max: 12 }), 'nl'),
      );
    expect(validate({ ...draft, newPin: '1234' }, 'nl')['newPin']).toBeUndefined();
    expect(validate({ ...draft, newPin: '12', removePin: true }, 'nl')['newPin']).toBeUndefined();
  });
});

describe('a guarded command refused for the PIN', () => {
  it('asks once, unlocks, and is sent again; closing the prompt leaves the refusal', async () => {
    const fake = new FakeApi();
    fake.pin = '4711';
    let locked = true;
    const markHandled = fake.markHandled.bind(fake);
    fake.markHandled = async (orderId) => {
      if (locked) throw new MessageError(msg('pin.required'));
      return markHandled(orderId);
    };
    const unlock = fake.unlock.bind(fake);
    fake.unlock = async (pin) => {
      const view = await unlock(pin);
      locked = false;
      return view;
    };
    const gate = new PinGate(fake);
    const api = lockedBehindPin(
      { ...fake, markHandled: fake.markHandled, unlock: fake.unlock } as never,
      gate,
    );

    const closed = api.markHandled('order-1');
    await vi.waitFor(() => expect(gate.asking).toBe(true));
    gate.cancel();
    expect(messageOf(await closed.catch((error: unknown) => error))).toEqual(msg('pin.required'));

    const handled = api.markHandled('order-1');
    await vi.waitFor(() => expect(gate.asking).toBe(true));
    await gate.submit('0000');
    expect(gate.problem).toBe(say(msg('pin.wrong', { triesLeft: 4 }), 'en'));
    expect(gate.asking).toBe(true);
    await gate.submit('4711');
    await handled;
    expect(gate.asking).toBe(false);
    expect(fake.calls.filter((call) => call.command === 'unlock')).toHaveLength(2);
  });

  it('keeps the grant of the right PIN and sends it with every command after', async () => {
    const sent: (string | null)[] = [];
    const grant = new PinGrant();
    const api = appApiOver(
      {
        send: (command, _args, carried) => {
          sent.push(carried);
          return Promise.resolve({
            result: command === 'unlock' ? { grant: 'g-1', idleSeconds: 300 } : null,
          });
        },
        subscribe: () => () => undefined,
      },
      grant,
    );
    await api.getStatus();
    await api.unlock('4711');
    await api.markHandled('order-1');
    grant.forget();
    await api.markHandled('order-1');
    expect(sent).toEqual([null, null, 'g-1', null]);
  });
});
