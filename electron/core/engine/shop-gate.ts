/**
 * Whether this PC polls a shop now: another OrderSlip on the network may print it (docs/NETWORK.md).
 * The engine asks before every listing; without a gate it polls every shop it is set up for.
 */
export interface ShopGate {
  /** The engine polls (or, in standby, would poll) this shop: it is announced as this PC's. */
  attach(shopId: number): void;
  /** The engine no longer follows the shop (the engine stopped, or the service no longer lists it). */
  detach(shopId: number): void;
  /** Whether this PC lists and prints the shop's orders now. */
  mayPoll(shopId: number): boolean;
  /**
   * Once after this PC took the shop over from a PC that went silent: the orders of the next listing
   * print marked POSSIBLE DUPLICATE (nobody knows what the other printed last). Null otherwise.
   */
  takeTakeover(shopId: number): { readonly fromPc: string } | null;
  /** The takeover's listing recorded `count` orders marked POSSIBLE DUPLICATE (for Status). */
  tookOver(shopId: number, count: number): void;
  /** Called when `mayPoll` may answer differently; returns what stops the listening. */
  onChange(listener: () => void): () => void;
}
