/**
 * The words of desktop notifications and the tray's tooltip, in Dutch, French and English: one table per
 * language, from problem kinds to functions of their parameters. They speak the app's language setting
 * (`appLanguage`); a problem's detail, a message, is said in the same language. The window has its own
 * words in `i18n/window`.
 */
import type { HeadlineView, PrinterStateView, ProblemKind, ProblemView } from '../contract/app-api';
import type { AppLanguage } from '../contract/settings';
import { say, type Message } from '../messages/catalogue';
import type { Language } from '../model/printer-settings';
import { holdsOrdersBack } from '../contract/problem-kinds';
import { networkEn, networkFr, networkNl, type NetworkWords } from './window/network-words';

/** The network's problems as notifications, in the words the window uses for them. */
export function networkProblems(w: NetworkWords) {
  const shop = (p: { shopId: number; shopName: string | null }) => p.shopName ?? w.shopNumber(p.shopId);
  return {
    'peer-conflict': (p: ProblemOf<'peer-conflict'>) => w.notifications.peerConflict(shop(p), p.otherPc),
    'took-over': (p: ProblemOf<'took-over'>) =>
      p.ordersWaited
        ? w.notifications.tookOverWaited(shop(p), p.fromPc)
        : w.notifications.tookOver(shop(p), p.fromPc),
    'shop-taken-over': (p: ProblemOf<'shop-taken-over'>) => w.notifications.shopTakenOver(shop(p), p.byPc),
    'standby-orders-waiting': (p: ProblemOf<'standby-orders-waiting'>) =>
      w.notifications.standbyWaiting(shop(p), p.printedBy),
    'peer-unproven': (p: ProblemOf<'peer-unproven'>) =>
      w.notifications.peerUnproven(
        p.shopName ?? (p.shopId === null ? null : w.shopNumber(p.shopId)),
        p.address,
      ),
    'discovery-failing': () => w.notifications.discoveryFailing(),
  };
}

export type NotificationLanguage = Language;

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

type ProblemOf<K extends ProblemKind> = Extract<ProblemView, { kind: K }>;
/** A message (a problem's detail) in the notification's language. */
type Say = (message: Message) => string;
type ProblemWords = { readonly [K in ProblemKind]: (problem: ProblemOf<K>, say: Say) => NotificationText };
type OverWords = { readonly [K in ProblemKind]?: (problem: ProblemOf<K>) => NotificationText };

/** Why nothing is fetched or printed, when no problem says it. */
export type NotRunning = 'not_configured' | 'stopped' | 'paused';

export interface Messages {
  readonly newOrders: (count: number) => NotificationText;
  /** A problem that began (after its grace period). */
  readonly problem: ProblemWords;
  /** A problem that is over, for those that end by themselves; the others end by a person's hand. */
  readonly over: OverWords;
  /** A reminder of a problem still there after a long while. */
  readonly still: (title: string) => string;
  /** "3 orders wait: Counter is out of paper": the headline with orders waiting. */
  readonly ordersWaitBecause: (count: number, problem: string) => string;
  readonly allWell: string;
  readonly printing: (count: number) => string;
  readonly notRunning: Readonly<Record<NotRunning, string>>;
  readonly menu: TrayMenuWords;
  /** The app cannot start: another OrderSlip uses its data folder. */
  readonly folderBusy: (busy: FolderBusy) => NotificationText;
}

/** Who holds the data folder, for the app's refusal to start (see DataFolderBusyError). */
export interface FolderBusy {
  readonly folder: string;
  readonly kind: 'app' | 'run' | 'demo';
  readonly pid: number;
  readonly startedAt: string;
  /** The holder runs on another computer (a shared folder). */
  readonly hostname: string | null;
  readonly lockFile: string;
}

/** The tray menu's items. */
export interface TrayMenuWords {
  readonly open: string;
  readonly pause: string;
  readonly resume: string;
  readonly quit: string;
}

type PrinterPhrases = Readonly<Record<PrinterStateView, (name: string) => string>>;
type PrinterAdvice = Readonly<Record<PrinterStateView, string>>;

