/**
 * Who prints a shop, decided by each OrderSlip alone from what the others announce (docs/NETWORK.md).
 * Pure: the same inputs give the same role on every PC, so two PCs never both decide to print.
 *
 * 1. A PC listens before it claims a shop (`starting`) and polls nothing meanwhile: the whole listening
 *    time, or only the short resume window for a shop it printed when it last ran and that nobody else
 *    claimed in that window (`resumable`, kept by the coordinator).
 * 2. A PC chosen for the shop prints it, once the PC printing it now (not chosen) has stood down. Two
 *    chosen PCs are a conflict on both: the one printing longer goes on, the other waits.
 * 3. A PC not chosen stands by for a chosen one, and for one that printed the shop before it (ties: the
 *    lower instance id), also while that one restarts and listens. Nobody printing: the lowest id among
 *    the PCs past their listening prints.
 */
import { createHash } from 'node:crypto';
import type { ShopRole } from '../../common/contract/network';
import type { AnnouncedShop } from './announcement';

/** Another PC as this one last heard it, alive (heard within the takeover time, no goodbye since). */
export interface LivePeer {
  readonly instanceId: string;
  readonly pcName: string;
  readonly address: string;
  readonly shops: readonly AnnouncedShop[];
}

/** This PC's own state of one shop. */
export interface OwnShop {
  readonly shopId: number;
  readonly role: ShopRole;
  /** Whether it prints now (`printing`, or the side of a conflict that prints). */
  readonly printing: boolean;
  readonly since: number;
  readonly chosen: boolean;
  /** When the engine attached it: the listening runs from here. */
  readonly attachedAt: number;
  /**
   * This PC printed the shop when it last ran, and no proven PC claimed it in the resume window: it
   * listens only that window (`resumeMs`), not the whole listening time.
   */
  readonly resumable?: boolean;
}

export interface Claim {
  readonly role: ShopRole;
  readonly printing: boolean;
  /** The PC this one waits for (standby), or the other chosen one (conflict). */
  readonly other: LivePeer | null;
}

interface Candidate {
  readonly id: string;
  readonly printing: boolean;
  readonly since: number;
}

/** The one that prints among candidates: printing longest, then the lowest instance id. */
function winner(candidates: readonly Candidate[]): Candidate | undefined {
  return [...candidates].sort(
    (a, b) =>
      Number(b.printing) - Number(a.printing) ||
      (a.printing && b.printing ? a.since - b.since : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )[0];
}

export function decideClaim(input: {
  readonly selfId: string;
  readonly shop: OwnShop;
  /** Alive peers of the same service and tenant. */
  readonly peers: readonly LivePeer[];
  readonly now: number;
  readonly listenMs: number;
  /** How long a `resumable` shop listens (shorter than `listenMs`). */
  readonly resumeMs?: number;
  /**
   * The PC this one stood by for, heard starting again (a restart) within its listening time: it is
   * given that time to claim the shop back rather than losing it to this PC by id.
   */
  readonly restarting?: string | null;
}): Claim {
  const { selfId, shop, now } = input;
  const listenMs = shop.resumable
    ? Math.min(input.resumeMs ?? input.listenMs, input.listenMs)
    : input.listenMs;
  const others = input.peers.flatMap((peer) => {
    const announced = peer.shops.find((s) => s.shopId === shop.shopId);
    return announced ? [{ peer, shop: announced }] : [];
  });
  const listening = !shop.printing && now - shop.attachedAt < listenMs;
  const printingOthers = others.filter((other) => other.shop.state === 'printing');
  const self: Candidate = { id: selfId, printing: shop.printing, since: shop.since };

  if (shop.chosen) {
    const chosenOthers = others.filter((other) => other.shop.chosen);
    if (chosenOthers.length > 0) {
      const best = winner([
        self,
        ...chosenOthers.map((other) => ({
          id: other.peer.instanceId,
          printing: other.shop.state === 'printing',
          since: other.shop.since,
        })),
      ]);
      const prints = best?.id === selfId && !listening;
      return { role: 'conflict', printing: prints, other: chosenOthers[0]?.peer ?? null };
    }
    // The PC printing it now stands down when it hears this one is chosen; until then, this one waits.
    const current = printingOthers[0];
    if (current) return { role: 'standby', printing: false, other: current.peer };
    if (listening) return { role: 'starting', printing: false, other: null };
    return { role: 'printing', printing: true, other: null };
  }

  const chosen = others.find((other) => other.shop.chosen);
  if (chosen) return { role: 'standby', printing: false, other: chosen.peer };
  const first = winner(
    printingOthers.map((other) => ({
      id: other.peer.instanceId,
      printing: true,
      since: other.shop.since,
    })),
  );
  if (first) {
    const firstPeer = printingOthers.find((other) => other.peer.instanceId === first.id)?.peer ?? null;
    if (!shop.printing) return { role: 'standby', printing: false, other: firstPeer };
    // Both print (they claimed at the same moment): the later one stops at once.
    const keep = winner([self, first]);
    if (keep?.id !== selfId) return { role: 'standby', printing: false, other: firstPeer };
    return { role: 'printing', printing: true, other: null };
  }
  if (shop.printing) return { role: 'printing', printing: true, other: null };
  // Known to be this PC's to wait for, even while this PC still listens: announced as standby, not as a
  // starting PC that the restarting one would have to wait for in turn.
  const back = others.find(
    (other) => other.shop.state === 'starting' && other.peer.instanceId === input.restarting,
  );
  if (back) return { role: 'standby', printing: false, other: back.peer };
  if (listening) return { role: 'starting', printing: false, other: null };
  // Nobody prints it: the lowest id among those still listening goes first (the others are past it).
  const lower = others.find((other) => other.shop.state === 'starting' && other.peer.instanceId < selfId);
  if (lower) return { role: 'standby', printing: false, other: lower.peer };
  return { role: 'printing', printing: true, other: null };
}

/**
 * The tenant at its service, as announced: OrderSlips on different services (two demos, a PC on a
 * staging service) never stand by for each other. A hash, so the address itself is not broadcast.
 */
export function serviceKey(baseUrl: string, tenant: string): string {
  const normalised = baseUrl.trim().toLowerCase().replace(/\/+$/, '');
  return createHash('sha256').update(`${normalised}\n${tenant.trim()}`).digest('hex').slice(0, 16);
}
