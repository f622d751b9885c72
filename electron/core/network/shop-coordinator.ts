/**
 * One per process: announces this PC and the shops it is set up for, keeps the table of the other
 * OrderSlips it hears, and decides every second (and on every announcement) whether this PC prints
 * each shop (`shop-claims`). It is the engine's `ShopGate`, and it lives across engine restarts: a save
 * of the settings does not make this PC listen again or give its shops away.
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
import type { AnnouncedShop, Announcement, Discovery, HeardAnnouncement } from './announcement';
import type { ShopCoordinator } from './parts';
import { decideClaim, serviceKey, type LivePeer, type OwnShop } from './shop-claims';
import { ousterOf, ServiceWatch, wallTimeOf, watchEveryMs, type WatchedOrder } from './service-watch';

/**
 * How long a starting PC listens before it claims a shop. It asks who is there as it starts and the
 * others answer at once (unicast back to it, too), so a few seconds is plenty on a LAN.
 */
export const DEFAULT_LISTEN_MS = 3_000;
/** How long Status says a takeover happened. */
export const TOOK_OVER_SHOWN_MS = 60 * 60 * 1000;
/** A shop the engine let go (a restart on new settings) keeps its role this long, announced as before. */
const DETACHED_KEPT_MS = 30_000;

export interface DiscoverySettings {
  readonly multicast: boolean;
  readonly peerAddresses: readonly string[];
}

export interface ShopCoordinatorOptions {
  readonly instanceId: string;
  /** Makes the transport for these settings (`MdnsDiscovery` in the hosts). */
  readonly discovery: (settings: DiscoverySettings) => Discovery;
  readonly now?: () => number;
  readonly tickMs?: number;
  readonly listenMs?: number;
  readonly log?: (level: 'info' | 'warn' | 'error', message: Message) => void;
  /** The service watch of the shops this PC stands by for (tests give it their own monotonic clock). */
  readonly watch?: ServiceWatch;
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
  readonly takeover: { readonly fromPc: string } | null;
}

interface TookOver {
  readonly fromPc: string;
  readonly at: number;
  readonly count: number;
  readonly ordersWaited: { readonly orderNumber: string | null; readonly waitedMs: number } | null;
}

