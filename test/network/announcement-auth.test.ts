/**
 * Announcements as signed DNS-SD records (issue 23): only a PC holding the tenant's token can make one
 * that is believed, a live record resent as a goodbye is no goodbye, what was heard before is not taken
 * again, and what comes off the network is decoded strictly and bounded.
 */
import { describe, expect, it } from 'vitest';
import type { Answer } from 'dns-packet';
import type { Announcement } from '../../electron/core/network/announcement';
import {
  announcementKey,
  MAX_CLOCK_DIFFERENCE_MS,
  ReplayGuard,
  type Freshness,
} from '../../electron/core/network/discovery/announcement-auth';
import {
  decodeAnnouncements,
  encodeAnnouncement,
  verifyRecord,
} from '../../electron/core/network/discovery/announcement-codec';

const KEY = announcementKey('tok-secret-1', 'https://api.example.com/', 'bakery');
const WALL = 1_800_000_000_000;
const fresh = (counter: number, time = WALL): Freshness => ({ boot: '0123456789abcdef', counter, time });

const announcement: Announcement = {
  instanceId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  pcName: 'Kassa',
  serviceKey: 'abcdef0123456789',
  tenant: 'bakery',
  shops: [
    { shopId: 7, state: 'printing', since: 1_700_000_000_000, chosen: true },
    { shopId: 8, state: 'standby', since: 1_700_000_000_001, chosen: false },
  ],
};

const txtOf = (records: Answer[]): string[] =>
  ((records.find((record) => record.type === 'TXT')?.data ?? []) as Buffer[]).map((entry) =>
    entry.toString('utf8'),
  );

/** The same records with the TXT strings changed as a forger would (keeping the copied MAC). */
function forged(records: Answer[], change: (strings: string[]) => string[], ttl?: number): Answer[] {
  return records.map((record): Answer => {
    if (record.type === 'OPT') return record;
    const moved = { ...record, ttl: ttl ?? record.ttl };
    return record.type === 'TXT'
      ? { ...record, ttl: moved.ttl, data: change(txtOf(records)).map((s) => Buffer.from(s)) }
      : moved;
  });
}

const verified = (records: Answer[], key = KEY): boolean[] =>
  decodeAnnouncements(records).map((decoded) => verifyRecord(decoded, key));

