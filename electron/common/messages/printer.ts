/**
 * A printer's states, its failures and proofs, what its worker logs, and printer addresses.
 * Printers are named by their name (`printer`), places by `where` (`192.168.1.50:9100`, `/dev/usb/lp0`).
 *
 * Parameters that hold a message (a cause) are declared as interfaces and their wordings return
 * `string` explicitly: a message inside a message is a type that refers to the catalogue, and only an
 * interface (resolved lazily) keeps the catalogue's type from referring to itself.
 */
import type { OrderRef } from '../order-label';
import type { Message } from './catalogue';
import { words, type Formatter } from './wording';

/** Which copy of a job (1-based) out of how many; a single copy is not mentioned. */
export interface CopyParams {
  readonly copy: number;
  readonly copies: number;
}

/** What DLE EOT 3 says went wrong. */
export type PrinterErrorCause = 'autocutter' | 'unrecoverable' | 'recoverable';
/** Why a network printer could not be reached, from the OS error code. */
export type NetworkProblem =
  'timeout' | 'no-route' | 'host-down' | 'network-unreachable' | 'unknown-host' | 'lookup-failed' | 'other';
/** Why a printer device file could not be opened or written, from the OS error code. */
export type DeviceProblem =
  | 'missing'
  | 'permission'
  | 'permission-group'
  | 'busy'
  | 'gone'
  | 'not-connected'
  | 'io'
  | 'folder'
  | 'other';
/** What is wrong with a printer address as typed. */
export type AddressProblem =
  | 'empty'
  | 'not-network-address'
  | 'no-host'
  | 'extra-parts'
  | 'bad-port'
  | 'no-queue'
  | 'control-characters'
  | 'not-understood'
  /** Digits and dots that are not four numbers of 0-255 ("192.168.1"): a typo, never a host name. */
  | 'incomplete-ip'
  /** A device's name without its number ("lpt", "com"), which would be read as a host name. */
  | 'device-without-number';
/** Why a printer cannot prove that it printed: a Star printer (status on another port), or one that answers no status. */
/**
 * Why a printer cannot prove a job: it answers no status; it answers status without a job counter (older
 * Star firmware); `star` is kept for entries written when Star status was not read at all.
 */
export type NoProofWhy = 'star' | 'no-status' | 'no-counter';

/** What stopped a label printer (ZPL `~HS`, TSPL `<ESC>!?`): why its labels did not come out. */
export type LabelProblem = 'paper-out' | 'head-open' | 'ribbon-out' | 'paused' | 'jam' | 'error';

interface PrinterCause {
  readonly printer: string;
  readonly cause: Message;
}
interface PlacedCause {
  readonly printer: string;
  readonly where: string;
  readonly cause: Message;
}
interface PartlyPlacedCause extends PlacedCause {
  /** Some bytes went out before it failed. */
  readonly partly: boolean;
}
interface WhereCause {
  readonly where: string;
  readonly cause: Message;
}
interface OnlyCause {
  readonly cause: Message;
}
interface OrderPrinterCause {
  readonly order: OrderRef;
  readonly printer: string;
  readonly cause: Message;
}
interface CliOutcome {
  readonly order: OrderRef;
  readonly detail: Message;
}
interface CliFailure extends CliOutcome {
  /** The failure's reason code (`paper_out`), which scripts read. */
  readonly reason: string;
}

const copyNote = {
  en: (p: CopyParams): string => (p.copies > 1 ? ` (copy ${p.copy} of ${p.copies})` : ''),
  nl: (p: CopyParams): string => (p.copies > 1 ? ` (exemplaar ${p.copy} van ${p.copies})` : ''),
  fr: (p: CopyParams): string => (p.copies > 1 ? ` (exemplaire ${p.copy} sur ${p.copies})` : ''),
};

/** "label 2 of 3" in a label printer's messages; a single label is not mentioned. */
const labelNote = {
  en: (p: CopyParams): string => (p.copies > 1 ? ` (label ${p.copy} of ${p.copies})` : ''),
  nl: (p: CopyParams): string => (p.copies > 1 ? ` (etiket ${p.copy} van ${p.copies})` : ''),
  fr: (p: CopyParams): string => (p.copies > 1 ? ` (étiquette ${p.copy} sur ${p.copies})` : ''),
};

/** What a person does about a label printer's problem, said after what happened. */
const LABEL_PROBLEMS: Record<Formatter['language'], Record<LabelProblem, string>> = {
  en: {
    'paper-out': 'it ran out of labels. Load a new roll of labels',
    'head-open': 'its print head was opened. Close the head until it clicks',
    'ribbon-out': 'its ribbon ran out. Put in a new ribbon',
    paused: 'it was paused. Press its pause button (on some models: the feed button) once',
    jam: 'the labels are jammed. Open the printer, clear the jammed labels and close it again',
    error: 'it reports an error. Switch it off and on again',
  },
  nl: {
    'paper-out': 'de etiketten zijn op. Leg een nieuwe rol etiketten in',
    'head-open': 'de printkop werd geopend. Sluit de kop tot hij vastklikt',
    'ribbon-out': 'het lint is op. Plaats een nieuw lint',
    paused: 'hij werd gepauzeerd. Druk één keer op de pauzeknop (bij sommige modellen: de doorvoerknop)',
    jam: 'de etiketten zitten vast. Open de printer, haal de vastgelopen etiketten weg en sluit hem weer',
    error: 'hij meldt een fout. Zet hem uit en weer aan',
  },
  fr: {
    'paper-out': 'il n’y a plus d’étiquettes. Mettez un nouveau rouleau d’étiquettes',
    'head-open': 'sa tête d’impression a été ouverte. Refermez la tête jusqu’au déclic',
    'ribbon-out': 'son ruban est épuisé. Mettez un nouveau ruban',
    paused:
      'elle a été mise en pause. Appuyez une fois sur son bouton pause (sur certains modèles\u202f: le bouton d’avance)',
    jam: 'les étiquettes sont coincées. Ouvrez l’imprimante, retirez les étiquettes coincées et refermez-la',
    error: 'elle signale une erreur. Éteignez-la puis rallumez-la',
  },
};

const ERROR_CAUSES: Record<Formatter['language'], Record<PrinterErrorCause, string>> = {
  en: {
    autocutter: 'the cutter is stuck',
    unrecoverable: 'an error it cannot recover from',
    recoverable: 'overheating or another error that clears by itself',
  },
  nl: {
    autocutter: 'het snijmes zit vast',
    unrecoverable: 'een fout waarvan hij niet vanzelf herstelt',
    recoverable: 'oververhitting of een andere fout die vanzelf verdwijnt',
  },
  fr: {
    autocutter: 'le massicot est bloqué',
    unrecoverable: 'une erreur dont elle ne peut pas se remettre seule',
    recoverable: 'une surchauffe ou une autre erreur qui disparaît d’elle-même',
  },
};

const causes = (list: readonly PrinterErrorCause[], f: Formatter): string =>
  list.length === 0 ? '' : ` (${list.map((cause) => ERROR_CAUSES[f.language][cause]).join(', ')})`;

