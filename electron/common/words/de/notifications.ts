/**
 * The words of desktop notifications and the tray's tooltip in German, from problem kinds to functions of
 * their parameters. A problem's detail, a message, is said in the same language.
 */
import { pluralIn, type Translation } from '../wording';
import {
  networkProblems,
  type notifications as En,
  type PrinterAdvice,
  type PrinterPhrases,
} from '../en/notifications';
import { network } from './window/network';

const plural = pluralIn('de');

const printer: Translation<PrinterPhrases> = {
  ready: (name) => `${name} ist bereit`,
  printing: (name) => `${name} druckt`,
  paper_low: (name) => `${name} hat bald kein Papier mehr`,
  paper_out: (name) => `${name} hat kein Papier mehr`,
  cover_open: (name) => `Bei ${name} ist der Deckel offen`,
  offline: (name) => `${name} ist offline`,
  error: (name) => `${name} meldet einen Fehler`,
  unreachable: (name) => `${name} ist nicht erreichbar`,
  unknown: (name) => `${name} antwortet nicht`,
  paused: (name) => `${name} ist pausiert`,
  not_verifiable: (name) => `${name} kann nicht bestätigen, was er druckt`,
};

const advice: Translation<PrinterAdvice> = {
  ready: '',
  printing: '',
  paper_low: 'Legen Sie bald eine neue Rolle ein.',
  paper_out: 'Legen Sie Papier ein: Der Druck geht von selbst weiter.',
  cover_open: 'Schließen Sie den Deckel: Der Druck geht von selbst weiter.',
  offline: 'Prüfen Sie, ob er eingeschaltet und angeschlossen ist.',
  error:
    'Sehen Sie am Drucker nach (Papierstau, Abschneider); schalten Sie ihn bei Bedarf aus und wieder ein.',
  unreachable: 'Prüfen Sie, ob er eingeschaltet und mit dem Netzwerk verbunden ist.',
  unknown: 'Prüfen Sie, ob er eingeschaltet und angeschlossen ist.',
  paused: 'Setzen Sie ihn in OrderSlip fort, um sie zu drucken.',
  not_verifiable: 'Prüfen Sie seine Einstellungen in OrderSlip.',
};

