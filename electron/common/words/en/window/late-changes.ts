/**
 * The window's words for late changes: the orders the ordering service no longer knows, on Status, and
 * an order's versions in History. What changed is named by the CHANGED slip's own words (`paper.changes`),
 * so the screen and the paper say it alike. English defines the shape.
 */
import { pluralIn } from '../../wording';

const plural = pluralIn('en');

export const lateChanges = {
  gone: {
    heading: 'Gone from the ordering service',
    intro: (count: number) =>
      plural(count, {
        one: 'The ordering service no longer knows this printed order: cancelled? Check with the customer before making it, then mark it seen.',
        other: `The ordering service no longer knows these ${count} printed orders: cancelled? Check with the customers before making them, then mark each seen.`,
      }),
    due: (when: string) => `due ${when}`,
    found: (when: string) => `found gone ${when}`,
    seen: 'Seen',
    seenNamed: (order: string) => `Mark ${order} seen`,
    seenAction: (order: string) => `Marking ${order} seen`,
  },
  /** The history list's marks. */
  marks: { changed: 'changed since printed', gone: 'gone from the service' },
  versions: {
    heading: 'Versions',
    intro:
      'Read again from the ordering service after it printed. The receipt shows the order as it printed.',
    printed: 'As it printed',
    version: (number: number) => `Version ${number}`,
    read: (when: string) => `read ${when}`,
    current: 'holds now',
    gone: 'The ordering service no longer knew this order: cancelled?',
    back: 'Known to the ordering service again, as it was before.',
  },
};
