/**
 * The messages between the benchmark and its peers process (the ordering-service simulator and the
 * virtual printers). The peers run in their own process because in a shop they are other machines: their
 * work (listing pages, parsing every receipt) must not be counted against OrderSlip's event loop.
 */

export interface PeersSetup {
  /** How many of the simulator's default shops the tenant has. */
  readonly shops: number;
  /** Virtual printers; shop i prints on printer i % printers. */
  readonly printers: number;
  readonly seed: number;
}

export interface PeersInfo {
  readonly url: string;
  readonly tenant: string;
  readonly token: string;
  readonly shopIds: readonly number[];
  readonly printerUris: readonly string[];
}

/** One order's way through the peers: when the simulator listed it first, when its receipt came out. */
export interface OrderTrace {
  readonly id: string;
  readonly shopId: number;
  /** Date.now() when the order was added to the simulator. */
  readonly addedAt: number;
  /** The virtual printer's receivedAt of the first job carrying this order's QR code; null if none. */
  readonly printedAt: number | null;
}

export interface PeersCounts {
  readonly added: number;
  readonly printedJobs: number;
  readonly printedOrders: number;
  readonly confirmed: number;
}

export interface RequestSummary {
  readonly method: string;
  readonly path: string;
  readonly shop: number | null;
  readonly at: number;
  readonly status: number;
}

export interface Requests {
  /** (Re)starts the simulator and printers: every run starts from nothing. */
  setup: { setup: PeersSetup; result: PeersInfo };
  /** Adds `perShop[i]` orders to shop i at once (a backlog). */
  backlog: { setup: { perShop: readonly number[] }; result: { added: number } };
  /** Adds `count` orders at uniformly random times within `durationMs`, each to a random shop. */
  arrivals: { setup: { count: number; durationMs: number; seed: number }; result: { lastAt: number } };
  counts: { setup: Record<string, never>; result: PeersCounts };
  traces: { setup: Record<string, never>; result: readonly OrderTrace[] };
  requests: { setup: { since: number }; result: readonly RequestSummary[] };
}

export type RequestType = keyof Requests;

export interface RequestMessage<K extends RequestType = RequestType> {
  readonly id: number;
  readonly type: K;
  readonly body: Requests[K]['setup'];
}

export type ReplyMessage =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };
