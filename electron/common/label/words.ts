/**
 * The words a label prints that a receipt does not (the order types, banners, weekdays and "pers." come
 * from the receipt's `LABELS`, so a label and its receipt name an order alike). `Record<Language, …>`
 * makes a missing word a compile error. Short: a 58 mm label holds about twenty characters a line.
 */

export interface LabelWords {
  /** The inverted bar on a cool-box order's labels: the bag goes into the cool box, not onto the shelf. */
  readonly coolBox: string;
  /** The small tab over a cake's plate text: this is what goes on the cake, word for word. */
  readonly plateCaption: string;
  /** The test labels' sample order (settings screen): a client, a cake, its plate text and an option. */
  readonly sample: {
    readonly firstName: string;
    readonly lastName: string;
    readonly product: string;
    readonly plate: string;
    readonly option: string;
  };
}
