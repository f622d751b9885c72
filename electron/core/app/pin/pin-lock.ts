/**
 * The counter's lock: whether a PIN is set, trying one (five wrong tries make it wait a minute, on the
 * monotonic clock, so setting the PC's clock back does not shorten it), the short-lived grants a right
 * PIN gives, and what a guarded command asks before it runs (`require`). Tries are taken one after
 * the other, so parallel requests cannot spend more than five before the wait.
 */
import { randomBytes } from 'node:crypto';
import type { UnlockView } from '../../../common/contract/app-api';
import { isPinFormat, PIN_LENGTH } from '../../../common/contract/pin';
import { msg } from '../../../common/messages/catalogue';
import { MessageError } from '../../../common/messages/errors';
import { monotonicNow, type Monotonic } from '../../time/monotonic';
import { currentCaller } from './caller';
import { hashPin, needsRehash, pinMatches } from './pin-hash';
import { memoryPinStore, type PinStore } from './pin-store';

export const MAX_WRONG_TRIES = 5;
export const WRONG_TRIES_WAIT_MS = 60_000;
/** A grant ends once unused this long: a counter left open locks itself again. */
export const GRANT_IDLE_MS = 5 * 60_000;
/** More live grants than any shop has windows: the oldest ones go first. */
const MAX_GRANTS = 64;

interface Grant {
  readonly client: string;
  lastUsed: number;
}

export class PinLock {
  private wrongTries = 0;
  private waitUntil: number | null = null;
  private readonly grants = new Map<string, Grant>();
  private tries: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: PinStore = memoryPinStore(),
    private readonly clock: Monotonic = monotonicNow,
  ) {}

  /** A PIN is set (or a stored one cannot be read: locked all the same). */
  async isSet(): Promise<boolean> {
    return (await this.store.read()).state !== 'none';
  }

  /** Gives the caller a grant for the right PIN; refuses a wrong one, or any during the wait. */
  unlock(pin: string): Promise<UnlockView> {
    const client = currentCaller()?.client ?? 'app';
    const turn = this.tries.then(() => this.tryPin(pin, client));
    this.tries = turn.catch(() => undefined);
    return turn;
  }

  /**
   * What a guarded command asks first: nothing when no PIN is set or the app itself calls; otherwise
   * a live grant of this very client.
   */
  async require(): Promise<void> {
    const caller = currentCaller();
    if (caller === undefined || !(await this.isSet())) return;
    const grant = caller.grant === null ? undefined : this.grants.get(caller.grant);
    const now = this.clock();
    if (grant === undefined || grant.client !== caller.client || now - grant.lastUsed >= GRANT_IDLE_MS)
      throw new MessageError(msg('pin.required'));
    grant.lastUsed = now;
  }

  /** Throws when `pin` cannot be a PIN, before anything else of a save is written. */
  static check(pin: string): void {
    if (pin !== '' && !isPinFormat(pin)) throw badFormat();
  }

  /** Sets or changes the PIN ('' removes it); every grant given so far ends. */
  async change(pin: string): Promise<void> {
    PinLock.check(pin);
    await this.store.write(pin === '' ? null : await hashPin(pin));
    this.grants.clear();
    this.wrongTries = 0;
    this.waitUntil = null;
  }

  private async tryPin(pin: string, client: string): Promise<UnlockView> {
    const now = this.clock();
    if (this.waitUntil !== null) {
      if (now < this.waitUntil)
        throw new MessageError(msg('pin.wait', { seconds: Math.ceil((this.waitUntil - now) / 1000) }));
      this.waitUntil = null;
      this.wrongTries = 0;
    }
    const stored = await this.store.read();
    if (stored.state === 'none') throw new MessageError(msg('pin.not-set'));
    if (stored.state === 'unreadable') throw new MessageError(msg('pin.unreadable'));
    // The format is no secret: a try that cannot be a PIN costs no try.
    if (!isPinFormat(pin)) throw badFormat();
    if (!(await pinMatches(pin, stored.record))) {
      this.wrongTries += 1;
      if (this.wrongTries >= MAX_WRONG_TRIES) {
        this.waitUntil = this.clock() + WRONG_TRIES_WAIT_MS;
        throw new MessageError(msg('pin.wait', { seconds: WRONG_TRIES_WAIT_MS / 1000 }));
      }
      throw new MessageError(msg('pin.wrong', { triesLeft: MAX_WRONG_TRIES - this.wrongTries }));
    }
    this.wrongTries = 0;
    if (needsRehash(stored.record)) await this.store.write(await hashPin(pin));
    return this.grant(client);
  }

  private grant(client: string): UnlockView {
    const now = this.clock();
    for (const [key, grant] of this.grants)
      if (now - grant.lastUsed >= GRANT_IDLE_MS) this.grants.delete(key);
    while (this.grants.size >= MAX_GRANTS) {
      const oldest = this.grants.keys().next().value;
      if (oldest === undefined) break;
      this.grants.delete(oldest);
    }
    const key = randomBytes(32).toString('base64url');
    this.grants.set(key, { client, lastUsed: now });
    return { grant: key, idleSeconds: GRANT_IDLE_MS / 1000 };
  }
}

const badFormat = (): MessageError =>
  new MessageError(msg('pin.bad-format', { min: PIN_LENGTH.min, max: PIN_LENGTH.max }));