export const notifications: Translation<typeof En> = {
  newOrders: (count) =>
    count === 1
      ? { title: 'Neue Bestellung', body: 'Die Bestellung wird gedruckt.' }
      : { title: `${count} neue Bestellungen`, body: 'Die Bestellungen werden gedruckt.' },
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip wurde angehalten: Der Bestellverlauf ist beschädigt',
      body: 'Starten Sie OrderSlip neu; wenn es wieder passiert, wenden Sie sich an den Support.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip kann seinen Bestellverlauf nicht schreiben',
      body: 'Neue Bestellungen werden erst angenommen, wenn das wieder geht: Schaffen Sie Speicherplatz auf diesem Computer. OrderSlip versucht es von selbst erneut.',
    }),
    'token-rejected': () => ({
      title: 'Der Bestelldienst lehnt das Zugangstoken ab',
      body: 'Es kommen keine neuen Bestellungen herein. Geben Sie in den Einstellungen ein gültiges Token ein.',
    }),
    'token-doubted': () => ({
      title: 'Der Bestelldienst hat das Zugangstoken abgelehnt',
      body: 'OrderSlip versucht es weiter, aber langsamer. Wenn das anhält, prüfen Sie das Token in den Einstellungen.',
    }),
    'printer-not-ready': (p) => ({
      title: printer[p.state](p.printerName),
      body: `${plural(p.waiting, { one: '1 Bon wartet darauf.', other: `${p.waiting} Bons warten darauf.` })} ${advice[p.state]}`.trim(),
    }),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} meldet nicht, wann ein Bon fertig ist`,
      body: 'Seine Bestellungen warten, bis Sie das Papier prüfen. Kann er es nicht melden, schalten Sie für ihn „Ohne Nachweis drucken“ ein, unter Einstellungen › Drucker.',
    }),
    'service-failing': (p, say) => ({
      title: 'Es kommen keine neuen Bestellungen herein',
      body: `${say(p.detail)} OrderSlip versucht es weiter.`,
    }),
    'wrong-shop': (p) => ({
      title: `Der Bestelldienst hat für Geschäft ${p.shopId} Bestellungen anderer Geschäfte gesendet`,
      body: `OrderSlip hat diese ${p.count} Bestellungen liegen gelassen. Prüfen Sie die Geschäftsnummer in den Einstellungen.`,
    }),
    'held-orders': (p) => ({
      title: plural(p.count, {
        one: 'Eine Bestellung braucht Sie',
        other: `${p.count} Bestellungen brauchen Sie`,
      }),
      body: 'Öffnen Sie OrderSlip, um zu sehen, was zu tun ist.',
    }),
    'confirm-failing': (p, say) => ({
      title:
        p.count === 1
          ? 'Der Bestelldienst nimmt eine gedruckte Bestellung nicht als erledigt an'
          : `Der Bestelldienst nimmt ${p.count} gedruckte Bestellungen nicht als erledigt an`,
      body: `${say(p.detail)} Nichts wird erneut gedruckt; OrderSlip versucht weiter zu bestätigen. Wenn das anhält, sagen Sie es dem Bestelldienst.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} hat noch keinen Testbon gedruckt`,
      body: 'Er wurde ohne Testdruck eingerichtet, also hat ihn noch niemand drucken sehen. Drucken Sie einen Testbon, um sicher zu sein, dass die Bestellungen herauskommen.',
    }),
    'orders-waiting': (p) => ({
      title:
        p.count === 1
          ? 'Eine Bestellung wartet seit über einer Minute auf den Druck'
          : `${p.count} Bestellungen warten auf den Druck, die älteste seit über einer Minute`,
      body: 'Öffnen Sie OrderSlip, um zu sehen, warum.',
    }),
    'history-lost': () => ({
      title: 'Der Bestellverlauf von OrderSlip ist verloren gegangen',
      body: 'Bestellungen, die erneut hereinkommen, werden mit MÖGLICHES DUPLIKAT gedruckt: Prüfen Sie, ob sie nicht schon zubereitet wurden.',
    }),
    'update-check-failed': (p, say) => ({
      title: `OrderSlip ${p.version} hat die Prüfung nach dem Update von ${p.fromVersion} nicht bestanden`,
      body: `${say(p.detail)} Öffnen Sie OrderSlip, Status.`,
    }),
    'not-collected': (p) => ({
      title:
        p.count === 1
          ? 'Eine Bestellung für heute wurde nicht abgeholt'
          : `${p.count} Bestellungen für heute wurden nicht abgeholt`,
      body: 'Öffnen Sie OrderSlip, Status, um zu sehen, von wem: Rufen Sie an, oder markieren Sie sie als abgeholt.',
    }),
    'orders-gone': (p) => ({
      title: plural(p.count, {
        one: 'Eine Bestellung ist nicht mehr beim Bestelldienst: storniert?',
        other: `${p.count} Bestellungen sind nicht mehr beim Bestelldienst: storniert?`,
      }),
      body: plural(p.count, {
        one: 'Fragen Sie den Kunden, bevor Sie sie machen. Öffnen Sie OrderSlip, Status, um zu sehen, welche.',
        other:
          'Fragen Sie die Kunden, bevor Sie sie machen. Öffnen Sie OrderSlip, Status, um zu sehen, welche.',
      }),
    }),
    ...networkProblems(network),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} druckt wieder`,
      body: 'Die wartenden Bons werden gedruckt.',
    }),
    'service-failing': () => ({
      title: 'Bestellungen kommen wieder herein',
      body: 'OrderSlip erreicht den Bestelldienst wieder.',
    }),
    'token-doubted': () => ({
      title: 'Der Bestelldienst nimmt das Token wieder an',
      body: 'Bestellungen kommen wie gewohnt herein.',
    }),
  },
  still: (title) => `Immer noch: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${plural(count, { one: '1 Bestellung wartet', other: `${count} Bestellungen warten` })}: ${problem}`,
  allWell: 'Alles in Ordnung',
  printing: (count) =>
    plural(count, { one: '1 Bestellung wird gedruckt', other: `${count} Bestellungen werden gedruckt` }),
  notRunning: {
    not_configured: 'OrderSlip ist noch nicht eingerichtet',
    stopped: 'OrderSlip ist angehalten',
    paused: 'Alle Drucker sind pausiert',
  },
  menu: {
    open: 'OrderSlip öffnen',
    pause: 'Drucken pausieren',
    resume: 'Drucken fortsetzen',
    quit: 'OrderSlip beenden',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip läuft bereits',
    body:
      `OrderSlip kann nicht starten: Sein Datenordner ${p.folder} wird von ${{ app: 'der OrderSlip-App', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} benutzt ` +
      `(Prozess ${p.pid}${p.hostname ? ` auf ${p.hostname}` : ''}, gestartet ${p.startedAt}). ` +
      (p.hostname
        ? `Beenden Sie das andere OrderSlip; läuft es dort nicht mehr, löschen Sie ${p.lockFile}.`
        : 'Beenden Sie zuerst das andere OrderSlip: Nur ein OrderSlip darf einen Datenordner benutzen.'),
  }),
};
