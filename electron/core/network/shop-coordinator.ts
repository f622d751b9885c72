/**
 * One per process: announces this PC and the shops it is set up for, keeps the table of the other
 * OrderSlips it hears, and decides every second (and on every announcement) whether this PC prints
 * each shop (`shop-claims`). It is the engine's `ShopGate`, and it lives across engine restarts: a save
 * of the settings does not make this PC listen again or give its shops away — unless it moves this PC
 * to another service or tenant, whose shops it has to listen for like a PC that just started.
 */
import { hostname } from 'node:os';
import type { ProblemView } from '../../common/contract/app-api';
import type {
  NetworkStatusView,
  PeerView,
  ShopClaimView,
  ShopWatchView,
} from '../../common/contract/network';
import type { AppSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import type { ShopGate } from '../engine/shop-gate';
import { monotonicNow, type Monotonic } from '../time/monotonic';
import type {
  AnnouncedShop,
  Announcement,
  Discovery,
  HeardAnnouncement,
  RejectedAnnouncement,
} from './announcement';
import { ReplayGuard, type AnnouncementKey } from './discovery/announcement-auth';
import type { ShopCoordinator } from './parts';
import type { RememberedRoles } from './remembered-roles';
import { decideClaim, serviceKey, type LivePeer, type OwnShop } from './shop-claims';
import { ousterOf, ServiceWatch, watchEveryMs, type WatchedOrder } from './service-watch';

/**
 * How long a starting PC listens before it claims a shop. It asks who is there as it starts and the
 * others answer at once (unicast back to it, too), so a few seconds is plenty on a LAN.
 */
export const DEFAULT_LISTEN_MS = 3_000;
/**
 * How long a starting PC listens before it resumes a shop it printed when it last ran. The query went
 * out as the socket opened, and a PC printing the shop answers it at once (to the group and back to the
 * asker): on a LAN its answer is here within milliseconds, so this is the margin for a busy peer.
 */
export const DEFAULT_RESUME_MS = 300;
/**
 * How long beyond its own listening time a PC standing by waits for the PC it stood by for, heard
 * starting again, to claim the shop back (that one listens as long, counted from a moment later).
 */
const RESTART_GRACE_MS = 1_000;
/** How long Status says a takeover happened. */
export const TOOK_OVER_SHOWN_MS = 60 * 60 * 1000;
/** A shop the engine let go (a restart on new settings) keeps its role this long, announced as before. */
const DETACHED_KEPT_MS = 30_000;
/**
 * Other OrderSlips kept at most (a shop has a few PCs): beyond this a new one is not taken in, and only
 * proven announcements make an entry, so a flood of forgeries never fills the table or Status.
 */
export const MAX_PEERS = 64;
/** How long Status says a device claimed a shop without proof, after its last such record. */
export const UNPROVEN_SHOWN_MS = 10 * 60_000;

export interface DiscoverySettings {
  readonly multicast: boolean;
  readonly peerAddresses: readonly string[];
}

/** What a transport needs besides the settings: the key to sign and prove with, and what was heard. */
export interface DiscoveryProof {
  readonly key: AnnouncementKey;
  readonly replay: ReplayGuard;
  readonly now: Monotonic;
}

export interface ShopCoordinatorOptions {
  readonly instanceId: string;
  /** Makes the transport for these settings (`MdnsDiscovery` in the hosts). */
  readonly discovery: (settings: DiscoverySettings & DiscoveryProof) => Discovery;
  /**
   * Monotonic milliseconds (default `monotonicNow`): listening, silence, takeover and how long things
   * are shown never jump with the wall clock. Tests move their own.
   */
  readonly now?: Monotonic;
  readonly tickMs?: number;
  readonly listenMs?: number;
  /** The resume window instead of `DEFAULT_RESUME_MS` (at most `listenMs`). */
  readonly resumeMs?: number;
  /**
   * The shops this PC printed when it last ran (`remembered-roles.ts`; null: none, or the file was
   * missing or damaged). Each is resumed after the resume window unless a proven PC claims it by then.
   */
  readonly remembered?: RememberedRoles | null;
  /** Keeps what this PC prints now, for its next start; told when that changes. */
  readonly remember?: (roles: RememberedRoles) => void;
  /** The takeover time instead of the settings' (which allow 10 s at least): tests of several PCs. */
  readonly takeoverMs?: number;
  readonly log?: (level: 'info' | 'warn' | 'error', message: Message) => void;
}

interface PeerEntry {
  readonly announcement: Announcement;
  readonly address: string;
  readonly named: boolean;
  readonly lastSeenAt: number;
  readonly gone: boolean;
}

interface ShopEntry extends OwnShop {
  readonly printedBy: {
    readonly instanceId: string;
    readonly pcName: string;
    readonly address: string;
  } | null;
  /** The PC that printed the shop while this one stood by: taking over from it marks duplicates. */
  readonly lastPrinter: { readonly instanceId: string; readonly pcName: string } | null;
  readonly detachedAt: number | null;
  readonly takeover: { readonly fromPc: string; readonly beside?: true } | null;
  /** Another PC that printed the shop too while this one did (it stands down): marked once. */
  readonly beside: string | null;
  /** This PC printed the shop when it last ran: kept in the remembered file until the shop settles. */
  readonly remembered: boolean;
  /** When this PC resumed the shop after the short window: standing down soon after is said. */
  readonly resumedAt: number | null;
  /** When the PC this one stood by for was first heard starting again (a restart), while it is. */
  readonly lastPrinterRestartAt: number | null;
}

interface TookOver {
  readonly fromPc: string;
  readonly at: number;
  readonly count: number;
  readonly ordersWaited: { readonly orderNumber: string | null; readonly waitedMs: number } | null;
}

/** Records that claimed this PC's tenant without proof: one problem, however many there were. */
interface Unproven {
  readonly latest: RejectedAnnouncement;
  readonly count: number;
  readonly firstAt: number;
  readonly lastAt: number;
}

export class NetworkShopCoordinator implements ShopCoordinator, ShopGate {
  readonly gate: ShopGate = this;
  private readonly now: Monotonic;
  private readonly listenMs: number;
  private readonly resumeMs: number;
  /**
   * Remembered shops not attached yet (for `service`): announced as starting and kept in the file until
   * they are, or until the listening time after the socket opened ends.
   */
  private remembered: { readonly service: string; readonly shops: Set<number> };
  /** What the remembered file says now, as written (or read): it is written only when this changes. */
  private rememberedText: string;
  /** Wakes `decide` when the earliest listening shop's window ends (the tick is a second apart). */
  private wake: NodeJS.Timeout | undefined;
  private wakeAt = Number.POSITIVE_INFINITY;
  private readonly peers = new Map<string, PeerEntry>();
  private readonly shops = new Map<number, ShopEntry>();
  private readonly tookOverAt = new Map<number, TookOver>();
  private unproven: Unproven | null = null;
  /**
   * The wall clock read once and moved on by the monotonic one: what is announced (`since`) and shown
   * as a time. A step of this PC's clock (NTP, a person) then moves none of it.
   */
  private readonly wallAtStart = Date.now();
  private readonly startedAt: number;
  private key: AnnouncementKey | null = null;
  private replay: ReplayGuard;
  private readonly listeners = new Set<() => void>();
  private shopNames = new Map<number, string>();
  private discovery: Discovery | null = null;
  /**
   * This PC has nobody to ask: discovery is off with no peer named, or its socket would not open. Set
   * at once by `apply` (the socket opens later), so a shop attached meanwhile listens first.
   */
  private alone = true;
  private discoveryKey = '';
  private discoveryProblem: Message | null = null;
  /** When the socket opened: a shop's listening counts from here (the answers come after it). */
  private readyAt = 0;
  private stopDiscovery: (() => void)[] = [];
  /**
   * Counts restarts of the transport (and stops): one that finishes opening after a later one began
   * closes again, so a transport with an old key (the token changed meanwhile) never goes on proving.
   */
  private discoveryRun = 0;
  private timer: NodeJS.Timeout | undefined;
  private settings: AppSettings | null = null;
  private pcName = hostname();
  private service = '';
  private takeoverMs = 60_000;
  private chosen = new Set<number>();
  private readonly watch: ServiceWatch;
  /** Shops another PC took from this one by its service watch (it says so in its announcement). */
  private readonly ousted = new Set<number>();

  constructor(private readonly options: ShopCoordinatorOptions) {
    this.now = options.now ?? monotonicNow;
    this.startedAt = this.now();
    this.replay = new ReplayGuard();
    this.listenMs = options.listenMs ?? DEFAULT_LISTEN_MS;
    this.resumeMs = Math.min(options.resumeMs ?? DEFAULT_RESUME_MS, this.listenMs);
    const remembered = options.remembered ?? null;
    this.remembered = { service: remembered?.service ?? '', shops: new Set(remembered?.printing ?? []) };
    this.rememberedText = remembered ? rememberedText(remembered) : '';
    // The watch times the waiting orders on the same monotonic clock as the peers and the takeover.
    this.watch = new ServiceWatch(this.now);
  }

  /**
   * `key` (derived from the tenant's token: `announcementKey`) signs this PC's announcements and proves
   * the others'; without it nothing can be proven, so nobody is heard.
   */
  apply(settings: AppSettings, key: AnnouncementKey | null): void {
    this.settings = settings;
    const { network, connection } = settings;
    this.pcName = network.pcName.trim() || hostname();
    const service = serviceKey(connection.baseUrl, connection.tenant);
    // Another service or tenant: its shop 3 is not the shop this PC printed as 3. Kept, the claim would
    // print there at once, without listening, and win against the PC printing it by its older `since`.
    if (service !== this.service) this.forgetShops();
    this.service = service;
    if (this.remembered.service !== service) this.remembered.shops.clear();
    this.takeoverMs = this.options.takeoverMs ?? network.takeoverSeconds * 1000;
    this.chosen = new Set(network.printingShops);
    this.shopNames = new Map(settings.shops.flatMap((shop) => (shop.name ? [[shop.shopId, shop.name]] : [])));
    for (const [shopId, shop] of this.shops)
      this.shops.set(shopId, { ...shop, chosen: this.chosen.has(shopId) });
    const wanted: DiscoverySettings = { multicast: network.discovery, peerAddresses: network.peerAddresses };
    const discoveryKey = JSON.stringify({ ...wanted, key: key?.id ?? null });
    if (discoveryKey !== this.discoveryKey) {
      this.discoveryKey = discoveryKey;
      if (key?.id !== this.key?.id) {
        // Another tenant or token: what was heard under the old key says nothing now.
        this.replay = new ReplayGuard();
        this.peers.clear();
        this.unproven = null;
      }
      this.key = key;
      this.alone = !wanted.multicast && wanted.peerAddresses.length === 0;
      void this.restartDiscovery(wanted);
    }
    if (!this.timer) {
      this.timer = setInterval(() => this.decide(), this.options.tickMs ?? 1_000);
      this.timer.unref();
    }
    this.decide(true);
  }

  private forgetShops(): void {
    for (const shopId of this.shops.keys()) {
      this.watch.forget(shopId);
      this.watch.release(shopId);
    }
    this.shops.clear();
    this.tookOverAt.clear();
    this.ousted.clear();
  }

  // ShopGate

  attach(shopId: number): void {
    const known = this.shops.get(shopId);
    if (known && known.detachedAt !== null) {
      this.shops.set(shopId, { ...known, detachedAt: null });
      return;
    }
    if (known) return;
    const now = this.now();
    const alone = this.alone;
    const remembered = this.remembered.service === this.service && this.remembered.shops.delete(shopId);
    this.shops.set(shopId, {
      shopId,
      // With nobody to ask (no discovery), this PC prints, as a PC on its own always did.
      role: alone ? 'printing' : 'starting',
      printing: alone,
      since: this.wall(now),
      chosen: this.chosen.has(shopId),
      attachedAt: now,
      printedBy: null,
      lastPrinter: null,
      detachedAt: null,
      takeover: null,
      beside: null,
      remembered,
      resumable: remembered && !alone,
      resumedAt: null,
      lastPrinterRestartAt: null,
    });
    this.decide(true);
  }

  detach(shopId: number): void {
    const shop = this.shops.get(shopId);
    if (shop && shop.detachedAt === null) this.shops.set(shopId, { ...shop, detachedAt: this.now() });
  }

  mayPoll(shopId: number): boolean {
    const shop = this.shops.get(shopId);
    if (!shop) return this.alone;
    return shop.printing;
  }

  takeTakeover(shopId: number): { readonly fromPc: string; readonly beside?: true } | null {
    const shop = this.shops.get(shopId);
    if (!shop?.takeover || !shop.printing) return null;
    this.shops.set(shopId, { ...shop, takeover: null });
    return shop.takeover;
  }

  tookOver(shopId: number, count: number): void {
    const took = this.tookOverAt.get(shopId);
    if (took) this.tookOverAt.set(shopId, { ...took, count: took.count + count });
    this.changed();
  }

  watchEveryMs(shopId: number): number | null {
    const shop = this.shops.get(shopId);
    if (!shop || shop.detachedAt !== null || shop.printing || shop.role === 'starting') return null;
    if (this.alone || this.discovery === null) return null;
    return watchEveryMs(this.takeoverMs);
  }

  takenOverBy(shopId: number): string | null {
    if (!this.ousted.has(shopId)) return null;
    return this.shops.get(shopId)?.printedBy?.pcName ?? null;
  }

  watched(shopId: number, orders: readonly WatchedOrder[], complete: boolean): void {
    if (this.watchEveryMs(shopId) === null) return;
    this.watch.watched(shopId, orders, complete);
    // Not `changed()` for every listing: the engine's listings wake on it (and this one came from them).
    this.decide();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // What the app service asks

  status(): NetworkStatusView {
    const now = this.now();
    return {
      pcName: this.pcName,
      instanceId: this.options.instanceId,
      discovering: this.discovery !== null && this.discoveryProblem === null,
      problem: this.discoveryProblem,
      peers: [...this.peers.values()]
        .filter((peer) => !peer.gone && now - peer.lastSeenAt < this.takeoverMs)
        .map((peer) => peerView(peer, this.shownAt(peer.lastSeenAt))),
      shops: [...this.shops.values()]
        .filter((shop) => shop.detachedAt === null)
        .sort((a, b) => a.shopId - b.shopId)
        .map((shop): ShopClaimView => ({
          shopId: shop.shopId,
          role: shop.role,
          printedBy: shop.printedBy
            ? { pcName: shop.printedBy.pcName, address: shop.printedBy.address }
            : null,
          since: new Date(shop.since).toISOString(),
          chosen: shop.chosen,
          watch: shop.printing ? null : this.watchView(shop.shopId),
        })),
      servedAt: null,
    };
  }

  problems(): readonly ProblemView[] {
    const now = this.now();
    const found: ProblemView[] = [];
    for (const shop of this.shops.values()) {
      if (shop.detachedAt !== null || shop.role !== 'conflict' || !shop.printedBy) continue;
      found.push({
        kind: 'peer-conflict',
        shopId: shop.shopId,
        shopName: this.shopNames.get(shop.shopId) ?? null,
        otherPc: shop.printedBy.pcName,
        otherAddress: shop.printedBy.address,
        thisPcPrints: shop.printing,
      });
    }
    for (const [shopId, took] of this.tookOverAt) {
      if (now - took.at > TOOK_OVER_SHOWN_MS) continue;
      found.push({
        kind: 'took-over',
        shopId,
        shopName: this.shopNames.get(shopId) ?? null,
        fromPc: took.fromPc,
        at: this.shownAt(took.at),
        possibleDuplicates: took.count,
        ordersWaited: took.ordersWaited,
      });
    }
    found.push(...this.watchProblems());
    const unproven = this.unproven;
    if (unproven && now - unproven.lastAt < UNPROVEN_SHOWN_MS) {
      const shopId = this.claimedShop(unproven.latest);
      found.push({
        kind: 'peer-unproven',
        address: unproven.latest.address,
        reason: unproven.latest.reason,
        shopId,
        shopName: shopId === null ? null : (this.shopNames.get(shopId) ?? null),
        records: unproven.count,
        since: this.shownAt(unproven.firstAt),
      });
    }
    if (this.discoveryProblem) found.push({ kind: 'discovery-failing', detail: this.discoveryProblem });
    return found;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.wake);
    this.wake = undefined;
    this.wakeAt = Number.POSITIVE_INFINITY;
    this.discoveryRun += 1;
    await this.closeDiscovery();
  }

  // Inside

  private async restartDiscovery(wanted: DiscoverySettings): Promise<void> {
    const run = (this.discoveryRun += 1);
    await this.closeDiscovery();
    if (run !== this.discoveryRun) return;
    this.discoveryProblem = null;
    if (!wanted.multicast && wanted.peerAddresses.length === 0) {
      // Alone by choice: every shop is this PC's.
      for (const [shopId, shop] of this.shops)
        if (!shop.printing)
          this.shops.set(shopId, { ...shop, role: 'printing', printing: true, since: this.wall(this.now()) });
      this.changed();
      return;
    }
    // No token yet: nothing this PC says could be proven. The engine does not run without one either.
    if (this.key === null) return;
    const discovery = this.options.discovery({
      ...wanted,
      key: this.key,
      replay: this.replay,
      now: this.now,
    });
    try {
      await discovery.start();
    } catch (error) {
      if (run !== this.discoveryRun) return;
      // It cannot know better: this PC prints, and Status says other PCs cannot be seen.
      this.discoveryProblem = msg('network.discovery-failing', { detail: textOf(error) });
      this.options.log?.('error', this.discoveryProblem);
      this.alone = true;
      for (const [shopId, shop] of this.shops)
        if (!shop.printing)
          this.shops.set(shopId, { ...shop, role: 'printing', printing: true, since: this.wall(this.now()) });
      this.changed();
      return;
    }
    if (run !== this.discoveryRun) {
      // Settings saved again (another key) or stopped while it opened: the newer run decides.
      await discovery.stop().catch(() => undefined);
      return;
    }
    this.discovery = discovery;
    this.readyAt = this.now();
    this.stopDiscovery = [
      discovery.onHeard((heard) => this.heard(heard)),
      discovery.onRejected((rejected) => this.rejected(rejected)),
      discovery.onProblem((problem) => {
        this.discoveryProblem = problem;
        this.changed();
      }),
    ];
    this.decide(true);
  }

  private async closeDiscovery(): Promise<void> {
    for (const stop of this.stopDiscovery) stop();
    this.stopDiscovery = [];
    const discovery = this.discovery;
    this.discovery = null;
    await discovery?.stop().catch(() => undefined);
  }

  private heard(heard: HeardAnnouncement): void {
    const { announcement } = heard;
    if (announcement.serviceKey !== this.service) return;
    const before = this.peers.get(announcement.instanceId);
    if (!before && this.peers.size >= MAX_PEERS) {
      this.prunePeers(this.now());
      if (this.peers.size >= MAX_PEERS) return;
    }
    this.peers.set(announcement.instanceId, {
      announcement,
      address: heard.address,
      named: heard.named || (before?.named ?? false),
      lastSeenAt: this.now(),
      gone: heard.goodbye,
    });
    this.decide(
      !before || heard.goodbye || JSON.stringify(before.announcement) !== JSON.stringify(announcement),
    );
  }

  /**
   * A record that claims this PC's tenant and service but cannot prove it: ignored, counted, and said
   * once (one problem, logged when it starts), however many come.
   */
  private rejected(rejected: RejectedAnnouncement): void {
    if (rejected.serviceKey !== this.service) return;
    const now = this.now();
    const shown = this.unproven !== null && now - this.unproven.lastAt < UNPROVEN_SHOWN_MS;
    this.unproven = {
      latest: rejected,
      count: shown && this.unproven ? this.unproven.count + 1 : 1,
      firstAt: shown && this.unproven ? this.unproven.firstAt : now,
      lastAt: now,
    };
    if (shown) return;
    const shopId = this.claimedShop(rejected);
    this.options.log?.(
      'warn',
      msg('network.peer-unproven', {
        address: rejected.address,
        shop: shopId === null ? null : this.shopRef(shopId),
      }),
    );
    this.changed();
  }

  /** The shop a rejected record is about, as far as this PC cares: one of its own, or the first named. */
  private claimedShop(rejected: RejectedAnnouncement): number | null {
    return rejected.shopIds.find((shopId) => this.shops.has(shopId)) ?? rejected.shopIds[0] ?? null;
  }

  /** Peers gone or silent for the takeover time no longer count: they leave the table. */
  private prunePeers(now: number): boolean {
    let pruned = false;
    for (const [instanceId, peer] of this.peers)
      if (peer.gone || now - peer.lastSeenAt >= this.takeoverMs) {
        this.peers.delete(instanceId);
        pruned = true;
      }
    return pruned;
  }

  /** What is announced: compared across PCs, so a wall-clock time, but one a clock step does not move. */
  private wall(monotonic: number): number {
    return Math.round(this.wallAtStart + (monotonic - this.startedAt));
  }

  /** When something happened, for a person (ISO): so long ago by the monotonic clock, from the clock now. */
  private shownAt(monotonic: number): string {
    return new Date(Date.now() - (this.now() - monotonic)).toISOString();
  }

  private livePeers(now: number): LivePeer[] {
    return [...this.peers.values()]
      .filter((peer) => !peer.gone && now - peer.lastSeenAt < this.takeoverMs)
      .map((peer) => ({
        instanceId: peer.announcement.instanceId,
        pcName: peer.announcement.pcName,
        address: peer.address,
        shops: peer.announcement.shops,
      }));
  }

  /**
   * Decides every shop again; announces and tells listeners when a role changed (or `force`). Runs
   * every second and on every announcement; tests that move their own clock call it after.
   */
  decide(force = false): void {
    const now = this.now();
    let changed = this.prunePeers(now);
    // Remembered shops not attached within the listening time are not this PC's to resume (gone from
    // its settings, or the service is slow to list them): no longer claimed as starting, nor kept.
    if (this.remembered.shops.size > 0 && this.discovery !== null && now - this.readyAt >= this.listenMs) {
      this.remembered.shops.clear();
      changed = true;
    }
    for (const [shopId, shop] of this.shops) {
      if (shop.detachedAt !== null && now - shop.detachedAt > DETACHED_KEPT_MS) {
        this.shops.delete(shopId);
        this.watch.forget(shopId);
        this.watch.release(shopId);
        this.ousted.delete(shopId);
        changed = true;
      }
    }
    // Not alone but the socket not open yet: every shop goes on listening.
    if (!this.alone && this.discovery !== null) {
      const peers = this.livePeers(now);
      for (const [shopId, entry] of this.shops) {
        const shop = this.resumeChecked(entry, peers);
        // The service watch (service-watch.ts): a PC that took the shop from this one is obeyed; a PC
        // that claims it while its orders wait loses it.
        const ouster = ousterOf(shopId, this.options.instanceId, peers);
        if (!shop.printing && shop.role !== 'starting' && shop.detachedAt === null) {
          const printer = peers.find((peer) => peer.instanceId === shop.printedBy?.instanceId) ?? null;
          const prints = printer?.shops.some((s) => s.shopId === shopId && s.state === 'printing') ?? false;
          this.watch.judge(shopId, prints ? printer : null, this.takeoverMs, ouster !== null);
        }
        if (ouster && !this.ousted.has(shopId))
          this.options.log?.(
            'error',
            msg('network.shop-taken-over', { shop: this.shopRef(shopId), byPc: ouster.pcName }),
          );
        if (ouster) this.ousted.add(shopId);
        else this.ousted.delete(shopId);
        const restartAt = this.lastPrinterRestart(shop, peers, now);
        const claim = ouster
          ? { role: 'standby' as const, printing: false, other: ouster }
          : decideClaim({
              selfId: this.options.instanceId,
              shop: { ...shop, attachedAt: this.listeningFrom(shop) },
              peers: this.watch.peersFor(shopId, peers),
              now,
              listenMs: this.listenMs,
              resumeMs: this.resumeMs,
              restarting:
                restartAt !== null && now - restartAt < this.listenMs + RESTART_GRACE_MS
                  ? (shop.lastPrinter?.instanceId ?? null)
                  : null,
            });
        if (claim.printing) this.watch.forget(shopId);
        else this.watch.release(shopId);
        const otherPrints =
          claim.other?.shops.some((s) => s.shopId === shopId && s.state === 'printing') ?? false;
        const lastPrinter =
          !claim.printing && claim.other && otherPrints
            ? { instanceId: claim.other.instanceId, pcName: claim.other.pcName }
            : claim.printing
              ? null
              : shop.lastPrinter;
        let takeover = shop.takeover;
        if (claim.printing && !shop.printing && shop.lastPrinter) {
          takeover = { fromPc: shop.lastPrinter.pcName };
          const byWatch = this.watch.takeFresh(shopId);
          const silent = !peers.some((peer) => peer.instanceId === shop.lastPrinter?.instanceId);
          if (byWatch) {
            const ordersWaited = { orderNumber: byWatch.order.orderNumber, waitedMs: byWatch.order.waitedMs };
            this.tookOverAt.set(shopId, { fromPc: byWatch.fromPc, at: now, count: 0, ordersWaited });
            this.options.log?.(
              'warn',
              msg('network.took-over-orders-waited', {
                shop: this.shopRef(shopId),
                fromPc: byWatch.fromPc,
                ...ordersWaited,
              }),
            );
          } else if (silent)
            this.tookOverAt.set(shopId, {
              fromPc: shop.lastPrinter.pcName,
              at: now,
              count: 0,
              ordersWaited: null,
            });
          if (!byWatch)
            this.options.log?.(
              'warn',
              msg(silent ? 'network.took-over' : 'network.handed-over', {
                shop: this.shopRef(shopId),
                fromPc: shop.lastPrinter.pcName,
              }),
            );
        } else if (claim.printing && !shop.printing && shop.role === 'starting' && shop.resumable) {
          this.options.log?.('info', msg('network.resumed', { shop: this.shopRef(shopId) }));
        } else if (claim.role === 'standby' && shop.role !== 'standby' && claim.other) {
          // Resumed a moment ago, and a proven PC that the rules put first prints it after all (its answer
          // came late): what printed here meanwhile may have printed there too, so it is said louder.
          const resumedJustNow = shop.resumedAt !== null && now - shop.resumedAt < this.listenMs;
          this.options.log?.(
            resumedJustNow ? 'warn' : 'info',
            msg(resumedJustNow ? 'network.resume-stood-down' : 'network.standing-by', {
              shop: this.shopRef(shopId),
              otherPc: claim.other.pcName,
            }),
          );
        }
        // Another PC printed the shop too (both claimed it at once, or it resumed on a late answer) and
        // stands down now that it hears this one: what it printed meanwhile is not known here, so the
        // next listing is marked as after a takeover.
        const beside =
          claim.role === 'printing' && shop.printing
            ? (this.watch
                .peersFor(shopId, peers)
                .find((peer) => peer.shops.some((s) => s.shopId === shopId && s.state === 'printing')) ??
              null)
            : null;
        if (beside && beside.instanceId !== shop.beside) {
          takeover = { fromPc: beside.pcName, beside: true };
          this.options.log?.(
            'warn',
            msg('network.printed-beside-here', { shop: this.shopRef(shopId), otherPc: beside.pcName }),
          );
        }
        if (claim.role === 'conflict' && shop.role !== 'conflict' && claim.other)
          this.options.log?.(
            'error',
            msg('network.conflict', { shop: this.shopRef(shopId), otherPc: claim.other.pcName }),
          );
        const roleChanged = claim.role !== shop.role || claim.printing !== shop.printing;
        const printedBy = claim.other
          ? { instanceId: claim.other.instanceId, pcName: claim.other.pcName, address: claim.other.address }
          : null;
        if (roleChanged || printedBy?.instanceId !== shop.printedBy?.instanceId) changed = true;
        this.shops.set(shopId, {
          ...shop,
          role: claim.role,
          printing: claim.printing,
          since: roleChanged ? this.wall(now) : shop.since,
          printedBy,
          lastPrinter,
          takeover,
          beside: beside?.instanceId ?? null,
          lastPrinterRestartAt: restartAt,
          resumable: shop.resumable && claim.role === 'starting',
          resumedAt:
            claim.printing && !shop.printing && shop.role === 'starting' && shop.resumable
              ? now
              : claim.printing
                ? shop.resumedAt
                : null,
        });
      }
    }
    this.wakeWhenListeningEnds(now);
    if (changed || force) {
      this.discovery?.announce(this.announcement());
      this.changed();
    }
  }

  /**
   * A remembered shop resumes after the short window only while nobody proven claims it: a PC printing
   * it, chosen for it, or starting too with a lower id (both may remember it: after a network split).
   * Heard within the window, the shop listens the whole time as a PC that did not print it would.
   */
  private resumeChecked(shop: ShopEntry, peers: readonly LivePeer[]): ShopEntry {
    if (!shop.resumable || shop.printing) return shop;
    const claimed = peers.some((peer) =>
      peer.shops.some(
        (other) =>
          other.shopId === shop.shopId &&
          (other.state === 'printing' ||
            other.chosen ||
            (other.state === 'starting' && peer.instanceId < this.options.instanceId)),
      ),
    );
    if (!claimed) return shop;
    const resumable = { ...shop, resumable: false };
    this.shops.set(shop.shopId, resumable);
    return resumable;
  }

  /**
   * The PC this one stood by for, heard `starting` the shop again (it restarted): since when, so it
   * gets its listening time to claim it back — resumed after the short window when it remembers the
   * shop — instead of this PC taking the shop from it by a lower id. Null otherwise.
   */
  private lastPrinterRestart(shop: ShopEntry, peers: readonly LivePeer[], now: number): number | null {
    if (shop.printing || !shop.lastPrinter) return null;
    const last = shop.lastPrinter.instanceId;
    const starting = peers.some(
      (peer) =>
        peer.instanceId === last &&
        peer.shops.some((other) => other.shopId === shop.shopId && other.state === 'starting'),
    );
    return starting ? (shop.lastPrinterRestartAt ?? now) : null;
  }

  /**
   * When a shop's listening began: when the socket opened (and asked who is there), or when the engine
   * attached the shop if that came later. Not earlier for a remembered shop: its `starting` is announced
   * from the attach, and two PCs that both remember it must hear each other's before either resumes.
   */
  private listeningFrom(shop: ShopEntry): number {
    return Math.max(shop.attachedAt, this.readyAt);
  }

  /**
   * The second's tick would end a shop's listening up to a second late: a timer wakes `decide` when the
   * earliest window ends (the resume window, or the whole listening time).
   */
  private wakeWhenListeningEnds(now: number): void {
    if (this.alone || this.discovery === null || this.timer === undefined) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const shop of this.shops.values()) {
      if (shop.role !== 'starting' || shop.printing) continue;
      const from = this.listeningFrom(shop);
      earliest = Math.min(earliest, from + (shop.resumable ? this.resumeMs : this.listenMs));
    }
    if (earliest <= now || earliest === this.wakeAt) return;
    clearTimeout(this.wake);
    this.wakeAt = earliest;
    if (earliest === Number.POSITIVE_INFINITY) return;
    this.wake = setTimeout(() => {
      this.wakeAt = Number.POSITIVE_INFINITY;
      this.decide();
    }, earliest - now);
    this.wake.unref();
  }

  /**
   * Keeps what this PC prints for its next start: the shops it prints, and the remembered ones not
   * settled yet (a crash before they are must not forget them). Only when that changed.
   */
  private rememberRoles(): void {
    const remember = this.options.remember;
    if (!remember || this.service === '') return;
    const printing = new Set<number>();
    for (const shop of this.shops.values())
      if (shop.printing || (shop.remembered && shop.role === 'starting')) printing.add(shop.shopId);
    for (const shopId of this.pendingRemembered()) printing.add(shopId);
    const roles: RememberedRoles = { service: this.service, printing: [...printing].sort((a, b) => a - b) };
    const text = rememberedText(roles);
    if (text === this.rememberedText) return;
    this.rememberedText = text;
    remember(roles);
  }

  private announcement(): Announcement {
    return {
      instanceId: this.options.instanceId,
      pcName: this.pcName,
      serviceKey: this.service,
      tenant: this.settings?.connection.tenant ?? '',
      shops: [
        ...[...this.shops.values()].map((shop): AnnouncedShop => ({
          shopId: shop.shopId,
          state: shop.printing ? 'printing' : shop.role === 'starting' ? 'starting' : 'standby',
          since: shop.since,
          chosen: shop.chosen,
          ...this.tookOverFrom(shop),
        })),
        // Remembered shops the engine has not attached yet are claimed as starting from the first
        // announcement: a PC that stood by for this one sees it restart (not drop the shop), and one
        // that remembers the shop too hears the claim before it resumes.
        ...[...this.pendingRemembered()].map((shopId): AnnouncedShop => ({
          shopId,
          state: 'starting',
          since: this.wall(this.startedAt),
          chosen: this.chosen.has(shopId),
        })),
      ],
    };
  }

  /** Remembered shops for this service not attached yet (the file's, until the listening time ends). */
  private pendingRemembered(): ReadonlySet<number> {
    return this.remembered.service === this.service ? this.remembered.shops : new Set();
  }

  // The service watch's part of the announcement and of Status (service-watch.ts).

  private tookOverFrom(shop: ShopEntry): { tookOverFrom?: string } {
    const takeover = shop.printing ? this.watch.takeoverOf(shop.shopId) : null;
    return takeover ? { tookOverFrom: takeover.fromInstanceId } : {};
  }

  private watchView(shopId: number): ShopWatchView | null {
    const watch = this.watch.watchOf(shopId);
    if (!watch) return null;
    const at = (time: number | null) => (time === null ? null : this.shownAt(time));
    const verdict = watch.verdict(this.takeoverMs);
    return {
      lastWatchedAt: at(watch.lastWatchedAt),
      lastConfirmedAt: at(watch.lastConfirmedAt),
      waiting:
        verdict.kind === 'fine'
          ? null
          : {
              orderNumber: verdict.order.orderNumber,
              since: this.shownAt(verdict.order.since),
              count: verdict.order.count,
            },
    };
  }

  private watchProblems(): ProblemView[] {
    const found: ProblemView[] = [];
    for (const shop of this.shops.values()) {
      if (shop.detachedAt !== null || shop.printing || !shop.printedBy) continue;
      const shopName = this.shopNames.get(shop.shopId) ?? null;
      if (this.ousted.has(shop.shopId))
        found.push({
          kind: 'shop-taken-over',
          shopId: shop.shopId,
          shopName,
          byPc: shop.printedBy.pcName,
          byAddress: shop.printedBy.address,
        });
      const waiting = this.watchView(shop.shopId)?.waiting;
      if (waiting)
        found.push({
          kind: 'standby-orders-waiting',
          shopId: shop.shopId,
          shopName,
          printedBy: shop.printedBy.pcName,
          ...waiting,
        });
    }
    return found;
  }

  private shopRef(shopId: number): { id: number; name: string | null } {
    return { id: shopId, name: this.shopNames.get(shopId) ?? null };
  }

  private changed(): void {
    this.rememberRoles();
    for (const listener of this.listeners) listener();
  }
}

function rememberedText(roles: RememberedRoles): string {
  return JSON.stringify([roles.service, [...roles.printing].sort((a, b) => a - b)]);
}

function peerView(peer: PeerEntry, lastSeenAt: string): PeerView {
  const shops = peer.announcement.shops;
  return {
    instanceId: peer.announcement.instanceId,
    pcName: peer.announcement.pcName,
    address: peer.address,
    tenant: peer.announcement.tenant,
    printing: shops.filter((shop) => shop.state === 'printing').map((shop) => shop.shopId),
    standby: shops.filter((shop) => shop.state !== 'printing').map((shop) => shop.shopId),
    chosen: shops.filter((shop) => shop.chosen).map((shop) => shop.shopId),
    lastSeenAt,
    named: peer.named,
  };
}
