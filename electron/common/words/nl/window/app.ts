import { pluralIn, type Translation } from '../../wording';
import { PRINTER_NAMES } from '../../printer-names';
import { ORDER_TYPE_NAMES } from '../../order-type-names';
import type { app as En } from '../../en/window/app';
import { day } from './day';
import { kitchen } from './kitchen';
import { shopDaySettings } from './shop-day-settings';
import { network } from './network';
import { alerts } from './alerts';
import { pin } from './pin';
import { dateInput } from './date-input';
import { lateChanges } from './late-changes';

const plural = pluralIn('nl');

export const app: Translation<typeof En> = {
  app: {
    title: 'OrderSlip',
    navigation: 'Hoofdmenu',
    demo: 'Demo',
    language: 'Taal',
    theme: 'Weergave',
    systemLanguage: (language: string) => `${language} (systeem)`,
    languageAction: 'De taal bewaren',
    themes: { system: 'Zoals het systeem', light: 'Licht', dark: 'Donker' },
    loading: 'Bezig met laden…',
    answered: (status: number) =>
      `OrderSlip antwoordde met een fout (HTTP ${status}). Probeer opnieuw; blijft het gebeuren, herstart OrderSlip dan.`,
    unreachable: (problem: string) =>
      `Het venster bereikt OrderSlip niet (${problem}). Kijk of OrderSlip draait en laad dit venster dan opnieuw.`,
  },
  nav: { status: 'Status', day: 'Dag', history: 'Geschiedenis', settings: 'Instellingen' },
  common: {
    close: 'Sluiten',
    cancel: 'Annuleren',
    back: 'Terug',
    next: 'Volgende',
    save: 'Opslaan',
    never: 'nooit',
    none: '—',
    shop: (id: number) => `Winkel ${id}`,
    printer: 'Printer',
    receiptPrinter: PRINTER_NAMES.nl.receiptPrinter,
    labelPrinter: PRINTER_NAMES.nl.labelPrinter,
    noPrinters: 'Er is geen printer ingesteld.',
    working: 'Even geduld…',
    failed: (what: string, problem: string) => `${what} is niet gelukt: ${problem}`,
  },
  connection: {
    heading: 'Verbinding',
    states: {
      starting: 'Bezig met starten',
      ok: 'Verbonden',
      token_rejected: 'Token geweigerd',
      failing: 'Dienst niet bereikbaar',
      stopped: 'Gestopt',
      not_configured: 'Niet ingesteld',
    },
    advice: {
      starting: 'OrderSlip maakt verbinding met de bestelservice.',
      ok: 'Bestellingen worden vanzelf opgehaald en afgedrukt.',
      token_rejected:
        'De bestelservice weigert het toegangstoken: controleer het token bij Instellingen. Tot dan komen er geen nieuwe bestellingen binnen; bestellingen die al binnen zijn, worden nog afgedrukt.',
      failing:
        'Er komen geen nieuwe bestellingen binnen. OrderSlip blijft het proberen; controleer de internetverbinding of probeer nu opnieuw.',
      stopped: 'OrderSlip haalt geen bestellingen op.',
      not_configured: 'OrderSlip heeft nog enkele instellingen nodig voor het bestellingen kan ophalen.',
    },
    setUp: 'OrderSlip instellen',
    openSettings: 'Instellingen openen',
    retryNow: 'Nu opnieuw proberen',
    retried: 'OrderSlip probeert het nu opnieuw.',
    doubted: 'Token geweigerd, blijft proberen',
    doubtedAdvice:
      'De bestelservice weigerde het toegangstoken: controleer het token bij Instellingen. OrderSlip blijft het ondertussen proberen, voor het geval het om een tijdelijke fout ging.',
  },
  shops: {
    heading: 'Winkels',
    name: 'Winkel',
    lastPoll: 'Gecontroleerd',
    dueToday: 'Voor vandaag',
    dueTodayHint: 'Bestellingen die vandaag afgehaald of geleverd worden',
    arrivedToday: 'Vandaag binnen',
    arrivedTodayHint: 'Bestellingen die vandaag binnenkwamen, voor welke dag ook',
    waiting: 'Wacht',
    held: 'Tegengehouden',
    none: 'Er wordt nog geen winkel gecontroleerd.',
    problem: (message: string) => `Laatste probleem: ${message}`,
  },
  printers: {
    heading: 'Printers',
    states: {
      ready: 'Klaar',
      printing: 'Bezig met afdrukken',
      paper_low: 'Papier bijna op',
      paper_out: 'Papier op',
      cover_open: 'Klep open',
      offline: 'Offline',
      error: 'Printerfout',
      unreachable: 'Niet bereikbaar',
      unknown: 'Onbekend',
      paused: 'Gepauzeerd',
      not_verifiable: 'Niet te controleren',
    },
    queued: (count: number) =>
      count === 0
        ? 'Niets in de wachtrij'
        : plural(count, { one: `${count} bon wacht`, other: `${count} bonnen wachten` }),
    lastPrinted: (when: string) => `Laatst afgedrukt ${when}`,
    pause: 'Pauzeren',
    resume: 'Hervatten',
    retry: 'Opnieuw proberen',
    none: 'Er draait geen printer.',
    paused: (name: string) => `Gepauzeerd: bestellingen voor ${name} wachten tot u hem hervat.`,
    resumed: (name: string) => `${name} drukt weer af.`,
    retried: (name: string) => `OrderSlip probeert ${name} nu opnieuw.`,
    pauseAction: (name: string) => `${name} pauzeren`,
    resumeAction: (name: string) => `${name} hervatten`,
    retryAction: (name: string) => `${name} opnieuw proberen`,
  },
  attention: {
    heading: 'Vraagt aandacht',
    none: 'Op dit moment vraagt niets aandacht.',
    seen: (when: string) => `Binnengekomen ${when}`,
    retry: 'Opnieuw proberen',
    printElsewhere: 'Elders afdrukken',
    printOn: 'Afdrukken op',
    print: 'Afdrukken',
    markHandled: 'Als afgehandeld markeren',
    showRaw: 'Ruwe gegevens tonen',
    notPrintable:
      'De gegevens konden niet gelezen worden, dus afdrukken kan niet: handel de bestelling met de hand af en markeer ze dan als afgehandeld.',
    confirmTitle: 'Deze bestelling als afgehandeld markeren?',
    confirmBody: (label: string) =>
      `${label} wordt aan de bestelservice bevestigd zonder dat OrderSlip ze afdrukt. Doe dit alleen als de bestelling op een andere manier is afgehandeld.`,
    confirmYes: 'Ja, markeer als afgehandeld',
    rawTitle: (label: string) => `Ruwe gegevens van ${label}`,
    retried: (label: string) => `${label} wordt opnieuw geprobeerd.`,
    handled: (label: string) => `${label} is als afgehandeld gemarkeerd en wordt nu aan de dienst bevestigd.`,
    retryAction: (label: string) => `${label} opnieuw proberen`,
    reprintAction: (label: string, printer: string) => `${label} afdrukken op ${printer}`,
    handleAction: (label: string) => `${label} als afgehandeld markeren`,
    rawAction: (label: string) => `De gegevens van ${label} laden`,
    question: (order: string, printer: string) => `Is bestelling ${order} uit ${printer} gekomen?`,
    questionWhy:
      'OrderSlip heeft ze naar de printer gestuurd, maar die kon niet bevestigen dat ze afgedrukt is. Daarom stuurt OrderSlip ze niet vanzelf opnieuw.',
    cameOut: 'Ja, ze is eruit gekomen',
    printAgain: 'Opnieuw afdrukken',
    printAgainHint: '“Opnieuw afdrukken” drukt ze nog eens af, met de vermelding MOGELIJK DUBBEL.',
    cameOutDone: (order: string) => `${order} telt als afgedrukt en wordt nu aan de bestelservice bevestigd.`,
    printAgainDone: (order: string, printer: string) =>
      `${order} wordt opnieuw afgedrukt op ${printer}, met de vermelding MOGELIJK DUBBEL.`,
    answerAction: (order: string) => `Antwoorden voor bestelling ${order}`,
    select: (label: string) => `${label} selecteren`,
    selectAll: 'Alles selecteren',
    selected: (count: number) =>
      plural(count, { one: `${count} bestelling geselecteerd`, other: `${count} bestellingen geselecteerd` }),
    bulkActions: 'Met de geselecteerde bestellingen',
    bulkRetry: 'Geselecteerde opnieuw proberen',
    bulkHandled: 'Geselecteerde als afgehandeld markeren',
    bulkPrintOn: 'Geselecteerde afdrukken op',
    bulkConfirmTitle: (count: number) =>
      plural(count, {
        one: `${count} bestelling als afgehandeld markeren?`,
        other: `${count} bestellingen als afgehandeld markeren?`,
      }),
    bulkConfirmBody: (count: number, list: string) =>
      plural(count, {
        one: `${list} wordt aan de bestelservice bevestigd zonder dat OrderSlip ze afdrukt. Doe dit alleen als ze op een andere manier afgehandeld is.`,
        other: `${list} worden aan de bestelservice bevestigd zonder dat OrderSlip ze afdrukt. Doe dit alleen als ze op een andere manier afgehandeld zijn.`,
      }),
    bulkHandledDone: (count: number, list: string) =>
      plural(count, {
        one: `${count} bestelling als afgehandeld gemarkeerd: ${list}. Ze wordt nu aan de bestelservice bevestigd.`,
        other: `${count} bestellingen als afgehandeld gemarkeerd: ${list}. Ze worden nu aan de bestelservice bevestigd.`,
      }),
    bulkRetried: (count: number, list: string) =>
      plural(count, {
        one: `${count} bestelling wordt opnieuw geprobeerd: ${list}.`,
        other: `${count} bestellingen worden opnieuw geprobeerd: ${list}.`,
      }),
    bulkPrinted: (count: number, list: string, printer: string) =>
      `${plural(count, { one: `${count} bestelling`, other: `${count} bestellingen` })} afgedrukt op ${printer}: ${list}.`,
    bulkWaiting: (count: number, list: string, printer: string) =>
      plural(count, {
        one: `${count} bestelling wacht op ${printer}: ${list}. Ze wordt afgedrukt zodra de printer klaar is.`,
        other: `${count} bestellingen wachten op ${printer}: ${list}. Ze worden afgedrukt zodra de printer klaar is.`,
      }),
    bulkDelivered: (count: number, list: string, printer: string) =>
      plural(count, {
        one: `${count} bestelling is naar ${printer} gestuurd, die het afdrukken niet kan bevestigen: ${list}. Kijk na of ze eruit gekomen is.`,
        other: `${count} bestellingen zijn naar ${printer} gestuurd, die het afdrukken niet kan bevestigen: ${list}. Kijk na of ze eruit gekomen zijn.`,
      }),
    bulkSkipped: (count: number, list: string) =>
      plural(count, {
        one: `${count} bestelling overgeslagen, want dat kan voor deze bestelling niet: ${list}.`,
        other: `${count} bestellingen overgeslagen, want dat kan voor deze bestellingen niet: ${list}.`,
      }),
    holds: {
      undecodable:
        'De gegevens konden niet gelezen worden, dus afdrukken kan niet: handel de bestelling met de hand af en markeer ze dan als afgehandeld.',
      'no-printer':
        'Voor de winkel van deze bestelling is geen printer ingesteld: kies een printer om ze af te drukken, of markeer ze als afgehandeld. Geef de winkel bij Instellingen › Winkels een printer voor de volgende bestellingen.',
      'printer-removed':
        'De printer van deze bestelling is uit de instellingen verwijderd: kies een printer om ze af te drukken, of markeer ze als afgehandeld.',
      'too-large':
        'Ze is te groot om veilig af te drukken (te veel gegevens, of te diep genest): handel ze met de hand af en markeer ze dan als afgehandeld.',
      'cannot-build':
        'De bon kon niet opgemaakt worden: probeer het opnieuw, druk ze af op een andere printer, of handel ze met de hand af en markeer ze als afgehandeld.',
    },
  },
  headline: {
    allWell: 'Alles in orde: elke bestelling is afgedrukt en bevestigd.',
    printing: (count: number) =>
      plural(count, {
        one: `${count} bestelling wordt afgedrukt.`,
        other: `${count} bestellingen worden afgedrukt.`,
      }),
    withWaiting: (count: number, problem: string) =>
      `${plural(count, { one: `${count} bestelling wacht`, other: `${count} bestellingen wachten` })}: ${problem}`,
    ledgerDamaged: 'de bestelgeschiedenis is beschadigd en OrderSlip is gestopt',
    ledgerUnwritable: 'OrderSlip kan zijn bestelgeschiedenis niet wegschrijven (is de schijf vol?)',
    tokenRejected: 'de bestelservice weigert het toegangstoken',
    tokenDoubted: 'de bestelservice weigerde het toegangstoken',
    cannotReport: (printer: string) => `${printer} kan blijkbaar niet melden dat hij afgedrukt heeft`,
    serviceFailing: 'de bestelservice is niet bereikbaar',
    wrongShop: (shop: number) => `de dienst stuurde voor winkel ${shop} bestellingen van andere winkels`,
    held: (count: number) =>
      plural(count, {
        one: 'een bestelling wordt tegengehouden',
        other: `${count} bestellingen worden tegengehouden`,
      }),
    waitingLong: (count: number, waiting: number) =>
      count >= waiting ? 'al langer dan een minuut' : `${count} ervan al langer dan een minuut`,
    notCollected: (count: number) =>
      plural(count, {
        one: 'een bestelling voor vandaag werd niet afgehaald',
        other: `${count} bestellingen voor vandaag werden niet afgehaald`,
      }),
    ordersGone: (count: number) =>
      plural(count, {
        one: 'een bestelling is niet meer bij de bestelservice: geannuleerd? Kijk het na voor u ze maakt',
        other: `${count} bestellingen zijn niet meer bij de bestelservice: geannuleerd? Kijk het na voor u ze maakt`,
      }),
    updateCheckFailed: (version: string) => `OrderSlip ${version} faalde zijn controle na een update`,
    historyLost: 'de bestelgeschiedenis is verloren gegaan',
    printerUntested: (printer: string) => `${printer} heeft nog geen testbon afgedrukt`,
    confirmFailing: (count: number) =>
      plural(count, {
        one: 'de dienst aanvaardt de bevestiging van een afgedrukte bestelling niet',
        other: `de dienst aanvaardt de bevestiging van ${count} afgedrukte bestellingen niet`,
      }),
  },
  problems: {
    printerIs: {
      ready: (printer: string) => `${printer} is klaar`,
      printing: (printer: string) => `${printer} is aan het afdrukken`,
      paper_low: (printer: string) => `het papier van ${printer} is bijna op`,
      paper_out: (printer: string) => `${printer} heeft geen papier meer`,
      cover_open: (printer: string) => `de klep van ${printer} staat open`,
      offline: (printer: string) => `${printer} staat offline`,
      error: (printer: string) => `${printer} meldt een fout`,
      unreachable: (printer: string) => `${printer} is niet bereikbaar`,
      unknown: (printer: string) => `de toestand van ${printer} is onbekend`,
      paused: (printer: string) => `${printer} is gepauzeerd`,
      not_verifiable: (printer: string) => `de toestand van ${printer} is niet te controleren`,
    },
    printerFix: {
      ready: 'even geduld',
      printing: 'even geduld',
      paper_low: 'leg binnenkort een nieuwe rol in',
      paper_out: 'leg nieuw papier in',
      cover_open: 'sluit de klep',
      offline: 'zet hem aan en controleer de kabel',
      error: 'kijk of er papier vastzit en zet hem dan uit en weer aan',
      unreachable: 'kijk of hij aanstaat en op het netwerk aangesloten is',
      unknown: 'kijk of hij aanstaat en aangesloten is',
      paused: 'hervat hem',
      not_verifiable: 'kijk of hij aanstaat en aangesloten is',
    },
    thenPrint: (waiting: number) =>
      waiting === 0
        ? 'dan drukt hij weer af'
        : plural(waiting, {
            one: 'dan wordt de wachtende bestelling afgedrukt',
            other: `dan worden de ${waiting} wachtende bestellingen afgedrukt`,
          }),
    printerNotReady: (what: string, fix: string, then: string) => `${what}: ${fix}, ${then}.`,
    cannotReport: (printer: string, count: number, setting: string, tooSoon: boolean) =>
      tooSoon
        ? `${printer} zegt “afgedrukt” sneller dan papier kan bewegen: de laatste ${count} bestellingen zijn er aangekomen zonder bewijs, en hij kan ze kwijtraken. Kijk wat er echt uit de printer gekomen is en laat de printer nakijken; zet “${setting}” voor die printer niet aan.`
        : `${printer} kan blijkbaar niet melden dat hij afgedrukt heeft: de laatste ${count} bestellingen zijn er aangekomen zonder bewijs dat ze afgedrukt zijn. Is het een printer zonder statusmelding (een goedkope kloon, een USB-printer), zet dan “${setting}” aan voor die printer bij Instellingen › Printers.`,
    serviceFailing: (since: string, failures: number) =>
      `De bestelservice is niet bereikbaar sinds ${since} (${plural(failures, { one: `${failures} poging`, other: `${failures} pogingen` })} mislukt), dus er komen geen nieuwe bestellingen binnen. OrderSlip blijft het proberen; controleer de internetverbinding.`,
    tokenRejected:
      'De bestelservice weigert het toegangstoken, dus er komen geen nieuwe bestellingen binnen. Vul een geldig token in bij Instellingen.',
    tokenDoubted: (since: string) =>
      `De bestelservice weigerde het toegangstoken (sinds ${since}). OrderSlip blijft het proberen, maar trager; blijft de dienst het weigeren, vul dan een geldig token in bij Instellingen.`,
    wrongShop: (shop: number, others: readonly number[]) =>
      `Bij het ophalen voor winkel ${shop} stuurde de dienst bestellingen van ${plural(others.length, { one: 'winkel', other: 'winkels' })} ${others.join(', ')}: OrderSlip heeft ze niet aangeraakt. Controleer het winkelnummer bij Instellingen › Winkels.`,
    held: (count: number) =>
      plural(count, {
        one: 'Een bestelling wordt tegengehouden: ze staat hieronder, met wat u kunt doen.',
        other: `${count} bestellingen worden tegengehouden: ze staan hieronder, elk met wat u kunt doen.`,
      }),
    ordersWaiting: (count: number, since: string) =>
      plural(count, {
        one: `Een bestelling wacht al meer dan een minuut om afgedrukt te worden (sinds ${since}). Kijk de printers hieronder na.`,
        other: `${count} bestellingen wachten al meer dan een minuut om afgedrukt te worden (de oudste sinds ${since}). Kijk de printers hieronder na.`,
      }),
    notCollected: (count: number, orders: string) =>
      plural(count, {
        one: `Het is na sluitingstijd en deze bestelling voor vandaag werd niet afgehaald: ${orders}. Bel de klant, of markeer ze als afgehaald bij Dag.`,
        other: `Het is na sluitingstijd en ${count} bestellingen voor vandaag werden niet afgehaald: ${orders}. Bel de klanten, of markeer ze als afgehaald bij Dag.`,
      }),
    ordersGone: (count: number, panel: string) =>
      plural(count, {
        one: `Een bestelling die hier afgedrukt is, is niet meer bij de bestelservice: ze staat hieronder bij „${panel}”, met wat u kunt doen.`,
        other: `${count} bestellingen die hier afgedrukt zijn, zijn niet meer bij de bestelservice: ze staan hieronder bij „${panel}”, met wat u kunt doen.`,
      }),
    updateCheckFailed: (version: string, fromVersion: string) =>
      `OrderSlip is bijgewerkt van ${fromVersion} naar ${version}, en een deel ervan antwoordt sindsdien niet. Blijft dat zo, ga dan terug naar ${fromVersion} (zie „Updates” in de installatiehandleiding).`,
    historyLost: (at: string) =>
      `De bestelgeschiedenis is verloren gegaan (vastgesteld om ${at}): de eerste bestellingen worden afgedrukt met de vermelding MOGELIJK DUBBEL; vergelijk ze met wat al afgedrukt was.`,
    confirmFailing: (count: number, since: string) =>
      plural(count, {
        one: `De bestelservice weigert sinds ${since} een afgedrukte bestelling te bevestigen. Ze is afgedrukt en wordt niet opnieuw afgedrukt; OrderSlip blijft proberen ze te bevestigen. Blijft dit zo, kijk ze dan na in de bestelservice.`,
        other: `De bestelservice weigert sinds ${since} ${count} afgedrukte bestellingen te bevestigen. Ze zijn afgedrukt en worden niet opnieuw afgedrukt; OrderSlip blijft proberen ze te bevestigen. Blijft dit zo, kijk ze dan na in de bestelservice.`,
      }),
    ledgerUnwritable: (since: string) =>
      `OrderSlip kan sinds ${since} zijn bestelgeschiedenis niet wegschrijven, dus nieuwe bestellingen worden niet binnengehaald. Maak schijfruimte vrij op deze computer; OrderSlip probeert het vanzelf opnieuw.`,
    ledgerDamaged:
      'De bestelgeschiedenis is beschadigd, daarom haalt OrderSlip geen bestellingen meer op en drukt het niets meer af. Herstart OrderSlip; gebeurt het opnieuw, exporteer dan de diagnose bij Instellingen › Ondersteuning en stuur ze naar de ondersteuning.',
    printerUntested: (printer: string) =>
      `${printer} is ingesteld zonder testafdruk, dus niemand heeft hem al zien afdrukken. Druk een testbon af om zeker te zijn dat de bestellingen eruit komen.`,
    testPrinter: (printer: string) => `Testbon afdrukken op ${printer}`,
    testAction: (printer: string) => `Testbon afdrukken op ${printer}`,
    openPrinterSettings: (printer: string) => `Instellingen van ${printer} openen`,
    retryPrinter: (printer: string) => `${printer} opnieuw proberen`,
    resumePrinter: (printer: string) => `${printer} hervatten`,
  },
  reprint: {
    printed: (printer: string) => `De herdruk is uit ${printer} gekomen: de printer heeft het bevestigd.`,
    delivered: (printer: string) =>
      `De herdruk is naar ${printer} gestuurd, maar ${printer} kan niet bevestigen dat de herdruk afgedrukt is: kijk of hij eruit gekomen is.`,
    waiting: (what: string) =>
      `De herdruk wacht: ${what}. Hij wordt afgedrukt zodra de printer klaar is, tenzij u hem annuleert.`,
    queued: (printer: string) => `De herdruk staat in de wachtrij van ${printer} en wordt zo afgedrukt.`,
    cancelled: (printer: string) => `De herdruk op ${printer} is geannuleerd.`,
    cancel: 'Herdruk annuleren',
    cancelAction: (printer: string) => `De herdruk op ${printer} annuleren`,
  },
  demo: {
    heading: 'Virtuele printer',
    printerName: 'Toonbank (virtueel)',
    labelPrinterName: 'Etiketten (virtueel)',
    explain: 'In de demo komen de bonnen uit deze virtuele printer in plaats van op papier.',
    empty: 'Nog niets afgedrukt.',
    receipt: (when: string) => `Bon van ${when}`,
    label: (when: string) => `Etiket van ${when}`,
    receiptOf: (order: string, when: string) => `${order}: bon, ${when}`,
    labelOf: (order: string, when: string) => `${order}: etiket, ${when}`,
    choose: 'Bon of etiket',
    faults: 'De printer laten haperen',
    faultsIntro: 'Bekijk hoe de problemen van een echte printer eruitzien en wat OrderSlip eraan doet.',
    faultNames: {
      'paper-out': 'Papier op',
      offline: 'Offline',
      'no-completion': 'Drukt af maar meldt het nooit',
      'early-answer': 'Zegt te vroeg “afgedrukt”',
      none: 'Weer normaal',
    },
    faultEffects: {
      'paper-out':
        'De printer meldt dat het papier op is: OrderSlip houdt de bestellingen in de wachtrij, toont het probleem bij Vraagt aandacht en drukt ze af zodra er weer papier is.',
      offline:
        'De printer antwoordt niet: OrderSlip houdt de bestellingen in de wachtrij, blijft het proberen en toont het probleem bij Vraagt aandacht.',
      'no-completion':
        'De printer drukt af maar bevestigt het nooit: OrderSlip stuurt elke bestelling maar één keer en vraagt u dan of ze eruit gekomen is.',
      'early-answer':
        'De printer zegt “afgedrukt” zodra de bon binnenkomt, sneller dan papier kan bewegen, en verliest hem dan: OrderSlip neemt dat antwoord niet als bewijs, bevestigt de bestelling niet en vraagt u of ze eruit gekomen is.',
      none: 'De printer werkt normaal: bestellingen worden afgedrukt en bevestigd zodra de printer het bevestigt.',
    },
    faultAction: (fault: string) => `De virtuele printer op “${fault}” zetten`,
  },
  orderTypes: ORDER_TYPE_NAMES.nl,
  orderStates: {
    waiting: 'Wachtend',
    printed: 'Afgedrukt',
    confirmed: 'Bevestigd',
    held: 'Tegengehouden',
    handled: 'Afgehandeld',
    gone: 'Verdwenen',
  },
  history: {
    heading: 'Geschiedenis',
    search: 'Zoeken',
    searchPlaceholder: 'Naam, nummer, telefoon, #id…',
    searchHint:
      'Vindt een bestelling op naam van de klant, bestelnummer, product of taarttekst, telefoonnummer, betalingsreferentie, of op haar id: zoals op de bon (#f5fd7c72) of gescand van de QR-code op de bon (Enter opent ze).',
    sort: 'Sorteren op',
    sorts: {
      arrival: 'Binnenkomst',
      due: 'Afhaal- of leveruur',
    },
    filters: 'Filters',
    dueFrom: 'Klaar vanaf',
    dueTo: 'Klaar tot',
    shop: 'Winkel',
    type: 'Soort',
    state: 'Toestand',
    all: 'Alle',
    clear: 'Filters wissen',
    list: {
      arrival: 'Bestellingen, nieuwste eerst',
      due: 'Bestellingen, vroegste afhaal- of leveruur eerst',
    },
    empty: 'Geen bestelling gevonden.',
    loading: 'Bestellingen laden…',
    end: 'Einde van de geschiedenis.',
    shown: (count: number, more: boolean) =>
      `${count}${more ? '+' : ''} ${more ? 'bestellingen' : plural(count, { one: 'bestelling', other: 'bestellingen' })}`,
    reprints: (count: number) => plural(count, { one: `${count} herdruk`, other: `${count} herdrukken` }),
    possibleDuplicate: 'mogelijk dubbel',
    selectHint: 'Kies een bestelling om de bon te zien en wat ermee gebeurde.',
    loadAction: 'De geschiedenis laden',
  },
  detail: {
    heading: (label: string) => `Bestelling ${label}`,
    receipt: 'Bon',
    timeline: 'Wat er gebeurde',
    raw: 'Ruwe gegevens zoals de dienst ze stuurde',
    noReceipt: 'Er is geen bon: de gegevens van deze bestelling konden niet gelezen worden.',
    reprint: 'Herdrukken',
    reprintOn: 'Herdrukken op',
    reprintAction: (printer: string) => `Herdrukken op ${printer}`,
    reprintLabels: 'De etiketten opnieuw afdrukken',
    reprintLabelsAction: (printer: string) => `De etiketten opnieuw afdrukken op ${printer}`,
    labels: 'Etiketten',
    labelsOf: 'Etiketten van',
    noLabels: (printer: string) => `${printer} drukt geen etiket af voor deze bestelling.`,
    labelsIntro: (count: number, printer: string) =>
      plural(count, {
        one: `${count} etiket, zoals ${printer} het afdrukt.`,
        other: `${count} etiketten, zoals ${printer} ze afdrukt.`,
      }),
    markHandled: 'Als afgehandeld markeren',
    handled: 'De bestelling is als afgehandeld gemarkeerd en wordt nu aan de dienst bevestigd.',
    handleAction: 'De bestelling als afgehandeld markeren',
    loadAction: 'De bestelling laden',
    close: 'Bestelling sluiten',
    jobs: 'Afdrukopdrachten',
    job: {
      kinds: { auto: 'Automatisch', reprint: 'Herdruk' },
      states: {
        pending: 'Wacht',
        sending: 'Wordt verstuurd',
        printed: 'Afgedrukt',
        unconfirmed: 'Misschien afgedrukt, niet bevestigd',
        cancelled: 'Geannuleerd',
      },
      verified: 'bevestigd door de printer',
      unverified: 'zonder bewijs',
      duplicate: 'met de vermelding MOGELIJK DUBBEL',
      cancel: 'Annuleren',
      cancelNamed: (printer: string) => `De herdruk op ${printer} annuleren`,
    },
    facts: {
      state: 'Toestand',
      reason: 'Waarom',
      shop: 'Winkel',
      due: 'Klaar op',
      total: 'Totaal',
      phone: 'Telefoon',
      firstSeen: 'Binnengekomen',
      printed: 'Afgedrukt',
      confirmed: 'Bevestigd',
    },
    /** The title of a print the printer never confirmed: what is known, and no more. */
    sentUnconfirmed: (printer: string) => `Verstuurd naar ${printer}, niet bevestigd`,
    timelineKinds: {
      seen: 'Binnengekomen',
      undecodable: 'Onleesbaar',
      'print-started': 'Naar printer gestuurd',
      printed: 'Afgedrukt',
      'sent-unconfirmed': 'Verstuurd, niet bevestigd',
      'print-failed': 'Afdrukken mislukt',
      'crash-recovered': 'Hersteld na een onderbreking',
      'confirm-failed': 'Bevestigen mislukt',
      confirmed: 'Bevestigd',
      'still-listed': 'Nog steeds vermeld',
      'reprint-requested': 'Herdruk gevraagd',
      held: 'Tegengehouden',
      handled: 'Als afgehandeld gemarkeerd',
      gone: 'Verdwenen',
      released: 'Vrijgegeven',
      answered: 'Beantwoord',
      'jobs-moved': 'Naar een andere printer verplaatst',
      collected: 'Afgehaald',
      uncollected: 'Toch niet afgehaald',
      'handed-over': 'Meegegeven aan de bezorger',
      'not-handed-over': 'Als niet meegegeven gemarkeerd',
      'content-changed': 'Gewijzigd bij de bestelservice',
      'gone-from-service': 'Niet meer bij de bestelservice',
      'gone-seen': 'Gezien: niet meer bij de bestelservice',
    },
  },
  receipt: {
    label: (columns: number) => `Voorbeeld van de bon, ${columns} tekens breed`,
    qr: 'QR-code',
    logo: 'Logo',
    image: (width: number, height: number) => `Afgedrukt als afbeelding van ${width} × ${height} punten`,
  },
  label: {
    kinds: { order: 'Besteletiket', cake: 'Taartetiket' },
    preview: (kind: string, position: number, total: number, widthMm: number, heightMm: number) =>
      `${kind} ${position} van ${total}, ${widthMm} × ${heightMm} mm`,
    qr: (payload: string) => `QR-code: ${payload}`,
  },
  settings: {
    heading: 'Instellingen',
    runWizard: 'De installatiehulp starten',
    save: 'Instellingen opslaan',
    saving: 'Bezig met opslaan…',
    saved: 'Instellingen opgeslagen.',
    savedNotRunning: (detail: string) =>
      `Instellingen opgeslagen, maar OrderSlip kan nog niet starten: ${detail}`,
    saveFailed: (problem: string) => `De instellingen zijn niet opgeslagen: ${problem}`,
    fixErrors: (count: number) =>
      plural(count, {
        one: 'Eén instelling moet nog verbeterd worden (hieronder aangeduid).',
        other: `${count} instellingen moeten nog verbeterd worden (hieronder aangeduid).`,
      }),
    unsaved: 'U hebt wijzigingen die nog niet opgeslagen zijn.',
    loadAction: 'De instellingen laden',
    connection: {
      heading: 'Bestelservice',
      baseUrl: 'Adres van de dienst',
      baseUrlHint: 'Bijvoorbeeld https://api.example.com',
      tenant: 'Accountcode (tenant)',
      tenantHint:
        'De naam van uw account of bedrijf bij de bestelservice; u krijgt hem samen met het toegangstoken.',
      token: 'Toegangstoken',
      tokenStored: 'Er is een token ingesteld; typ alleen een nieuw om het te vervangen.',
      tokenMissing: 'Er is nog geen token ingesteld.',
      tokenWeak:
        'Deze computer heeft geen systeemsleutelhanger: het token wordt minder veilig bewaard. Hou deze computer vergrendeld.',
      tokenNone:
        'Het token wordt alleen bijgehouden zolang OrderSlip draait; het wordt niet op deze computer bewaard.',
      tokenEnvironment: 'Het token komt uit de omgevingsvariabele ORDERSLIP_TOKEN; wijzig het daar.',
      test: 'Verbinding testen',
      testing: 'Bezig met testen…',
      testAction: 'De verbinding testen',
    },
    shops: {
      heading: 'Winkels',
      allShops: 'Elke winkel die de dienst vermeldt',
      chosenShops: 'Alleen de winkels die hieronder gekozen zijn',
      allPrinters: 'Bestellingen van elke winkel afdrukken op',
      printsOn: (shop: string) => `${shop} drukt af op`,
      labelPrinter: (name: string) => `${name} (etiketten)`,
      testFirst: 'Test de verbinding om de winkels te zien die u kunt kiezen.',
      city: (name: string, city: string) => (city ? `${name} (${city})` : name),
    },
    printers: {
      heading: 'Printers',
      add: 'Printer toevoegen',
      remove: 'Verwijderen',
      removeNamed: (name: string) => `Printer ${name} verwijderen`,
      newName: (n: number) => `Printer ${n}`,
      name: 'Naam',
      uri: 'Verbinding',
      uriHint:
        'Een IP-adres zoals 192.168.1.50 (poort 9100, tenzij u er een toevoegt: 192.168.1.50:9101), printer:<naam van de wachtrij>, /dev/usb/lp0 of COM3',
      type: 'Merk',
      paperWidth: 'Papierbreedte',
      mm: (width: number) => `${width} mm`,
      characterSet: 'Tekenset',
      copies: 'Exemplaren',
      language: 'Taal van de bon',
      labelLanguage: 'Taal van de etiketten',
      role: 'Wat hij afdrukt',
      roles: { receipt: 'Bonnen', label: 'Etiketten' },
      roleHints: {
        receipt: 'Bestelbonnen op een papierrol, voor de toonbank of het bakhuis.',
        label:
          'Stickers voor zakken, taartdozen en koelboxen: van wie de bestelling is en wanneer ze afgehaald of geleverd wordt.',
      },
      labels: 'Etiketten',
      protocol: 'Printertaal',
      protocols: {
        zpl: 'ZPL — Zebra en compatibele printers',
        tspl: 'TSPL — TSC, Xprinter en compatibele printers',
        escpos: 'ESC/POS-etiketten — Epson TM-L90',
      },
      protocolHint:
        'De handleiding of de instellingenpagina van de printer zegt welke taal hij spreekt. Zebra-printers spreken ZPL, TSC en Xprinter spreken TSPL.',
      labelSize: 'Etiketformaat',
      labelSizeValue: (width: number, height: number) => `${width} × ${height} mm`,
      labelSizeOther: 'Ander formaat',
      labelSizeHint: 'Eén etiket op de rol, breedte × hoogte, zoals op de doos met etiketten staat.',
      labelWidth: 'Breedte in mm',
      labelHeight: 'Hoogte in mm',
      labelDpiHint: 'De meeste etiketprinters hebben 203 dpi, scherpere 300 dpi (dat staat op de printer).',
      labelKinds: 'Welke etiketten',
      orderLabels: 'Besteletiketten',
      orderLabelsHint:
        'Eén per zak of doos: het soort bestelling en het nummer in grote letters, de naam, het uur van afhalen of leveren, en een QR-code.',
      cakeLabels: 'Taartetiketten',
      cakeLabelsHint:
        'Eén per taart met een tekst: de taart, de tekst precies zoals getypt, de naam en het uur van afhalen.',
      count: 'Hoeveel besteletiketten',
      counts: {
        'per-order': 'Eén per bestelling',
        'per-lines': 'Eén per paar bestelregels (er gaan een paar producten in een zak)',
        'per-line': 'Eén per bestelregel',
      },
      linesPerLabel: 'Bestelregels per etiket',
      labelOrderTypes: 'Voor deze soorten bestellingen',
      labelOrderTypesHint: 'Niets aangevinkt: alle soorten.',
      labelProducts: 'Alleen deze producten',
      labelProductsHint:
        'Productnamen of PLU-codes, één per regel. Leeg laten voor alle producten. Hoofdletters en accenten tellen niet.',
      testLabels: 'Testetiketten afdrukken',
      testLabelsDelivered: (name: string) =>
        `De testetiketten zijn naar ${name} gestuurd, maar deze printer kan niet bevestigen dat ze afgedrukt zijn: kijk of ze eruit gekomen zijn.`,
      logo: 'Logo',
      logoHint: (maxKb: number) =>
        `Een PNG-, JPEG- of BMP-afbeelding van hoogstens ${maxKb} kB, bovenaan elke bon van deze printer.`,
      logoChoose: 'Kies een afbeelding…',
      logoChange: 'Kies een andere afbeelding…',
      logoRemove: 'Geen logo',
      logoNone: 'Geen logo: de bon begint met de koptekst.',
      logoAction: 'Logo kiezen',
      logoPreview: 'Het begin van elke bon, zoals deze printer het afdrukt',
      logoMissing: 'Het logobestand is niet meer te lezen: kies het opnieuw, of verwijder het.',
      expert: 'Meer instellingen',
      expertHint:
        'Merk, resolutie, codetabel, kopieën, taal, logo, kop- en voettekst, productcodes, keukenbonnen',
      allowUnverified: 'Afdrukken zonder bewijs',
      allowUnverifiedHint:
        'Sommige printers (wachtrijen van het systeem, USB-apparaatbestanden, printers zonder statusantwoord) kunnen niet melden of er papier uitkwam. Uit: zo’n bestelling wacht tot u ze nakijkt. Aan: ze telt als afgedrukt en wordt bevestigd.',
      test: 'Testafdruk',
      untested: 'Nog niet getest: druk een testbon af om zeker te zijn dat de bestellingen hier uitkomen.',
      testDelivered: (name: string) =>
        `De testbon is naar ${name} gestuurd, maar deze printer kan niet bevestigen dat hij afgedrukt is: kijk na of hij eruit kwam.`,
      testAction: (name: string) => `Testafdruk op ${name}`,
      testQueueCompleted: (name: string) =>
        `Afgewerkt door de afdrukwachtrij: de wachtrij van deze computer zegt dat de testbon voor ${name} klaar is, maar de printer zelf heeft dat niet bevestigd. Kijk na of hij eruit kwam.`,
      model: 'Model',
      modelHint: 'Kiest u een model, dan worden merk, resolutie en afdrukwijze ingevuld.',
      models: {
        generic: 'Andere ESC/POS-printer',
        'generic-58': 'Printer van 58 mm, ander merk (kloon)',
        'generic-80': 'Printer van 80 mm, ander merk (kloon)',
        'epson-tm-t20': 'Epson TM-T20',
        'epson-tm-t88': 'Epson TM-T88',
        'epson-tm-m30': 'Epson TM-m30',
        'star-tsp100': 'Star TSP100 (drukt alleen afbeeldingen af)',
        'star-tsp650': 'Star TSP650',
        'star-mcprint3': 'Star mC-Print3',
        'bixolon-srp': 'Bixolon SRP',
        'citizen-ct': 'Citizen CT-S',
      },
      printMode: 'Afdrukwijze',
      printModes: { auto: 'Automatisch', text: 'Tekst', image: 'Afbeelding' },
      printModeHints: {
        auto: 'Tekst, en een afbeelding voor tekens die de printer niet kent: emoji, Arabisch, Grieks…',
        text: 'Alleen tekst, het snelst; tekens die de printer niet kent, worden vervangen door het dichtstbijzijnde teken.',
        image: 'De hele bon als afbeelding: elk teken precies zoals getypt, iets trager.',
      },
      imageOnly: 'Deze printer drukt alleen afbeeldingen af, dus elke bon gaat als afbeelding.',
      dpi: 'Resolutie',
      dpiValue: (dpi: number) => `${dpi} dpi`,
      dpiHint: 'De meeste bonprinters hebben 203 dpi; sommige van Epson en Bixolon 180.',
      header: 'Koptekst',
      headerHint: (max: number) =>
        `Bovenaan elke bon van deze printer (meerdere regels mogen, hoogstens ${max} tekens). Leeg laten voor geen.`,
      footer: 'Voettekst',
      footerHint: (max: number) =>
        `Onderaan elke bon, zoals „Bedankt!” of uw openingsuren (hoogstens ${max} tekens).`,
      showPlu: 'De productcode (PLU) bij elk product afdrukken',
      confirmOnQueueCompletion: 'De afdrukwachtrij bestellingen laten bevestigen',
      confirmOnQueueCompletionHint:
        'Deze printer wordt bereikt via de afdrukwachtrij van de computer. Die kan zeggen dat een opdracht klaar is, maar niet dat er papier uitkwam: ze kan een opdracht afgewerkt noemen die de printer kwijt is (papier op, uitgeschakeld). Uit: zo’n bestelling wacht tot u ze nakijkt. Aan: „afgewerkt door de afdrukwachtrij” telt als afgedrukt en de bestelling wordt bevestigd.',
      on: 'aan',
      off: 'uit',
    },
    find: {
      button: 'Printers zoeken',
      again: 'Opnieuw zoeken',
      searching:
        'Bezig met zoeken naar printers op het netwerk, in de afdrukwachtrijen van deze computer en op de USB-poorten… Dit duurt enkele seconden; u kunt intussen verder.',
      action: 'Printers zoeken',
      heading: 'Gevonden printers',
      found: (count: number) =>
        plural(count, {
          one: `${count} printer gevonden. Kies hem om zijn instellingen in te vullen.`,
          other: `${count} printers gevonden. Kies de printer die u wilt gebruiken.`,
        }),
      none: 'Er is geen printer gevonden. Kijk na of hij aanstaat en aangesloten is (op hetzelfde netwerk als deze computer, of via USB) en zoek opnieuw. Of typ zijn adres bij Verbinding: een netwerkprinter drukt zijn IP-adres af als u hem aanzet terwijl u de papiertoets ingedrukt houdt.',
      kinds: {
        network: 'Netwerkprinter',
        queue: 'Afdrukwachtrij op deze computer',
        device: 'USB- of seriële printer',
      },
      answers: 'antwoordt op statusvragen: kan bevestigen wat hij afdrukte',
      silent: 'antwoordt niet op statusvragen',
      use: 'Deze printer gebruiken',
      useNamed: (what: string) => `${what} gebruiken`,
      used: (address: string) =>
        `${address} is ingevuld, met de instellingen die erbij passen. Druk een testbon af om het na te gaan.`,
      usedLabels: (address: string) =>
        `${address} is ingevuld, met de instellingen die erbij passen. Druk testetiketten af om het na te gaan.`,
    },
    findings: {
      change: (setting: string, value: string) => `${setting}: ${value}`,
      heading: 'Wat de testafdruk uitwees',
      apply: 'Deze instellingen gebruiken',
      applied:
        'De voorgestelde instellingen zijn hierboven ingevuld. Druk opnieuw een testbon af om ze na te gaan; ze worden bewaard als u opslaat.',
    },
    waitingJobs: {
      title: 'Er wachten bestellingen op een printer die u verwijdert',
      intro: 'Kies wat ermee moet gebeuren; daarna worden de instellingen opgeslagen.',
      waitFor: (count: number, printer: string) =>
        plural(count, {
          one: `${count} bestelling wacht op ${printer}, die u verwijdert:`,
          other: `${count} bestellingen wachten op ${printer}, die u verwijdert:`,
        }),
      move: 'Verplaatsen naar',
      moveTo: (printer: string) => `Printer waarnaar de bestellingen van ${printer} gaan`,
      drop: 'Schrappen',
      dropHint:
        'Ze worden daar niet afgedrukt; bestellingen die dan geen printer meer hebben, worden tegengehouden bij Vraagt aandacht.',
      save: 'Instellingen opslaan',
    },
    updates: {
      heading: 'Updates',
      explain:
        'OrderSlip kijkt één keer per dag of er een nieuwe versie is, downloadt ze op de achtergrond en installeert ze pas na sluitingstijd wanneer er niets afdrukt of wacht (of bij de volgende start).',
      feedUrl: 'Adres van de updatebron',
      feedUrlHint:
        'De map waarin uw IT-verantwoordelijke OrderSlip publiceert (met latest.yml erin). Leeg: geen updates.',
      channel: 'Kanaal',
      channels: { stable: 'Stabiel', beta: 'Bèta (nieuwe versies eerst)' },
      statusHeading: 'Update',
    },
    general: {
      heading: 'Algemeen',
      pollInterval: 'Nieuwe bestellingen ophalen elke (seconden)',
      retention: 'Geschiedenis bewaren (dagen)',
      notifications: 'Meldingen',
      notifyNewOrder: 'Meld een nieuwe bestelling',
      notifyProblems: 'Meld wanneer iets aandacht vraagt',
      sound: 'Een geluid spelen',
      startAtLogin: 'OrderSlip starten wanneer ik aanmeld',
    },
    diagnostics: {
      heading: 'Ondersteuning',
      explain:
        'Verzamelt de logboeken, de instellingen (nooit het token) en de aantallen uit de geschiedenis in één bestand voor de ondersteuning.',
      export: 'Diagnose exporteren',
      exported: (path: string) => `Diagnose bewaard in ${path}`,
      downloaded: (fileName: string) => `Diagnose bewaard als ${fileName} bij de downloads van uw browser.`,
      action: 'De diagnose exporteren',
    },
    errors: {
      tenant: 'Vul de accountcode (tenant) in.',
      printerName: 'Geef de printer een naam.',
      printerUri:
        'Vul een verbinding in zoals 192.168.1.50, tcp://192.168.1.50:9100, printer:<naam van de wachtrij>, /dev/usb/lp0 of COM3.',
      copies: 'Het aantal exemplaren is een geheel getal van 1 tot 5.',
      noPrinter: 'Voeg minstens één printer toe.',
      noRoute: 'Kies minstens één printer.',
      pollInterval: 'Vul een geheel aantal seconden in, van 1 tot 300.',
      retention: 'Vul een geheel aantal dagen in, van 1 tot 3650.',
      receiptTextTooLong: (max: number) => `Hoogstens ${max} tekens.`,
      labelWidth: (min: number, max: number) => `Geef een geheel aantal millimeter van ${min} tot ${max}.`,
      labelHeight: (min: number, max: number) => `Geef een geheel aantal millimeter van ${min} tot ${max}.`,
      linesPerLabel: (max: number) => `Geef een geheel aantal regels van 1 tot ${max}.`,
      labelKinds: 'Kies minstens één soort etiket: besteletiketten, taartetiketten of allebei.',
    },
  },
  wizard: {
    heading: 'OrderSlip instellen',
    stepOf: (step: number, total: number) => `Stap ${step} van ${total}`,
    steps: { connect: 'Verbinden', shops: 'Winkels', printer: 'Printer', done: 'Klaar' },
    connectIntro: 'Vul in wat u van uw bestelservice kreeg en test dan de verbinding.',
    useDemo: 'De demodienst gebruiken',
    demoFilled: 'De demodienst is ingevuld; het token ervan is al ingesteld.',
    testFirst: 'Test eerst de verbinding.',
    shopsIntro: 'Kies de winkels waarvan deze computer de bestellingen afdrukt.',
    noShops: 'De dienst vermeldt geen winkels voor deze accountcode.',
    chooseOne: 'Kies minstens één winkel.',
    printerIntro:
      'Stel de bonprinter in en druk een testbon af. De printer wordt opgeslagen zodra de testbon eruit kwam.',
    testPrint: 'Testbon afdrukken',
    testPrinted: 'Kijk de bon na, sla dan op en rond af.',
    testDelivered: (name: string) =>
      `De testbon is naar ${name} gestuurd, maar deze printer kan niet bevestigen dat hij afgedrukt is. Is hij eruit gekomen?`,
    testQueueCompleted: (name: string) =>
      `Afgewerkt door de afdrukwachtrij: de wachtrij van deze computer zegt dat de testbon voor ${name} klaar is, maar de printer zelf kan dat niet bevestigen. Kwam hij eruit?`,
    cameOut: 'Ja, hij is eruit gekomen',
    testFailed:
      'Kijk na of de printer aan staat, papier heeft en aangesloten is, en of de verbinding hierboven klopt; druk dan opnieuw een testbon af. Of sla de test voorlopig over.',
    saveAndFinish: 'Opslaan en afronden',
    skip: 'Test voorlopig overslaan',
    skipHint:
      'De printer wordt dan ongetest opgeslagen; Status herinnert u eraan tot er een testbon op afgedrukt is.',
    testPrinterFirst: 'Druk eerst een testbon af, of sla de test voorlopig over.',
    doneIntro:
      'OrderSlip is ingesteld. Nieuwe bestellingen worden vanzelf afgedrukt; dit venster toont wat er gebeurde.',
    doneUntested: (name: string) =>
      `OrderSlip is opgeslagen, maar ${name} heeft nog geen testbon afgedrukt. Bestellingen worden erop afgedrukt; Status herinnert u eraan om hem te testen.`,
    receiptHeading: 'Bonprinter',
    labelHeading: 'Etikettenprinter',
    labelIntro:
      'Etiketten voor zakken, taartdozen en koelboxen komen uit een etikettenprinter naast de bonprinter. Die is niet verplicht; Printers zoeken vindt ook etikettenprinters.',
    findIntro:
      'Printers zoeken zoekt bon- en etikettenprinters: een bonprinter die u kiest wordt de bonprinter, een etikettenprinter die u kiest de etikettenprinter.',
    addLabel: 'Een etikettenprinter toevoegen',
    removeLabel: 'Geen etikettenprinter',
    labelsPrinted: 'Kijk de etiketten na, sla dan op en rond af.',
    labelsDelivered: (name: string) =>
      `De testetiketten zijn naar ${name} gestuurd, maar deze printer kan niet bevestigen dat ze afgedrukt zijn. Zijn ze eruit gekomen?`,
    labelsQueueCompleted: (name: string) =>
      `Afgewerkt door de afdrukwachtrij: de wachtrij van deze computer zegt dat de testetiketten voor ${name} klaar zijn, maar de printer zelf kan dat niet bevestigen. Kwamen ze eruit?`,
    labelsCameOut: 'Ja, ze zijn eruit gekomen',
    labelsFailed:
      'Kijk na of de etikettenprinter aan staat, etiketten heeft en aangesloten is, en of de verbinding hierboven klopt; druk dan opnieuw testetiketten af. Of sla de test voorlopig over.',
    testLabelsFirst: (name: string) =>
      `Druk eerst testetiketten af op ${name}, of sla de test voorlopig over.`,
    doneReceipts: (name: string) => `Bonnen worden afgedrukt op ${name}.`,
    doneLabels: (name: string) => `Etiketten worden afgedrukt op ${name}.`,
    doneUntestedLabels: (name: string) =>
      `${name} heeft nog geen testetiketten afgedrukt. Etiketten worden erop afgedrukt; Status herinnert u eraan om hem te testen.`,
    finish: 'Naar Status',
    cancel: 'De installatiehulp sluiten',
  },
  dialog: {
    close: 'Sluiten',
  },
  day: day,
  kitchen: kitchen,
  shopDaySettings: shopDaySettings,
  network: network,
  alerts: alerts,
  pin: pin,
  dateInput: dateInput,
  lateChanges: lateChanges,
};
