/**
 * The rule every OrderSlip applies alone to decide whether it prints a shop: the same announcements
 * must give every PC answers that never both print.
 */
import { describe, expect, it } from 'vitest';
import {
  decideClaim,
  serviceKey,
  type LivePeer,
  type OwnShop,
} from '../../electron/core/network/shop-claims';
import type { AnnouncedShop } from '../../electron/core/network/announcement';

const SHOP = 7;
const NOW = 1_000_000;
const LISTEN = 3_000;

const own = (patch: Partial<OwnShop> = {}): OwnShop => ({
  shopId: SHOP,
  role: 'starting',
  printing: false,
  since: NOW - 10_000,
  chosen: false,
  attachedAt: NOW - 10_000,
  ...patch,
});
const peer = (instanceId: string, shop: Partial<AnnouncedShop> = {}): LivePeer => ({
  instanceId,
  pcName: `PC-${instanceId}`,
  address: '10.0.0.9',
  shops: [{ shopId: SHOP, state: 'printing', since: NOW - 60_000, chosen: false, ...shop }],
});
const decide = (selfId: string, shop: OwnShop, peers: LivePeer[]) =>
  decideClaim({ selfId, shop, peers, now: NOW, listenMs: LISTEN });

describe('who prints a shop', () => {
  it('listens before it claims a shop, then prints it when nobody else does', () => {
    expect(decide('b', own({ attachedAt: NOW - 1_000 }), []).role).toBe('starting');
    expect(decide('b', own(), [])).toMatchObject({ role: 'printing', printing: true });
  });

  it('a shop this PC printed when it last ran listens only the resume window, and still yields to a printer', () => {
    const resume = (attachedAgo: number, peers: LivePeer[] = []) =>
      decideClaim({
        selfId: 'b',
        shop: own({ attachedAt: NOW - attachedAgo, resumable: true }),
        peers,
        now: NOW,
        listenMs: LISTEN,
        resumeMs: 300,
      });
    expect(resume(299).role).toBe('starting');
    expect(resume(300)).toMatchObject({ role: 'printing', printing: true });
    expect(resume(300, [peer('a')])).toMatchObject({ role: 'standby', printing: false });
    expect(resume(300, [peer('c', { state: 'standby', chosen: true })])).toMatchObject({ role: 'standby' });
  });

  it('gives the PC it stood by for its listening time when that one restarts, whatever the ids', () => {
    const starting = peer('c', { state: 'starting' });
    const standing = own({ role: 'standby' });
    expect(decide('b', standing, [starting])).toMatchObject({ role: 'printing', printing: true });
    expect(
      decideClaim({
        selfId: 'b',
        shop: standing,
        peers: [starting],
        now: NOW,
        listenMs: LISTEN,
        restarting: 'c',
      }),
    ).toMatchObject({ role: 'standby', printing: false, other: { instanceId: 'c' } });
  });

  it('stands by for the PC that printed the shop first, and says which', () => {
    const claim = decide('a', own(), [peer('z')]);
    expect(claim).toMatchObject({ role: 'standby', printing: false });
    expect(claim.other?.pcName).toBe('PC-z');
  });

  it('of two that print at once, the later one stops; a tie goes to the lower id on both sides', () => {
    const earlier = peer('z', { since: NOW - 5_000 });
    expect(
      decide('a', own({ role: 'printing', printing: true, since: NOW - 1_000 }), [earlier]).printing,
    ).toBe(false);
    const tieSince = NOW - 2_000;
    const a = decide('a', own({ role: 'printing', printing: true, since: tieSince }), [
      peer('b', { since: tieSince }),
    ]);
    const b = decide('b', own({ role: 'printing', printing: true, since: tieSince }), [
      peer('a', { since: tieSince }),
    ]);
    expect([a.printing, b.printing]).toEqual([true, false]);
  });

  it('two PCs past their listening, nobody printing: only the lower id claims, the other waits for it', () => {
    const a = decide('a', own(), [peer('b', { state: 'starting' })]);
    const b = decide('b', own(), [peer('a', { state: 'starting' })]);
    expect([a.printing, b.printing]).toEqual([true, false]);
    expect(b.role).toBe('standby');
  });

  it('a PC chosen for the shop waits for the one printing it to stand down, which it does', () => {
    const chosen = decide('a', own({ chosen: true }), [peer('z')]);
    expect(chosen).toMatchObject({ role: 'standby', printing: false });
    const current = decide('z', own({ role: 'printing', printing: true }), [
      peer('a', { state: 'standby', chosen: true }),
    ]);
    expect(current).toMatchObject({ role: 'standby', printing: false });
    // Once it announced standby, the chosen one prints.
    expect(decide('a', own({ chosen: true }), [peer('z', { state: 'standby' })]).printing).toBe(true);
  });

  it('two chosen PCs are a conflict on both, and exactly one of them prints', () => {
    const a = decide('a', own({ chosen: true, role: 'printing', printing: true, since: NOW - 9_000 }), [
      peer('b', { chosen: true, since: NOW - 1_000 }),
    ]);
    const b = decide('b', own({ chosen: true, role: 'printing', printing: true, since: NOW - 1_000 }), [
      peer('a', { chosen: true, since: NOW - 9_000 }),
    ]);
    expect([a.role, b.role]).toEqual(['conflict', 'conflict']);
    expect([a.printing, b.printing]).toEqual([true, false]);
  });

  it('ignores peers that do not announce the shop', () => {
    const other: LivePeer = {
      ...peer('z'),
      shops: [{ shopId: 99, state: 'printing', since: 0, chosen: true }],
    };
    expect(decide('a', own(), [other]).printing).toBe(true);
  });

  it('keys the service by address and tenant, without broadcasting either', () => {
    const key = serviceKey('https://api.example.com/', 'bakery');
    expect(key).toBe(serviceKey('https://API.example.com', ' bakery '));
    expect(key).not.toBe(serviceKey('https://api.example.com', 'butcher'));
    expect(key).not.toContain('example');
  });
});
