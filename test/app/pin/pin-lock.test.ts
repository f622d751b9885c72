/**
 * The counter's PIN (issue 25 §3), on a real file in a temporary data folder: kept as an scrypt hash
 * with a random salt and its cost beside it, never the PIN; a right PIN gives a grant good only for the
 * client it was given to; five wrong tries make it wait a minute on the monotonic clock (a clock the
 * test moves, so the minute costs no wall time), and once the minute is over the right PIN opens again.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../electron/common/messages/catalogue';
import { messageOf } from '../../../electron/common/messages/errors';
import { asCaller, type Caller } from '../../../electron/core/app/pin/caller';
import { hashPin, pinMatches } from '../../../electron/core/app/pin/pin-hash';
import {
  GRANT_IDLE_MS,
  MAX_WRONG_TRIES,
  PinLock,
  WRONG_TRIES_WAIT_MS,
} from '../../../electron/core/app/pin/pin-lock';
import { decodePinRecord, filePinStore, PIN_FILE } from '../../../electron/core/app/pin/pin-store';

let dir: string;
let file: string;
let now: number;
let lock: PinLock;

const counter: Caller = { client: 'ipc', grant: null };

/** What a refusal says, as its message (code and parameters). */
async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => messageOf(error),
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-pin-'));
  file = join(dir, PIN_FILE);
  now = 1_000;
  lock = new PinLock(filePinStore(file), () => now);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the stored PIN', () => {
  it('is an scrypt hash with its own salt and cost, never the PIN, in a file only its owner reads', async () => {
    await lock.change('4711');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('4711');
    const record = decodePinRecord(text);
    expect(record).toMatchObject({ scrypt: { N: 2 ** 14, r: 8, p: 1, keyLength: 32 } });
    expect(await pinMatches('4711', record!)).toBe(true);
    expect(await pinMatches('4712', record!)).toBe(false);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    // The same PIN hashed twice gives two records: the salt is random.
    const [a, b] = await Promise.all([hashPin('4711'), hashPin('4711')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies a record made at a lower cost, and stores it again at today’s', async () => {
    const cheap = await hashPin('2468', { N: 2 ** 10, r: 8, p: 1, keyLength: 32 });
    writeFileSync(file, JSON.stringify(cheap));
    expect(await lock.isSet()).toBe(true);
    await asCaller(counter, () => lock.unlock('2468'));
    expect(decodePinRecord(readFileSync(file, 'utf8'))?.scrypt.N).toBe(2 ** 14);
  });

  it('is 4 to 12 digits; removing it opens everything again', async () => {
    for (const bad of ['123', '1234567890123', '12a4', ' 1234'])
      expect(await refusal(lock.change(bad))).toEqual(msg('pin.bad-format', { min: 4, max: 12 }));
    expect(await lock.isSet()).toBe(false);
    await lock.change('123456789012');
    expect(await lock.isSet()).toBe(true);
    await lock.change('');
    expect(await lock.isSet()).toBe(false);
    await asCaller(counter, () => lock.require());
  });

  it('keeps the counter locked when its file cannot be read', async () => {
    writeFileSync(file, '{"scrypt": "broken"');
    expect(await lock.isSet()).toBe(true);
    expect(await refusal(asCaller(counter, () => lock.require()))).toEqual(msg('pin.required'));
    expect(await refusal(asCaller(counter, () => lock.unlock('1234')))).toEqual(msg('pin.unreadable'));
  });
});

