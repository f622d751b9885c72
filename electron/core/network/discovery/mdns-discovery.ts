/**
 * Discovery on `multicast-dns`: this PC's announcement as DNS-SD records, sent to the mDNS group at
 * start, at every change and every `announceEveryMs`, and answered to queries for the service type; the
 * same packet sent by unicast to each peer named by address (for networks multicast does not cross);
 * a goodbye (TTL 0) at stop. What arrives is decoded once (`announcement-codec`) and handed on.
 */
import { lookup } from 'node:dns/promises';
import makeMdns from 'multicast-dns';
import type { RemoteInfo } from 'node:dgram';
import { DISCOVERY_PORT } from '../../../common/contract/settings';
import { msg, type Message } from '../../../common/messages/catalogue';
import { MessageError, textOf } from '../../../common/messages/errors';
import type { Announcement, Discovery, HeardAnnouncement } from '../announcement';
import { decodeAnnouncements, encodeAnnouncement, SERVICE_TYPE } from './announcement-codec';

export const DEFAULT_ANNOUNCE_MS = 5_000;

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
  readonly log?: (level: 'info' | 'warn', message: Message) => void;
}

type Mdns = ReturnType<typeof makeMdns>;

export class MdnsDiscovery implements Discovery {
  private mdns: Mdns | null = null;
  private self: Announcement | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly heard = new Set<(heard: HeardAnnouncement) => void>();
  private readonly problems = new Set<(problem: Message | null) => void>();
  /** Addresses the named peers resolved to at the last send: their packets are `named`. */
  private namedAddresses = new Set<string>();
  private failing = false;

  constructor(private readonly options: MdnsDiscoveryOptions) {}

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
      this.send();
      // Straight back to the asker too: a PC that named this one by address may not be named here.
      if (this.self) mdns.respond({ answers: encodeAnnouncement(this.self) }, rinfo, () => undefined);
    });
    this.timer = setInterval(() => this.send(), this.options.announceEveryMs ?? DEFAULT_ANNOUNCE_MS);
    this.timer.unref();
    // Ask who is there: the others answer at once instead of at their next interval, so a starting PC
    // needs to listen only a moment before it claims a shop.
    const question = [{ name: SERVICE_TYPE, type: 'PTR' as const }];
    if (this.options.multicast) mdns.query(question);
    for (const peer of this.options.peerAddresses) {
      const { host, port } = splitAddress(peer);
      void lookup(host, { family: 4 })
        .then(({ address }) => mdns.query(question, { port, address }))
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

  onProblem(listener: (problem: Message | null) => void): () => void {
    this.problems.add(listener);
    return () => this.problems.delete(listener);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const mdns = this.mdns;
    this.mdns = null;
    if (!mdns) return;
    if (this.self) await this.sendTo(mdns, encodeAnnouncement(this.self, 0)).catch(() => undefined);
    await new Promise<void>((resolve) => mdns.destroy(() => resolve()));
  }

  private send(): void {
    const mdns = this.mdns;
    if (!mdns || !this.self) return;
    void this.sendTo(mdns, encodeAnnouncement(this.self)).catch(() => undefined);
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
        lookup(host, { family: 4 })
          .then(({ address }) => {
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
    for (const { announcement, goodbye } of decoded) {
      if (announcement.instanceId === this.self?.instanceId) continue;
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

/** `host`, `host:port`, `[v6]:port`: the port defaults to mDNS's. */
function splitAddress(peer: string): { host: string; port: number } {
  const match = /^(.*?)(?::(\d+))?$/.exec(peer);
  const host = (match?.[1] ?? peer).replace(/^\[|\]$/g, '');
  return { host, port: match?.[2] ? Number(match[2]) : DISCOVERY_PORT };
}
