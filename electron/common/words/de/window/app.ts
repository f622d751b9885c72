/**
 * The window's German words: the main table, with the sub-tables of the Day view, the kitchen settings,
 * the shop day and alarm settings, the network and the alerts.
 *
 * Written for counter staff in East Belgium: standard German, "Sie" throughout, and one word per thing
 * across every German file (Bestellung, Drucker, Bon, Etikett, Abholung, Lieferung, Kühlbox, Tortentext,
 * Backliste, Abholliste, Bestelldienst, Geschäft, Einstellungen; "erneut drucken", a reprint is a
 * "Nachdruck"; "Zu erledigen" is the Status list an order is "als erledigt markiert" from). Where a
 * sentence refers to an order after a colon it names it ("die Bestellung") rather than starting with
 * "Sie", which would read as the polite "you".
 */
import { PRINTER_NAMES } from '../../printer-names';
import { ORDER_TYPE_NAMES } from '../../order-type-names';
import { pluralIn, type Translation } from '../../wording';
import type { app as En } from '../../en/window/app';
import { day } from './day';
import { kitchen } from './kitchen';
import { shopDaySettings } from './shop-day-settings';
import { network } from './network';
import { alerts } from './alerts';
import { pin } from './pin';
import { dateInput } from './date-input';
import { lateChanges } from './late-changes';

const plural = pluralIn('de');