const ADDRESS_FORMS = {
  en: 'Use tcp://host[:port] for a network printer (port 9100 unless given), printer:<queue name> for a printer installed on this computer, or a device path such as /dev/usb/lp0, /dev/ttyUSB0 or COM3.',
  nl: 'Gebruik tcp://host[:poort] voor een netwerkprinter (poort 9100 als je niets opgeeft), printer:<naam van de wachtrij> voor een printer die op deze computer geïnstalleerd is, of een apparaat zoals /dev/usb/lp0, /dev/ttyUSB0 of COM3.',
  fr: 'Utilisez tcp://hôte[:port] pour une imprimante réseau (port 9100 par défaut), printer:<nom de la file> pour une imprimante installée sur cet ordinateur, ou un périphérique comme /dev/usb/lp0, /dev/ttyUSB0 ou COM3.',
} as const;

const ADDRESS_PROBLEMS: Record<Formatter['language'], Record<AddressProblem, string>> = {
  en: {
    empty: 'is empty',
    'not-network-address': 'is not a valid network address',
    'no-host': 'has no host name',
    'extra-parts': 'has parts a printer address cannot have (a path, a query or a user name)',
    'bad-port': 'has a port outside 1-65535',
    'no-queue': 'names no print queue',
    'control-characters': 'has control characters in the queue name',
    'not-understood': 'is not understood',
    'incomplete-ip': 'is not a complete IP address (four numbers from 0 to 255, like 192.168.1.50)',
    'device-without-number': 'names a port without its number (like COM3 or LPT1)',
  },
  nl: {
    empty: 'is leeg',
    'not-network-address': 'is geen geldig netwerkadres',
    'no-host': 'heeft geen hostnaam',
    'extra-parts':
      'bevat delen die een printeradres niet kan hebben (een pad, een query of een gebruikersnaam)',
    'bad-port': 'heeft een poort buiten 1-65535',
    'no-queue': 'noemt geen wachtrij',
    'control-characters': 'heeft stuurtekens in de naam van de wachtrij',
    'not-understood': 'is niet te begrijpen',
    'incomplete-ip': 'is geen volledig IP-adres (vier getallen van 0 tot 255, zoals 192.168.1.50)',
    'device-without-number': 'noemt een poort zonder haar nummer (zoals COM3 of LPT1)',
  },
  fr: {
    empty: 'est vide',
    'not-network-address': 'n’est pas une adresse réseau valide',
    'no-host': 'n’a pas de nom d’hôte',
    'extra-parts':
      'contient des parties qu’une adresse d’imprimante ne peut pas avoir (un chemin, une requête ou un nom d’utilisateur)',
    'bad-port': 'a un port en dehors de 1-65535',
    'no-queue': 'ne nomme aucune file d’impression',
    'control-characters': 'contient des caractères de contrôle dans le nom de la file',
    'not-understood': 'n’est pas comprise',
    'incomplete-ip': 'n’est pas une adresse IP complète (quatre nombres de 0 à 255, comme 192.168.1.50)',
    'device-without-number': 'nomme un port sans son numéro (comme COM3 ou LPT1)',
  },
};

const NETWORK_PROBLEMS: Record<Formatter['language'], Record<Exclude<NetworkProblem, 'other'>, string>> = {
  en: {
    timeout: 'no answer',
    'no-route': 'no route to it',
    'host-down': 'the host is down',
    'network-unreachable': 'the network is unreachable',
    'unknown-host': 'the host name is unknown',
    'lookup-failed': 'the host name could not be looked up',
  },
  nl: {
    timeout: 'geen antwoord',
    'no-route': 'geen route ernaartoe',
    'host-down': 'het toestel is uit',
    'network-unreachable': 'het netwerk is niet bereikbaar',
    'unknown-host': 'de hostnaam is onbekend',
    'lookup-failed': 'de hostnaam kon niet opgezocht worden',
  },
  fr: {
    timeout: 'aucune réponse',
    'no-route': 'aucun chemin vers elle',
    'host-down': 'l’appareil est éteint',
    'network-unreachable': 'le réseau est injoignable',
    'unknown-host': 'le nom d’hôte est inconnu',
    'lookup-failed': 'le nom d’hôte n’a pas pu être résolu',
  },
};

const DEVICE_PROBLEMS: Record<Formatter['language'], Record<Exclude<DeviceProblem, 'other'>, string>> = {
  en: {
    missing: 'it does not exist — is the printer plugged in and switched on?',
    permission: 'permission denied',
    'permission-group':
      'permission denied — on Linux, add this user to the group that owns the device (often “lp” or “dialout”) and log in again',
    busy: 'another program is using it',
    gone: 'the device is gone — was the printer unplugged?',
    'not-connected': 'the device is not connected',
    io: 'the printer reported an input/output error (paper out, cover open, or unplugged)',
    folder: 'it is a folder, not a device',
  },
  nl: {
    missing: 'het bestaat niet — is de printer aangesloten en staat hij aan?',
    permission: 'geen toestemming',
    'permission-group':
      'geen toestemming — voeg op Linux deze gebruiker toe aan de groep die eigenaar is van het apparaat (vaak “lp” of “dialout”) en meld je opnieuw aan',
    busy: 'een ander programma gebruikt het',
    gone: 'het apparaat is weg — werd de printer losgekoppeld?',
    'not-connected': 'het apparaat is niet aangesloten',
    io: 'de printer meldde een in- of uitvoerfout (papier op, klep open of losgekoppeld)',
    folder: 'het is een map, geen apparaat',
  },
  fr: {
    missing: 'il n’existe pas — l’imprimante est-elle branchée et allumée\u202f?',
    permission: 'accès refusé',
    'permission-group':
      'accès refusé — sous Linux, ajoutez cet utilisateur au groupe propriétaire du périphérique (souvent «\u202flp\u202f» ou «\u202fdialout\u202f») et reconnectez-vous',
    busy: 'un autre programme l’utilise',
    gone: 'le périphérique a disparu — l’imprimante a-t-elle été débranchée\u202f?',
    'not-connected': 'le périphérique n’est pas connecté',
    io: 'l’imprimante a signalé une erreur d’entrée/sortie (plus de papier, capot ouvert ou débranchée)',
    folder: 'c’est un dossier, pas un périphérique',
  },
};

const problemWithCode = (text: string, code: string): string => (code ? `${text} (${code})` : text);

