/**
 * What the window sees of the shop's network: the other OrderSlips, who prints which shop, the devices
 * paired to the served window, and what a test alert did. Plain JSON, times as ISO-8601 strings.
 */
import type { Message } from '../messages/catalogue';

/**
 * This PC's part in a shop: `printing` polls and prints it; `standby` leaves it to `printedBy`;
 * `starting` listens for other PCs before it claims the shop (a few seconds after start);
 * `conflict` another PC insists on printing it too (both were chosen): a red problem on both.
 */
export type ShopRole = 'printing' | 'standby' | 'starting' | 'conflict';

/** Another OrderSlip, as it last announced itself. */
export interface PeerView {
  /** Stable per installation (its data folder). */
  readonly instanceId: string;
  readonly pcName: string;
  /** Where its announcements came from (an IP address). */
  readonly address: string;
  readonly tenant: string;
  /** Shops it prints now. */
  readonly printing: readonly number[];
  /** Shops it polls no more because another PC prints them. */
  readonly standby: readonly number[];
  /** Shops a person chose it to print. */
  readonly chosen: readonly number[];
  readonly lastSeenAt: string;
  /** Named by address in the settings (rather than found by discovery). */
  readonly named: boolean;
}

export interface ShopClaimView {
  readonly shopId: number;
  readonly role: ShopRole;
  /** The PC that prints it, when this one does not (standby) or also wants to (conflict). */
  readonly printedBy: { readonly pcName: string; readonly address: string } | null;
  /** Since when this PC has had this role. */
  readonly since: string;
  /** This PC was chosen to print the shop (settings). */
  readonly chosen: boolean;
  /**
   * Standing by (or the side of a conflict that waits): what this PC's watch through the service saw
   * of the shop — the evidence that the other PC prints it. Null while this PC prints the shop.
   */
  readonly watch: ShopWatchView | null;
}

/** What a standby PC's watch of a shop's unconfirmed orders saw (docs/NETWORK.md, the service watch). */
export interface ShopWatchView {
  /** When the service last answered the watch; null before the first answer. */
  readonly lastWatchedAt: string | null;
  /** When an order last left the unconfirmed list: the printing PC confirmed it. Null: not seen yet. */
  readonly lastConfirmedAt: string | null;
  /** The oldest order seen waiting unconfirmed longer than half the takeover time, if any. */
  readonly waiting: {
    readonly orderNumber: string | null;
    readonly since: string;
    /** Orders waiting that long. */
    readonly count: number;
  } | null;
}

export interface NetworkStatusView {
  /** As other PCs see this one. */
  readonly pcName: string;
  readonly instanceId: string;
  /** Discovery runs (false: off in the settings, or its socket could not open: see `problem`). */
  readonly discovering: boolean;
  /** Why discovery does not work, when it does not (the port is taken, no network). */
  readonly problem: Message | null;
  readonly peers: readonly PeerView[];
  readonly shops: readonly ShopClaimView[];
  /** The window served to the shop's network: its addresses, or null when not served. */
  readonly servedAt: readonly string[] | null;
}

/** A code to type on the device to pair; shown on this PC only, valid once and for a few minutes. */
export interface PairingCodeView {
  /** Six digits. */
  readonly code: string;
  readonly expiresAt: string;
  /** Where the device opens the window (one per address of this PC on the network). */
  readonly urls: readonly string[];
}

export interface PairedDeviceView {
  readonly id: string;
  /** What the device said it is (its browser), as it paired; customer text rules apply. */
  readonly name: string;
  readonly pairedAt: string;
  readonly lastSeenAt: string | null;
  readonly address: string | null;
}

export const ALERT_CHANNELS = ['email', 'webhook', 'heartbeat'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** What "Send a test alert" did on each channel that is switched on. */
export interface AlertTestView {
  readonly results: readonly {
    readonly channel: AlertChannel;
    readonly ok: boolean;
    /** Why it failed (the SMTP server refused the login, the address answered 404…). */
    readonly detail: Message | null;
  }[];
}