describe('unlocking', () => {
  beforeEach(() => lock.change('4711'));

  it('refuses a guarded call without a grant, and gives one for the right PIN, good for its client only', async () => {
    expect(await refusal(asCaller(counter, () => lock.require()))).toEqual(msg('pin.required'));
    const { grant, idleSeconds } = await asCaller(counter, () => lock.unlock('4711'));
    expect(idleSeconds).toBe(GRANT_IDLE_MS / 1000);
    await asCaller({ client: 'ipc', grant }, () => lock.require());
    // Another client holding the same grant gets nothing from it.
    expect(await refusal(asCaller({ client: 'lan:tablet', grant }, () => lock.require()))).toEqual(
      msg('pin.required'),
    );
    expect(await refusal(asCaller({ client: 'ipc', grant: 'made-up' }, () => lock.require()))).toEqual(
      msg('pin.required'),
    );
  });

  it('ends a grant left unused, and every grant when the PIN changes', async () => {
    const { grant } = await asCaller(counter, () => lock.unlock('4711'));
    const holder = { client: 'ipc', grant };
    now += GRANT_IDLE_MS - 1;
    await asCaller(holder, () => lock.require());
    // Used just now: it lives another idle span from here.
    now += GRANT_IDLE_MS - 1;
    await asCaller(holder, () => lock.require());
    now += GRANT_IDLE_MS;
    expect(await refusal(asCaller(holder, () => lock.require()))).toEqual(msg('pin.required'));
    const second = await asCaller(counter, () => lock.unlock('4711'));
    await lock.change('8888');
    expect(await refusal(asCaller({ client: 'ipc', grant: second.grant }, () => lock.require()))).toEqual(
      msg('pin.required'),
    );
  });

  it('the app’s own calls (no caller) are not asked', async () => {
    await lock.require();
  });

  it('says how many tries are left; the fifth wrong one makes it wait a minute, even for the right PIN', async () => {
    for (let wrong = 1; wrong < MAX_WRONG_TRIES; wrong++)
      expect(await refusal(asCaller(counter, () => lock.unlock('0000')))).toEqual(
        msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - wrong }),
      );
    expect(await refusal(asCaller(counter, () => lock.unlock('0000')))).toEqual(
      msg('pin.wait', { seconds: 60 }),
    );
    now += 20_000;
    expect(await refusal(asCaller(counter, () => lock.unlock('4711')))).toEqual(
      msg('pin.wait', { seconds: 40 }),
    );
    // Another client waits all the same: the lock counts tries, not who made them.
    expect(await refusal(asCaller({ client: 'lan:tablet', grant: null }, () => lock.unlock('4711')))).toEqual(
      msg('pin.wait', { seconds: 40 }),
    );
    now += WRONG_TRIES_WAIT_MS - 20_000;
    const { grant } = await asCaller(counter, () => lock.unlock('4711'));
    await asCaller({ client: 'ipc', grant }, () => lock.require());
  });

  it('after the wait, five new tries; a right PIN starts the count again', async () => {
    for (let wrong = 0; wrong < MAX_WRONG_TRIES; wrong++)
      await refusal(asCaller(counter, () => lock.unlock('0000')));
    now += WRONG_TRIES_WAIT_MS;
    expect(await refusal(asCaller(counter, () => lock.unlock('0000')))).toEqual(
      msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - 1 }),
    );
    await asCaller(counter, () => lock.unlock('4711'));
    expect(await refusal(asCaller(counter, () => lock.unlock('0000')))).toEqual(
      msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - 1 }),
    );
  });

  it('takes tries one after the other: ten at once spend five, then wait', async () => {
    const said = await Promise.all(
      Array.from({ length: 10 }, () => refusal(asCaller(counter, () => lock.unlock('0000')))),
    );
    expect(said.filter((m) => m?.code === 'pin.wrong')).toHaveLength(MAX_WRONG_TRIES - 1);
    expect(said.filter((m) => m?.code === 'pin.wait')).toHaveLength(10 - MAX_WRONG_TRIES + 1);
  });

  it('a try that cannot be a PIN costs no try', async () => {
    expect(await refusal(asCaller(counter, () => lock.unlock('12')))).toEqual(
      msg('pin.bad-format', { min: 4, max: 12 }),
    );
    expect(await refusal(asCaller(counter, () => lock.unlock('0000')))).toEqual(
      msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - 1 }),
    );
  });
});
