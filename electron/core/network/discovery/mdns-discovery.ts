/**
 * Discovery on `multicast-dns`: this PC's announcement as signed DNS-SD records, sent to the mDNS group
 * at start, at every change and every `announceEveryMs`, and answered to queries for the service type
 * (at most once a second; unicast answers bounded per asker); the same packet sent by unicast to each
 * peer named by address (for networks multicast does not cross); a goodbye (TTL 0) at stop. What
 * arrives is decoded once (`announcement-codec`), its proof and freshness checked, and handed on.
 */
import { randomBytes } from 'node:crypto';
import makeMdns from 'multicast-dns';
import type { RemoteInfo } from 'node:dgram';
import { DISCOVERY_PORT } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { MessageError, textOf } from '../../../common/messages/errors';
import { withDeadline } from '../../time/deadline';
import { monotonicNow, type Monotonic } from '../../time/monotonic';
import type { Announcement, Discovery, HeardAnnouncement, RejectedAnnouncement } from '../announcement';
import type { AnnouncementKey, Freshness, ReplayGuard } from './announcement-auth';
import { decodeAnnouncements, encodeAnnouncement, SERVICE_TYPE, verifyRecord } from './announcement-codec';

export const DEFAULT_ANNOUNCE_MS = 5_000;
/** A named peer's address is looked up for at most this long: a DNS server that hangs holds nothing. */
const LOOKUP_DEADLINE_MS = 2_000;
/** Stopping sends the goodbye and closes the socket within this, whatever the network does. */
const STOP_DEADLINE_MS = 2_000;
/**
 * Queries are answered to the group at most once in this time, and to each asker once: answering every
 * query made this PC a reflector for whoever floods the LAN with them.
 */
const ANSWER_EVERY_MS = 1_000;
/** Unicast answers to distinct askers in one such second, at most. */
const UNICAST_ANSWERS_PER_WINDOW = 8;

export interface MdnsDiscoveryOptions {
  /** Send to and listen on the mDNS group; false: only peers named by address (unicast). */
  readonly multicast: boolean;
  /** `host` or `host:port` (default port 5353). */
  readonly peerAddresses: readonly string[];
  /** The UDP port (5353; tests in one namespace may use another). */
  readonly port?: number;
  /** The IPv4 address of the interface to use for multicast (default: the system's choice). */
  readonly interface?: string;
  readonly announceEveryMs?: number;
  /** Signs what this PC says and proves what it hears (derived from the tenant's token). */
  readonly key: AnnouncementKey;
  /** Remembers what was heard, against replays; outlives this transport (settings saves restart it). */
  readonly replay: ReplayGuard;
  /** Monotonic milliseconds (default `monotonicNow`; tests move their own). */
  readonly now?: Monotonic;
  /** The time records are stamped with (ms since the epoch). */
  readonly wallNow?: () => number;
  readonly log?: (level: 'info' | 'warn', message: Message) => void;
}

type Mdns = ReturnType<typeof makeMdns>;

export class MdnsDiscovery implements Discovery {
  private mdns: Mdns | null = null;
  private self: Announcement | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly heard = new Set<(heard: HeardAnnouncement) => void>();
  private readonly rejected = new Set<(rejected: RejectedAnnouncement) => void>();
  private readonly problems = new Set<(problem: Message | null) => void>();
  /** Addresses the named peers resolved to at the last send: their packets are `named`. */
  private namedAddresses = new Set<string>();
  private failing = false;
  private readonly now: Monotonic;
  /** This run: a restart is a new boot, its counter starts again, and receivers know it is new. */
  private readonly boot = randomBytes(8).toString('hex');
  private counter = 0;
  private readonly wallNow: () => number;
  private lastGroupAnswerAt = Number.NEGATIVE_INFINITY;
  private answerWindowAt = Number.NEGATIVE_INFINITY;
  private readonly answeredInWindow = new Set<string>();

  constructor(private readonly options: MdnsDiscoveryOptions) {
    this.now = options.now ?? monotonicNow;
    // The real wall clock, not one moved on by the monotonic clock: that one stands still while the PC
    // sleeps, and a laptop that slept an hour would then seem to announce from an hour ago.
    this.wallNow = options.wallNow ?? (() => Date.now());
  }

