/**
 * Whether this PC polls a shop now: another OrderSlip on the network may print it (docs/NETWORK.md).
 * The engine asks before every listing; without a gate it polls every shop it is set up for.
 */

/** One order as a standby PC's watch sees it: its id, and its number for the words (never the customer). */
export interface WatchedOrder {
  readonly id: string;
  readonly number: string | null;
}

export interface ShopGate {
  /** The engine polls (or, in standby, would poll) this shop: it is announced as this PC's. */
  attach(shopId: number): void;
  /** The engine no longer follows the shop (the engine stopped, or the service no longer lists it). */
  detach(shopId: number): void;
  /** Whether this PC lists and prints the shop's orders now. */
  mayPoll(shopId: number): boolean;
  /**
   * Once after this PC took the shop over from a PC that went silent: the orders of the next listing
   * print marked POSSIBLE DUPLICATE (nobody knows what the other printed last). `beside`: it did not
   * take the shop over, another PC printed it too for a moment (and stood down). Null otherwise.
   */
  takeTakeover(shopId: number): { readonly fromPc: string; readonly beside?: true } | null;
  /** The takeover's listing recorded `count` orders marked POSSIBLE DUPLICATE (for Status). */
  tookOver(shopId: number, count: number): void;
  /**
   * While this PC stands by for the shop: how often to watch it through the service (one listing of its
   * unconfirmed orders, never recorded, printed or confirmed). Null: no watch (it prints the shop, or
   * still listens for other PCs). Absent: never watched.
   */
  watchEveryMs?(shopId: number): number | null;
  /**
   * What a watch listing showed: the shop's unconfirmed orders (`complete`: not cut at a full page).
   * The gate judges from it whether the PC that claims the shop prints it (docs/NETWORK.md).
   */
  watched?(shopId: number, orders: readonly WatchedOrder[], complete: boolean): void;
  /**
   * Another PC took the shop from this one because its orders waited unconfirmed here: that PC's name.
   * What still waits here to print is held (it printed there), so the two never both print it.
   */
  takenOverBy?(shopId: number): string | null;
  /** Called when `mayPoll` may answer differently; returns what stops the listening. */
  onChange(listener: () => void): () => void;
}
