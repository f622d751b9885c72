import { pluralIn, type Translation } from '../../wording';
import type { lateChanges as En } from '../../en/window/late-changes';

const plural = pluralIn('nl');

export const lateChanges: Translation<typeof En> = {
  gone: {
    heading: 'Niet meer bij de bestelservice',
    intro: (count: number) =>
      plural(count, {
        one: 'De bestelservice kent deze afgedrukte bestelling niet meer: geannuleerd? Vraag het de klant voor u ze maakt, en duid ze dan aan als gezien.',
        other: `De bestelservice kent deze ${count} afgedrukte bestellingen niet meer: geannuleerd? Vraag het de klanten voor u ze maakt, en duid ze dan elk aan als gezien.`,
      }),
    due: (when: string) => `voor ${when}`,
    found: (when: string) => `verdwenen ${when}`,
    seen: 'Gezien',
    seenNamed: (order: string) => `${order} aanduiden als gezien`,
    seenAction: (order: string) => `${order} aanduiden als gezien`,
  },
  marks: { changed: 'gewijzigd na afdrukken', gone: 'niet meer bij de service' },
  versions: {
    heading: 'Versies',
    intro:
      'Opnieuw gelezen bij de bestelservice nadat ze afgedrukt is. De bon toont de bestelling zoals ze afgedrukt werd.',
    printed: 'Zoals afgedrukt',
    version: (number: number) => `Versie ${number}`,
    read: (when: string) => `gelezen ${when}`,
    current: 'geldt nu',
    gone: 'De bestelservice kende deze bestelling niet meer: geannuleerd?',
    back: 'Weer bekend bij de bestelservice, zoals ze was.',
  },
};