const enPrinter: PrinterPhrases = {
  ready: (name) => `${name} is ready`,
  printing: (name) => `${name} is printing`,
  paper_low: (name) => `${name} is low on paper`,
  paper_out: (name) => `${name} is out of paper`,
  cover_open: (name) => `${name} has its cover open`,
  offline: (name) => `${name} is offline`,
  error: (name) => `${name} reports an error`,
  unreachable: (name) => `${name} cannot be reached`,
  unknown: (name) => `${name} does not answer`,
  paused: (name) => `${name} is paused`,
  not_verifiable: (name) => `${name} cannot confirm what it prints`,
};
const enAdvice: PrinterAdvice = {
  ready: '',
  printing: '',
  paper_low: 'Load paper soon.',
  paper_out: 'Load paper: printing goes on by itself.',
  cover_open: 'Close the cover: printing goes on by itself.',
  offline: 'Check that it is switched on and connected.',
  error: 'Look at the printer (paper jam, cutter); switch it off and on if needed.',
  unreachable: 'Check that it is switched on and connected to the network.',
  unknown: 'Check that it is switched on and connected.',
  paused: 'Resume it in OrderSlip to print them.',
  not_verifiable: 'Check its settings in OrderSlip.',
};

const en: Messages = {
  newOrders: (count) =>
    count === 1
      ? { title: 'New order', body: 'It is being printed.' }
      : { title: `${count} new orders`, body: 'They are being printed.' },
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip stopped: its order history is damaged',
      body: 'Restart OrderSlip; if it happens again, contact support.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip cannot write its order history',
      body: 'New orders are not taken in until it can: free disk space on this computer. OrderSlip tries again by itself.',
    }),
    'token-rejected': () => ({
      title: 'The ordering service refuses the access token',
      body: 'No new orders come in. Enter a valid token in the settings.',
    }),
    'token-doubted': () => ({
      title: 'The ordering service refused the access token',
      body: 'OrderSlip keeps trying, more slowly. If this goes on, check the token in the settings.',
    }),
    'printer-not-ready': (p) => ({
      title: enPrinter[p.state](p.printerName),
      body: `${p.waiting === 1 ? '1 receipt waits for it.' : `${p.waiting} receipts wait for it.`} ${enAdvice[p.state]}`.trim(),
    }),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} does not report finished receipts`,
      body: 'Its orders wait for you to check the paper. If it cannot report, turn on “Print without proof” for it in Settings › Printers.',
    }),
    'service-failing': (p, say) => ({
      title: 'New orders are not coming in',
      body: `${say(p.detail)} OrderSlip keeps trying.`,
    }),
    'wrong-shop': (p) => ({
      title: `The service sent other shops’ orders for shop ${p.shopId}`,
      body: `OrderSlip left those ${p.count} orders alone. Check the shop number in the settings.`,
    }),
    'held-orders': (p) => ({
      title: p.count === 1 ? 'An order needs you' : `${p.count} orders need you`,
      body: 'Open OrderSlip to see what to do.',
    }),
    'confirm-failing': (p, say) => ({
      title:
        p.count === 1
          ? 'The ordering service does not accept a printed order as done'
          : `The ordering service does not accept ${p.count} printed orders as done`,
      body: `${say(p.detail)} Nothing prints again; OrderSlip keeps trying to confirm. If this goes on, tell the ordering service.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} has not printed a test receipt yet`,
      body: 'It was set up without a test print, so nobody has seen it print yet. Print a test receipt to be sure orders come out.',
    }),
    'orders-waiting': (p) => ({
      title:
        p.count === 1
          ? 'An order has waited over a minute to print'
          : `${p.count} orders wait to print, the oldest for over a minute`,
      body: 'Open OrderSlip to see why.',
    }),
    'history-lost': () => ({
      title: 'OrderSlip’s order history was lost',
      body: 'Orders it sees again print marked POSSIBLE DUPLICATE: check that they were not made already.',
    }),
    'not-collected': (p) => ({
      title:
        p.count === 1
          ? 'An order due today was not collected'
          : `${p.count} orders due today were not collected`,
      body: 'Open OrderSlip, Status, to see whose: call them, or mark them collected.',
    }),
    ...networkProblems(networkEn),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} prints again`,
      body: 'The waiting receipts are printing.',
    }),
    'service-failing': () => ({
      title: 'Orders come in again',
      body: 'OrderSlip reaches the ordering service again.',
    }),
    'token-doubted': () => ({
      title: 'The ordering service accepts the token again',
      body: 'Orders come in as usual.',
    }),
  },
  still: (title) => `Still: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${count === 1 ? '1 order waits' : `${count} orders wait`}: ${problem}`,
  allWell: 'All is well',
  printing: (count) => (count === 1 ? '1 order is being printed' : `${count} orders are being printed`),
  notRunning: {
    not_configured: 'OrderSlip is not set up yet',
    stopped: 'OrderSlip is stopped',
    paused: 'Every printer is paused',
  },
  menu: {
    open: 'Open OrderSlip',
    pause: 'Pause printing',
    resume: 'Resume printing',
    quit: 'Quit OrderSlip',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip is already running',
    body:
      `OrderSlip cannot start: its data folder ${p.folder} is in use by ${{ app: 'the OrderSlip app', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} ` +
      `(process ${p.pid}${p.hostname ? ` on ${p.hostname}` : ''}, started ${p.startedAt}). ` +
      (p.hostname
        ? `Stop that one; if it no longer runs there, delete ${p.lockFile}.`
        : 'Stop that one first: only one OrderSlip may use a data folder.'),
  }),
};

