import { pluralIn, type Translation } from '../../wording';
import type { lateChanges as En } from '../../en/window/late-changes';

const plural = pluralIn('de');

export const lateChanges: Translation<typeof En> = {
  gone: {
    heading: 'Nicht mehr beim Bestelldienst',
    intro: (count: number) =>
      plural(count, {
        one: 'Der Bestelldienst kennt diese gedruckte Bestellung nicht mehr: storniert? Fragen Sie den Kunden, bevor Sie sie machen, und markieren Sie sie dann als gesehen.',
        other: `Der Bestelldienst kennt diese ${count} gedruckten Bestellungen nicht mehr: storniert? Fragen Sie die Kunden, bevor Sie sie machen, und markieren Sie dann jede als gesehen.`,
      }),
    due: (when: string) => `für ${when}`,
    found: (when: string) => `verschwunden ${when}`,
    seen: 'Gesehen',
    seenNamed: (order: string) => `${order} als gesehen markieren`,
    seenAction: (order: string) => `${order} als gesehen markieren`,
  },
  marks: { changed: 'nach dem Druck geändert', gone: 'nicht mehr beim Dienst' },
  versions: {
    heading: 'Versionen',
    intro:
      'Nach dem Druck erneut beim Bestelldienst gelesen. Der Bon zeigt die Bestellung so, wie sie gedruckt wurde.',
    printed: 'Wie gedruckt',
    version: (number: number) => `Version ${number}`,
    read: (when: string) => `gelesen ${when}`,
    current: 'gilt jetzt',
    gone: 'Der Bestelldienst kannte diese Bestellung nicht mehr: storniert?',
    back: 'Dem Bestelldienst wieder bekannt, so wie sie war.',
  },
};