describe('signed announcements', () => {
  it('come back as they were sent, proven with the tenant’s key, and a signed goodbye is a goodbye', () => {
    const [decoded] = decodeAnnouncements(encodeAnnouncement(announcement, KEY, fresh(1)));
    expect(decoded?.announcement).toEqual(announcement);
    expect(decoded?.goodbye).toBe(false);
    expect(decoded?.proof?.freshness).toEqual(fresh(1));
    expect(verified(encodeAnnouncement(announcement, KEY, fresh(1)))).toEqual([true]);
    const goodbye = encodeAnnouncement(announcement, KEY, fresh(2), true);
    expect(decodeAnnouncements(goodbye)[0]?.goodbye).toBe(true);
    expect(verified(goodbye)).toEqual([true]);
  });

  it('the key depends on the token, the tenant and the service, and never carries the token', () => {
    const other = [
      announcementKey('tok-secret-2', 'https://api.example.com', 'bakery'),
      announcementKey('tok-secret-1', 'https://api.example.com', 'bakery-2'),
      announcementKey('tok-secret-1', 'https://staging.example.com', 'bakery'),
    ];
    for (const key of other) {
      expect(key.id).not.toBe(KEY.id);
      expect(verified(encodeAnnouncement(announcement, KEY, fresh(1)), key)).toEqual([false]);
    }
    // A trailing slash or capitals in the address are the same service.
    expect(announcementKey('tok-secret-1', 'HTTPS://api.example.com', 'bakery').id).toBe(KEY.id);
    const onTheWire = txtOf(encodeAnnouncement(announcement, KEY, fresh(1))).join('\n');
    expect(onTheWire).not.toContain('tok-secret-1');
    expect(onTheWire).not.toContain(KEY.secret.toString('hex'));
  });

  it('a record changed by anyone without the key is not proven: a forged "chosen", another shop, a rename', () => {
    const records = encodeAnnouncement(
      { ...announcement, shops: [{ shopId: 7, state: 'standby', since: 1, chosen: false }] },
      KEY,
      fresh(1),
    );
    const changes: ((strings: string[]) => string[])[] = [
      (strings) => strings.map((s) => (s.startsWith('s=7:') ? 's=7:p:1:1' : s)),
      (strings) => strings.map((s) => (s.startsWith('id=') ? 'id=00000000-0000-4000-8000-000000000001' : s)),
      (strings) => strings.map((s) => (s.startsWith('pc=') ? 'pc=Counter' : s)),
      (strings) => strings.map((s) => (s.startsWith('n=') ? 'n=99' : s)),
      (strings) => [...strings.slice(0, -1), 's=9:p:1:1', strings.at(-1)!],
      // Something after the MAC is not covered by it.
      (strings) => [...strings, 's=9:p:1:1'],
      // No MAC at all.
      (strings) => strings.filter((s) => !s.startsWith('mac=')),
    ];
    for (const change of changes) expect(verified(forged(records, change))).toEqual([false]);
  });

  it('a live record resent with TTL 0 is no goodbye: the goodbye is in what is signed', () => {
    const live = encodeAnnouncement(announcement, KEY, fresh(5));
    const replayedAsGoodbye = forged(live, (strings) => strings, 0);
    const [decoded] = decodeAnnouncements(replayedAsGoodbye);
    expect(decoded?.goodbye).toBe(true);
    expect(verified(replayedAsGoodbye)).toEqual([false]);
  });

  it('the takeover flag (`o=`) is signed like every field: forged, changed, dropped or spliced, it is not proven', () => {
    const LAPTOP = '0a0b0c0d-1111-4222-8333-444455556666';
    const tookOver: Announcement = {
      ...announcement,
      shops: [{ ...announcement.shops[0]!, tookOverFrom: LAPTOP }, announcement.shops[1]!],
    };
    const records = encodeAnnouncement(tookOver, KEY, fresh(6));
    expect(txtOf(records)).toContain(`o=7:${LAPTOP}`);
    expect(decodeAnnouncements(records)[0]?.announcement).toEqual(tookOver);
    expect(verified(records)).toEqual([true]);
    const beforeMac = (strings: string[], extra: string) => [...strings.slice(0, -1), extra, strings.at(-1)!];
    const untouched = encodeAnnouncement(announcement, KEY, fresh(7));
    const changes: [Answer[], (strings: string[]) => string[]][] = [
      // A forger adds the flag to a PC's real record: the PC it names would stand down.
      [untouched, (strings) => beforeMac(strings, `o=7:${LAPTOP}`)],
      [untouched, (strings) => beforeMac(strings, `o=8:${announcement.instanceId}`)],
      // Or names another PC as the one taken over, or takes the flag out (the laptop would win back).
      [records, (strings) => strings.map((s) => (s.startsWith('o=') ? `o=7:${announcement.instanceId}` : s))],
      [records, (strings) => strings.map((s) => (s.startsWith('o=') ? `o=8:${LAPTOP}` : s))],
      [records, (strings) => strings.filter((s) => !s.startsWith('o='))],
      // Or moves it past the MAC, where nothing covers it.
      [untouched, (strings) => [...strings, `o=7:${LAPTOP}`]],
    ];
    for (const [base, change] of changes) expect(verified(forged(base, change))).toEqual([false]);
    // Spliced from the earlier record into the PC's next one, under the next one's MAC.
    const flag = txtOf(records).find((s) => s.startsWith('o='))!;
    expect(verified(forged(untouched, (strings) => beforeMac(strings, flag)))).toEqual([false]);
  });

  it('a record with the takeover flag replayed after the PC announced without it is refused', () => {
    const guard = new ReplayGuard(() => WALL);
    const LAPTOP = '0a0b0c0d-1111-4222-8333-444455556666';
    const withFlag = encodeAnnouncement(
      { ...announcement, shops: [{ ...announcement.shops[0]!, tookOverFrom: LAPTOP }] },
      KEY,
      fresh(6),
    );
    const without = encodeAnnouncement(announcement, KEY, fresh(7));
    const check = (records: Answer[]) => {
      const [decoded] = decodeAnnouncements(records);
      if (!decoded?.proof || !verifyRecord(decoded, KEY)) return 'unproven';
      return guard.check(decoded.announcement.instanceId, decoded.proof.freshness);
    };
    expect(check(withFlag)).toBe('fresh');
    expect(check(without)).toBe('fresh');
    // Genuine and signed, but older than what the PC said since: the takeover it claims is over.
    expect(check(withFlag)).toBe('replayed');
  });

  it('a PC with a hundred shops still fits: every TXT string under 255 bytes', () => {
    const shops = Array.from({ length: 100 }, (_, index) => ({
      shopId: 100_000 + index,
      state: 'standby' as const,
      since: 1_700_000_000_000,
      chosen: false,
    }));
    const records = encodeAnnouncement({ ...announcement, shops }, KEY, fresh(1));
    for (const entry of txtOf(records)) expect(Buffer.byteLength(entry)).toBeLessThan(255);
    expect(decodeAnnouncements(records)[0]?.announcement.shops).toHaveLength(100);
    expect(verified(records)).toEqual([true]);
  });

  it('drops what is malformed, foreign or of the old unsigned version, and cleans names for the screen', () => {
    const txt = (strings: string[]): Answer[] => [
      { name: `x._orderslip._udp.local`, type: 'TXT', ttl: 120, data: strings.map((s) => Buffer.from(s)) },
    ];
    const id = `id=${announcement.instanceId}`;
    expect(decodeAnnouncements(txt(['v=1', id, 'svc=a', 's=7:p:1:1']))).toEqual([]);
    expect(decodeAnnouncements(txt(['v=3', id, 'svc=a']))).toEqual([]);
    expect(decodeAnnouncements(txt(['v=2', 'id=../../etc', 'svc=a']))).toEqual([]);
    expect(decodeAnnouncements(txt(['v=2', id, 'svc=a', 's=7:x:1:0']))).toEqual([]);
    expect(decodeAnnouncements(txt(['v=2', id, 'svc=a', ...Array<string>(1_100).fill('x=1')]))).toEqual([]);
    // Of our version but without a proof: decoded (so it can be counted), never proven.
    const [unsigned] = decodeAnnouncements(txt(['v=2', id, 'svc=a', 'pc=Evil\u001b[2J\u202ePC']));
    expect(unsigned?.proof).toBeNull();
    expect(unsigned?.announcement.pcName).toBe('Evil[2JPC');
    expect(decodeAnnouncements([{ name: 'printer._ipp._tcp.local', type: 'TXT', ttl: 1, data: [] }])).toEqual(
      [],
    );
  });
});

