import type { Translation } from '../../wording';
import { receipt as paperReceipt } from '../paper/receipt';
import { type changes as En, type ChangeWords, sayChanges } from '../../en/messages/changes';

export const CHANGE_WORDS: ChangeWords = {
  fields: {
    type: 'Bestellart',
    'due-date': 'Datum',
    'due-time': 'Uhrzeit',
    'delivery-address': 'Lieferadresse',
    'line-added': 'hinzugefügt',
    'line-removed': 'gestrichen',
    quantity: 'Menge',
    parts: 'Optionen',
    plate: 'Tortentext',
  },
  none: 'keiner',
  ofProduct: (field, product) => `${field} (${product})`,
  fromTo: (field, before, after) => `${field}: ${before}, jetzt ${after}`,
  one: (field, what) => `${field}: ${what}`,
};

export const changes: Translation<typeof En> = {
  'changes.content-changed': (p) =>
    `Beim Bestelldienst geändert, seit sie gedruckt wurde: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}. Ein Zettel GEÄNDERT sagt, was jetzt zu machen ist.`,
  'changes.gone-from-service': () =>
    'Der Bestelldienst kennt diese Bestellung nicht mehr (er antwortet „nicht gefunden“): storniert? Prüfen Sie das, bevor Sie sie machen.',
  'changes.gone-seen': () =>
    'Auf Status als gesehen markiert: Der Bestelldienst kennt diese Bestellung nicht mehr. OrderSlip hat sonst nichts damit getan.',
  'changes.back-on-service': (p) =>
    p.changes.length === 0
      ? 'Der Bestelldienst kennt diese Bestellung wieder, so wie sie gedruckt wurde.'
      : `Der Bestelldienst kennt diese Bestellung wieder, geändert: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.other-order': (p) =>
    `Der Bestelldienst hat für die Bestellung ${p.asked} mit einer anderen Bestellung geantwortet (${p.got}).`,
  'changes.cli-heading': (p, f) =>
    `Späte Änderungen für ${p.date}${p.shops.length > 0 ? ` (Geschäft ${f.list(p.shops.map(String))})` : ''}: ${f.plural(p.checked, { one: '1 gedruckte Bestellung', other: `${p.checked} gedruckte Bestellungen` })} erneut beim Bestelldienst gelesen.`,
  'changes.cli-changed': (p, f) =>
    `GEÄNDERT ${f.order(p.order)}: ${sayChanges(CHANGE_WORDS, p.changes, paperReceipt)}.`,
  'changes.cli-gone': (p, f) =>
    `NICHT MEHR BEIM BESTELLDIENST ${f.order(p.order)}: der Bestelldienst kennt sie nicht mehr. Storniert?${p.known ? ' (Schon früher gesehen.)' : ''}`,
  'changes.cli-unchecked': (p, f) => `NICHT GEPRÜFT ${f.order(p.order)}: ${f.say(p.cause)}`,
  'changes.cli-nothing': () => 'Nichts hat sich geändert, seit die Bestellungen gedruckt wurden.',
  'changes.cli-incomplete': (p, f) =>
    `${f.plural(p.unchecked, { one: '1 Bestellung', other: `${p.unchecked} Bestellungen` })} nicht geprüft: der Bestelldienst hat nicht geantwortet. Was gedruckt wurde, ist, was OrderSlip davon weiß; versuchen Sie es später noch einmal.`,
  'changes.cli-slip-printed': (p, f) =>
    `Der Zettel ${p.gone ? 'NICHT MEHR BEIM BESTELLDIENST' : 'GEÄNDERT'} von ${f.order(p.order, false)} wurde auf ${p.printer} gedruckt.`,
  'changes.cli-slip-failed': (p, f) =>
    `Der Zettel von ${f.order(p.order, false)} wurde nicht auf ${p.printer} gedruckt: ${f.say(p.cause)}`,
  'changes.slip-no-printer': (p) => `Kein Bondrucker druckt Geschäft ${p.shopId} auf diesem PC.`,
  'changes.slip-printer-paused': (p) => `${p.printer} ist angehalten.`,
  'changes.slip-printed': (p, f) =>
    `Der Zettel ${p.gone ? 'NICHT MEHR BEIM BESTELLDIENST' : 'GEÄNDERT'} von ${f.order(p.order, false)} wurde auf ${p.printer} gedruckt.`,
  'changes.slip-failed': (p, f) =>
    `Der Zettel ${p.gone ? 'NICHT MEHR BEIM BESTELLDIENST' : 'GEÄNDERT'} von ${f.order(p.order, false)} wurde nicht gedruckt${p.printer === null ? '' : ` (${p.printer})`}: ${f.say(p.cause)} Die nächste Prüfung druckt ihn.`,
  'changes.day-checked': (p, f) =>
    `Späte Änderungen für ${p.date}: ${f.plural(p.checked, { one: '1 gedruckte Bestellung', other: `${p.checked} gedruckte Bestellungen` })} erneut gelesen; ${p.changed} geändert, ${p.gone} nicht mehr beim Bestelldienst${p.unchecked > 0 ? `, ${p.unchecked} nicht prüfbar` : ''}.`,
  'changes.cli-summary': () =>
    'Die gedruckten Bestellungen eines Tages erneut lesen und sagen, was sich seitdem geändert hat',
  'changes.cli-usage': (p) =>
    `--data-dir ORDNER (Standard ${p.dataDir}) --api-url URL --tenant ID --date JJJJ-MM-TT [--shop ID] [--printer URI] [--language ${p.languages}] [--format text|json]; Token in ORDERSLIP_TOKEN. Exit-Code 0: nichts geändert; 3: etwas geändert oder verschwunden; 4: einige Bestellungen konnten nicht geprüft werden.`,
};
