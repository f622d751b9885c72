/** The engine's decisions in German: why an order is held, setup problems of the configuration, shops. */
import type { Formatter, Translation } from '../../wording';
import { sayShop, type engine as En } from '../../en/messages/engine';
import { ORDER_ID_PROBLEMS, sayWait } from './service';

const orders = (count: number, f: Formatter): string =>
  f.plural(count, { one: '1 Bestellung', other: `${f.number(count)} Bestellungen` });

export const engine: Translation<typeof En> = {
  'engine.token-rejected': (p, f) =>
    `Der Bestelldienst lehnt das Zugangstoken weiterhin ab. ${f.say(p.cause)} OrderSlip versucht es alle ${sayWait(p.waitMs, f)} erneut und macht von selbst weiter, sobald der Bestelldienst es annimmt; bereits eingegangene Bestellungen werden weiter gedruckt.`,
  'engine.token-still-refused': (p, f) =>
    `${f.say(p.cause)} Immer noch abgelehnt; nächster Versuch in ${sayWait(p.waitMs, f)}.`,
  'engine.listing-failed': (p, f) =>
    `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip glaubt einem abgelehnten Token erst, wenn die Ablehnungen anhalten.' : ''} Nächster Versuch in ${sayWait(p.waitMs, f)}.`,
  'engine.watch-failed': (p, f) =>
    `${sayShop(p.shop, f)} wird von einem anderen PC gedruckt; es über den Bestelldienst zu beobachten, ist fehlgeschlagen: ${f.say(p.cause)} Dieser PC versucht es erneut; bis dahin kann er nicht erkennen, ob der andere PC die Bestellungen wirklich druckt.`,
  'engine.listing-unwritable': (p, f) =>
    `Die Bestellungen von ${sayShop(p.shop, f)} konnten nicht ins Bestellregister geschrieben werden (${p.detail}). Schaffen Sie Speicherplatz; OrderSlip versucht es erneut.`,
  'engine.polling-internal-error': (p, f) =>
    `Beim Abrufen der Bestellungen von ${sayShop(p.shop, f)} ist ein interner Fehler aufgetreten (${p.detail}). OrderSlip macht nach einer Pause weiter; wenn es wieder passiert, exportieren Sie die Diagnose und senden Sie sie an den Support.`,
  'engine.other-shops-listed': (p, f) =>
    `Beim Abruf für ${sayShop(p.shop, f)} hat der Bestelldienst auch ${orders(p.count, f)} von ${f.plural(p.otherShops.length, { one: 'Geschäft', other: 'den Geschäften' })} ${f.list(p.otherShops.map(String))} gesendet: OrderSlip lässt diese liegen (sie werden hier weder gedruckt noch bestätigt). Prüfen Sie die Geschäftsnummer unter Einstellungen › Geschäfte; stimmt sie, übergeht der Bestelldienst das angefragte Geschäft.`,
  'engine.only-own-shop-again': (p, f) =>
    `Der Bestelldienst sendet auf Anfrage wieder nur die Bestellungen von ${sayShop(p.shop, f)}.`,

  'engine.order-unreadable': (p, f) =>
    `${p.order === null ? 'Eine Bestellung ohne brauchbare ID' : `Bestellung ${p.order}`} ${p.tooLarge ? 'ist größer, als OrderSlip annimmt' : 'konnte nicht gelesen werden'}: ${f.say(p.problem)}`,
  'engine.held-with-raw-data': (p, f) =>
    `${f.say(p.reason)}. Die Bestellung wird mit ihren Rohdaten auf dem Bildschirm zurückgehalten.`,
  'engine.order-unrecordable': (p, f) =>
    `${f.order(p.order)} konnte nicht festgehalten werden (${p.detail}).`,
  'engine.order-not-held': (p, f) =>
    `${f.say(p.reason)}. Die Bestellung konnte nicht einmal zurückgehalten werden (${p.detail}); OrderSlip versucht es bei jedem Abruf erneut. Die anderen Bestellungen laufen weiter.`,
  'engine.still-listed-note-failed': (p, f) =>
    `${f.order(p.order)} steht noch beim Bestelldienst, aber das festzuhalten ist fehlgeschlagen (${p.detail}).`,
  'engine.gone-after-print': () =>
    'Gedruckt und danach anderswo bestätigt: Der Bestelldienst führt sie nicht mehr, also bestätigt OrderSlip sie nicht mehr.',
  'engine.gone-before-print': () =>
    'Der Bestelldienst führt sie nicht mehr (anderswo bestätigt oder storniert), bevor sie gedruckt wurde; sie wird nicht gedruckt.',
  'engine.order-gone': (p, f) => `${f.order(p.order)}: ${f.say(p.reason)}`,
  'engine.order-listed-again': (p, f) =>
    `${f.order(p.order)} steht wieder beim Bestelldienst, nachdem sie verschwunden war; sie wird jetzt gedruckt.`,
  'engine.same-id-two-shops': (p, f) =>
    `Der Bestelldienst hat zwei Bestellungen mit derselben ID ${p.id} gesendet: ${f.order(p.first.order)} für ${sayShop(p.first.shop, f)} und ${f.order(p.second.order)} für ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Beide werden zurückgehalten' : `Die für ${sayShop(p.second.shop, f)} wird zurückgehalten`}, damit keine verloren geht: Der Bestelldienst bestätigt eine Bestellung über ihre ID, also kann das Bestätigen der einen die andere von seiner Liste nehmen. Prüfen Sie beide mit den Geschäften, dann drucken Sie jede (Erneut versuchen) oder markieren Sie sie als erledigt.`,
  'engine.revive-failed': (p, f) =>
    `${f.order(p.order)} steht wieder beim Bestelldienst, nachdem sie verschwunden war, konnte aber nicht wieder aufgenommen werden (${p.detail}).`,

  'engine.confirm-no-usable-id': () =>
    'Die Bestellung kann dem Bestelldienst nicht bestätigt werden: Der Bestelldienst hat sie ohne eine ID gesendet, die OrderSlip verwenden kann. Bestätigen Sie sie dort von Hand, wenn nötig.',
  'engine.confirm-unsafe-id': (p) =>
    `Die Bestellung kann dem Bestelldienst nicht bestätigt werden: OrderSlip sendet ihre ID nicht (${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}). Bestätigen Sie sie dort von Hand, wenn nötig.`,
  'engine.confirm-unknown-order': () =>
    'Der Bestelldienst kennt diese Bestellung nicht mehr, also kann sie nicht bestätigt werden. Gedruckt wurde sie.',
  'engine.confirm-failed': (p, f) =>
    `${f.say(p.cause)} OrderSlip versucht es in ${sayWait(p.waitMs, f)} erneut; der Bon wird nicht erneut gedruckt.`,
  'engine.clock-stepped': (p, f) =>
    `Die Uhr dieses PCs ist um ${sayWait(Math.abs(p.stepMs), f)} ${p.stepMs > 0 ? 'vorgesprungen' : 'zurückgesprungen'} (sie wurde gestellt, oder der PC hat geschlafen). Neue Versuche und Wartezeiten laufen weiter wie bisher; Zeitpläne folgen der neuen Uhrzeit.`,
  'engine.confirm-internal-error': (p, f) =>
    `Beim Bestätigen von ${f.order(p.order)} ist ein interner Fehler aufgetreten (${p.detail}). OrderSlip versucht es später erneut und macht mit den anderen Bestellungen weiter.`,
  'engine.confirm-internal-error-reason': () =>
    'Interner Fehler beim Bestätigen; OrderSlip versucht es später erneut.',

  'engine.crash-recovered': (p, f) =>
    `${f.order(p.order)} wurde gerade an ${p.printer} gesendet, als OrderSlip beendet wurde; sie wird erneut gedruckt, mit MÖGLICHES DUPLIKAT darauf.`,
  'engine.ledger-lost-sends': (p, f) =>
    `Der Bestellverlauf hat seine letzten Änderungen verloren (ein Teil seiner Datei wurde beschädigt oder gelöscht, nachdem OrderSlip abrupt beendet wurde). Die Liste der gesendeten Bons nennt ${orders(p.count, f)}, die vielleicht schon auf Papier sind: Diese werden erneut gedruckt, mit MÖGLICHES DUPLIKAT darauf.`,
  'engine.printer-gone-cannot-print-again': () =>
    'Der Drucker, um den es ging, ist nicht mehr eingerichtet, also kann sie dort nicht erneut gedruckt werden: Drucken Sie sie auf einem anderen Drucker, oder markieren Sie sie als erledigt.',
  'engine.removed-printer-jobs-dropped': (p, f) =>
    `Ein Drucker steht nicht mehr in den Einstellungen; ${f.plural(p.count, { one: 'der Druckauftrag, der auf ihn wartete, wurde', other: `die ${p.count} Druckaufträge, die auf ihn warteten, wurden` })} dort nicht gedruckt.`,
  'engine.logo-unreadable': (p) =>
    `Das Logo für ${p.printer} (${p.path}) kann nicht gelesen werden, also werden die Bons ohne Logo gedruckt (${p.detail}). Wählen Sie das Logo unter Einstellungen erneut.`,

  'engine.ledger-damaged': (p) =>
    `Das Bestellregister ist beschädigt (${p.detail}). OrderSlip hat das Drucken und Bestätigen angehalten, damit nichts doppelt gedruckt oder falsch bestätigt wird. Beenden Sie OrderSlip, legen Sie die Registerdatei beiseite (die Bestellungen der letzten Abrufe werden dann mit MÖGLICHES DUPLIKAT gedruckt) und starten Sie OrderSlip neu.`,
  'engine.ledger-unwritable': (p) =>
    `In das Bestellregister kann nicht geschrieben werden (${p.detail}). Schaffen Sie Speicherplatz oder prüfen Sie den Datenordner; OrderSlip versucht es von selbst erneut.`,
  'engine.internal-error': (p) =>
    `In OrderSlip ist ein interner Fehler aufgetreten (${p.detail}). Exportieren Sie die Diagnose und senden Sie sie an den Support; ein Neustart von OrderSlip kann bis dahin helfen.`,
  'engine.history-purged': (p, f) =>
    `${orders(p.count, f)}, älter als ${f.plural(p.days, { one: '1 Tag', other: `${f.number(p.days)} Tage` })}, aus dem Verlauf entfernt.`,

  'engine.shop-list-entry-unreadable': (p, f) =>
    `Die Geschäftsliste hat einen unlesbaren Eintrag, Nummer ${f.number(p.position)}: ${f.say(p.problem)}.`,
  'engine.no-shops-listed': () =>
    'Der Bestelldienst führt für diesen Mandanten keine Geschäfte: Es gibt nichts abzurufen. Prüfen Sie den Mandanten unter Einstellungen.',
  'engine.new-shop': (p, f) =>
    `Der Bestelldienst führt ein neues Geschäft, ${sayShop(p.shop, f)} (Nummer ${p.shop.id}): OrderSlip ruft jetzt auch dessen Bestellungen ab.`,
  'engine.shop-dropped': (p, f) =>
    `Der Bestelldienst hat ${sayShop(p.shop, f)} in seinen letzten ${p.lists} Geschäftslisten nicht geführt: OrderSlip ruft dafür keine Bestellungen mehr ab. Bereits eingegangene Bestellungen werden weiter gedruckt und bestätigt.`,
  'engine.shop-list-failed': (p, f) =>
    `Die Geschäftsliste konnte nicht gelesen werden. ${f.say(p.cause)} OrderSlip liest sie später erneut.`,

  'engine.config-invalid': (p, f) =>
    `Mit diesen Einstellungen kann OrderSlip noch nicht arbeiten: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
  'engine.config-duplicate-printer-id': (p, f) =>
    `${f.list([...p.printers])} haben dieselbe interne ID: Entfernen Sie einen davon und fügen Sie ihn erneut hinzu.`,
  'engine.config-printer': (p, f) => `Drucker ${p.printer}: ${f.say(p.problem)}`,
  'engine.config-copies': (p) =>
    `Die Anzahl der Kopien muss zwischen 1 und ${p.max} liegen, nicht ${p.copies}.`,
  'engine.config-no-printer': (p, f) =>
    `Für ${p.shop === null ? 'die Geschäfte' : sayShop(p.shop, f)} ist kein Drucker gewählt.`,
  'engine.config-unknown-printer': (p, f) =>
    `${p.shop === null ? 'Die Geschäfte drucken' : `${sayShop(p.shop, f)} druckt`} auf einem Drucker, der nicht eingerichtet ist („${p.printer}“): Wählen Sie unter Einstellungen einen anderen Drucker dafür.`,
  'engine.config-poll-interval': () =>
    'Die Zeit zwischen zwei Abrufen von Bestellungen muss 1 bis 300 Sekunden betragen.',
  'engine.config-retention': () => 'Der Verlauf wird 1 bis 3650 Tage aufbewahrt.',
  'engine.no-labels-nothing-to-print': (p, f) =>
    `${f.order(p.order)} würde nirgends gedruckt: Das Geschäft druckt nur auf Etikettendruckern, und nach deren Etiketteneinstellungen bekommt diese Bestellung kein Etikett. Drucken Sie sie auf einem Drucker Ihrer Wahl, oder markieren Sie sie als erledigt.`,
  'engine.label-nothing-to-print': (p, f) =>
    `${p.printer} hat für ${f.order(p.order)} kein Etikett zu drucken: Seine Etiketteneinstellungen schließen diese Bestellung aus. Es wurde nichts an ihn gesendet.`,
  'engine.no-labels-to-reprint': (p, f) =>
    `${p.printer} hat kein Etikett für ${f.order(p.order)}: Seine Etiketteneinstellungen schließen diese Bestellung aus. Drucken Sie sie erneut auf einem anderen Drucker, oder ändern Sie zuerst die Etiketteneinstellungen.`,
};