const nlPrinter: PrinterPhrases = {
  ready: (name) => `${name} is klaar`,
  printing: (name) => `${name} drukt af`,
  paper_low: (name) => `${name} heeft bijna geen papier meer`,
  paper_out: (name) => `${name} heeft geen papier meer`,
  cover_open: (name) => `${name} staat met de klep open`,
  offline: (name) => `${name} is offline`,
  error: (name) => `${name} meldt een fout`,
  unreachable: (name) => `${name} is niet bereikbaar`,
  unknown: (name) => `${name} antwoordt niet`,
  paused: (name) => `${name} is gepauzeerd`,
  not_verifiable: (name) => `${name} kan niet bevestigen wat hij afdrukt`,
};
const nlAdvice: PrinterAdvice = {
  ready: '',
  printing: '',
  paper_low: 'Leg binnenkort een nieuwe rol in.',
  paper_out: 'Leg nieuw papier in: het afdrukken gaat vanzelf verder.',
  cover_open: 'Sluit de klep: het afdrukken gaat vanzelf verder.',
  offline: 'Kijk na of hij aanstaat en aangesloten is.',
  error: 'Kijk naar de printer (papier vast, snijmes); zet hem zo nodig uit en weer aan.',
  unreachable: 'Kijk na of hij aanstaat en met het netwerk verbonden is.',
  unknown: 'Kijk na of hij aanstaat en aangesloten is.',
  paused: 'Hervat hem in OrderSlip om ze af te drukken.',
  not_verifiable: 'Kijk zijn instellingen in OrderSlip na.',
};

