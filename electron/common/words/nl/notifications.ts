import { pluralIn, type Translation } from '../wording';
import {
  networkProblems,
  printerNotReady,
  type notifications as En,
  type PrinterAdvice,
  type PrinterPhrases,
} from '../en/notifications';
import { network } from './window/network';

const plural = pluralIn('nl');

const printer: Translation<PrinterPhrases> = {
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
const advice: Translation<PrinterAdvice> = {
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

export const notifications: Translation<typeof En> = {
  newOrders: (count) => ({
    title: plural(count, { one: 'Nieuwe bestelling', other: `${count} nieuwe bestellingen` }),
    body: plural(count, { one: 'Ze wordt afgedrukt.', other: 'Ze worden afgedrukt.' }),
  }),
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
    'printer-not-ready': printerNotReady(printer, advice, (waiting) =>
      plural(waiting, { one: `${waiting} bon wacht erop.`, other: `${waiting} bonnen wachten erop.` }),
    ),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} meldt niet wanneer een bon klaar is`,
      body: 'Zijn bestellingen wachten tot u het papier nakijkt. Kan hij het niet melden, zet dan “Afdrukken zonder bewijs” aan voor deze printer bij de instellingen.',
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
      title: plural(p.count, {
        one: 'Een bestelling heeft u nodig',
        other: `${p.count} bestellingen hebben u nodig`,
      }),
      body: 'Open OrderSlip om te zien wat u moet doen.',
    }),
    'confirm-failing': (p, say) => ({
      title: plural(p.count, {
        one: 'De bestelservice aanvaardt een afgedrukte bestelling niet als afgehandeld',
        other: `De bestelservice aanvaardt ${p.count} afgedrukte bestellingen niet als afgehandeld`,
      }),
      body: `${say(p.detail)} Er wordt niets opnieuw afgedrukt; OrderSlip blijft het proberen. Blijft dit zo, verwittig dan de bestelservice.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} heeft nog geen testbon afgedrukt`,
      body: 'De printer is ingesteld zonder testafdruk, dus niemand heeft hem al zien afdrukken. Druk een testbon af om zeker te zijn dat de bestellingen eruit komen.',
    }),
    'orders-waiting': (p) => ({
      title: plural(p.count, {
        one: 'Een bestelling wacht al meer dan een minuut op afdrukken',
        other: `${p.count} bestellingen wachten op afdrukken, de oudste al meer dan een minuut`,
      }),
      body: 'Open OrderSlip om te zien waarom.',
    }),
    'history-lost': () => ({
      title: 'De bestelgeschiedenis van OrderSlip is verloren gegaan',
      body: 'Bestellingen die opnieuw binnenkomen, worden afgedrukt met de vermelding MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt zijn.',
    }),
    'update-check-failed': (p, say) => ({
      title: `OrderSlip ${p.version} faalde zijn controle na de update van ${p.fromVersion}`,
      body: `${say(p.detail)} Open OrderSlip, Status.`,
    }),
    'not-collected': (p) => ({
      title: plural(p.count, {
        one: 'Een bestelling voor vandaag werd niet afgehaald',
        other: `${p.count} bestellingen voor vandaag werden niet afgehaald`,
      }),
      body: 'Open OrderSlip, Status, om te zien van wie: bel hen, of markeer ze als afgehaald.',
    }),
    'orders-gone': (p) => ({
      title: plural(p.count, {
        one: 'Een bestelling is niet meer bij de bestelservice: geannuleerd?',
        other: `${p.count} bestellingen zijn niet meer bij de bestelservice: geannuleerd?`,
      }),
      body: plural(p.count, {
        one: 'Vraag het de klant voor u ze maakt. Open OrderSlip, Status, om te zien welke.',
        other: 'Vraag het de klanten voor u ze maakt. Open OrderSlip, Status, om te zien welke.',
      }),
    }),
    ...networkProblems(network),
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
    `${plural(count, { one: `${count} bestelling wacht`, other: `${count} bestellingen wachten` })}: ${problem}`,
  allWell: 'Alles in orde',
  printing: (count) =>
    plural(count, {
      one: `${count} bestelling wordt afgedrukt`,
      other: `${count} bestellingen worden afgedrukt`,
    }),
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
