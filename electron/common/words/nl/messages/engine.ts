import { ORDER_ID_PROBLEMS, sayWait } from './service';
import type { Translation } from '../../wording';
import { type engine as En, sayOrderId, sayShop } from '../../en/messages/engine';

export const engine: Translation<typeof En> = {
  'engine.token-rejected': (p, f) =>
    `De bestelservice blijft het toegangstoken weigeren. ${f.say(p.cause)} OrderSlip probeert het elke ${sayWait(p.waitMs, f)} opnieuw en gaat vanzelf verder zodra de bestelservice het aanvaardt; bestellingen die al binnen zijn, worden nog afgedrukt.`,
  'engine.token-still-refused': (p, f) =>
    `${f.say(p.cause)} Nog altijd geweigerd; volgende poging over ${sayWait(p.waitMs, f)}.`,
  'engine.listing-failed': (p, f) =>
    `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip gelooft een geweigerd token pas als de weigeringen aanhouden.' : ''} Volgende poging over ${sayWait(p.waitMs, f)}.`,
  'engine.watch-failed': (p, f) =>
    `${sayShop(p.shop, f)}, die een andere pc afdrukt, via de bestelservice opvolgen lukte niet: ${f.say(p.cause)} Deze pc probeert opnieuw; tot dan kan ze niet zien of die pc de bestellingen echt afdrukt.`,
  'engine.listing-unwritable': (p, f) =>
    `De bestellingen van ${sayShop(p.shop, f)} konden niet in het bestellingenregister worden geschreven (${p.detail}). Maak schijfruimte vrij; OrderSlip probeert het opnieuw.`,
  'engine.polling-internal-error': (p, f) =>
    `Bij het ophalen van de bestellingen van ${sayShop(p.shop, f)} liep iets intern mis (${p.detail}). OrderSlip gaat na een pauze verder; gebeurt het opnieuw, exporteer dan de diagnose en stuur die naar support.`,
  'engine.other-shops-listed': (p, f) =>
    `Bij het ophalen voor ${sayShop(p.shop, f)} stuurde de bestelservice ook ${f.plural(p.count, { one: '1 bestelling', other: `${p.count} bestellingen` })} van ${f.plural(p.otherShops.length, { one: 'winkel', other: 'winkels' })} ${f.list(p.otherShops.map(String))}: OrderSlip laat die liggen (ze worden hier niet afgedrukt of bevestigd). Controleer het winkelnummer bij Instellingen › Winkels; klopt het, dan negeert de bestelservice de gevraagde winkel.`,
  'engine.only-own-shop-again': (p, f) =>
    `De bestelservice stuurt weer alleen de bestellingen van ${sayShop(p.shop, f)} als die gevraagd worden.`,
  'engine.order-unreadable': (p, f) =>
    `${sayOrderId({ byId: (id) => `Bestelling ${id}`, none: 'Een bestelling zonder bruikbare id' }, p.order)} ${p.tooLarge ? 'is groter dan OrderSlip aanneemt' : 'kon niet gelezen worden'}: ${f.say(p.problem)}`,
  'engine.held-with-raw-data': (p, f) =>
    `${f.say(p.reason)}. Ze staat apart op het scherm, met haar ruwe gegevens.`,
  'engine.order-unrecordable': (p, f) => `${f.order(p.order)} kon niet worden vastgelegd (${p.detail}).`,
  'engine.order-not-held': (p, f) =>
    `${f.say(p.reason)}. Ze kon zelfs niet apart gezet worden (${p.detail}); OrderSlip probeert het bij elke ophaalbeurt opnieuw. De andere bestellingen gaan gewoon door.`,
  'engine.still-listed-note-failed': (p, f) =>
    `${f.order(p.order)} staat nog bij de bestelservice, maar dat noteren mislukte (${p.detail}).`,
  'engine.gone-after-print': () =>
    'Afgedrukt en daarna elders bevestigd: de bestelservice toont ze niet meer, dus OrderSlip bevestigt ze niet meer.',
  'engine.gone-before-print': () =>
    'De bestelservice toont ze niet meer (elders bevestigd of geannuleerd) voor ze afgedrukt was; ze wordt niet afgedrukt.',
  'engine.order-gone': (p, f) => `${f.order(p.order)}: ${f.say(p.reason)}`,
  'engine.order-listed-again': (p, f) =>
    `${f.order(p.order)} staat opnieuw bij de bestelservice nadat ze verdwenen was; ze wordt nu afgedrukt.`,
  'engine.same-id-two-shops': (p, f) =>
    `De bestelservice gaf twee bestellingen met dezelfde id ${p.id}: ${f.order(p.first.order)} voor ${sayShop(p.first.shop, f)} en ${f.order(p.second.order)} voor ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Beide worden tegengehouden' : `Die voor ${sayShop(p.second.shop, f)} wordt tegengehouden`}, zodat er geen verloren gaat: de service bevestigt een bestelling met haar id, dus de ene bevestigen kan de andere uit haar lijst halen. Controleer beide met de winkels, druk daarna elk af (Opnieuw proberen) of markeer ze als afgehandeld.`,
  'engine.revive-failed': (p, f) =>
    `${f.order(p.order)} staat opnieuw bij de bestelservice nadat ze verdwenen was, maar ze kon niet opnieuw opgenomen worden (${p.detail}).`,
  'engine.confirm-no-usable-id': () =>
    'Ze kan niet aan de bestelservice bevestigd worden: de bestelservice stuurde ze zonder id die OrderSlip kan gebruiken. Bevestig ze daar met de hand als het moet.',
  'engine.confirm-unsafe-id': (p) =>
    `Ze kan niet aan de bestelservice bevestigd worden: OrderSlip verstuurt haar id niet (${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}). Bevestig ze daar met de hand als het moet.`,
  'engine.confirm-unknown-order': () =>
    'De bestelservice kent deze bestelling niet meer, dus ze kan niet bevestigd worden. Ze is afgedrukt.',
  'engine.confirm-failed': (p, f) =>
    `${f.say(p.cause)} OrderSlip probeert het over ${sayWait(p.waitMs, f)} opnieuw; de bon wordt niet opnieuw afgedrukt.`,
  'engine.clock-stepped': (p, f) =>
    `De klok van deze pc sprong ${sayWait(Math.abs(p.stepMs), f)} ${p.stepMs > 0 ? 'vooruit' : 'achteruit'} (ze werd ingesteld, of de pc sliep). Nieuwe pogingen en wachttijden lopen gewoon door; planningen volgen de nieuwe tijd.`,
  'engine.confirm-internal-error': (p, f) =>
    `Bij het bevestigen van ${f.order(p.order)} liep iets intern mis (${p.detail}). OrderSlip probeert het later opnieuw en gaat verder met de andere bestellingen.`,
  'engine.confirm-internal-error-reason': () =>
    'Interne fout bij het bevestigen; OrderSlip probeert het later opnieuw.',
  'engine.crash-recovered': (p, f) =>
    `${f.order(p.order)} werd naar ${p.printer} gestuurd toen OrderSlip stopte; ze wordt opnieuw afgedrukt met de vermelding MOGELIJK DUPLICAAT.`,
  'engine.ledger-lost-sends': (p, f) =>
    `De bestelgeschiedenis is haar laatste wijzigingen kwijt (een deel van het bestand werd beschadigd of gewist nadat OrderSlip abrupt stopte). De lijst van verstuurde bonnen noemt ${f.plural(p.count, { one: '1 bestelling', other: `${f.number(p.count)} bestellingen` })} die misschien al op papier staan: ze worden opnieuw afgedrukt met de vermelding MOGELIJK DUBBEL.`,
  'engine.printer-gone-cannot-print-again': () =>
    'De printer waarover het ging, is niet meer ingesteld, dus ze kan daar niet opnieuw afgedrukt worden: druk ze af op een andere printer, of markeer ze als afgehandeld.',
  'engine.removed-printer-jobs-dropped': (p, f) =>
    `Een printer staat niet meer in de instellingen; ${f.plural(p.count, { one: 'de opdracht die erop wachtte, is', other: `de ${p.count} opdrachten die erop wachtten, zijn` })} daar niet afgedrukt.`,
  'engine.logo-unreadable': (p) =>
    `Het logo voor ${p.printer} (${p.path}) kan niet gelezen worden, dus de bonnen worden zonder logo afgedrukt (${p.detail}). Kies het logo opnieuw bij Instellingen.`,
  'engine.ledger-damaged': (p) =>
    `Het bestellingenregister is beschadigd (${p.detail}). OrderSlip is gestopt met afdrukken en bevestigen, zodat niets twee keer wordt afgedrukt of verkeerd bevestigd. Sluit OrderSlip af, zet het registerbestand opzij (de bestellingen van de laatste ophaalbeurten worden dan afgedrukt met MOGELIJK DUPLICAAT) en start OrderSlip opnieuw.`,
  'engine.ledger-unwritable': (p) =>
    `Er kan niet in het bestellingenregister geschreven worden (${p.detail}). Maak schijfruimte vrij of controleer de gegevensmap; OrderSlip probeert het vanzelf opnieuw.`,
  'engine.internal-error': (p) =>
    `In OrderSlip liep iets intern mis (${p.detail}). Exporteer de diagnose en stuur die naar support; OrderSlip herstarten kan intussen helpen.`,
  'engine.history-purged': (p, f) =>
    `${f.plural(p.count, { one: '1 bestelling', other: `${f.number(p.count)} bestellingen` })} ouder dan ${f.plural(p.days, { one: '1 dag', other: `${f.number(p.days)} dagen` })} uit de geschiedenis verwijderd.`,
  'engine.shop-list-entry-unreadable': (p, f) =>
    `De winkellijst heeft een onleesbaar item, nummer ${f.number(p.position)}: ${f.say(p.problem)}.`,
  'engine.no-shops-listed': () =>
    'De bestelservice toont geen winkels voor deze accountcode (tenant): er valt niets op te halen. Controleer de accountcode bij Instellingen.',
  'engine.new-shop': (p, f) =>
    `De bestelservice toont een nieuwe winkel, ${sayShop(p.shop, f)} (nummer ${p.shop.id}): OrderSlip haalt nu ook haar bestellingen op.`,
  'engine.shop-dropped': (p, f) =>
    `De bestelservice toonde ${sayShop(p.shop, f)} niet in haar laatste ${p.lists} winkellijsten: OrderSlip haalt er geen bestellingen meer voor op. De bestellingen die al binnen zijn, worden nog afgedrukt en bevestigd.`,
  'engine.shop-list-failed': (p, f) =>
    `De winkellijst kon niet gelezen worden. ${f.say(p.cause)} OrderSlip leest ze later opnieuw.`,
  'engine.config-invalid': (p, f) =>
    `Met deze instellingen kan OrderSlip nog niet werken: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
  'engine.config-duplicate-printer-id': (p, f) =>
    `${f.list([...p.printers])} hebben dezelfde interne id: verwijder er een en voeg hem opnieuw toe.`,
  'engine.config-printer': (p, f) => `Printer ${p.printer}: ${f.say(p.problem)}`,
  'engine.config-copies': (p) => `het aantal exemplaren moet tussen 1 en ${p.max} liggen, niet ${p.copies}.`,
  'engine.config-no-printer': (p, f) =>
    `Er is geen printer gekozen voor ${p.shop === null ? 'de winkels' : sayShop(p.shop, f)}.`,
  'engine.config-unknown-printer': (p, f) =>
    `${p.shop === null ? 'De winkels drukken' : `${sayShop(p.shop, f)} drukt`} af op een printer die niet ingesteld is ("${p.printer}"): kies er bij Instellingen een andere printer voor.`,
  'engine.config-poll-interval': () =>
    'De tijd tussen twee keer bestellingen ophalen moet tussen 1 en 300 seconden liggen.',
  'engine.config-retention': () => 'De geschiedenis wordt 1 tot 3650 dagen bewaard.',
  'engine.no-labels-nothing-to-print': (p, f) =>
    `${f.order(p.order)} zou nergens afgedrukt worden: de winkel drukt alleen af op etiketprinters, en volgens hun etiketinstellingen krijgt deze bestelling geen etiket. Druk ze af op een printer naar keuze, of markeer ze als afgehandeld.`,
  'engine.label-nothing-to-print': (p, f) =>
    `${p.printer} heeft geen etiket af te drukken voor ${f.order(p.order)}: de etiketinstellingen sluiten deze bestelling uit. Er is niets naartoe gestuurd.`,
  'engine.no-labels-to-reprint': (p, f) =>
    `${p.printer} heeft geen etiket voor ${f.order(p.order)}: de etiketinstellingen sluiten deze bestelling uit. Druk ze opnieuw af op een andere printer, of pas eerst de etiketinstellingen aan.`,
};
