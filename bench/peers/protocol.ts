/**
 * The messages between the benchmark and its peers process (the ordering-service simulator and the
 * virtual printers). The peers run in their own process because in a shop they are other machines: their
 * work (listing pages, parsing every receipt) must not be counted against OrderSlip's event loop.
 */

export interface PeersSetup {
  /** How many shops the tenant has: the simulator's default ones first, then generated (`benchShops`). */
  readonly shops: number;
  /** Virtual printers; shop i prints on printer i % printers. */
  readonly printers: number;
  readonly seed: number;
  /**
   * A virtual ZPL label printer as well, routed to every shop beside its receipt printer (order and cake
   * labels on). It prints as fast as it may (`printMsPerLabel: 0`, held at the 900 mm/s floor that keeps
   * its "printed" believable): the figure is OrderSlip's plus that least paper time.
   */
  readonly labelPrinter?: boolean;
}

export interface PeersInfo {
  readonly url: string;
  readonly tenant: string;
  readonly token: string;
  readonly shopIds: readonly number[];
  readonly printerUris: readonly string[];
  /** The label printer's `tcp://` URI; null without one. */
  readonly labelPrinterUri: string | null;
}

/** One order's way through the peers: when the simulator listed it first, when its receipt came out. */
export interface OrderTrace {
  readonly id: string;
  readonly shopId: number;
  /** Date.now() when the order was added to the simulator. */
  readonly addedAt: number;
  /** The virtual printer's receivedAt of the first job carrying this order's QR code; null if none. */
  readonly printedAt: number | null;
  /** Date.now() when the simulator recorded its confirm; null while it is not confirmed. */
  readonly confirmedAt: number | null;
}

export interface PeersCounts {
  readonly added: number;
  readonly printedJobs: number;
  readonly printedOrders: number;
  readonly confirmed: number;
  /** What the label printer printed, by order; null without a label printer. */
  readonly labels: LabelCounts | null;
}

/**
 * The label printer's output against the orders. An order label carries its order's id as a QR code; a
 * cake label carries none and belongs to the order label before it (the engine prints one order's
 * labels as one job, and a printer's jobs one after another), which its headline must repeat.
 */
export interface LabelCounts {
  readonly printed: number;
  readonly orderLabels: number;
  readonly cakeLabels: number;
  /** Lines with a plate text over all orders added: the cake labels there should be. */
  readonly plates: number;
  /** Orders with exactly one order label (`count: per-order`). */
  readonly ordersWithOneOrderLabel: number;
  /** Orders whose cake labels number exactly their plates (each plate once). */
  readonly ordersWithTheirCakeLabels: number;
  /**
   * Labels that belong to no order: an order label whose QR is no order's, a cake label before any
   * order label or whose headline is not its order label's. Each is a problem.
   */
  readonly strays: readonly string[];
  /** ZPL commands the virtual printer's interpreter did not know. */
  readonly unknownCommands: readonly string[];
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
  /**
   * Adds `perShop[i]` orders to shop i at once, as soon as the simulator answered a listing and then
   * none for `quietMs` (or after `timeoutMs` without such a pause). Says how long after the last
   * listing it came (null: none was seen).
   */
  burst: {
    setup: { perShop: readonly number[]; quietMs: number; timeoutMs: number };
    result: { added: number; afterListingMs: number | null };
  };
  /**
   * Adds orders steadily from now on, `perSecond` a second, each to the next shop in turn, until
   * `stopStream` (or a new `setup`). Added orders are traced like any other.
   */
  stream: { setup: { perSecond: number }; result: { startedAt: number } };
  /** Stops the stream; says how many orders it added. */
  stopStream: { setup: Record<string, never>; result: { added: number } };
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