export const printerWords = {
  // ——— States ———
  'printer.ready': words({
    en: () => 'Ready.',
    nl: () => 'Klaar.',
    fr: () => 'Prête.',
  }),
  'printer.ready-paper-low': words<{ printer: string }>({
    en: (p) => `Ready, but ${p.printer} is running low on paper. Keep a new roll at hand.`,
    nl: (p) => `Klaar, maar het papier van ${p.printer} is bijna op. Houd een nieuwe rol bij de hand.`,
    fr: (p) =>
      `Prête, mais ${p.printer} n’a presque plus de papier. Gardez un nouveau rouleau à portée de main.`,
  }),
  'printer.ready-unverified': words<{ printer: string }>({
    en: (p) => `Ready (${p.printer} cannot confirm that it printed).`,
    nl: (p) => `Klaar (${p.printer} kan niet bevestigen dat hij afgedrukt heeft).`,
    fr: (p) => `Prête (${p.printer} ne peut pas confirmer qu’elle a imprimé).`,
  }),
  'printer.ready-queue': words<{ printer: string }>({
    en: (p) => `Ready (the print queue confirms ${p.printer}’s jobs; the printer itself cannot).`,
    nl: (p) => `Klaar (de wachtrij bevestigt de opdrachten voor ${p.printer}; de printer zelf kan dat niet).`,
    fr: (p) =>
      `Prête (la file d’impression confirme les tâches de ${p.printer}\u202f; l’imprimante elle-même ne le peut pas).`,
  }),
  'printer.ready-no-confirm': words<OnlyCause>({
    en: (p, f): string => `Ready, but it did not confirm that the last job printed: ${f.say(p.cause)}`,
    nl: (p, f): string =>
      `Klaar, maar hij heeft niet bevestigd dat de laatste bon afgedrukt is: ${f.say(p.cause)}`,
    fr: (p, f): string =>
      `Prête, mais elle n’a pas confirmé que le dernier ticket est imprimé\u202f: ${f.say(p.cause)}`,
  }),
  'printer.not-asked-yet': words({
    en: () => 'Not asked yet.',
    nl: () => 'Nog niet gevraagd.',
    fr: () => 'Pas encore interrogée.',
  }),
  'printer.paused': words<{ printer: string }>({
    en: (p) => `Paused: orders for ${p.printer} wait until you resume it.`,
    nl: (p) => `Gepauzeerd: de bestellingen voor ${p.printer} wachten tot je hem hervat.`,
    fr: (p) => `En pause\u202f: les commandes pour ${p.printer} attendent que vous la repreniez.`,
  }),
  'printer.asking': words<{ printer: string }>({
    en: (p) => `Resumed: asking ${p.printer} how it is.`,
    nl: (p) => `Hervat: OrderSlip vraagt ${p.printer} hoe hij erbij staat.`,
    fr: (p) => `Reprise\u202f: OrderSlip demande son état à ${p.printer}.`,
  }),
  'printer.printing': words<{ printer: string; order: OrderRef }>({
    en: (p, f) => `Printing ${f.order(p.order, false)} on ${p.printer}.`,
    nl: (p, f) => `${f.order(p.order, false)} wordt afgedrukt op ${p.printer}.`,
    fr: (p, f) => `Impression de ${f.order(p.order, false)} sur ${p.printer}.`,
  }),
  'printer.status-star': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} is reachable. Star printers report their status on another port, which OrderSlip does not read yet.`,
    nl: (p) =>
      `${p.printer} is bereikbaar. Star-printers melden hun toestand op een andere poort, die OrderSlip nog niet leest.`,
    fr: (p) =>
      `${p.printer} est joignable. Les imprimantes Star signalent leur état sur un autre port, qu’OrderSlip ne lit pas encore.`,
  }),
  'printer.status-silent': words<{ printer: string }>({
    en: (p) => `${p.printer} is reachable, but answers no status requests.`,
    nl: (p) => `${p.printer} is bereikbaar, maar antwoordt niet op vragen naar zijn toestand.`,
    fr: (p) => `${p.printer} est joignable, mais ne répond pas aux demandes d’état.`,
  }),
  'printer.status-closed': words<{ printer: string }>({
    en: (p) => `${p.printer} closed the connection during the status check. Check the printer and its cable.`,
    nl: (p) =>
      `${p.printer} verbrak de verbinding terwijl OrderSlip zijn toestand vroeg. Kijk de printer en zijn kabel na.`,
    fr: (p) =>
      `${p.printer} a coupé la connexion pendant la vérification de son état. Vérifiez l’imprimante et son câble.`,
  }),

  // ——— Why a job did not print ———
  'printer.paper-out': words<{ printer: string }>({
    en: (p) => `${p.printer} is out of paper. Load paper; waiting orders print when it is back.`,
    nl: (p) =>
      `${p.printer} heeft geen papier meer. Leg nieuw papier in; de wachtende bestellingen worden afgedrukt zodra er weer papier is.`,
    fr: (p) =>
      `${p.printer} n’a plus de papier. Remettez du papier\u202f; les commandes en attente s’imprimeront dès qu’il y en aura à nouveau.`,
  }),
  'printer.paper-ran-out': words<{ printer: string } & CopyParams>({
    en: (p) =>
      `${p.printer} ran out of paper while printing${copyNote.en(p)}. Load paper and check the last receipt: it may be incomplete.`,
    nl: (p) =>
      `Het papier van ${p.printer} raakte op tijdens het afdrukken${copyNote.nl(p)}. Leg nieuw papier in en kijk de laatste bon na: die is misschien onvolledig.`,
    fr: (p) =>
      `${p.printer} est tombée à court de papier pendant l’impression${copyNote.fr(p)}. Remettez du papier et vérifiez le dernier ticket\u202f: il est peut-être incomplet.`,
  }),
  'printer.cover-open': words<{ printer: string }>({
    en: (p) => `${p.printer} has its cover open. Close the cover; waiting orders print when it is closed.`,
    nl: (p) =>
      `De klep van ${p.printer} staat open. Sluit de klep; de wachtende bestellingen worden afgedrukt zodra ze dicht is.`,
    fr: (p) =>
      `Le capot de ${p.printer} est ouvert. Fermez le capot\u202f; les commandes en attente s’imprimeront dès qu’il sera fermé.`,
  }),
  'printer.cover-opened': words<{ printer: string } & CopyParams>({
    en: (p) =>
      `The cover of ${p.printer} was opened while printing${copyNote.en(p)}. Close the cover and check the last receipt: it may be incomplete.`,
    nl: (p) =>
      `De klep van ${p.printer} werd geopend tijdens het afdrukken${copyNote.nl(p)}. Sluit de klep en kijk de laatste bon na: die is misschien onvolledig.`,
    fr: (p) =>
      `Le capot de ${p.printer} a été ouvert pendant l’impression${copyNote.fr(p)}. Fermez le capot et vérifiez le dernier ticket\u202f: il est peut-être incomplet.`,
  }),
  'printer.error': words<{ printer: string; causes: readonly PrinterErrorCause[] }>({
    en: (p, f) =>
      `${p.printer} reports an error${causes(p.causes, f)}. Switch it off, clear any jammed paper, and switch it on again.`,
    nl: (p, f) =>
      `${p.printer} meldt een fout${causes(p.causes, f)}. Zet hem uit, haal vastgelopen papier weg en zet hem weer aan.`,
    fr: (p, f) =>
      `${p.printer} signale une erreur${causes(p.causes, f)}. Éteignez-la, retirez le papier coincé et rallumez-la.`,
  }),
  'printer.offline': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} is offline: it answers but says it cannot print. Check its lights, the paper and the cover; press its feed button once.`,
    nl: (p) =>
      `${p.printer} staat offline: hij antwoordt, maar zegt dat hij niet kan afdrukken. Kijk naar zijn lampjes, het papier en de klep; druk één keer op de doorvoerknop.`,
    fr: (p) =>
      `${p.printer} est hors ligne\u202f: elle répond, mais dit qu’elle ne peut pas imprimer. Vérifiez ses voyants, le papier et le capot\u202f; appuyez une fois sur le bouton d’avance du papier.`,
  }),
  'printer.refused': words<{ printer: string; where: string }>({
    en: (p) =>
      `${p.printer} at ${p.where} refused the connection. Check that it is switched on, that no other computer is printing to it, and that the port in Settings is right.`,
    nl: (p) =>
      `${p.printer} op ${p.where} weigerde de verbinding. Kijk na of hij aanstaat, of er geen andere computer naar afdrukt en of de poort bij Instellingen juist is.`,
    fr: (p) =>
      `${p.printer} à l’adresse ${p.where} a refusé la connexion. Vérifiez qu’elle est allumée, qu’aucun autre ordinateur n’imprime dessus et que le port dans les Réglages est correct.`,
  }),
  'printer.unreachable': words<PlacedCause>({
    en: (p, f): string =>
      `${p.printer} at ${p.where} cannot be reached (${f.say(p.cause)}). Check that it is switched on and connected to the network, and that the address in Settings is right.`,
    nl: (p, f): string =>
      `${p.printer} op ${p.where} is niet bereikbaar (${f.say(p.cause)}). Kijk na of hij aanstaat en op het netwerk aangesloten is, en of het adres bij Instellingen juist is.`,
    fr: (p, f): string =>
      `${p.printer} à l’adresse ${p.where} est injoignable (${f.say(p.cause)}). Vérifiez qu’elle est allumée et connectée au réseau, et que l’adresse dans les Réglages est correcte.`,
  }),
  /** `code`: the OS error code (ETIMEDOUT), or its text for a problem we do not name. */
  'printer.network-problem': words<{ problem: NetworkProblem; code: string }>({
    en: (p) => (p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS.en[p.problem], p.code)),
    nl: (p) => (p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS.nl[p.problem], p.code)),
    fr: (p) => (p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS.fr[p.problem], p.code)),
  }),
  'printer.connection-lost': words<{ printer: string } & CopyParams>({
    en: (p) =>
      `The connection to ${p.printer} broke while sending the receipt${copyNote.en(p)}. Part of it may have printed. Check the printer’s power and network cable.`,
    nl: (p) =>
      `De verbinding met ${p.printer} viel weg tijdens het versturen van de bon${copyNote.nl(p)}. Een deel ervan is misschien afgedrukt. Kijk de stroom en de netwerkkabel van de printer na.`,
    fr: (p) =>
      `La connexion avec ${p.printer} a été coupée pendant l’envoi du ticket${copyNote.fr(p)}. Une partie a peut-être été imprimée. Vérifiez l’alimentation et le câble réseau de l’imprimante.`,
  }),
  'printer.no-answer': words<{ printer: string; seconds: number } & CopyParams>({
    en: (p) =>
      `${p.printer} took the receipt${copyNote.en(p)} but did not confirm it printed within ${p.seconds} s. Check whether it came out.`,
    nl: (p) =>
      `${p.printer} heeft de bon${copyNote.nl(p)} ontvangen, maar niet binnen ${p.seconds} s bevestigd dat hij afgedrukt is. Kijk of hij eruit gekomen is.`,
    fr: (p) =>
      `${p.printer} a reçu le ticket${copyNote.fr(p)}, mais n’a pas confirmé son impression dans les ${p.seconds}\u202fs. Vérifiez s’il est sorti.`,
  }),
  'printer.answer-not-ours': words<{ printer: string } & CopyParams>({
    en: (p) =>
      `${p.printer} took the receipt${copyNote.en(p)} and answered, but not for this receipt, so it did not confirm it printed. Check whether it came out.`,
    nl: (p) =>
      `${p.printer} heeft de bon${copyNote.nl(p)} ontvangen en geantwoord, maar niet voor deze bon: hij heeft dus niet bevestigd dat hij afgedrukt is. Kijk of hij eruit gekomen is.`,
    fr: (p) =>
      `${p.printer} a reçu le ticket${copyNote.fr(p)} et a répondu, mais pas pour ce ticket\u202f: elle n’a donc pas confirmé son impression. Vérifiez s’il est sorti.`,
  }),
  'printer.answered-too-soon': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} answered “printed” sooner than paper can move, so its answers are not taken as proof. Check what really came out.`,
    nl: (p) =>
      `${p.printer} antwoordde “afgedrukt” sneller dan er papier kan bewegen, dus zijn antwoorden gelden niet als bewijs. Kijk wat er echt uit de printer gekomen is.`,
    fr: (p) =>
      `${p.printer} a répondu «\u202fimprimé\u202f» plus vite que le papier ne peut avancer, ses réponses ne valent donc pas preuve. Vérifiez ce qui est vraiment sorti de l’imprimante.`,
  }),
  'printer.not-verifiable': words<{ printer: string; why: NoProofWhy }>({
    en: (p) =>
      `${p.why === 'star' ? `${p.printer} is a Star printer, whose status OrderSlip cannot read over the network yet` : p.why === 'no-counter' ? `${p.printer} answers status requests, but its answers carry no job counter (older Star firmware)` : `${p.printer} answers no status requests`}, so OrderSlip cannot know whether a receipt printed. Nothing was sent. To print anyway, turn on “Print without proof” for this printer in Settings › Printers.`,
    nl: (p) =>
      `${p.why === 'star' ? `${p.printer} is een Star-printer, waarvan OrderSlip de toestand nog niet over het netwerk kan lezen` : p.why === 'no-counter' ? `${p.printer} antwoordt wel op vragen naar zijn toestand, maar zonder teller van afgewerkte opdrachten (oudere Star-firmware)` : `${p.printer} antwoordt niet op vragen naar zijn toestand`}, dus OrderSlip kan niet weten of een bon afgedrukt is. Er is niets verstuurd. Wil je toch afdrukken, zet dan “Afdrukken zonder bewijs” aan voor deze printer bij Instellingen › Printers.`,
    fr: (p) =>
      `${p.why === 'star' ? `${p.printer} est une imprimante Star, dont OrderSlip ne sait pas encore lire l’état par le réseau` : p.why === 'no-counter' ? `${p.printer} répond aux demandes d’état, mais sans compteur de travaux terminés (ancien micrologiciel Star)` : `${p.printer} ne répond pas aux demandes d’état`}\u202f: OrderSlip ne peut donc pas savoir si un ticket a été imprimé. Rien n’a été envoyé. Pour imprimer quand même, activez «\u202fImprimer sans preuve\u202f» pour cette imprimante dans Réglages › Imprimantes.`,
  }),
  'printer.status-broke': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} stopped answering in the middle of a status check. Nothing was sent. Check the printer and its cable.`,
    nl: (p) =>
      `${p.printer} antwoordde niet meer midden in een vraag naar zijn toestand. Er is niets verstuurd. Kijk de printer en zijn kabel na.`,
    fr: (p) =>
      `${p.printer} a cessé de répondre au milieu d’une vérification de son état. Rien n’a été envoyé. Vérifiez l’imprimante et son câble.`,
  }),
  'printer.address-unusable': words<PrinterCause>({
    en: (p, f): string => `${p.printer} has an address OrderSlip cannot use. ${f.say(p.cause)}`,
    nl: (p, f): string => `${p.printer} heeft een adres waar OrderSlip niets mee kan. ${f.say(p.cause)}`,
    fr: (p, f): string => `${p.printer} a une adresse qu’OrderSlip ne peut pas utiliser. ${f.say(p.cause)}`,
  }),
  'printer.job-empty': words<{ printer: string }>({
    en: (p) => `Nothing to print for ${p.printer}: the job is empty.`,
    nl: (p) => `Niets af te drukken op ${p.printer}: de opdracht is leeg.`,
    fr: (p) => `Rien à imprimer sur ${p.printer}\u202f: la tâche est vide.`,
  }),

  // ——— Label printers (ZPL, TSPL) ———
  'printer.head-open': words<{ printer: string }>({
    en: (p) =>
      `The print head of ${p.printer} is open. Close the head until it clicks; waiting labels print when it is closed.`,
    nl: (p) =>
      `De printkop van ${p.printer} staat open. Sluit de kop tot hij vastklikt; de wachtende etiketten worden afgedrukt zodra hij dicht is.`,
    fr: (p) =>
      `La tête d’impression de ${p.printer} est ouverte. Refermez-la jusqu’au déclic\u202f; les étiquettes en attente s’imprimeront dès qu’elle sera fermée.`,
  }),
  'printer.ribbon-out': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} is out of ribbon. Put in a new ribbon (or, for direct thermal labels, set the printer to direct thermal); waiting labels print when it is back.`,
    nl: (p) =>
      `Het lint van ${p.printer} is op. Plaats een nieuw lint (of zet de printer op direct thermisch als je etiketten geen lint nodig hebben); de wachtende etiketten worden dan afgedrukt.`,
    fr: (p) =>
      `Le ruban de ${p.printer} est épuisé. Mettez un nouveau ruban (ou, pour des étiquettes thermiques directes, réglez l’imprimante en thermique direct)\u202f; les étiquettes en attente s’imprimeront ensuite.`,
  }),
  'printer.label-paused': words<{ printer: string }>({
    en: (p) =>
      `${p.printer} is paused. Press its pause button once (on some models: the feed button); waiting labels print then.`,
    nl: (p) =>
      `${p.printer} staat op pauze. Druk één keer op de pauzeknop (bij sommige modellen: de doorvoerknop); de wachtende etiketten worden dan afgedrukt.`,
    fr: (p) =>
      `${p.printer} est en pause. Appuyez une fois sur son bouton pause (sur certains modèles\u202f: le bouton d’avance)\u202f; les étiquettes en attente s’imprimeront alors.`,
  }),
  /** `seconds`: how long OrderSlip waited for the printer to finish another job first. Nothing was sent. */
  'printer.label-busy': words<{ printer: string; seconds: number }>({
    en: (p) =>
      `${p.printer} was still busy with other labels after ${p.seconds} s, so OrderSlip sent nothing: it could not have told its labels from the others. Check whether another computer prints to it.`,
    nl: (p) =>
      `${p.printer} was na ${p.seconds} s nog bezig met andere etiketten, dus OrderSlip heeft niets verstuurd: het had zijn etiketten niet van de andere kunnen onderscheiden. Kijk na of een andere computer erop afdrukt.`,
    fr: (p) =>
      `${p.printer} était encore occupée par d’autres étiquettes après ${p.seconds}\u202fs\u202f: OrderSlip n’a donc rien envoyé, car il n’aurait pas pu distinguer ses étiquettes des autres. Vérifiez si un autre ordinateur imprime dessus.`,
  }),
  /** The printer stopped after (part of) a label was sent: the label may be missing or incomplete. */
  'printer.label-stopped': words<{ printer: string; problem: LabelProblem } & CopyParams>({
    en: (p) =>
      `${p.printer} stopped while printing${labelNote.en(p)}: ${LABEL_PROBLEMS.en[p.problem]}, then check the last label: it may be missing or incomplete.`,
    nl: (p) =>
      `${p.printer} stopte tijdens het afdrukken${labelNote.nl(p)}: ${LABEL_PROBLEMS.nl[p.problem]} en kijk dan het laatste etiket na: dat ontbreekt misschien of is onvolledig.`,
    fr: (p) =>
      `${p.printer} s’est arrêtée pendant l’impression${labelNote.fr(p)}\u202f: ${LABEL_PROBLEMS.fr[p.problem]}, puis vérifiez la dernière étiquette\u202f: elle manque peut-être ou est incomplète.`,
  }),
  'printer.label-no-answer': words<{ printer: string; seconds: number } & CopyParams>({
    en: (p) =>
      `${p.printer} took the label${labelNote.en(p)} but did not show within ${p.seconds} s that it printed it. Check whether it came out.`,
    nl: (p) =>
      `${p.printer} heeft het etiket${labelNote.nl(p)} ontvangen, maar niet binnen ${p.seconds} s laten zien dat hij het afgedrukt heeft. Kijk of het eruit gekomen is.`,
    fr: (p) =>
      `${p.printer} a reçu l’étiquette${labelNote.fr(p)}, mais n’a pas montré dans les ${p.seconds}\u202fs qu’elle l’a imprimée. Vérifiez si elle est sortie.`,
  }),
  'printer.label-connection-lost': words<{ printer: string } & CopyParams>({
    en: (p) =>
      `The connection to ${p.printer} broke while sending the label${labelNote.en(p)}. It may have printed. Check the printer’s power and network cable.`,
    nl: (p) =>
      `De verbinding met ${p.printer} viel weg tijdens het versturen van het etiket${labelNote.nl(p)}. Het is misschien afgedrukt. Kijk de stroom en de netwerkkabel van de printer na.`,
    fr: (p) =>
      `La connexion avec ${p.printer} a été coupée pendant l’envoi de l’étiquette${labelNote.fr(p)}. Elle a peut-être été imprimée. Vérifiez l’alimentation et le câble réseau de l’imprimante.`,
  }),
  'printer.labels-printed': words<{ printer: string; labels: number }>({
    en: (p) =>
      `${p.labels === 1 ? 'Label printed' : `All ${p.labels} labels printed`} on ${p.printer}, confirmed by the printer.`,
    nl: (p) =>
      `${p.labels === 1 ? 'Etiket afgedrukt' : `Alle ${p.labels} etiketten afgedrukt`} op ${p.printer}, bevestigd door de printer.`,
    fr: (p) =>
      `${p.labels === 1 ? 'Étiquette imprimée' : `Les ${p.labels} étiquettes ont été imprimées`} sur ${p.printer}, ${p.labels === 1 ? 'confirmée' : 'confirmées'} par l’imprimante.`,
  }),

  // ——— Proof ———
  'printer.printed': words<{ printer: string; copies: number; paperLow: boolean }>({
    en: (p) =>
      `${p.copies === 1 ? 'Printed' : p.copies === 2 ? 'Both copies printed' : `All ${p.copies} copies printed`} on ${p.printer}, confirmed by the printer.${p.paperLow ? ' The paper is running low.' : ''}`,
    nl: (p) =>
      `${p.copies === 1 ? 'Afgedrukt' : p.copies === 2 ? 'Beide exemplaren afgedrukt' : `Alle ${p.copies} exemplaren afgedrukt`} op ${p.printer}, bevestigd door de printer.${p.paperLow ? ' Het papier is bijna op.' : ''}`,
    fr: (p) =>
      `${p.copies === 1 ? `Ticket imprimé sur ${p.printer}, confirmé` : `${p.copies === 2 ? 'Les deux' : `Les ${p.copies}`} exemplaires ont été imprimés sur ${p.printer}, confirmés`} par l’imprimante.${p.paperLow ? ' Le papier est presque épuisé.' : ''}`,
  }),
  'printer.delivered': words<{ printer: string; why: NoProofWhy }>({
    en: (p) =>
      `Sent to ${p.printer}; ${p.why === 'star' ? 'it is a Star printer, whose status OrderSlip cannot read over the network yet' : p.why === 'no-counter' ? 'its status answers carry no job counter' : 'it answers no status requests'}, so printing is not confirmed.`,
    nl: (p) =>
      `Verstuurd naar ${p.printer}; ${p.why === 'star' ? 'het is een Star-printer, waarvan OrderSlip de toestand nog niet over het netwerk kan lezen' : p.why === 'no-counter' ? 'zijn antwoorden over zijn toestand hebben geen teller van afgewerkte opdrachten' : 'hij antwoordt niet op vragen naar zijn toestand'}, dus het afdrukken is niet bevestigd.`,
    fr: (p) =>
      `Ticket envoyé à ${p.printer}\u202f; ${p.why === 'star' ? 'c’est une imprimante Star, dont OrderSlip ne sait pas encore lire l’état par le réseau' : p.why === 'no-counter' ? 'ses réponses d’état ne portent pas de compteur de travaux' : 'elle ne répond pas aux demandes d’état'}\u202f: l’impression n’est donc pas confirmée.`,
  }),

  // ——— Device files ———
  'printer.device-cannot-open': words<PlacedCause>({
    en: (p, f): string => `Cannot open ${p.printer} at ${p.where}: ${f.say(p.cause)}. Nothing was printed.`,
    nl: (p, f): string =>
      `OrderSlip kan ${p.printer} op ${p.where} niet openen: ${f.say(p.cause)}. Er is niets afgedrukt.`,
    fr: (p, f): string =>
      `Impossible d’ouvrir ${p.printer} sur ${p.where}\u202f: ${f.say(p.cause)}. Rien n’a été imprimé.`,
  }),
  'printer.device-write-failed': words<PartlyPlacedCause>({
    en: (p, f): string =>
      `Writing to ${p.printer} at ${p.where} failed: ${f.say(p.cause)}. ${p.partly ? 'Part of the receipt may have printed.' : 'Nothing was printed.'}`,
    nl: (p, f): string =>
      `Schrijven naar ${p.printer} op ${p.where} mislukte: ${f.say(p.cause)}. ${p.partly ? 'Een deel van de bon is misschien afgedrukt.' : 'Er is niets afgedrukt.'}`,
    fr: (p, f): string =>
      `L’écriture vers ${p.printer} sur ${p.where} a échoué\u202f: ${f.say(p.cause)}. ${p.partly ? 'Une partie du ticket a peut-être été imprimée.' : 'Rien n’a été imprimé.'}`,
  }),
  'printer.device-lost': words<{ printer: string; where: string } & CopyParams>({
    en: (p) =>
      `${p.printer} at ${p.where} went away while OrderSlip was sending the receipt${copyNote.en(p)}. Part of it may have printed. Check that the printer is switched on and that its USB or serial cable is plugged in.`,
    nl: (p) =>
      `${p.printer} op ${p.where} viel weg terwijl OrderSlip de bon verstuurde${copyNote.nl(p)}. Een deel ervan is misschien afgedrukt. Kijk na of de printer aanstaat en of zijn USB- of seriële kabel goed insteekt.`,
    fr: (p) =>
      `${p.printer} sur ${p.where} a disparu pendant qu’OrderSlip envoyait le ticket${copyNote.fr(p)}. Une partie a peut-être été imprimée. Vérifiez que l’imprimante est allumée et que son câble USB ou série est bien branché.`,
  }),
  'printer.device-delivered': words<{ printer: string; where: string }>({
    en: (p) =>
      `Sent to ${p.printer} at ${p.where}; a device file gives no status, so printing is not confirmed.`,
    nl: (p) =>
      `Verstuurd naar ${p.printer} op ${p.where}; een apparaatbestand meldt geen toestand, dus het afdrukken is niet bevestigd.`,
    fr: (p) =>
      `Ticket envoyé à ${p.printer} sur ${p.where}\u202f; un fichier de périphérique ne donne aucun état\u202f: l’impression n’est donc pas confirmée.`,
  }),
  'printer.device-present': words<{ where: string }>({
    en: (p) => `${p.where} is present and writable; a device file gives no paper status.`,
    nl: (p) => `${p.where} is aanwezig en beschrijfbaar; een apparaatbestand meldt niet of er papier is.`,
    fr: (p) =>
      `${p.where} est présent et accessible en écriture\u202f; un fichier de périphérique n’indique pas l’état du papier.`,
  }),
  'printer.device-unreachable': words<WhereCause>({
    en: (p, f): string => `Cannot use ${p.where}: ${f.say(p.cause)}.`,
    nl: (p, f): string => `OrderSlip kan ${p.where} niet gebruiken: ${f.say(p.cause)}.`,
    fr: (p, f): string => `Impossible d’utiliser ${p.where}\u202f: ${f.say(p.cause)}.`,
  }),
  /** `code`: the OS error code (ENOENT), or its text for a problem we do not name. */
  'printer.device-problem': words<{ problem: DeviceProblem; code: string }>({
    en: (p) => (p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS.en[p.problem], p.code)),
    nl: (p) => (p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS.nl[p.problem], p.code)),
    fr: (p) => (p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS.fr[p.problem], p.code)),
  }),
  'printer.device-timeout': words<{ step: 'open' | 'write'; seconds: number }>({
    en: (p) =>
      `${p.step === 'open' ? 'opening the device' : 'writing to the printer'} did not finish within ${p.seconds} s`,
    nl: (p) =>
      `${p.step === 'open' ? 'het openen van het apparaat' : 'het schrijven naar de printer'} was niet klaar binnen ${p.seconds} s`,
    fr: (p) =>
      `${p.step === 'open' ? 'l’ouverture du périphérique' : 'l’écriture vers l’imprimante'} n’a pas abouti dans les ${p.seconds}\u202fs`,
  }),

  // ——— The computer's print queue ———
  'printer.queue-cannot-start': words<{
    printer: string;
    queue: string;
    program: 'lp' | 'PowerShell';
    code: string;
  }>({
    en: (p) =>
      `Cannot print to ${p.printer} (print queue “${p.queue}”): the ${p.program} command could not be started (${p.code}). ${p.program === 'lp' ? 'Install CUPS, or use the printer’s network address instead.' : 'Check that PowerShell is available.'}`,
    nl: (p) =>
      `OrderSlip kan niet afdrukken op ${p.printer} (wachtrij “${p.queue}”): het commando ${p.program} kon niet gestart worden (${p.code}). ${p.program === 'lp' ? 'Installeer CUPS, of gebruik in de plaats het netwerkadres van de printer.' : 'Kijk na of PowerShell beschikbaar is.'}`,
    fr: (p) =>
      `Impossible d’imprimer sur ${p.printer} (file «\u202f${p.queue}\u202f»)\u202f: la commande ${p.program} n’a pas pu être lancée (${p.code}). ${p.program === 'lp' ? 'Installez CUPS, ou utilisez plutôt l’adresse réseau de l’imprimante.' : 'Vérifiez que PowerShell est disponible.'}`,
  }),
  'printer.queue-timeout': words<{ printer: string; queue: string }>({
    en: (p) =>
      `The print queue “${p.queue}” did not accept the job for ${p.printer} in time. Check the queue in the system’s printer settings; the job may still print.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} niet op tijd aangenomen. Kijk de wachtrij na bij de printerinstellingen van het systeem; de opdracht wordt misschien nog afgedrukt.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» n’a pas accepté la tâche pour ${p.printer} à temps. Vérifiez la file dans les réglages d’impression du système\u202f; la tâche peut encore s’imprimer.`,
  }),
  /** `said`: the first line of what the spooler answered. */
  'printer.queue-missing': words<{ queue: string; said: string }>({
    en: (p) =>
      `There is no print queue named “${p.queue}” on this computer (${p.said}). Check the printer name in Settings.`,
    nl: (p) =>
      `Er is op deze computer geen wachtrij met de naam “${p.queue}” (${p.said}). Kijk de naam van de printer na bij Instellingen.`,
    fr: (p) =>
      `Il n’y a pas de file d’impression nommée «\u202f${p.queue}\u202f» sur cet ordinateur (${p.said}). Vérifiez le nom de l’imprimante dans les Réglages.`,
  }),
  'printer.queue-refused': words<{ printer: string; queue: string; said: string }>({
    en: (p) =>
      `The print queue “${p.queue}” refused the job for ${p.printer}: ${p.said}. Check the queue in the system’s printer settings.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” weigerde de opdracht voor ${p.printer}: ${p.said}. Kijk de wachtrij na bij de printerinstellingen van het systeem.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» a refusé la tâche pour ${p.printer}\u202f: ${p.said}. Vérifiez la file dans les réglages d’impression du système.`,
  }),
  /** `job`: what the spooler called the job (may be empty). */
  'printer.queue-delivered': words<{ printer: string; queue: string; job: string }>({
    en: (p) =>
      `The print queue “${p.queue}” accepted the job for ${p.printer}${p.job ? ` (${p.job})` : ''}; the queue gives no paper status, so printing is not confirmed.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} aangenomen${p.job ? ` (${p.job})` : ''}; de wachtrij meldt niet of er papier is, dus het afdrukken is niet bevestigd.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» a accepté la tâche pour ${p.printer}${p.job ? ` (${p.job})` : ''}\u202f; la file n’indique pas l’état du papier\u202f: l’impression n’est donc pas confirmée.`,
  }),
  'printer.queue-status': words<{ queue: string }>({
    en: (p) => `Print queue “${p.queue}”: the system’s queue does not report the printer’s paper or cover.`,
    nl: (p) =>
      `Wachtrij “${p.queue}”: de wachtrij van het systeem meldt niets over het papier of de klep van de printer.`,
    fr: (p) =>
      `File d’impression «\u202f${p.queue}\u202f»\u202f: la file du système n’indique pas l’état du papier ni du capot.`,
  }),
  /** The spooler says the job completed; the printer itself said nothing (a proof level of its own). */
  'printer.queue-completed': words<{ printer: string; queue: string }>({
    en: (p) =>
      `The print queue “${p.queue}” reports the job for ${p.printer} completed; the printer itself does not confirm it printed.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” meldt dat de opdracht voor ${p.printer} klaar is; de printer zelf bevestigt niet dat hij afgedrukt heeft.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» indique que la tâche pour ${p.printer} est terminée\u202f; l’imprimante elle-même ne confirme pas l’impression.`,
  }),
  /**
   * The spooler stopped, aborted or cancelled the job (or holds it in a stopped queue). `said`: the
   * queue's own words; `started`: it had begun sending the job to the printer, so part may be on paper.
   */
  'printer.queue-job-stopped': words<{ printer: string; queue: string; said: string; started: boolean }>({
    en: (p) =>
      `The print queue “${p.queue}” did not finish the job for ${p.printer}: ${p.said}. ${p.started ? 'Part of the receipt may have come out. ' : ''}Check the printer and the queue in the system’s printer settings.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} niet afgewerkt: ${p.said}. ${p.started ? 'Een deel van de bon is misschien al afgedrukt. ' : ''}Kijk de printer en de wachtrij na bij de printerinstellingen van het systeem.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» n’a pas terminé la tâche pour ${p.printer}\u202f: ${p.said}. ${p.started ? 'Une partie du ticket est peut-être déjà sortie. ' : ''}Vérifiez l’imprimante et la file dans les réglages d’impression du système.`,
  }),
  /** Followed for `seconds`, the job was still waiting in the queue: it may print later. */
  'printer.queue-still-waiting': words<{ printer: string; queue: string; job: string; seconds: number }>({
    en: (p) =>
      `The print queue “${p.queue}” accepted the job for ${p.printer}${p.job ? ` (${p.job})` : ''}, but after ${p.seconds} s it is still in the queue. It may still print; check the queue in the system’s printer settings.`,
    nl: (p) =>
      `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} aangenomen${p.job ? ` (${p.job})` : ''}, maar na ${p.seconds} s staat ze nog altijd in de wachtrij. Ze wordt misschien nog afgedrukt; kijk de wachtrij na bij de printerinstellingen van het systeem.`,
    fr: (p) =>
      `La file d’impression «\u202f${p.queue}\u202f» a accepté la tâche pour ${p.printer}${p.job ? ` (${p.job})` : ''}, mais après ${p.seconds}\u202fs elle attend toujours dans la file. Elle peut encore s’imprimer\u202f; vérifiez la file dans les réglages d’impression du système.`,
  }),

  // ——— Printer addresses ———
  'printer.address-invalid': words<{ address: string; problem: AddressProblem }>({
    en: (p) => `Printer address “${p.address}” ${ADDRESS_PROBLEMS.en[p.problem]}. ${ADDRESS_FORMS.en}`,
    nl: (p) => `Printeradres “${p.address}” ${ADDRESS_PROBLEMS.nl[p.problem]}. ${ADDRESS_FORMS.nl}`,
    fr: (p) =>
      `L’adresse d’imprimante «\u202f${p.address}\u202f» ${ADDRESS_PROBLEMS.fr[p.problem]}. ${ADDRESS_FORMS.fr}`,
  }),

  // ——— What the printer's worker records and logs ———
  'printer.job-printed': words<{ printer: string; reprint: boolean }>({
    en: (p) => `${p.reprint ? 'Reprinted' : 'Printed'} on ${p.printer}, confirmed by the printer.`,
    nl: (p) => `${p.reprint ? 'Herdrukt' : 'Afgedrukt'} op ${p.printer}, bevestigd door de printer.`,
    fr: (p) =>
      `${p.reprint ? 'Ticket réimprimé' : 'Ticket imprimé'} sur ${p.printer}, confirmé par l’imprimante.`,
  }),
  'printer.job-queue-completed': words<{ printer: string; reprint: boolean }>({
    en: (p) =>
      `${p.reprint ? 'Reprint sent' : 'Sent'} to ${p.printer}: the print queue finished it (the printer itself does not confirm that it printed).`,
    nl: (p) =>
      `${p.reprint ? 'Herdruk verstuurd' : 'Verstuurd'} naar ${p.printer}: de wachtrij heeft hem afgewerkt (de printer zelf bevestigt niet dat hij afgedrukt heeft).`,
    fr: (p) =>
      `${p.reprint ? 'Réimpression envoyée' : 'Ticket envoyé'} à ${p.printer}\u202f: la file d’impression l’a terminé (l’imprimante elle-même ne confirme pas l’impression).`,
  }),
  'printer.job-delivered': words<{ printer: string; reprint: boolean }>({
    en: (p) =>
      `${p.reprint ? 'Reprint sent' : 'Sent'} to ${p.printer}, which cannot confirm that it printed.`,
    nl: (p) =>
      `${p.reprint ? 'Herdruk verstuurd' : 'Verstuurd'} naar ${p.printer}, die niet kan bevestigen dat hij afgedrukt heeft.`,
    fr: (p) =>
      `${p.reprint ? 'Réimpression envoyée' : 'Ticket envoyé'} à ${p.printer}, qui ne peut pas confirmer l’impression.`,
  }),
  'printer.job-unconfirmed': words<PrinterCause>({
    en: (p, f): string => `Sent to ${p.printer}, which did not confirm that it printed: ${f.say(p.cause)}`,
    nl: (p, f): string =>
      `Verstuurd naar ${p.printer}, die niet bevestigd heeft dat hij afgedrukt heeft: ${f.say(p.cause)}`,
    fr: (p, f): string =>
      `Ticket envoyé à ${p.printer}, qui n’a pas confirmé l’impression\u202f: ${f.say(p.cause)}`,
  }),
  'printer.job-failed': words<OrderPrinterCause>({
    en: (p, f): string => `${f.order(p.order)} did not print on ${p.printer}: ${f.say(p.cause)}`,
    nl: (p, f): string => `${f.order(p.order)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)}`,
    fr: (p, f): string =>
      `${f.order(p.order)} n’a pas été imprimée sur ${p.printer}\u202f: ${f.say(p.cause)}`,
  }),
  'printer.job-done': words<{ order: OrderRef; printer: string; reprint: boolean; verified: boolean }>({
    en: (p, f) =>
      `${f.order(p.order)} ${p.reprint ? 'reprinted' : 'printed'} on ${p.printer}${p.verified ? '' : ' (not verified)'}.`,
    nl: (p, f) =>
      `${f.order(p.order)} ${p.reprint ? 'herdrukt' : 'afgedrukt'} op ${p.printer}${p.verified ? '' : ' (niet bevestigd)'}.`,
    fr: (p, f) =>
      `${f.order(p.order)} ${p.reprint ? 'réimprimée' : 'imprimée'} sur ${p.printer}${p.verified ? '' : ' (non confirmée)'}.`,
  }),
  'printer.job-held-unverified': words<{ order: OrderRef; printer: string }>({
    en: (p, f) => `${f.order(p.order)} is held: did it come out on ${p.printer}? A person answers on Status.`,
    nl: (p, f) =>
      `${f.order(p.order)} wordt tegengehouden: is ze uit ${p.printer} gekomen? Iemand antwoordt bij Status.`,
    fr: (p, f) =>
      `${f.order(p.order)} est retenue\u202f: est-elle sortie de ${p.printer}\u202f? Quelqu’un doit répondre dans l’écran État.`,
  }),
  /** `detail`: the error and its stack, for support. */
  'printer.internal-error': words<{ printer: string; detail: string }>({
    en: (p) => `${p.printer} hit an internal error; it tries again in a moment: ${p.detail}`,
    nl: (p) => `${p.printer} liep tegen een interne fout aan; OrderSlip probeert zo opnieuw: ${p.detail}`,
    fr: (p) =>
      `${p.printer} a rencontré une erreur interne\u202f; OrderSlip réessaie dans un instant\u202f: ${p.detail}`,
  }),
  'printer.cannot-build': words<{ order: OrderRef; detail: string }>({
    en: (p, f) => `OrderSlip could not build the receipt of ${f.order(p.order)} (${p.detail}).`,
    nl: (p, f) => `OrderSlip kon de bon van ${f.order(p.order)} niet opmaken (${p.detail}).`,
    fr: (p, f) => `OrderSlip n’a pas pu composer le ticket de ${f.order(p.order)} (${p.detail}).`,
  }),
  'printer.order-unreadable': words({
    en: () => 'Its data could not be read, so it cannot be printed.',
    nl: () => 'De gegevens ervan konden niet gelezen worden, dus ze kan niet afgedrukt worden.',
    fr: () => 'Ses données n’ont pas pu être lues\u202f: elle ne peut donc pas être imprimée.',
  }),
  'printer.reprint-impossible': words<OnlyCause>({
    en: (p, f): string => `Reprint not possible: ${f.say(p.cause)}`,
    nl: (p, f): string => `Herdruk niet mogelijk: ${f.say(p.cause)}`,
    fr: (p, f): string => `Réimpression impossible\u202f: ${f.say(p.cause)}`,
  }),
  /** `detail`: the ledger's error text. */
  'printer.ledger-write-failed': words<{ order: OrderRef; printer: string; detail: string }>({
    en: (p, f) =>
      `OrderSlip could not write what ${p.printer} did with ${f.order(p.order)} to its ledger (${p.detail}). Free disk space; it tries again.`,
    nl: (p, f) =>
      `OrderSlip kon niet in zijn register schrijven wat ${p.printer} met ${f.order(p.order)} gedaan heeft (${p.detail}). Maak schijfruimte vrij; OrderSlip probeert het opnieuw.`,
    fr: (p, f) =>
      `OrderSlip n’a pas pu noter dans son historique ce que ${p.printer} a fait de ${f.order(p.order)} (${p.detail}). Libérez de l’espace disque\u202f; OrderSlip réessaie.`,
  }),

  // ——— `npm run cli -- print` ———
  'printer.cli-printed': words<CliOutcome>({
    en: (p, f): string =>
      `${f.order(p.order, false)}: printed and verified by the printer (${f.say(p.detail)})`,
    nl: (p, f): string =>
      `${f.order(p.order, false)}: afgedrukt en bevestigd door de printer (${f.say(p.detail)})`,
    fr: (p, f): string =>
      `${f.order(p.order, false)}\u202f: imprimée et confirmée par l’imprimante (${f.say(p.detail)})`,
  }),
  'printer.cli-queue-completed': words<CliOutcome>({
    en: (p, f): string =>
      `${f.order(p.order, false)}: completed by the print queue, not verified by the printer: ${f.say(p.detail)}`,
    nl: (p, f): string =>
      `${f.order(p.order, false)}: afgewerkt door de wachtrij, niet bevestigd door de printer: ${f.say(p.detail)}`,
    fr: (p, f): string =>
      `${f.order(p.order, false)}\u202f: terminée par la file d’impression, non confirmée par l’imprimante\u202f: ${f.say(p.detail)}`,
  }),
  'printer.cli-delivered': words<CliOutcome>({
    en: (p, f): string => `${f.order(p.order, false)}: delivered, not verified: ${f.say(p.detail)}`,
    nl: (p, f): string => `${f.order(p.order, false)}: verstuurd, niet bevestigd: ${f.say(p.detail)}`,
    fr: (p, f): string =>
      `${f.order(p.order, false)}\u202f: envoyée, non confirmée\u202f: ${f.say(p.detail)}`,
  }),
  'printer.cli-failed': words<CliFailure>({
    en: (p, f): string => `${f.order(p.order, false)}: not printed (${p.reason}): ${f.say(p.detail)}`,
    nl: (p, f): string => `${f.order(p.order, false)}: niet afgedrukt (${p.reason}): ${f.say(p.detail)}`,
    fr: (p, f): string =>
      `${f.order(p.order, false)}\u202f: non imprimée (${p.reason})\u202f: ${f.say(p.detail)}`,
  }),
} as const;
