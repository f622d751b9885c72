/**
 * What an OrderSlip tells the others on the network, and what it hears (docs/NETWORK.md). The
 * discovery transport (mDNS) carries it; the shop coordinator decides from it who prints which shop.
 */
import type { Message } from '../../common/messages/catalogue';

/** This PC's part in one shop, as announced. */
export type AnnouncedShopState = 'starting' | 'printing' | 'standby';

export interface AnnouncedShop {
  readonly shopId: number;
  readonly state: AnnouncedShopState;
  /** Since when it is in that state (ms since the epoch): the earliest printer is "the one printing first". */
  readonly since: number;
  /** A person chose this PC to print the shop. */
  readonly chosen: boolean;
  /**
   * Printing because its service watch saw the shop's orders wait unconfirmed on the PC with this
   * instance id: that PC stands down for the shop while this is said (`service-watch.ts`).
   */
  readonly tookOverFrom?: string;
}

export interface Announcement {
  /** Stable per data folder (a random id written once). */
  readonly instanceId: string;
  readonly pcName: string;
  /**
   * The tenant at its service: a short hash of the service's address and the tenant, so two OrderSlips
   * on different services (two demos, a test PC on the staging service) never stand by for each other.
   */
  readonly serviceKey: string;
  readonly tenant: string;
  readonly shops: readonly AnnouncedShop[];
}

/** An announcement as heard: from where, and whether that address was named in the settings. */
export interface HeardAnnouncement {
  readonly announcement: Announcement;
  readonly address: string;
  readonly named: boolean;
  /** The sender says it is going away (a clean stop): its shops can be taken over at once. */
  readonly goodbye: boolean;
}

/**
 * A record that names itself an OrderSlip but could not prove it holds the tenant's token (`unproven`),
 * or a proven one heard before (`replayed`), or one whose time is too far from this PC's (`clock`):
 * ignored, but counted and said.
 */
export interface RejectedAnnouncement {
  readonly address: string;
  /** What it claims to be: only claims on this PC's own tenant and service concern it. */
  readonly serviceKey: string;
  readonly pcName: string;
  readonly shopIds: readonly number[];
  readonly reason: 'unproven' | 'replayed' | 'clock';
}

/** The transport: announces this PC and hears the others (electron/core/network/discovery). */
export interface Discovery {
  /** Opens the socket; resolves once it listens (rejects with a MessageError when it cannot). */
  start(): Promise<void>;
  /** What this PC says from now on; sent at once and then every announce interval. */
  announce(self: Announcement): void;
  /** Every proven, fresh announcement heard from another PC (never this PC's own). */
  onHeard(listener: (heard: HeardAnnouncement) => void): () => void;
  /** Every announcement that failed its proof. */
  onRejected(listener: (rejected: RejectedAnnouncement) => void): () => void;
  /** A problem of the transport after start (the network went away), or null when it works again. */
  onProblem(listener: (problem: Message | null) => void): () => void;
  /** Says goodbye (so the others need not wait for the takeover time) and closes the socket. */
  stop(): Promise<void>;
}
