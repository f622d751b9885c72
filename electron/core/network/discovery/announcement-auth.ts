/**
 * Proof that an announcement comes from a PC holding the tenant's token (docs/NETWORK.md): an HMAC over
 * everything the announcement says, with a key derived from the token, and a guard against records
 * replayed from earlier. Without it, any device on the LAN could name itself a shop's printing PC (and
 * silence the real one) or replay a PC's records as a goodbye (and make two PCs print).
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The key announcements are signed with. Derived, never the token: the coordinator and discovery hold
 * only this, and it is useless against the ordering service.
 */
export interface AnnouncementKey {
  /** A fingerprint, to tell keys apart (a new token, tenant or service): not the key. */
  readonly id: string;
  readonly secret: Buffer;
}

const KEY_SALT = 'orderslip announcement key v2';
/** HMAC-SHA256 cut to 128 bits: plenty against forgery, and short in a TXT string. */
const MAC_BYTES = 16;

export function announcementKey(token: string, baseUrl: string, tenant: string): AnnouncementKey {
  const normalised = baseUrl.trim().toLowerCase().replace(/\/+$/, '');
  const secret = Buffer.from(
    hkdfSync('sha256', token.trim(), KEY_SALT, `${normalised}\n${tenant.trim()}`, 32),
  );
  return { id: createHash('sha256').update(secret).digest('hex').slice(0, 16), secret };
}

export function macOf(key: AnnouncementKey, signed: string): string {
  return createHmac('sha256', key.secret)
    .update(signed, 'utf8')
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('hex');
}

export function macMatches(key: AnnouncementKey, signed: string, mac: string): boolean {
  const expected = Buffer.from(macOf(key, signed), 'hex');
  const given = Buffer.from(mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What an announcement carries against replays: who sent it in which run, how many before it, when. */
export interface Freshness {
  /** Random per run of the sender's discovery: a restart is a new boot. */
  readonly boot: string;
  /** Grows by one with every record the boot sends. */
  readonly counter: number;
  /** The sender's wall clock as it sent (ms since the epoch). */
  readonly time: number;
}

export type FreshnessVerdict = 'fresh' | 'repeat' | 'replayed' | 'clock';

/** How far another PC's clock may be from this one's when it is first heard. */
export const MAX_CLOCK_DIFFERENCE_MS = 10 * 60_000;
/** Instances remembered (only verified records enter); the oldest heard goes first. */
const MAX_INSTANCES = 256;
/** Boots an instance has left behind, remembered so their records are not taken again. */
const MAX_RETIRED_BOOTS = 8;

interface Seen {
  readonly boot: string;
  readonly counter: number;
  readonly retired: readonly string[];
}

/**
 * Keeps, per instance, the highest counter of its current boot and the boots it left behind. Only
 * records whose HMAC verified are given to it, so a flood of forgeries cannot fill it.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, Seen>();

  constructor(
    /** This PC's wall clock (ms since the epoch): only for a boot heard for the first time. */
    private readonly wallNow: () => number = () => Date.now(),
  ) {}

  check(instanceId: string, freshness: Freshness): FreshnessVerdict {
    const known = this.seen.get(instanceId);
    if (known && known.boot === freshness.boot) {
      // The same record twice (multicast and unicast both reach this PC) is no attack.
      if (freshness.counter === known.counter) return 'repeat';
      // Within a boot the counter alone decides, not the time: a PC that slept (a laptop's lid) comes
      // back with its monotonic clock behind, and must still be heard.
      if (freshness.counter < known.counter) return 'replayed';
      this.remember(instanceId, { ...known, counter: freshness.counter });
      return 'fresh';
    }
    if (known?.retired.includes(freshness.boot)) return 'replayed';
    // A boot heard for the first time: its time is all there is to tell a restart from a recording.
    if (Math.abs(freshness.time - this.wallNow()) > MAX_CLOCK_DIFFERENCE_MS) return 'clock';
    const retired = known ? [known.boot, ...known.retired].slice(0, MAX_RETIRED_BOOTS) : [];
    this.remember(instanceId, { boot: freshness.boot, counter: freshness.counter, retired });
    return 'fresh';
  }

  get size(): number {
    return this.seen.size;
  }

  private remember(instanceId: string, seen: Seen): void {
    this.seen.delete(instanceId);
    this.seen.set(instanceId, seen);
    if (this.seen.size <= MAX_INSTANCES) return;
    const oldest = this.seen.keys().next().value;
    if (oldest !== undefined) this.seen.delete(oldest);
  }
}