describe('the replay guard', () => {
  const clocks = () => {
    const clock = { wall: WALL };
    const guard = new ReplayGuard(() => clock.wall);
    return { clock, guard };
  };
  const ID = announcement.instanceId;

  it('takes each record of a boot once, in order; an older one is a replay, the same one a repeat', () => {
    const { guard } = clocks();
    expect(guard.check(ID, fresh(3))).toBe('fresh');
    expect(guard.check(ID, fresh(3))).toBe('repeat');
    expect(guard.check(ID, fresh(2))).toBe('replayed');
    expect(guard.check(ID, fresh(4))).toBe('fresh');
  });

  it('a restart (new boot) is taken when its time is near this PC’s; the boot it left is not taken again', () => {
    const { clock, guard } = clocks();
    expect(guard.check(ID, fresh(40))).toBe('fresh');
    clock.wall += 60_000;
    const restarted: Freshness = { boot: 'fedcba9876543210', counter: 1, time: WALL + 60_000 };
    expect(guard.check(ID, restarted)).toBe('fresh');
    // The old boot's records, recorded before the restart, replayed now.
    expect(guard.check(ID, fresh(41, WALL + 1_000))).toBe('replayed');
    expect(guard.check(ID, { ...restarted, counter: 2, time: WALL + 61_000 })).toBe('fresh');
  });

  it('a recording older than the clock difference allowed is not taken by a PC that never heard it', () => {
    const { guard } = clocks();
    expect(guard.check(ID, fresh(1, WALL - MAX_CLOCK_DIFFERENCE_MS - 1_000))).toBe('clock');
    expect(guard.check(ID, fresh(1, WALL - MAX_CLOCK_DIFFERENCE_MS + 60_000))).toBe('fresh');
  });

  it('within a boot the counter decides, not the time: a PC that slept or whose clock stepped is still heard', () => {
    const { clock, guard } = clocks();
    expect(guard.check(ID, fresh(1))).toBe('fresh');
    clock.wall -= 3_600_000; // this PC's clock steps back an hour
    expect(guard.check(ID, fresh(2, WALL + 5_000))).toBe('fresh');
    // The other PC slept an hour (its lid closed) and its clock was stepped: its next record is heard.
    clock.wall += 2 * 3_600_000;
    expect(guard.check(ID, fresh(3, WALL - 7_200_000))).toBe('fresh');
    expect(guard.check(ID, fresh(2, WALL + 5_000))).toBe('replayed');
  });

  it('stays bounded however many instances it hears', () => {
    const { guard } = clocks();
    for (let index = 0; index < 1_000; index += 1)
      guard.check(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, fresh(1));
    expect(guard.size).toBeLessThanOrEqual(256);
  });
});