  async start(): Promise<void> {
    const port = this.options.port ?? DISCOVERY_PORT;
    const mdns = makeMdns({
      port,
      multicast: this.options.multicast,
      ...(this.options.interface ? { interface: this.options.interface } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => {
        mdns.destroy();
        reject(
          new MessageError(msg('network.discovery-cannot-listen', { port, detail: textOf(error) }), {
            cause: error,
          }),
        );
      };
      mdns.once('error', failed);
      mdns.once('ready', () => {
        mdns.removeListener('error', failed);
        resolve();
      });
    });
    this.mdns = mdns;
    mdns.on('error', (error: Error) =>
      this.problem(msg('network.discovery-failing', { detail: textOf(error) })),
    );
    // A send that failed (no network for a moment) is not a reason to stop: the next one may work.
    mdns.on('warning', (error: Error) =>
      this.problem(msg('network.discovery-failing', { detail: textOf(error) })),
    );
    mdns.on('response', (packet, rinfo) => this.received([...packet.answers, ...packet.additionals], rinfo));
    mdns.on('query', (packet, rinfo) => {
      if (!packet.questions.some((question) => question.name === SERVICE_TYPE)) return;
      this.answer(mdns, rinfo);
    });
    this.timer = setInterval(() => this.send(), this.options.announceEveryMs ?? DEFAULT_ANNOUNCE_MS);
    this.timer.unref();
    // Ask who is there: the others answer at once instead of at their next interval, so a starting PC
    // needs to listen only a moment before it claims a shop.
    const question = [{ name: SERVICE_TYPE, type: 'PTR' as const }];
    if (this.options.multicast) mdns.query(question);
    for (const peer of this.options.peerAddresses) {
      const { host, port } = splitAddress(peer);
      void addressOf(host)
        .then((address) => mdns.query(question, { port, address }))
        .catch(() => undefined);
    }
  }

  announce(self: Announcement): void {
    this.self = self;
    this.send();
  }

  onHeard(listener: (heard: HeardAnnouncement) => void): () => void {
    this.heard.add(listener);
    return () => this.heard.delete(listener);
  }

  onRejected(listener: (rejected: RejectedAnnouncement) => void): () => void {
    this.rejected.add(listener);
    return () => this.rejected.delete(listener);
  }

  onProblem(listener: (problem: Message | null) => void): () => void {
    this.problems.add(listener);
    return () => this.problems.delete(listener);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const mdns = this.mdns;
    this.mdns = null;
    if (!mdns) return;
    // A goodbye is a courtesy (the others take over after the takeover time anyway): never waited on long.
    const goodbye = this.self
      ? this.sendTo(mdns, this.records(this.self, true)).catch(() => undefined)
      : null;
    await withDeadline(() => goodbye ?? Promise.resolve(), STOP_DEADLINE_MS).catch(() => undefined);
    await withDeadline(
      () => new Promise<void>((resolve) => mdns.destroy(() => resolve())),
      STOP_DEADLINE_MS,
    ).catch(() => undefined);
  }

  private records(self: Announcement, goodbye = false): ReturnType<typeof encodeAnnouncement> {
    this.counter += 1;
    const freshness: Freshness = {
      boot: this.boot,
      counter: this.counter,
      time: Math.round(this.wallNow()),
    };
    return encodeAnnouncement(self, this.options.key, freshness, goodbye);
  }

  private send(): void {
    const mdns = this.mdns;
    if (!mdns || !this.self) return;
    void this.sendTo(mdns, this.records(this.self)).catch(() => undefined);
  }

  /** A query for the service: answered to the group and straight back to the asker, within bounds. */
  private answer(mdns: Mdns, rinfo: RemoteInfo): void {
    const now = this.now();
    if (!this.self) return;
    if (now - this.answerWindowAt >= ANSWER_EVERY_MS) {
      this.answerWindowAt = now;
      this.answeredInWindow.clear();
    }
    if (this.options.multicast && now - this.lastGroupAnswerAt >= ANSWER_EVERY_MS) {
      this.lastGroupAnswerAt = now;
      mdns.respond({ answers: this.records(this.self) }, () => undefined);
    }
    // Straight back to the asker too (a PC that named this one by address may not be named here); once
    // per asker a second, and to a few askers only: the group answer reaches the others.
    const asker = `${rinfo.address}:${rinfo.port}`;
    if (this.answeredInWindow.has(asker) || this.answeredInWindow.size >= UNICAST_ANSWERS_PER_WINDOW) return;
    this.answeredInWindow.add(asker);
    mdns.respond({ answers: this.records(this.self) }, rinfo, () => undefined);
  }

  private async sendTo(mdns: Mdns, answers: ReturnType<typeof encodeAnnouncement>): Promise<void> {
    const sends: Promise<void>[] = [];
    const respond = (rinfo?: { port: number; address: string }) =>
      new Promise<void>((resolve) => {
        const done = (error: Error | null) => {
          if (error) this.problem(msg('network.discovery-failing', { detail: textOf(error) }));
          else if (this.failing) this.problem(null);
          resolve();
        };
        if (rinfo) mdns.respond({ answers }, rinfo, done);
        else mdns.respond({ answers }, done);
      });
    if (this.options.multicast) sends.push(respond());
    const named = new Set<string>();
    for (const peer of this.options.peerAddresses) {
      const { host, port } = splitAddress(peer);
      sends.push(
        addressOf(host)
          .then((address) => {
            named.add(address);
            return respond({ port, address });
          })
          .catch((error: unknown) =>
            this.options.log?.(
              'warn',
              msg('network.discovery-peer-unknown', { peer, detail: textOf(error) }),
            ),
          ),
      );
    }
    await Promise.all(sends);
    if (this.options.peerAddresses.length > 0) this.namedAddresses = named;
  }

  private received(records: Parameters<typeof decodeAnnouncements>[0], rinfo: RemoteInfo): void {
    let decoded;
    try {
      decoded = decodeAnnouncements(records);
    } catch {
      return; // A hostile or broken packet: dropped, never thrown into the socket's handler.
    }
    for (const record of decoded) {
      const { announcement, goodbye } = record;
      if (announcement.instanceId === this.self?.instanceId) continue;
      const verdict =
        record.proof === null || !verifyRecord(record, this.options.key)
          ? 'unproven'
          : this.options.replay.check(announcement.instanceId, record.proof.freshness);
      if (verdict === 'repeat') continue;
      if (verdict !== 'fresh') {
        const rejected: RejectedAnnouncement = {
          address: rinfo.address,
          serviceKey: announcement.serviceKey,
          pcName: announcement.pcName,
          shopIds: announcement.shops.map((shop) => shop.shopId),
          reason: verdict,
        };
        for (const listener of this.rejected) listener(rejected);
        continue;
      }
      const heard: HeardAnnouncement = {
        announcement,
        address: rinfo.address,
        named: this.namedAddresses.has(rinfo.address),
        goodbye,
      };
      for (const listener of this.heard) listener(heard);
    }
  }

  private problem(problem: Message | null): void {
    this.failing = problem !== null;
    for (const listener of this.problems) listener(problem);
  }
}

/**
 * Lookups under way, one per name: a lookup cannot be cancelled and holds one of Node's few worker
 * threads (files and crypto wait on them too) until the resolver gives up, so a name that hangs is
 * asked once at a time, not again at every announcement.
 */
const lookingUp = new Map<string, Promise<string>>();

/** A named peer's IPv4 address; a resolver that hangs fails after `LOOKUP_DEADLINE_MS`. */
function addressOf(host: string): Promise<string> {
  let pending = lookingUp.get(host);
  if (!pending) {
    // Loaded at the first named peer, as Node's own name lookups load it: few hosts name one.
    pending = process
      .getBuiltinModule('node:dns/promises')
      .lookup(host, { family: 4 })
      .then(({ address }) => address)
      .finally(() => lookingUp.delete(host));
    lookingUp.set(host, pending);
  }
  return withDeadline(() => pending, LOOKUP_DEADLINE_MS);
}

/** `host`, `host:port`, `[v6]:port`: the port defaults to mDNS's. */
function splitAddress(peer: string): { host: string; port: number } {
  const match = /^(.*?)(?::(\d+))?$/.exec(peer);
  const host = (match?.[1] ?? peer).replace(/^\[|\]$/g, '');
  return { host, port: match?.[2] ? Number(match[2]) : DISCOVERY_PORT };
}