export class NetworkShopCoordinator implements ShopCoordinator, ShopGate {
  readonly gate: ShopGate = this;
  private readonly now: () => number;
  private readonly listenMs: number;
  private readonly peers = new Map<string, PeerEntry>();
  private readonly shops = new Map<number, ShopEntry>();
  private readonly tookOverAt = new Map<number, TookOver>();
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
    this.now = options.now ?? Date.now;
    this.listenMs = options.listenMs ?? DEFAULT_LISTEN_MS;
    this.watch = options.watch ?? new ServiceWatch();
  }

  apply(settings: AppSettings): void {
    this.settings = settings;
    const { network, connection } = settings;
    this.pcName = network.pcName.trim() || hostname();
    this.service = serviceKey(connection.baseUrl, connection.tenant);
    this.takeoverMs = network.takeoverSeconds * 1000;
    this.chosen = new Set(network.printingShops);
    this.shopNames = new Map(settings.shops.flatMap((shop) => (shop.name ? [[shop.shopId, shop.name]] : [])));
    for (const [shopId, shop] of this.shops)
      this.shops.set(shopId, { ...shop, chosen: this.chosen.has(shopId) });
    const wanted: DiscoverySettings = { multicast: network.discovery, peerAddresses: network.peerAddresses };
    const key = JSON.stringify(wanted);
    if (key !== this.discoveryKey) {
      this.discoveryKey = key;
      this.alone = !wanted.multicast && wanted.peerAddresses.length === 0;
      void this.restartDiscovery(wanted);
    }
    if (!this.timer) {
      this.timer = setInterval(() => this.decide(), this.options.tickMs ?? 1_000);
      this.timer.unref();
    }
    this.decide(true);
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
    this.shops.set(shopId, {
      shopId,
      // With nobody to ask (no discovery), this PC prints, as a PC on its own always did.
      role: alone ? 'printing' : 'starting',
      printing: alone,
      since: now,
      chosen: this.chosen.has(shopId),
      attachedAt: now,
      printedBy: null,
      lastPrinter: null,
      detachedAt: null,
      takeover: null,
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

  takeTakeover(shopId: number): { readonly fromPc: string } | null {
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
        .map((peer) => peerView(peer)),
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
          watch: shop.printing ? null : this.watchView(shop.shopId, now),
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
        at: new Date(took.at).toISOString(),
        possibleDuplicates: took.count,
        ordersWaited: took.ordersWaited,
      });
    }
    found.push(...this.watchProblems(now));
    if (this.discoveryProblem) found.push({ kind: 'discovery-failing', detail: this.discoveryProblem });
    return found;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.closeDiscovery();
  }

  // Inside

  private async restartDiscovery(wanted: DiscoverySettings): Promise<void> {
    await this.closeDiscovery();
    this.discoveryProblem = null;
    if (!wanted.multicast && wanted.peerAddresses.length === 0) {
      // Alone by choice: every shop is this PC's.
      for (const [shopId, shop] of this.shops)
        if (!shop.printing)
          this.shops.set(shopId, { ...shop, role: 'printing', printing: true, since: this.now() });
      this.changed();
      return;
    }
    const discovery = this.options.discovery(wanted);
    try {
      await discovery.start();
    } catch (error) {
      // It cannot know better: this PC prints, and Status says other PCs cannot be seen.
      this.discoveryProblem = msg('network.discovery-failing', { detail: textOf(error) });
      this.options.log?.('error', this.discoveryProblem);
      this.alone = true;
      for (const [shopId, shop] of this.shops)
        if (!shop.printing)
          this.shops.set(shopId, { ...shop, role: 'printing', printing: true, since: this.now() });
      this.changed();
      return;
    }
    this.discovery = discovery;
    this.readyAt = this.now();
    this.stopDiscovery = [
      discovery.onHeard((heard) => this.heard(heard)),
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
    let changed = false;
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
      for (const [shopId, shop] of this.shops) {
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
        const claim = ouster
          ? { role: 'standby' as const, printing: false, other: ouster }
          : decideClaim({
              selfId: this.options.instanceId,
              shop: { ...shop, attachedAt: Math.max(shop.attachedAt, this.readyAt) },
              peers: this.watch.peersFor(shopId, peers),
              now,
              listenMs: this.listenMs,
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
        } else if (claim.role === 'standby' && shop.role !== 'standby' && claim.other) {
          this.options.log?.(
            'info',
            msg('network.standing-by', { shop: this.shopRef(shopId), otherPc: claim.other.pcName }),
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
          since: roleChanged ? now : shop.since,
          printedBy,
          lastPrinter,
          takeover,
        });
      }
    }
    if (changed || force) {
      this.discovery?.announce(this.announcement());
      this.changed();
    }
  }

  private announcement(): Announcement {
    return {
      instanceId: this.options.instanceId,
      pcName: this.pcName,
      serviceKey: this.service,
      tenant: this.settings?.connection.tenant ?? '',
      shops: [...this.shops.values()].map((shop): AnnouncedShop => ({
        shopId: shop.shopId,
        state: shop.printing ? 'printing' : shop.role === 'starting' ? 'starting' : 'standby',
        since: shop.since,
        chosen: shop.chosen,
        ...this.tookOverFrom(shop),
      })),
    };
  }

  // The service watch's part of the announcement and of Status (service-watch.ts).

  private tookOverFrom(shop: ShopEntry): { tookOverFrom?: string } {
    const takeover = shop.printing ? this.watch.takeoverOf(shop.shopId) : null;
    return takeover ? { tookOverFrom: takeover.fromInstanceId } : {};
  }

  private watchView(shopId: number, wallNow: number): ShopWatchView | null {
    const watch = this.watch.watchOf(shopId);
    if (!watch) return null;
    const mono = this.watch.now();
    const at = (time: number | null) => (time === null ? null : wallTimeOf(time, mono, wallNow));
    const verdict = watch.verdict(this.takeoverMs);
    return {
      lastWatchedAt: at(watch.lastWatchedAt),
      lastConfirmedAt: at(watch.lastConfirmedAt),
      waiting:
        verdict.kind === 'fine'
          ? null
          : {
              orderNumber: verdict.order.orderNumber,
              since: wallTimeOf(verdict.order.since, mono, wallNow),
              count: verdict.order.count,
            },
    };
  }

  private watchProblems(wallNow: number): ProblemView[] {
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
      const waiting = this.watchView(shop.shopId, wallNow)?.waiting;
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
    for (const listener of this.listeners) listener();
  }
}

function peerView(peer: PeerEntry): PeerView {
  const shops = peer.announcement.shops;
  return {
    instanceId: peer.announcement.instanceId,
    pcName: peer.announcement.pcName,
    address: peer.address,
    tenant: peer.announcement.tenant,
    printing: shops.filter((shop) => shop.state === 'printing').map((shop) => shop.shopId),
    standby: shops.filter((shop) => shop.state !== 'printing').map((shop) => shop.shopId),
    chosen: shops.filter((shop) => shop.chosen).map((shop) => shop.shopId),
    lastSeenAt: new Date(peer.lastSeenAt).toISOString(),
    named: peer.named,
  };
}