const nl: Messages = {
  newOrders: (count) =>
    count === 1
      ? { title: 'Nieuwe bestelling', body: 'Ze wordt afgedrukt.' }
      : { title: `${count} nieuwe bestellingen`, body: 'Ze worden afgedrukt.' },
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip is gestopt: de bestelgeschiedenis is beschadigd',
      body: 'Start OrderSlip opnieuw; gebeurt het weer, neem dan contact op met de ondersteuning.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip kan zijn bestelgeschiedenis niet wegschrijven',
      body: 'Nieuwe bestellingen worden pas binnengehaald als dat weer kan: maak schijfruimte vrij op deze computer. OrderSlip probeert het vanzelf opnieuw.',
    }),
    'token-rejected': () => ({
      title: 'De bestelservice weigert het toegangstoken',
      body: 'Er komen geen nieuwe bestellingen binnen. Vul een geldig token in bij de instellingen.',
    }),
    'token-doubted': () => ({
      title: 'De bestelservice weigerde het toegangstoken',
      body: 'OrderSlip blijft het proberen, maar trager. Blijft dit zo, kijk dan het token na bij de instellingen.',
    }),
    'printer-not-ready': (p) => ({
      title: nlPrinter[p.state](p.printerName),
      body: `${p.waiting === 1 ? '1 bon wacht erop.' : `${p.waiting} bonnen wachten erop.`} ${nlAdvice[p.state]}`.trim(),
    }),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} meldt niet wanneer een bon klaar is`,
      body: 'Zijn bestellingen wachten tot je het papier nakijkt. Kan hij het niet melden, zet dan “Afdrukken zonder bewijs” aan voor deze printer bij de instellingen.',
    }),
    'service-failing': (p, say) => ({
      title: 'Er komen geen nieuwe bestellingen binnen',
      body: `${say(p.detail)} OrderSlip blijft het proberen.`,
    }),
    'wrong-shop': (p) => ({
      title: `De dienst stuurde bestellingen van andere winkels voor winkel ${p.shopId}`,
      body: `OrderSlip liet die ${p.count} bestellingen liggen. Kijk het winkelnummer na bij de instellingen.`,
    }),
    'held-orders': (p) => ({
      title: p.count === 1 ? 'Een bestelling heeft je nodig' : `${p.count} bestellingen hebben je nodig`,
      body: 'Open OrderSlip om te zien wat je moet doen.',
    }),
    'confirm-failing': (p, say) => ({
      title:
        p.count === 1
          ? 'De bestelservice aanvaardt een afgedrukte bestelling niet als afgehandeld'
          : `De bestelservice aanvaardt ${p.count} afgedrukte bestellingen niet als afgehandeld`,
      body: `${say(p.detail)} Er wordt niets opnieuw afgedrukt; OrderSlip blijft het proberen. Blijft dit zo, verwittig dan de bestelservice.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} heeft nog geen testbon afgedrukt`,
      body: 'De printer is ingesteld zonder testafdruk, dus niemand heeft hem al zien afdrukken. Druk een testbon af om zeker te zijn dat de bestellingen eruit komen.',
    }),
    'orders-waiting': (p) => ({
      title:
        p.count === 1
          ? 'Een bestelling wacht al meer dan een minuut op afdrukken'
          : `${p.count} bestellingen wachten op afdrukken, de oudste al meer dan een minuut`,
      body: 'Open OrderSlip om te zien waarom.',
    }),
    'history-lost': () => ({
      title: 'De bestelgeschiedenis van OrderSlip is verloren gegaan',
      body: 'Bestellingen die opnieuw binnenkomen, worden afgedrukt met de vermelding MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt zijn.',
    }),
    'not-collected': (p) => ({
      title:
        p.count === 1
          ? 'Een bestelling voor vandaag werd niet afgehaald'
          : `${p.count} bestellingen voor vandaag werden niet afgehaald`,
      body: 'Open OrderSlip, Status, om te zien van wie: bel hen, of markeer ze als afgehaald.',
    }),
    ...networkProblems(networkNl),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} drukt weer af`,
      body: 'De wachtende bonnen worden afgedrukt.',
    }),
    'service-failing': () => ({
      title: 'Bestellingen komen weer binnen',
      body: 'OrderSlip bereikt de bestelservice weer.',
    }),
    'token-doubted': () => ({
      title: 'De bestelservice aanvaardt het token weer',
      body: 'Bestellingen komen weer gewoon binnen.',
    }),
  },
  still: (title) => `Nog steeds: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${count === 1 ? '1 bestelling wacht' : `${count} bestellingen wachten`}: ${problem}`,
  allWell: 'Alles in orde',
  printing: (count) =>
    count === 1 ? '1 bestelling wordt afgedrukt' : `${count} bestellingen worden afgedrukt`,
  notRunning: {
    not_configured: 'OrderSlip is nog niet ingesteld',
    stopped: 'OrderSlip is gestopt',
    paused: 'Alle printers zijn gepauzeerd',
  },
  menu: {
    open: 'OrderSlip openen',
    pause: 'Afdrukken pauzeren',
    resume: 'Afdrukken hervatten',
    quit: 'OrderSlip afsluiten',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip draait al',
    body:
      `OrderSlip kan niet starten: de gegevensmap ${p.folder} is in gebruik door ${{ app: 'de OrderSlip-app', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} ` +
      `(proces ${p.pid}${p.hostname ? ` op ${p.hostname}` : ''}, gestart ${p.startedAt}). ` +
      (p.hostname
        ? `Stop die eerst; draait die daar niet meer, verwijder dan ${p.lockFile}.`
        : 'Stop die eerst: er mag maar één OrderSlip een gegevensmap gebruiken.'),
  }),
};

const frPrinter: PrinterPhrases = {
  ready: (name) => `${name} est prête`,
  printing: (name) => `${name} imprime`,
  paper_low: (name) => `${name} n’a presque plus de papier`,
  paper_out: (name) => `${name} n’a plus de papier`,
  cover_open: (name) => `${name} a le capot ouvert`,
  offline: (name) => `${name} est hors ligne`,
  error: (name) => `${name} signale une erreur`,
  unreachable: (name) => `${name} est injoignable`,
  unknown: (name) => `${name} ne répond pas`,
  paused: (name) => `${name} est en pause`,
  not_verifiable: (name) => `${name} ne peut pas confirmer ce qu’elle imprime`,
};
const frAdvice: PrinterAdvice = {
  ready: '',
  printing: '',
  paper_low: 'Prévoyez bientôt un nouveau rouleau.',
  paper_out: 'Remettez du papier\u202f: l’impression reprend d’elle-même.',
  cover_open: 'Fermez le capot\u202f: l’impression reprend d’elle-même.',
  offline: 'Vérifiez qu’elle est allumée et branchée.',
  error:
    'Vérifiez l’imprimante (papier coincé, coupe-papier)\u202f; éteignez-la et rallumez-la si nécessaire.',
  unreachable: 'Vérifiez qu’elle est allumée et connectée au réseau.',
  unknown: 'Vérifiez qu’elle est allumée et branchée.',
  paused: 'Reprenez-la dans OrderSlip pour les imprimer.',
  not_verifiable: 'Vérifiez ses réglages dans OrderSlip.',
};

