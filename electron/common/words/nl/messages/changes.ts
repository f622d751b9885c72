import type { Translation } from '../../wording';
import { receipt as paperReceipt } from '../paper/receipt';
import { type changes as En, type ChangeWords, sayChanges } from '../../en/messages/changes';

export const CHANGE_WORDS: ChangeWords = {
  fields: {
    type: 'soort bestelling',
    'due-date': 'datum',
    'due-time': 'uur',
    'delivery-address': 'leveradres',
    'line-added': 'toegevoegd',
    'line-removed': 'geschrapt',
    quantity: 'aantal',
    parts: 'opties',
    plate: 'taarttekst',
  },
  none: 'geen',
  ofProduct: (field, product) => `${field} (${product})`,
  fromTo: (field, before, after) => `${field}: ${before}, nu ${after}`,
  one: (field, what) => `${field}: ${what}`,
};

export const changes: Translation<typeof En> = {
  'changes.content-changed': (p) =>
    `Gewijzigd bij de bestelservice sinds het afdrukken: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}. Een briefje GEWIJZIGD zegt wat er nu gemaakt moet worden.`,
  'changes.gone-from-service': () =>
    'De bestelservice kent deze bestelling niet meer (ze antwoordt "niet gevonden"): geannuleerd? Kijk het na voor u ze maakt.',
  'changes.gone-seen': () =>
    'Als gezien aangeduid op Status: de bestelservice kent deze bestelling niet meer. OrderSlip deed er verder niets mee.',
  'changes.back-on-service': (p) =>
    p.changes.length === 0
      ? 'De bestelservice kent deze bestelling weer, zoals ze afgedrukt is.'
      : `De bestelservice kent deze bestelling weer, gewijzigd: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.other-order': (p) =>
    `De bestelservice antwoordde voor bestelling ${p.asked} met een andere bestelling (${p.got}).`,
  'changes.cli-heading': (p, f) =>
    `Late wijzigingen voor ${p.date}${p.shops.length > 0 ? ` (winkel ${f.list(p.shops.map(String))})` : ''}: ${f.plural(p.checked, { one: '1 afgedrukte bestelling', other: `${p.checked} afgedrukte bestellingen` })} opnieuw gelezen bij de bestelservice.`,
  'changes.cli-changed': (p, f) =>
    `GEWIJZIGD ${f.order(p.order)}: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.cli-gone': (p, f) =>
    `NIET MEER BIJ DE BESTELSERVICE ${f.order(p.order)}: de bestelservice kent ze niet meer. Geannuleerd?${p.known ? ' (Al eerder gezien.)' : ''}`,
  'changes.cli-unchecked': (p, f) => `NIET NAGEKEKEN ${f.order(p.order)}: ${f.say(p.cause)}`,
  'changes.cli-nothing': () => 'Niets gewijzigd sinds de bestellingen afgedrukt zijn.',
  'changes.cli-incomplete': (p, f) =>
    `${f.plural(p.unchecked, { one: '1 bestelling', other: `${p.unchecked} bestellingen` })} niet nagekeken: de bestelservice antwoordde niet. Wat afgedrukt is, is wat OrderSlip ervan weet; probeer het later opnieuw.`,
  'changes.cli-slip-printed': (p, f) =>
    `Het briefje ${p.gone ? 'NIET MEER BIJ DE BESTELSERVICE' : 'GEWIJZIGD'} van ${f.order(p.order, false)} is afgedrukt op ${p.printer}.`,
  'changes.cli-slip-failed': (p, f) =>
    `Het briefje van ${f.order(p.order, false)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)}`,
  'changes.slip-no-printer': (p) => `Geen bonprinter drukt winkel ${p.shopId} af op deze pc.`,
  'changes.slip-printer-paused': (p) => `${p.printer} is gepauzeerd.`,
  'changes.slip-printed': (p, f) =>
    `Het briefje ${p.gone ? 'NIET MEER BIJ DE BESTELSERVICE' : 'GEWIJZIGD'} van ${f.order(p.order, false)} is afgedrukt op ${p.printer}.`,
  'changes.slip-failed': (p, f) =>
    `Het briefje ${p.gone ? 'NIET MEER BIJ DE BESTELSERVICE' : 'GEWIJZIGD'} van ${f.order(p.order, false)} is niet afgedrukt${p.printer === null ? '' : ` op ${p.printer}`}: ${f.say(p.cause)} De volgende controle drukt het af.`,
  'changes.day-checked': (p, f) =>
    `Late wijzigingen voor ${p.date}: ${f.plural(p.checked, { one: '1 afgedrukte bestelling', other: `${p.checked} afgedrukte bestellingen` })} opnieuw gelezen; ${p.changed} gewijzigd, ${p.gone} niet meer bij de bestelservice${p.unchecked > 0 ? `, ${p.unchecked} niet na te kijken` : ''}.`,
  'changes.cli-summary': () =>
    'De afgedrukte bestellingen van een dag opnieuw lezen en zeggen wat er sindsdien gewijzigd is',
  'changes.cli-usage': (p) =>
    `--data-dir MAP (standaard ${p.dataDir}) --api-url URL --tenant ID --date JJJJ-MM-DD [--shop ID] [--printer URI] [--language ${p.languages}] [--format text|json]; token in ORDERSLIP_TOKEN. Afsluitcode 0: niets gewijzigd; 3: iets gewijzigd of verdwenen; 4: sommige bestellingen niet nagekeken.`,
};