export const app: Translation<typeof En> = {
  app: {
    title: 'OrderSlip',
    navigation: 'Hauptmenü',
    demo: 'Demo',
    language: 'Sprache',
    theme: 'Darstellung',
    systemLanguage: (language: string) => `${language} (System)`,
    languageAction: 'Das Speichern der Sprache',
    themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
    loading: 'Wird geladen…',
    answered: (status: number) =>
      `OrderSlip hat mit einem Fehler geantwortet (HTTP ${status}). Versuchen Sie es erneut; passiert es wieder, starten Sie OrderSlip neu.`,
    unreachable: (problem: string) =>
      `Das Fenster erreicht OrderSlip nicht (${problem}). Prüfen Sie, ob OrderSlip läuft, und laden Sie dieses Fenster dann neu.`,
  },
  nav: { status: 'Status', day: 'Tag', history: 'Verlauf', settings: 'Einstellungen' },
  common: {
    close: 'Schließen',
    cancel: 'Abbrechen',
    back: 'Zurück',
    next: 'Weiter',
    save: 'Speichern',
    never: 'nie',
    none: '—',
    shop: (id: number) => `Geschäft ${id}`,
    printer: 'Drucker',
    receiptPrinter: PRINTER_NAMES.de.receiptPrinter,
    labelPrinter: PRINTER_NAMES.de.labelPrinter,
    noPrinters: 'Es ist kein Drucker eingerichtet.',
    working: 'Einen Moment…',
    // Every `…Action` below names the attempt as a noun phrase ("Das Laden der Bestellung"), to fit here.
    failed: (what: string, problem: string) => `${what} ist fehlgeschlagen: ${problem}`,
  },
  connection: {
    heading: 'Verbindung',
    states: {
      starting: 'Wird gestartet',
      ok: 'Verbunden',
      token_rejected: 'Token abgelehnt',
      failing: 'Dienst nicht erreichbar',
      stopped: 'Angehalten',
      not_configured: 'Nicht eingerichtet',
    },
    advice: {
      starting: 'OrderSlip verbindet sich mit dem Bestelldienst.',
      ok: 'Bestellungen werden automatisch abgerufen und gedruckt.',
      token_rejected:
        'Der Bestelldienst lehnt das Zugangstoken ab: Prüfen Sie das Token unter Einstellungen. Bis dahin kommen keine neuen Bestellungen an; schon erhaltene Bestellungen werden noch gedruckt.',
      failing:
        'Neue Bestellungen kommen nicht an. OrderSlip versucht es weiter; prüfen Sie die Internetverbindung oder versuchen Sie es jetzt erneut.',
      stopped: 'OrderSlip ruft keine Bestellungen ab.',
      not_configured: 'OrderSlip braucht noch einige Einstellungen, bevor es Bestellungen abrufen kann.',
    },
    setUp: 'OrderSlip einrichten',
    openSettings: 'Einstellungen öffnen',
    retryNow: 'Jetzt erneut versuchen',
    retried: 'OrderSlip versucht es jetzt erneut.',
    doubted: 'Token abgelehnt, versucht es weiter',
    doubtedAdvice:
      'Der Bestelldienst hat das Zugangstoken abgelehnt: Prüfen Sie das Token unter Einstellungen. OrderSlip versucht es inzwischen weiter, falls es ein vorübergehender Fehler war.',
  },
  shops: {
    heading: 'Geschäfte',
    name: 'Geschäft',
    lastPoll: 'Zuletzt geprüft',
    dueToday: 'Für heute',
    dueTodayHint: 'Bestellungen, die heute abgeholt oder geliefert werden',
    arrivedToday: 'Heute eingegangen',
    arrivedTodayHint: 'Bestellungen, die heute eingegangen sind, egal für welchen Tag',
    waiting: 'Wartend',
    held: 'Zurückgehalten',
    none: 'Es wird noch kein Geschäft abgefragt.',
    problem: (message: string) => `Letztes Problem: ${message}`,
  },
  printers: {
    heading: 'Drucker',
    states: {
      ready: 'Bereit',
      printing: 'Druckt',
      paper_low: 'Papier fast leer',
      paper_out: 'Kein Papier mehr',
      cover_open: 'Deckel offen',
      offline: 'Offline',
      error: 'Druckerfehler',
      unreachable: 'Nicht erreichbar',
      unknown: 'Unbekannt',
      paused: 'Pausiert',
      not_verifiable: 'Nicht prüfbar',
    },
    queued: (count: number) =>
      count === 0 ? 'Nichts wartet' : plural(count, { one: '1 Bon wartet', other: `${count} Bons warten` }),
    lastPrinted: (when: string) => `Zuletzt gedruckt ${when}`,
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    retry: 'Erneut versuchen',
    none: 'Es läuft kein Drucker.',
    paused: (name: string) => `Pausiert: Bestellungen für ${name} warten, bis Sie ihn fortsetzen.`,
    resumed: (name: string) => `${name} druckt wieder.`,
    retried: (name: string) => `OrderSlip versucht ${name} jetzt erneut.`,
    pauseAction: (name: string) => `Das Pausieren von ${name}`,
    resumeAction: (name: string) => `Das Fortsetzen von ${name}`,
    retryAction: (name: string) => `Der erneute Versuch mit ${name}`,
  },
  attention: {
    heading: 'Zu erledigen',
    none: 'Im Moment ist nichts zu erledigen.',
    seen: (when: string) => `Eingegangen ${when}`,
    retry: 'Erneut versuchen',
    printElsewhere: 'Woanders drucken',
    printOn: 'Drucken auf',
    print: 'Drucken',
    markHandled: 'Als erledigt markieren',
    showRaw: 'Rohdaten zeigen',
    notPrintable:
      'Die Daten der Bestellung konnten nicht gelesen werden, daher kann sie nicht gedruckt werden: Bearbeiten Sie sie von Hand und markieren Sie sie dann als erledigt.',
    confirmTitle: 'Diese Bestellung als erledigt markieren?',
    confirmBody: (label: string) =>
      `${label} wird dem Bestelldienst bestätigt, ohne dass OrderSlip sie druckt. Tun Sie das nur, wenn die Bestellung anders erledigt wurde.`,
    confirmYes: 'Ja, als erledigt markieren',
    rawTitle: (label: string) => `Rohdaten von ${label}`,
    retried: (label: string) => `${label} wird erneut versucht.`,
    handled: (label: string) =>
      `${label} ist als erledigt markiert; die Bestellung wird als Nächstes dem Bestelldienst bestätigt.`,
    retryAction: (label: string) => `Der erneute Versuch mit ${label}`,
    reprintAction: (label: string, printer: string) => `Das Drucken von ${label} auf ${printer}`,
    handleAction: (label: string) => `Das Markieren von ${label} als erledigt`,
    rawAction: (label: string) => `Das Laden der Daten von ${label}`,
    question: (order: string, printer: string) => `Hat ${printer} die Bestellung ${order} ausgedruckt?`,
    questionWhy:
      'OrderSlip hat sie gesendet, aber der Drucker konnte nicht bestätigen, dass sie gedruckt wurde. Deshalb sendet OrderSlip sie nicht von selbst noch einmal.',
    cameOut: 'Ja, wurde gedruckt',
    printAgain: 'Erneut drucken',
    printAgainHint: '„Erneut drucken“ druckt sie noch einmal, markiert mit MÖGLICHES DUPLIKAT.',
    cameOutDone: (order: string) =>
      `${order} gilt als gedruckt; die Bestellung wird als Nächstes dem Bestelldienst bestätigt.`,
    printAgainDone: (order: string, printer: string) =>
      `${order} wird erneut auf ${printer} gedruckt, markiert mit MÖGLICHES DUPLIKAT.`,
    answerAction: (order: string) => `Das Antworten für Bestellung ${order}`,
    select: (label: string) => `${label} auswählen`,
    selectAll: 'Alle auswählen',
    selected: (count: number) =>
      plural(count, { one: '1 Bestellung ausgewählt', other: `${count} Bestellungen ausgewählt` }),
    bulkActions: 'Mit den ausgewählten Bestellungen',
    bulkRetry: 'Ausgewählte erneut versuchen',
    bulkHandled: 'Ausgewählte als erledigt markieren',
    bulkPrintOn: 'Ausgewählte drucken auf',
    bulkConfirmTitle: (count: number) =>
      plural(count, {
        one: '1 Bestellung als erledigt markieren?',
        other: `${count} Bestellungen als erledigt markieren?`,
      }),
    bulkConfirmBody: (count: number, list: string) =>
      count === 1
        ? `${list} wird dem Bestelldienst bestätigt, ohne dass OrderSlip sie druckt. Tun Sie das nur, wenn sie anders erledigt wurde.`
        : `${list} werden dem Bestelldienst bestätigt, ohne dass OrderSlip sie druckt. Tun Sie das nur, wenn sie anders erledigt wurden.`,
    bulkHandledDone: (count: number, list: string) =>
      count === 1
        ? `1 Bestellung als erledigt markiert: ${list}. Die Bestellung wird als Nächstes dem Bestelldienst bestätigt.`
        : `${count} Bestellungen als erledigt markiert: ${list}. Die Bestellungen werden als Nächstes dem Bestelldienst bestätigt.`,
    bulkRetried: (count: number, list: string) =>
      count === 1
        ? `1 Bestellung wird erneut versucht: ${list}.`
        : `${count} Bestellungen werden erneut versucht: ${list}.`,
    bulkPrinted: (count: number, list: string, printer: string) =>
      `${plural(count, { one: '1 Bestellung', other: `${count} Bestellungen` })} auf ${printer} gedruckt: ${list}.`,
    bulkWaiting: (count: number, list: string, printer: string) =>
      count === 1
        ? `1 Bestellung wartet auf ${printer}: ${list}. Die Bestellung wird gedruckt, sobald der Drucker bereit ist.`
        : `${count} Bestellungen warten auf ${printer}: ${list}. Diese werden gedruckt, sobald der Drucker bereit ist.`,
    bulkDelivered: (count: number, list: string, printer: string) =>
      count === 1
        ? `1 Bestellung an ${printer} gesendet; dieser Drucker kann das Drucken nicht bestätigen: ${list}. Prüfen Sie, ob sie herausgekommen ist.`
        : `${count} Bestellungen an ${printer} gesendet; dieser Drucker kann das Drucken nicht bestätigen: ${list}. Prüfen Sie, ob sie herausgekommen sind.`,
    bulkSkipped: (count: number, list: string) =>
      `${plural(count, { one: '1 Bestellung', other: `${count} Bestellungen` })} unverändert gelassen, weil das für sie nicht möglich ist: ${list}.`,
    holds: {
      undecodable:
        'Die Daten der Bestellung konnten nicht gelesen werden, daher kann sie nicht gedruckt werden: Bearbeiten Sie sie von Hand und markieren Sie sie dann als erledigt.',
      'no-printer':
        'Für das Geschäft dieser Bestellung ist kein Drucker eingerichtet: Wählen Sie einen Drucker, um sie zu drucken, oder markieren Sie sie als erledigt. Geben Sie dem Geschäft unter Einstellungen › Geschäfte einen Drucker für seine nächsten Bestellungen.',
      'printer-removed':
        'Der Drucker dieser Bestellung wurde aus den Einstellungen entfernt: Wählen Sie einen Drucker, um sie zu drucken, oder markieren Sie sie als erledigt.',
      'too-large':
        'Die Bestellung ist zu groß, um sicher gedruckt zu werden (zu viele Daten oder zu tief verschachtelt): Bearbeiten Sie sie von Hand und markieren Sie sie dann als erledigt.',
      'cannot-build':
        'Der Bon konnte nicht erstellt werden: Versuchen Sie es erneut, drucken Sie die Bestellung auf einem anderen Drucker, oder bearbeiten Sie sie von Hand und markieren Sie sie als erledigt.',
    },
  },
  headline: {
    allWell: 'Alles in Ordnung: Jede Bestellung wurde gedruckt und bestätigt.',
    printing: (count: number) =>
      plural(count, { one: '1 Bestellung wird gedruckt.', other: `${count} Bestellungen werden gedruckt.` }),
    withWaiting: (count: number, problem: string) =>
      `${plural(count, { one: '1 Bestellung wartet', other: `${count} Bestellungen warten` })}: ${problem}`,
    ledgerDamaged: 'der Bestellverlauf ist beschädigt und OrderSlip wurde angehalten',
    ledgerUnwritable: 'OrderSlip kann seinen Bestellverlauf nicht speichern (ist die Festplatte voll?)',
    tokenRejected: 'der Bestelldienst lehnt das Zugangstoken ab',
    tokenDoubted: 'der Bestelldienst hat das Zugangstoken abgelehnt',
    cannotReport: (printer: string) => `${printer} kann offenbar nicht melden, dass er gedruckt hat`,
    serviceFailing: 'der Bestelldienst ist nicht erreichbar',
    wrongShop: (shop: number) =>
      `der Bestelldienst hat für Geschäft ${shop} Bestellungen anderer Geschäfte geschickt`,
    held: (count: number) =>
      plural(count, {
        one: 'eine Bestellung wird zurückgehalten',
        other: `${count} Bestellungen werden zurückgehalten`,
      }),
    waitingLong: (count: number, waiting: number) =>
      count >= waiting ? 'seit über einer Minute' : `${count} davon seit über einer Minute`,
    notCollected: (count: number) =>
      count === 1
        ? 'eine Bestellung für heute wurde nicht abgeholt'
        : `${count} Bestellungen für heute wurden nicht abgeholt`,
    ordersGone: (count: number) =>
      plural(count, {
        one: 'eine Bestellung ist nicht mehr beim Bestelldienst: storniert? Prüfen Sie sie, bevor Sie sie machen',
        other: `${count} Bestellungen sind nicht mehr beim Bestelldienst: storniert? Prüfen Sie sie, bevor Sie sie machen`,
      }),
    updateCheckFailed: (version: string) =>
      `OrderSlip ${version} hat die Prüfung nach einem Update nicht bestanden`,
    historyLost: 'der Bestellverlauf ist verloren gegangen',
    printerUntested: (printer: string) => `${printer} hat noch keinen Testbon gedruckt`,
    confirmFailing: (count: number) =>
      count === 1
        ? 'der Bestelldienst nimmt die Bestätigung einer gedruckten Bestellung nicht an'
        : `der Bestelldienst nimmt die Bestätigung von ${count} gedruckten Bestellungen nicht an`,
  },
  problems: {
    printerIs: {
      ready: (printer: string) => `${printer} ist bereit`,
      printing: (printer: string) => `${printer} druckt gerade`,
      paper_low: (printer: string) => `${printer} hat fast kein Papier mehr`,
      paper_out: (printer: string) => `${printer} hat kein Papier mehr`,
      cover_open: (printer: string) => `der Deckel von ${printer} ist offen`,
      offline: (printer: string) => `${printer} ist offline`,
      error: (printer: string) => `${printer} meldet einen Fehler`,
      unreachable: (printer: string) => `${printer} ist nicht erreichbar`,
      unknown: (printer: string) => `der Zustand von ${printer} ist unbekannt`,
      paused: (printer: string) => `${printer} ist pausiert`,
      not_verifiable: (printer: string) => `der Zustand von ${printer} kann nicht geprüft werden`,
    },
    // Each fix follows a colon as a sentence of its own, so it starts with a capital.
    printerFix: {
      ready: 'Warten Sie einen Moment',
      printing: 'Warten Sie einen Moment',
      paper_low: 'Legen Sie bald eine neue Rolle ein',
      paper_out: 'Legen Sie Papier ein',
      cover_open: 'Schließen Sie den Deckel',
      offline: 'Schalten Sie ihn ein und prüfen Sie sein Kabel',
      error: 'Prüfen Sie, ob Papier klemmt, und schalten Sie ihn dann aus und wieder ein',
      unreachable: 'Prüfen Sie, ob er eingeschaltet und mit dem Netzwerk verbunden ist',
      unknown: 'Prüfen Sie, ob er eingeschaltet und angeschlossen ist',
      paused: 'Setzen Sie ihn fort',
      not_verifiable: 'Prüfen Sie, ob er eingeschaltet und angeschlossen ist',
    },
    thenPrint: (waiting: number) =>
      waiting === 0
        ? 'dann druckt er wieder'
        : waiting === 1
          ? 'dann wird die wartende Bestellung gedruckt'
          : `dann werden die ${waiting} wartenden Bestellungen gedruckt`,
    printerNotReady: (what: string, fix: string, then: string) => `${what}: ${fix}, ${then}.`,
    cannotReport: (printer: string, count: number, setting: string, tooSoon: boolean) =>
      tooSoon
        ? `${printer} meldet „gedruckt“ schneller, als sich Papier bewegen kann: ${count} Bestellungen in Folge kamen dort ohne Nachweis an, und er kann sie verlieren. Prüfen Sie, was wirklich herausgekommen ist, und lassen Sie den Drucker überprüfen; schalten Sie „${setting}“ für ihn nicht ein.`
        : `${printer} kann offenbar nicht melden, dass er gedruckt hat: ${count} Bestellungen in Folge kamen dort ohne Nachweis an. Ist es ein Drucker ohne Statusmeldung (ein billiger Nachbau, ein USB-Drucker), schalten Sie „${setting}“ für ihn unter Einstellungen › Drucker ein.`,
    serviceFailing: (since: string, failures: number) =>
      `Der Bestelldienst ist seit ${since} nicht erreichbar (${plural(failures, { one: '1 Versuch', other: `${failures} Versuche` })} fehlgeschlagen), daher kommen keine neuen Bestellungen an. OrderSlip versucht es weiter; prüfen Sie die Internetverbindung.`,
    tokenRejected:
      'Der Bestelldienst lehnt das Zugangstoken ab, daher kommen keine neuen Bestellungen an. Geben Sie unter Einstellungen ein gültiges Token ein.',
    tokenDoubted: (since: string) =>
      `Der Bestelldienst hat das Zugangstoken abgelehnt (seit ${since}). OrderSlip versucht es weiter, aber langsamer; lehnt er es weiter ab, geben Sie unter Einstellungen ein gültiges Token ein.`,
    wrongShop: (shop: number, others: readonly number[]) =>
      `Der Bestelldienst hat die Abfrage für Geschäft ${shop} mit Bestellungen ${plural(others.length, { one: 'von Geschäft', other: 'der Geschäfte' })} ${others.join(', ')} beantwortet: OrderSlip hat sie nicht angerührt. Prüfen Sie die Geschäftsnummer unter Einstellungen › Geschäfte.`,
    held: (count: number) =>
      count === 1
        ? 'Eine Bestellung wird zurückgehalten: Unten steht, was zu tun ist.'
        : `${count} Bestellungen werden zurückgehalten: Unten steht bei jeder, was zu tun ist.`,
    ordersWaiting: (count: number, since: string) =>
      count === 1
        ? `Eine Bestellung wartet seit über einer Minute auf den Druck (seit ${since}). Prüfen Sie die Drucker unten.`
        : `${count} Bestellungen warten seit über einer Minute auf den Druck (die älteste seit ${since}). Prüfen Sie die Drucker unten.`,
    notCollected: (count: number, orders: string) =>
      count === 1
        ? `Es ist nach Ladenschluss und diese Bestellung für heute wurde nicht abgeholt: ${orders}. Rufen Sie den Kunden an oder markieren Sie sie unter Tag als abgeholt.`
        : `Es ist nach Ladenschluss und ${count} Bestellungen für heute wurden nicht abgeholt: ${orders}. Rufen Sie die Kunden an oder markieren Sie sie unter Tag als abgeholt.`,
    ordersGone: (count: number, panel: string) =>
      plural(count, {
        one: `Eine hier gedruckte Bestellung ist nicht mehr beim Bestelldienst: Unten unter „${panel}“ steht, was zu tun ist.`,
        other: `${count} hier gedruckte Bestellungen sind nicht mehr beim Bestelldienst: Unten unter „${panel}“ steht, was zu tun ist.`,
      }),
    updateCheckFailed: (version: string, fromVersion: string) =>
      `OrderSlip wurde von ${fromVersion} auf ${version} aktualisiert, und ein Teil davon antwortet seitdem nicht. Bleibt es so, kehren Sie zu ${fromVersion} zurück (siehe „Updates“ in der Installationsanleitung).`,
    historyLost: (at: string) =>
      `Der Bestellverlauf ist verloren gegangen (bemerkt um ${at}): Die ersten Bestellungen werden mit MÖGLICHES DUPLIKAT gedruckt; vergleichen Sie sie mit dem, was schon gedruckt wurde.`,
    confirmFailing: (count: number, since: string) =>
      count === 1
        ? `Der Bestelldienst lehnt seit ${since} die Bestätigung einer gedruckten Bestellung ab. Die Bestellung wurde gedruckt und wird nicht erneut gedruckt; OrderSlip versucht weiter, sie zu bestätigen. Hält das an, prüfen Sie sie im Bestelldienst.`
        : `Der Bestelldienst lehnt seit ${since} die Bestätigung von ${count} gedruckten Bestellungen ab. Diese wurden gedruckt und werden nicht erneut gedruckt; OrderSlip versucht weiter, sie zu bestätigen. Hält das an, prüfen Sie sie im Bestelldienst.`,
    ledgerUnwritable: (since: string) =>
      `OrderSlip kann seinen Bestellverlauf seit ${since} nicht speichern, daher werden keine neuen Bestellungen angenommen. Schaffen Sie Speicherplatz auf diesem Computer; OrderSlip versucht es von selbst erneut.`,
    ledgerDamaged:
      'Der Bestellverlauf ist beschädigt, daher ruft OrderSlip keine Bestellungen mehr ab und druckt nichts mehr. Starten Sie OrderSlip neu; passiert das wieder, exportieren Sie die Diagnosedaten unter Einstellungen › Support und schicken Sie sie an den Support.',
    printerUntested: (printer: string) =>
      `${printer} wurde ohne Testdruck eingerichtet, daher hat ihn noch niemand drucken sehen. Drucken Sie einen Testbon, um sicherzugehen, dass Bestellungen herauskommen.`,
    testPrinter: (printer: string) => `Testdruck auf ${printer}`,
    testAction: (printer: string) => `Der Testdruck auf ${printer}`,
    openPrinterSettings: (printer: string) => `Einstellungen von ${printer} öffnen`,
    retryPrinter: (printer: string) => `${printer} erneut versuchen`,
    resumePrinter: (printer: string) => `${printer} fortsetzen`,
  },
  reprint: {
    printed: (printer: string) => `Der Nachdruck kam aus ${printer}: Der Drucker hat ihn bestätigt.`,
    delivered: (printer: string) =>
      `Der Nachdruck wurde an ${printer} gesendet, aber ${printer} kann nicht bestätigen, dass er gedruckt wurde: Prüfen Sie, ob er herausgekommen ist.`,
    // `what` is a whole clause ("Theke hat kein Papier mehr"), so it follows a colon, not "weil".
    waiting: (what: string) =>
      `Der Nachdruck wartet: ${what}. Er wird gedruckt, sobald der Drucker bereit ist, außer Sie brechen ihn ab.`,
    queued: (printer: string) =>
      `Der Nachdruck ist in der Warteschlange von ${printer} und wird gleich gedruckt.`,
    cancelled: (printer: string) => `Der Nachdruck auf ${printer} wurde abgebrochen.`,
    cancel: 'Nachdruck abbrechen',
    cancelAction: (printer: string) => `Das Abbrechen des Nachdrucks auf ${printer}`,
  },
  demo: {
    heading: 'Virtueller Drucker',
    printerName: 'Theke (virtuell)',
    labelPrinterName: 'Etiketten (virtuell)',
    explain: 'In der Demo erscheinen die Bons in diesem virtuellen Drucker statt auf echtem Papier.',
    empty: 'Noch nichts gedruckt.',
    receipt: (when: string) => `Bon von ${when}`,
    label: (when: string) => `Etikett von ${when}`,
    receiptOf: (order: string, when: string) => `${order}: Bon, ${when}`,
    labelOf: (order: string, when: string) => `${order}: Etikett, ${when}`,
    choose: 'Bon oder Etikett',
    faults: 'Störung auslösen',
    faultsIntro: 'Sehen Sie, wie die Probleme eines echten Druckers aussehen und was OrderSlip dagegen tut.',
    faultNames: {
      'paper-out': 'Kein Papier mehr',
      offline: 'Offline',
      'no-completion': 'Druckt, meldet es aber nie',
      'early-answer': 'Sagt zu früh „gedruckt“',
      none: 'Wieder normal',
    },
    faultEffects: {
      'paper-out':
        'Der Drucker meldet, dass sein Papier leer ist: OrderSlip lässt die Bestellungen warten, zeigt es unter Zu erledigen und druckt sie, sobald wieder Papier da ist.',
      offline:
        'Der Drucker antwortet nicht: OrderSlip lässt die Bestellungen warten, versucht es weiter und zeigt es unter Zu erledigen.',
      'no-completion':
        'Der Drucker druckt, bestätigt es aber nie: OrderSlip sendet jede Bestellung nur einmal und fragt Sie dann, ob sie herausgekommen ist.',
      'early-answer':
        'Der Drucker meldet „gedruckt“, sobald der Bon ankommt, schneller, als sich Papier bewegen kann, und verliert ihn dann: OrderSlip nimmt eine solche Antwort nicht als Nachweis, bestätigt die Bestellung nicht und fragt Sie, ob sie herausgekommen ist.',
      none: 'Der Drucker arbeitet normal: Bestellungen werden gedruckt und bestätigt, sobald der Drucker sie bestätigt.',
    },
    faultAction: (fault: string) => `Das Umstellen des virtuellen Druckers auf „${fault}“`,
  },
  orderTypes: ORDER_TYPE_NAMES.de,
  orderStates: {
    waiting: 'Wartet',
    printed: 'Gedruckt',
    confirmed: 'Bestätigt',
    held: 'Zurückgehalten',
    handled: 'Erledigt',
    gone: 'Verschwunden',
  },
  history: {
    heading: 'Verlauf',
    search: 'Suchen',
    searchPlaceholder: 'Name, Nummer, Telefon, #ID…',
    searchHint:
      'Findet eine Bestellung nach Kundenname, Bestellnummer, Produkt oder Tortentext, Telefonnummer, Zahlungsreferenz oder ihrer ID: wie gedruckt (#f5fd7c72) oder vom QR-Code des Bons gescannt (die Eingabetaste öffnet sie).',
    sort: 'Sortieren nach',
    sorts: {
      arrival: 'Eingang',
      due: 'Abholung oder Lieferung',
    },
    filters: 'Filter',
    dueFrom: 'Termin ab',
    dueTo: 'Termin bis',
    shop: 'Geschäft',
    type: 'Art',
    state: 'Status',
    all: 'Alle',
    clear: 'Filter löschen',
    list: {
      arrival: 'Bestellungen, neueste zuerst',
      due: 'Bestellungen, früheste Abholung oder Lieferung zuerst',
    },
    empty: 'Keine Bestellung gefunden.',
    loading: 'Bestellungen werden geladen…',
    end: 'Ende des Verlaufs.',
    shown: (count: number, more: boolean) =>
      `${count}${more ? '+' : ''} ${count === 1 && !more ? 'Bestellung' : 'Bestellungen'}`,
    reprints: (count: number) => plural(count, { one: '1 Nachdruck', other: `${count} Nachdrucke` }),
    possibleDuplicate: 'mögliches Duplikat',
    selectHint: 'Wählen Sie eine Bestellung, um ihren Bon zu sehen und was mit ihr geschah.',
    loadAction: 'Das Laden des Verlaufs',
  },
  detail: {
    heading: (label: string) => `Bestellung ${label}`,
    receipt: 'Bon',
    timeline: 'Was geschah',
    raw: 'Rohdaten, wie der Dienst sie geschickt hat',
    noReceipt: 'Es gibt keinen Bon: Die Daten dieser Bestellung konnten nicht gelesen werden.',
    reprint: 'Erneut drucken',
    reprintOn: 'Erneut drucken auf',
    reprintAction: (printer: string) => `Das erneute Drucken auf ${printer}`,
    reprintLabels: 'Etiketten erneut drucken',
    reprintLabelsAction: (printer: string) => `Das erneute Drucken der Etiketten auf ${printer}`,
    labels: 'Etiketten',
    labelsOf: 'Etiketten von',
    noLabels: (printer: string) => `${printer} druckt für diese Bestellung kein Etikett.`,
    labelsIntro: (count: number, printer: string) =>
      plural(count, {
        one: `1 Etikett, wie ${printer} es druckt.`,
        other: `${count} Etiketten, wie ${printer} sie druckt.`,
      }),
    markHandled: 'Als erledigt markieren',
    handled: 'Die Bestellung ist als erledigt markiert; sie wird als Nächstes dem Bestelldienst bestätigt.',
    handleAction: 'Das Markieren der Bestellung als erledigt',
    loadAction: 'Das Laden der Bestellung',
    close: 'Bestellung schließen',
    jobs: 'Druckaufträge',
    job: {
      kinds: { auto: 'Automatisch', reprint: 'Nachdruck' },
      states: {
        pending: 'Wartet',
        sending: 'Wird gesendet',
        printed: 'Gedruckt',
        unconfirmed: 'Vielleicht gedruckt, nicht bestätigt',
        cancelled: 'Abgebrochen',
      },
      verified: 'vom Drucker bestätigt',
      unverified: 'ohne Nachweis',
      duplicate: 'markiert mit MÖGLICHES DUPLIKAT',
      cancel: 'Abbrechen',
      cancelNamed: (printer: string) => `Nachdruck auf ${printer} abbrechen`,
    },
    facts: {
      state: 'Status',
      reason: 'Grund',
      shop: 'Geschäft',
      due: 'Termin',
      total: 'Summe',
      phone: 'Telefon',
      firstSeen: 'Eingegangen',
      printed: 'Gedruckt',
      confirmed: 'Bestätigt',
    },
    /** The title of a print the printer never confirmed: what is known, and no more. */
    sentUnconfirmed: (printer: string) => `An ${printer} gesendet, nicht bestätigt`,
    timelineKinds: {
      seen: 'Eingegangen',
      undecodable: 'Nicht lesbar',
      'print-started': 'An Drucker gesendet',
      printed: 'Gedruckt',
      'sent-unconfirmed': 'Gesendet, nicht bestätigt',
      'print-failed': 'Druck fehlgeschlagen',
      'crash-recovered': 'Nach Unterbrechung wiederhergestellt',
      'confirm-failed': 'Bestätigung fehlgeschlagen',
      confirmed: 'Bestätigt',
      'still-listed': 'Noch gelistet',
      'reprint-requested': 'Nachdruck angefordert',
      held: 'Zurückgehalten',
      handled: 'Als erledigt markiert',
      gone: 'Verschwunden',
      released: 'Freigegeben',
      answered: 'Beantwortet',
      'jobs-moved': 'Auf anderen Drucker verschoben',
      collected: 'Abgeholt',
      uncollected: 'Als nicht abgeholt markiert',
      'handed-over': 'Dem Fahrer übergeben',
      'not-handed-over': 'Als nicht übergeben markiert',
      'content-changed': 'Beim Bestelldienst geändert',
      'gone-from-service': 'Nicht mehr beim Bestelldienst',
      'gone-seen': 'Gesehen: nicht mehr beim Bestelldienst',
    },
  },
  receipt: {
    label: (columns: number) => `Vorschau des Bons, ${columns} Zeichen breit`,
    qr: 'QR-Code',
    logo: 'Logo',
    image: (width: number, height: number) => `Als Bild von ${width} × ${height} Punkten gedruckt`,
  },
  label: {
    kinds: { order: 'Bestelletikett', cake: 'Tortenetikett' },
    preview: (kind: string, position: number, total: number, widthMm: number, heightMm: number) =>
      `${kind} ${position} von ${total}, ${widthMm} × ${heightMm} mm`,
    qr: (payload: string) => `QR-Code: ${payload}`,
  },
  settings: {
    heading: 'Einstellungen',
    runWizard: 'Einrichtungsassistent starten',
    save: 'Einstellungen speichern',
    saving: 'Wird gespeichert…',
    saved: 'Einstellungen gespeichert.',
    savedNotRunning: (detail: string) =>
      `Einstellungen gespeichert, aber OrderSlip kann noch nicht starten: ${detail}`,
    saveFailed: (problem: string) => `Die Einstellungen wurden nicht gespeichert: ${problem}`,
    fixErrors: (count: number) =>
      count === 1
        ? 'Eine Einstellung muss korrigiert werden (unten markiert).'
        : `${count} Einstellungen müssen korrigiert werden (unten markiert).`,
    unsaved: 'Sie haben ungespeicherte Änderungen.',
    loadAction: 'Das Laden der Einstellungen',
    connection: {
      heading: 'Bestelldienst',
      baseUrl: 'Adresse des Dienstes',
      baseUrlHint: 'Zum Beispiel https://api.example.com',
      tenant: 'Mandant',
      tenantHint:
        'Der Name Ihres Kontos oder Betriebs beim Bestelldienst; Sie erhalten ihn zusammen mit dem Zugangstoken.',
      token: 'Zugangstoken',
      tokenStored: 'Ein Token ist gesetzt; geben Sie nur dann ein neues ein, wenn Sie es ersetzen möchten.',
      tokenMissing: 'Es ist noch kein Token gesetzt.',
      tokenWeak:
        'Dieser Computer hat keinen Systemschlüsselbund: Das Token wird weniger sicher gespeichert. Halten Sie diesen Computer gesperrt.',
      tokenNone:
        'Das Token wird nur aufbewahrt, solange OrderSlip läuft; es wird nicht auf diesem Computer gespeichert.',
      tokenEnvironment: 'Das Token kommt aus der Umgebungsvariablen ORDERSLIP_TOKEN; ändern Sie es dort.',
      test: 'Verbindung testen',
      testing: 'Wird getestet…',
      testAction: 'Das Testen der Verbindung',
    },
    shops: {
      heading: 'Geschäfte',
      allShops: 'Alle Geschäfte, die der Dienst auflistet',
      chosenShops: 'Nur die unten gewählten Geschäfte',
      allPrinters: 'Bestellungen aller Geschäfte drucken auf',
      printsOn: (shop: string) => `${shop} druckt auf`,
      labelPrinter: (name: string) => `${name} (Etiketten)`,
      testFirst: 'Testen Sie die Verbindung, um die Geschäfte zu sehen, die Sie wählen können.',
      city: (name: string, city: string) => (city ? `${name} (${city})` : name),
    },
    printers: {
      heading: 'Drucker',
      add: 'Drucker hinzufügen',
      remove: 'Entfernen',
      removeNamed: (name: string) => `Drucker ${name} entfernen`,
      newName: (n: number) => `Drucker ${n}`,
      name: 'Name',
      uri: 'Verbindung',
      uriHint:
        'Eine IP-Adresse wie 192.168.1.50 (Port 9100, außer Sie geben einen an: 192.168.1.50:9101), printer:<Name der Warteschlange>, /dev/usb/lp0 oder COM3',
      type: 'Hersteller',
      paperWidth: 'Papierbreite',
      mm: (width: number) => `${width} mm`,
      characterSet: 'Zeichensatz',
      copies: 'Exemplare',
      language: 'Sprache des Bons',
      labelLanguage: 'Sprache der Etiketten',
      role: 'Was er druckt',
      roles: { receipt: 'Bons', label: 'Etiketten' },
      roleHints: {
        receipt: 'Bestellbons auf einer Papierrolle, für die Theke oder die Backstube.',
        label:
          'Aufkleber für Tüten, Tortenschachteln und Kühlboxen: wessen Bestellung es ist und wann sie abgeholt oder geliefert wird.',
      },
      labels: 'Etiketten',
      protocol: 'Druckersprache',
      protocols: {
        zpl: 'ZPL — Zebra und kompatible Drucker',
        tspl: 'TSPL — TSC, Xprinter und kompatible Drucker',
        escpos: 'ESC/POS-Etiketten — Epson TM-L90',
      },
      protocolHint:
        'Das Handbuch oder die Einstellungsseite des Druckers nennt seine Sprache. Zebra-Drucker sprechen ZPL, TSC und Xprinter sprechen TSPL.',
      labelSize: 'Etikettengröße',
      labelSizeValue: (width: number, height: number) => `${width} × ${height} mm`,
      labelSizeOther: 'Andere Größe',
      labelSizeHint: 'Ein Etikett auf der Rolle, Breite × Höhe, wie auf der Etikettenschachtel angegeben.',
      labelWidth: 'Breite in mm',
      labelHeight: 'Höhe in mm',
      labelDpiHint:
        'Die meisten Etikettendrucker haben 203 dpi, schärfere 300 dpi (das steht auf dem Drucker).',
      labelKinds: 'Welche Etiketten',
      orderLabels: 'Bestelletiketten',
      orderLabelsHint:
        'Eines pro Tüte oder Schachtel: Bestellart und Nummer in großer Schrift, der Name, die Abhol- oder Lieferzeit und ein QR-Code.',
      cakeLabels: 'Tortenetiketten',
      cakeLabelsHint:
        'Eines pro Torte mit Text: die Torte, ihr Text genau wie eingegeben, der Name und die Abholzeit.',
      count: 'Wie viele Bestelletiketten',
      counts: {
        'per-order': 'Eines pro Bestellung',
        'per-lines': 'Eines für je einige Bestellzeilen (eine Tüte fasst einige Produkte)',
        'per-line': 'Eines pro Bestellzeile',
      },
      linesPerLabel: 'Bestellzeilen pro Etikett',
      labelOrderTypes: 'Für diese Bestellarten',
      labelOrderTypesHint: 'Nichts angekreuzt: alle Bestellarten.',
      labelProducts: 'Nur diese Produkte',
      labelProductsHint:
        'Produktnamen oder PLU-Codes, einer pro Zeile. Leer lassen für alle Produkte. Groß- und Kleinschreibung und Akzente zählen nicht.',
      testLabels: 'Testetiketten drucken',
      testLabelsDelivered: (name: string) =>
        `Die Testetiketten wurden an ${name} gesendet, aber dieser Drucker kann nicht bestätigen, dass sie gedruckt wurden: Prüfen Sie, ob sie herausgekommen sind.`,
      logo: 'Logo',
      logoHint: (maxKb: number) =>
        `Ein PNG-, JPEG- oder BMP-Bild von höchstens ${maxKb} KB, oben auf jedem Bon dieses Druckers.`,
      logoChoose: 'Bild wählen…',
      logoChange: 'Anderes Bild wählen…',
      logoRemove: 'Kein Logo',
      logoNone: 'Kein Logo: Der Bon beginnt mit der Kopfzeile.',
      logoAction: 'Logo wählen',
      logoPreview: 'Der Anfang jedes Bons, wie dieser Drucker ihn druckt',
      logoMissing: 'Die Logodatei lässt sich nicht mehr lesen: Wählen Sie sie erneut oder entfernen Sie sie.',
      expert: 'Weitere Einstellungen',
      expertHint:
        'Marke, Auflösung, Codepage, Kopien, Sprache, Logo, Kopf- und Fußzeile, Produktcodes, Küchenbons',
      allowUnverified: 'Ohne Nachweis drucken',
      allowUnverifiedHint:
        'Manche Drucker (Druckwarteschlangen des Systems, USB-Gerätedateien, Drucker ohne Statusantwort) können nicht melden, ob Papier herauskam. Aus: Eine solche Bestellung wartet, bis Sie sie prüfen. Ein: Die Bestellung gilt als gedruckt und wird bestätigt.',
      test: 'Testdruck',
      untested:
        'Noch nicht getestet: Drucken Sie einen Testbon, um sicher zu sein, dass Bestellungen hier herauskommen.',
      testDelivered: (name: string) =>
        `Der Testbon wurde an ${name} gesendet, aber dieser Drucker kann nicht bestätigen, dass er gedruckt wurde: Prüfen Sie, ob er herausgekommen ist.`,
      testAction: (name: string) => `Der Testdruck auf ${name}`,
      testQueueCompleted: (name: string) =>
        `Von der Druckwarteschlange abgeschlossen: Die Druckwarteschlange des Computers meldet den Testbon für ${name} als fertig, aber der Drucker selbst hat das nicht bestätigt. Prüfen Sie, ob er herausgekommen ist.`,
      model: 'Modell',
      modelHint: 'Wenn Sie ein Modell wählen, werden Hersteller, Auflösung und Druckmodus ausgefüllt.',
      models: {
        generic: 'Anderer ESC/POS-Drucker',
        'generic-58': '58-mm-Drucker, anderer Hersteller (Nachbau)',
        'generic-80': '80-mm-Drucker, anderer Hersteller (Nachbau)',
        'epson-tm-t20': 'Epson TM-T20',
        'epson-tm-t88': 'Epson TM-T88',
        'epson-tm-m30': 'Epson TM-m30',
        'star-tsp100': 'Star TSP100 (druckt nur Bilder)',
        'star-tsp650': 'Star TSP650',
        'star-mcprint3': 'Star mC-Print3',
        'bixolon-srp': 'Bixolon SRP',
        'citizen-ct': 'Citizen CT-S',
      },
      printMode: 'Druckmodus',
      printModes: { auto: 'Automatisch', text: 'Text', image: 'Bild' },
      printModeHints: {
        auto: 'Text, und ein Bild für Zeichen, die der Drucker nicht hat – Emoji, Arabisch, Griechisch…',
        text: 'Nur Text, am schnellsten; Zeichen, die der Drucker nicht hat, werden durch die ähnlichsten ersetzt, die er hat.',
        image: 'Der ganze Bon als Bild: jedes Zeichen genau wie eingegeben, etwas langsamer.',
      },
      imageOnly: 'Dieser Drucker druckt nur Bilder, daher wird jeder Bon als Bild gesendet.',
      dpi: 'Auflösung',
      dpiValue: (dpi: number) => `${dpi} dpi`,
      dpiHint: 'Die meisten Bondrucker haben 203 dpi; manche von Epson und Bixolon 180.',
      header: 'Kopfzeile',
      headerHint: (max: number) =>
        `Wird oben auf jeden Bon dieses Druckers gedruckt (mehrere Zeilen erlaubt, höchstens ${max} Zeichen). Leer lassen für keine.`,
      footer: 'Fußzeile',
      footerHint: (max: number) =>
        `Wird unten auf jeden Bon gedruckt, etwa „Vielen Dank!“ oder Ihre Öffnungszeiten (höchstens ${max} Zeichen).`,
      showPlu: 'Den Code jedes Produkts (PLU) drucken',
      confirmOnQueueCompletion: 'Bestellungen von der Druckwarteschlange bestätigen lassen',
      confirmOnQueueCompletionHint:
        'Dieser Drucker wird über die Druckwarteschlange des Computers erreicht. Die Warteschlange kann melden, dass ein Auftrag fertig ist, aber nicht, dass Papier herauskam: So meldet sie vielleicht einen Auftrag als abgeschlossen, den der Drucker verloren hat (kein Papier mehr, ausgeschaltet). Aus: Eine solche Bestellung wartet, bis Sie sie prüfen. Ein: „Von der Druckwarteschlange abgeschlossen“ gilt als gedruckt und die Bestellung wird bestätigt.',
      on: 'ein',
      off: 'aus',
    },
    find: {
      button: 'Drucker suchen',
      again: 'Erneut suchen',
      searching:
        'Drucker werden im Netzwerk, in den Druckwarteschlangen dieses Computers und an seinen USB-Anschlüssen gesucht… Das dauert einige Sekunden; Sie können inzwischen weiterarbeiten.',
      action: 'Das Suchen nach Druckern',
      heading: 'Gefundene Drucker',
      found: (count: number) =>
        count === 1
          ? '1 Drucker gefunden. Wählen Sie ihn, um seine Einstellungen auszufüllen.'
          : `${count} Drucker gefunden. Wählen Sie den, den Sie verwenden möchten.`,
      none: 'Es wurde kein Drucker gefunden. Prüfen Sie, ob er eingeschaltet und angeschlossen ist (im selben Netzwerk wie dieser Computer oder per USB), und suchen Sie erneut. Oder geben Sie seine Adresse unter Verbindung ein: Ein Netzwerkdrucker druckt seine IP-Adresse, wenn Sie ihn einschalten und dabei die Vorschubtaste gedrückt halten.',
      kinds: {
        network: 'Netzwerkdrucker',
        queue: 'Druckwarteschlange auf diesem Computer',
        device: 'USB- oder serieller Drucker',
      },
      answers: 'beantwortet Statusabfragen: kann bestätigen, was er gedruckt hat',
      silent: 'beantwortet keine Statusabfragen',
      use: 'Diesen Drucker verwenden',
      useNamed: (what: string) => `${what} verwenden`,
      used: (address: string) =>
        `${address} ist eingetragen, mit den passenden Einstellungen. Drucken Sie zur Kontrolle einen Testbon.`,
      usedLabels: (address: string) =>
        `${address} ist eingetragen, mit den passenden Einstellungen. Drucken Sie zur Kontrolle Testetiketten.`,
    },
    findings: {
      change: (setting: string, value: string) => `${setting}: ${value}`,
      heading: 'Was der Testdruck ergeben hat',
      apply: 'Diese Einstellungen verwenden',
      applied:
        'Die vorgeschlagenen Einstellungen sind oben eingetragen. Drucken Sie erneut einen Testbon, um sie zu prüfen; sie werden beim Speichern übernommen.',
    },
    waitingJobs: {
      title: 'Bestellungen warten auf einen Drucker, den Sie entfernen',
      intro: 'Wählen Sie, was mit ihnen geschieht; danach werden die Einstellungen gespeichert.',
      waitFor: (count: number, printer: string) =>
        count === 1
          ? `1 Bestellung wartet auf ${printer}, den Sie entfernen:`
          : `${count} Bestellungen warten auf ${printer}, den Sie entfernen:`,
      move: 'Verschieben auf',
      moveTo: (printer: string) => `Drucker, auf den die Bestellungen von ${printer} verschoben werden`,
      drop: 'Verwerfen',
      dropHint:
        'Dort werden sie nicht gedruckt; Bestellungen, die dann keinen Drucker haben, werden unter Zu erledigen zurückgehalten.',
      save: 'Einstellungen speichern',
    },
    updates: {
      heading: 'Updates',
      explain:
        'OrderSlip sucht einmal am Tag nach einer neuen Version, lädt sie im Hintergrund herunter und installiert sie erst nach Ladenschluss, wenn nichts druckt oder wartet (oder beim nächsten Start).',
      feedUrl: 'Adresse der Update-Quelle',
      feedUrlHint:
        'Der Ordner, in dem Ihre IT OrderSlip veröffentlicht (mit latest.yml darin). Leer: keine Updates.',
      channel: 'Kanal',
      channels: { stable: 'Stabil', beta: 'Beta (neue Versionen zuerst)' },
      statusHeading: 'Aktualisierung',
    },
    general: {
      heading: 'Allgemein',
      pollInterval: 'Abrufintervall für neue Bestellungen (Sekunden)',
      retention: 'Verlauf aufbewahren (Tage)',
      notifications: 'Benachrichtigungen',
      notifyNewOrder: 'Bei einer neuen Bestellung benachrichtigen',
      notifyProblems: 'Benachrichtigen, wenn etwas zu erledigen ist',
      sound: 'Einen Ton abspielen',
      startAtLogin: 'OrderSlip bei der Anmeldung starten',
    },
    diagnostics: {
      heading: 'Support',
      explain:
        'Sammelt die Protokolle, die Einstellungen (nie das Token) und die Zahlen aus dem Verlauf in einer Datei, die Sie dem Support schicken.',
      export: 'Diagnosedaten exportieren',
      exported: (path: string) => `Diagnosedaten gespeichert unter ${path}`,
      downloaded: (fileName: string) =>
        `Diagnosedaten als ${fileName} in den Downloads Ihres Browsers gespeichert.`,
      action: 'Das Exportieren der Diagnosedaten',
    },
    errors: {
      tenant: 'Geben Sie den Mandanten ein.',
      printerName: 'Geben Sie dem Drucker einen Namen.',
      printerUri:
        'Geben Sie eine Verbindung ein wie 192.168.1.50, tcp://192.168.1.50:9100, printer:<Name der Warteschlange>, /dev/usb/lp0 oder COM3.',
      copies: 'Die Anzahl der Exemplare ist eine ganze Zahl von 1 bis 5.',
      noPrinter: 'Fügen Sie mindestens einen Drucker hinzu.',
      noRoute: 'Wählen Sie mindestens einen Drucker.',
      pollInterval: 'Geben Sie eine ganze Zahl von Sekunden zwischen 1 und 300 ein.',
      retention: 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 3650 ein.',
      receiptTextTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
      labelWidth: (min: number, max: number) =>
        `Geben Sie eine ganze Zahl von Millimetern zwischen ${min} und ${max} ein.`,
      labelHeight: (min: number, max: number) =>
        `Geben Sie eine ganze Zahl von Millimetern zwischen ${min} und ${max} ein.`,
      linesPerLabel: (max: number) => `Geben Sie eine ganze Zahl von Zeilen zwischen 1 und ${max} ein.`,
      labelKinds: 'Wählen Sie mindestens eine Etikettenart: Bestelletiketten, Tortenetiketten oder beide.',
    },
  },
  wizard: {
    heading: 'OrderSlip einrichten',
    stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
    steps: { connect: 'Verbinden', shops: 'Geschäfte', printer: 'Drucker', done: 'Fertig' },
    connectIntro:
      'Geben Sie ein, was Sie von Ihrem Bestelldienst erhalten haben, und testen Sie dann die Verbindung.',
    useDemo: 'Demo-Dienst verwenden',
    demoFilled: 'Der Demo-Dienst ist eingetragen; sein Token ist schon gesetzt.',
    testFirst: 'Testen Sie die Verbindung, bevor Sie weitermachen.',
    shopsIntro: 'Wählen Sie die Geschäfte, deren Bestellungen dieser Computer druckt.',
    noShops: 'Der Dienst listet für diesen Mandanten keine Geschäfte.',
    chooseOne: 'Wählen Sie mindestens ein Geschäft.',
    printerIntro:
      'Richten Sie den Bondrucker ein und drucken Sie einen Testbon. Der Drucker wird gespeichert, sobald der Testbon herausgekommen ist.',
    testPrint: 'Testbon drucken',
    testPrinted: 'Prüfen Sie den Bon, speichern Sie dann und schließen Sie ab.',
    testDelivered: (name: string) =>
      `Der Testbon wurde an ${name} gesendet, aber dieser Drucker kann nicht bestätigen, dass er gedruckt wurde. Ist er herausgekommen?`,
    testQueueCompleted: (name: string) =>
      `Von der Druckwarteschlange abgeschlossen: Die Druckwarteschlange des Computers meldet den Testbon für ${name} als fertig, aber der Drucker selbst kann das nicht bestätigen. Ist er herausgekommen?`,
    cameOut: 'Ja, er ist herausgekommen',
    testFailed:
      'Prüfen Sie, ob der Drucker eingeschaltet ist, Papier hat und angeschlossen ist und ob seine Verbindung oben stimmt; drucken Sie dann erneut einen Testbon. Oder überspringen Sie den Test vorerst.',
    saveAndFinish: 'Speichern und abschließen',
    skip: 'Test vorerst überspringen',
    skipHint:
      'Der Drucker wird dann ungetestet gespeichert; Status erinnert Sie daran, bis ein Testbon darauf gedruckt wurde.',
    testPrinterFirst: 'Drucken Sie zuerst einen Testbon oder überspringen Sie den Test vorerst.',
    doneIntro:
      'OrderSlip ist eingerichtet. Neue Bestellungen werden von selbst gedruckt; dieses Fenster zeigt, was geschehen ist.',
    doneUntested: (name: string) =>
      `OrderSlip ist gespeichert, aber ${name} hat noch keinen Testbon gedruckt. Bestellungen werden darauf gedruckt; Status erinnert Sie daran, ihn zu testen.`,
    receiptHeading: 'Bondrucker',
    labelHeading: 'Etikettendrucker',
    labelIntro:
      'Etiketten für Tüten, Tortenkartons und Kühlboxen kommen aus einem Etikettendrucker neben dem Bondrucker. Er ist freiwillig; Drucker suchen findet auch Etikettendrucker.',
    findIntro:
      'Drucker suchen findet Bon- und Etikettendrucker: Ein gewählter Bondrucker wird der Bondrucker, ein gewählter Etikettendrucker der Etikettendrucker.',
    addLabel: 'Etikettendrucker hinzufügen',
    removeLabel: 'Kein Etikettendrucker',
    labelsPrinted: 'Prüfen Sie die Etiketten, speichern Sie dann und schließen Sie ab.',
    labelsDelivered: (name: string) =>
      `Die Testetiketten wurden an ${name} gesendet, aber dieser Drucker kann nicht bestätigen, dass sie gedruckt wurden. Sind sie herausgekommen?`,
    labelsQueueCompleted: (name: string) =>
      `Von der Druckwarteschlange abgeschlossen: Die Druckwarteschlange des Computers meldet die Testetiketten für ${name} als fertig, aber der Drucker selbst kann das nicht bestätigen. Sind sie herausgekommen?`,
    labelsCameOut: 'Ja, sie sind herausgekommen',
    labelsFailed:
      'Prüfen Sie, ob der Etikettendrucker eingeschaltet ist, Etiketten hat und angeschlossen ist und ob seine Verbindung oben stimmt; drucken Sie dann erneut Testetiketten. Oder überspringen Sie den Test vorerst.',
    testLabelsFirst: (name: string) =>
      `Drucken Sie zuerst Testetiketten auf ${name} oder überspringen Sie den Test vorerst.`,
    doneReceipts: (name: string) => `Bons werden auf ${name} gedruckt.`,
    doneLabels: (name: string) => `Etiketten werden auf ${name} gedruckt.`,
    doneUntestedLabels: (name: string) =>
      `${name} hat noch keine Testetiketten gedruckt. Etiketten werden darauf gedruckt; Status erinnert Sie daran, ihn zu testen.`,
    finish: 'Zu Status',
    cancel: 'Assistenten schließen',
  },
  dialog: {
    close: 'Schließen',
  },
  day,
  kitchen,
  shopDaySettings,
  network,
  alerts,
  pin,
  dateInput,
  lateChanges,
};