const fr: Messages = {
  newOrders: (count) =>
    count === 1
      ? { title: 'Nouvelle commande', body: 'Elle est en cours d’impression.' }
      : { title: `${count} nouvelles commandes`, body: 'Elles sont en cours d’impression.' },
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip s’est arrêté\u202f: l’historique des commandes est endommagé',
      body: 'Redémarrez OrderSlip\u202f; si cela se reproduit, contactez l’assistance.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip ne peut pas écrire son historique des commandes',
      body: 'Les nouvelles commandes ne seront reçues qu’une fois que ce sera possible\u202f: libérez de l’espace disque sur cet ordinateur. OrderSlip réessaie tout seul.',
    }),
    'token-rejected': () => ({
      title: 'Le service de commandes refuse le jeton d’accès',
      body: 'Aucune nouvelle commande n’arrive. Saisissez un jeton valide dans les réglages.',
    }),
    'token-doubted': () => ({
      title: 'Le service de commandes a refusé le jeton d’accès',
      body: 'OrderSlip continue d’essayer, plus lentement. Si cela dure, vérifiez le jeton dans les réglages.',
    }),
    'printer-not-ready': (p) => ({
      title: frPrinter[p.state](p.printerName),
      body: `${p.waiting === 1 ? '1 ticket l’attend.' : `${p.waiting} tickets l’attendent.`} ${frAdvice[p.state]}`.trim(),
    }),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} ne signale pas quand un ticket est imprimé`,
      body: 'Ses commandes attendent que vous vérifiiez le papier. Si elle ne peut pas le signaler, activez «\u202fImprimer sans preuve\u202f» pour elle dans les réglages.',
    }),
    'service-failing': (p, say) => ({
      title: 'Les nouvelles commandes n’arrivent plus',
      body: `${say(p.detail)} OrderSlip continue d’essayer.`,
    }),
    'wrong-shop': (p) => ({
      title: `Le service a envoyé des commandes d’autres magasins pour le magasin ${p.shopId}`,
      body: `OrderSlip n’a pas touché à ces ${p.count} commandes. Vérifiez le numéro du magasin dans les réglages.`,
    }),
    'held-orders': (p) => ({
      title: p.count === 1 ? 'Une commande a besoin de vous' : `${p.count} commandes ont besoin de vous`,
      body: 'Ouvrez OrderSlip pour voir quoi faire.',
    }),
    'confirm-failing': (p, say) => ({
      title:
        p.count === 1
          ? 'Le service de commandes n’accepte pas une commande imprimée comme traitée'
          : `Le service de commandes n’accepte pas ${p.count} commandes imprimées comme traitées`,
      body: `${say(p.detail)} Rien ne sera réimprimé\u202f; OrderSlip continue d’essayer de confirmer. Si cela dure, prévenez le service de commandes.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} n’a pas encore imprimé de ticket de test`,
      body: 'Elle a été configurée sans impression de test\u202f: personne ne l’a encore vue imprimer. Imprimez un ticket de test pour vous assurer que les commandes sortent bien.',
    }),
    'orders-waiting': (p) => ({
      title:
        p.count === 1
          ? 'Une commande attend d’être imprimée depuis plus d’une minute'
          : `${p.count} commandes attendent d’être imprimées, la plus ancienne depuis plus d’une minute`,
      body: 'Ouvrez OrderSlip pour voir pourquoi.',
    }),
    'history-lost': () => ({
      title: 'L’historique des commandes d’OrderSlip a été perdu',
      body: 'Les commandes qui reviennent s’impriment avec la mention DOUBLON POSSIBLE\u202f: vérifiez qu’elles n’ont pas déjà été préparées.',
    }),
    'not-collected': (p) => ({
      title:
        p.count === 1
          ? 'Une commande du jour n’a pas été retirée'
          : `${p.count} commandes du jour n’ont pas été retirées`,
      body: 'Ouvrez OrderSlip, État, pour voir lesquelles\u202f: appelez les clients, ou marquez-les retirées.',
    }),
    ...networkProblems(networkFr),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} imprime à nouveau`,
      body: 'Les tickets en attente s’impriment.',
    }),
    'service-failing': () => ({
      title: 'Les commandes arrivent à nouveau',
      body: 'OrderSlip joint à nouveau le service de commandes.',
    }),
    'token-doubted': () => ({
      title: 'Le service de commandes accepte à nouveau le jeton',
      body: 'Les commandes arrivent normalement.',
    }),
  },
  still: (title) => `Toujours\u202f: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${count === 1 ? '1 commande attend' : `${count} commandes attendent`}\u202f: ${problem}`,
  allWell: 'Tout va bien',
  printing: (count) =>
    count === 1 ? '1 commande est en cours d’impression' : `${count} commandes sont en cours d’impression`,
  notRunning: {
    not_configured: 'OrderSlip n’est pas encore configuré',
    stopped: 'OrderSlip est arrêté',
    paused: 'Toutes les imprimantes sont en pause',
  },
  menu: {
    open: 'Ouvrir OrderSlip',
    pause: 'Mettre l’impression en pause',
    resume: 'Reprendre l’impression',
    quit: 'Quitter OrderSlip',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip est déjà lancé',
    body:
      `OrderSlip ne peut pas démarrer\u202f: son dossier de données ${p.folder} est utilisé par ${{ app: 'l’application OrderSlip', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} ` +
      `(processus ${p.pid}${p.hostname ? ` sur ${p.hostname}` : ''}, démarré ${p.startedAt}). ` +
      (p.hostname
        ? `Arrêtez-le\u202f; s’il ne tourne plus là-bas, supprimez ${p.lockFile}.`
        : 'Arrêtez-le d’abord\u202f: un seul OrderSlip peut utiliser un dossier de données.'),
  }),
};

export const NOTIFICATION_MESSAGES: Readonly<Record<NotificationLanguage, Messages>> = { nl, fr, en };

/** The language for a locale such as `nl-BE` or `fr`: its first two letters, English when unknown. */
export function notificationLanguage(locale: string | null | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return code === 'nl' || code === 'fr' ? code : 'en';
}

/** The language the app speaks: the one chosen in its settings, or the system's ('system'). */
export function appLanguage(setting: AppLanguage, systemLocale: string): Language {
  return setting === 'system' ? notificationLanguage(systemLocale) : setting;
}

/** The sentences of one language, for the notification policy and the tray. */
export class NotificationWords {
  private readonly messages: Messages;

  constructor(readonly language: NotificationLanguage) {
    this.messages = NOTIFICATION_MESSAGES[language];
  }

  get menu(): TrayMenuWords {
    return this.messages.menu;
  }

  folderBusy(busy: FolderBusy): NotificationText {
    return this.messages.folderBusy(busy);
  }

  newOrders(count: number): NotificationText {
    return this.messages.newOrders(count);
  }

  problem(problem: ProblemView): NotificationText {
    // One entry per kind; TypeScript cannot relate the entry's parameter to the union member here.
    const words = this.messages.problem[problem.kind] as (problem: ProblemView, say: Say) => NotificationText;
    return words(problem, (message) => say(message, this.language));
  }

  /** A reminder: the problem's own words, said to be still there. */
  still(problem: ProblemView): NotificationText {
    const text = this.problem(problem);
    return { title: this.messages.still(text.title), body: text.body };
  }

  /** Null for problems a person ends in the window, where a notification would only repeat it. */
  over(problem: ProblemView): NotificationText | null {
    const words = this.messages.over[problem.kind] as
      ((problem: ProblemView) => NotificationText) | undefined;
    return words ? words(problem) : null;
  }

  /** The headline in one sentence: "3 orders wait: Counter is out of paper". */
  headline(headline: HeadlineView, notRunning: NotRunning | null = null): string {
    const { worst, waiting } = headline;
    if (worst) {
      const title = this.problem(worst).title;
      return waiting > 0 && worst.kind !== 'orders-waiting' && holdsOrdersBack(worst.kind)
        ? this.messages.ordersWaitBecause(waiting, title)
        : title;
    }
    if (notRunning) return this.messages.notRunning[notRunning];
    return waiting > 0 ? this.messages.printing(waiting) : this.messages.allWell;
  }
}
