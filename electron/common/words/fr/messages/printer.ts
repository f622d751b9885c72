import type { Translation } from '../../wording';
import {
  type printer as En,
  type CopyParams,
  type PrinterErrorCause,
  type NetworkProblem,
  type DeviceProblem,
  type AddressProblem,
  type LabelProblem,
  problemWithCode,
  sayCopyOf,
  sayCauses,
} from '../../en/messages/printer';

const copyNote = (p: CopyParams): string =>
  sayCopyOf((copy, copies) => `exemplaire ${copy} sur ${copies}`, p);

const labelNote = (p: CopyParams): string =>
  sayCopyOf((copy, copies) => `étiquette ${copy} sur ${copies}`, p);

const LABEL_PROBLEMS: Record<LabelProblem, string> = {
  'paper-out': 'il n’y a plus d’étiquettes. Mettez un nouveau rouleau d’étiquettes',
  'head-open': 'sa tête d’impression a été ouverte. Refermez la tête jusqu’au déclic',
  'ribbon-out': 'son ruban est épuisé. Mettez un nouveau ruban',
  paused:
    'elle a été mise en pause. Appuyez une fois sur son bouton pause (sur certains modèles\u202f: le bouton d’avance)',
  jam: 'les étiquettes sont coincées. Ouvrez l’imprimante, retirez les étiquettes coincées et refermez-la',
  error: 'elle signale une erreur. Éteignez-la puis rallumez-la',
};

const ERROR_CAUSES: Record<PrinterErrorCause, string> = {
  autocutter: 'le massicot est bloqué',
  unrecoverable: 'une erreur dont elle ne peut pas se remettre seule',
  recoverable: 'une surchauffe ou une autre erreur qui disparaît d’elle-même',
};

const causes = (list: readonly PrinterErrorCause[]): string => sayCauses(ERROR_CAUSES, list);

const ADDRESS_FORMS =
  'Utilisez tcp://hôte[:port] pour une imprimante réseau (port 9100 par défaut), printer:<nom de la file> pour une imprimante installée sur cet ordinateur, ou un périphérique comme /dev/usb/lp0, /dev/ttyUSB0 ou COM3.' as const;

const ADDRESS_PROBLEMS: Record<AddressProblem, string> = {
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
};

const NETWORK_PROBLEMS: Record<Exclude<NetworkProblem, 'other'>, string> = {
  timeout: 'aucune réponse',
  'no-route': 'aucun chemin vers elle',
  'host-down': 'l’appareil est éteint',
  'network-unreachable': 'le réseau est injoignable',
  'unknown-host': 'le nom d’hôte est inconnu',
  'lookup-failed': 'le nom d’hôte n’a pas pu être résolu',
};

const DEVICE_PROBLEMS: Record<Exclude<DeviceProblem, 'other'>, string> = {
  missing: 'il n’existe pas — l’imprimante est-elle branchée et allumée\u202f?',
  permission: 'accès refusé',
  'permission-group':
    'accès refusé — sous Linux, ajoutez cet utilisateur au groupe propriétaire du périphérique (souvent «\u202flp\u202f» ou «\u202fdialout\u202f») et reconnectez-vous',
  busy: 'un autre programme l’utilise',
  gone: 'le périphérique a disparu — l’imprimante a-t-elle été débranchée\u202f?',
  'not-connected': 'le périphérique n’est pas connecté',
  io: 'l’imprimante a signalé une erreur d’entrée/sortie (plus de papier, capot ouvert ou débranchée)',
  folder: 'c’est un dossier, pas un périphérique',
};

export const printer: Translation<typeof En> = {
  'printer.ready': () => 'Prête.',
  'printer.ready-paper-low': (p) =>
    `Prête, mais ${p.printer} n’a presque plus de papier. Gardez un nouveau rouleau à portée de main.`,
  'printer.ready-unverified': (p) => `Prête (${p.printer} ne peut pas confirmer qu’elle a imprimé).`,
  'printer.ready-queue': (p) =>
    `Prête (la file d’impression confirme les tâches de ${p.printer}\u202f; l’imprimante elle-même ne le peut pas).`,
  'printer.ready-no-confirm': (p, f): string =>
    `Prête, mais elle n’a pas confirmé que le dernier ticket est imprimé\u202f: ${f.say(p.cause)}`,
  'printer.not-asked-yet': () => 'Pas encore interrogée.',
  'printer.paused': (p) => `En pause\u202f: les commandes pour ${p.printer} attendent que vous la repreniez.`,
  'printer.asking': (p) => `Reprise\u202f: OrderSlip demande son état à ${p.printer}.`,
  'printer.printing': (p, f) => `Impression de ${f.order(p.order, false)} sur ${p.printer}.`,
  'printer.status-star': (p) =>
    `${p.printer} est joignable. Les imprimantes Star signalent leur état sur un autre port, qu’OrderSlip ne lit pas encore.`,
  'printer.status-silent': (p) => `${p.printer} est joignable, mais ne répond pas aux demandes d’état.`,
  'printer.status-closed': (p) =>
    `${p.printer} a coupé la connexion pendant la vérification de son état. Vérifiez l’imprimante et son câble.`,
  'printer.paper-out': (p) =>
    `${p.printer} n’a plus de papier. Remettez du papier\u202f; les commandes en attente s’imprimeront dès qu’il y en aura à nouveau.`,
  'printer.paper-ran-out': (p) =>
    `${p.printer} est tombée à court de papier pendant l’impression${copyNote(p)}. Remettez du papier et vérifiez le dernier ticket\u202f: il est peut-être incomplet.`,
  'printer.cover-open': (p) =>
    `Le capot de ${p.printer} est ouvert. Fermez le capot\u202f; les commandes en attente s’imprimeront dès qu’il sera fermé.`,
  'printer.cover-opened': (p) =>
    `Le capot de ${p.printer} a été ouvert pendant l’impression${copyNote(p)}. Fermez le capot et vérifiez le dernier ticket\u202f: il est peut-être incomplet.`,
  'printer.error': (p) =>
    `${p.printer} signale une erreur${causes(p.causes)}. Éteignez-la, retirez le papier coincé et rallumez-la.`,
  'printer.offline': (p) =>
    `${p.printer} est hors ligne\u202f: elle répond, mais dit qu’elle ne peut pas imprimer. Vérifiez ses voyants, le papier et le capot\u202f; appuyez une fois sur le bouton d’avance du papier.`,
  'printer.refused': (p) =>
    `${p.printer} à l’adresse ${p.where} a refusé la connexion. Vérifiez qu’elle est allumée, qu’aucun autre ordinateur n’imprime dessus et que le port dans les Réglages est correct.`,
  'printer.unreachable': (p, f): string =>
    `${p.printer} à l’adresse ${p.where} est injoignable (${f.say(p.cause)}). Vérifiez qu’elle est allumée et connectée au réseau, et que l’adresse dans les Réglages est correcte.`,
  'printer.network-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS[p.problem], p.code),
  'printer.connection-lost': (p) =>
    `La connexion avec ${p.printer} a été coupée pendant l’envoi du ticket${copyNote(p)}. Une partie a peut-être été imprimée. Vérifiez l’alimentation et le câble réseau de l’imprimante.`,
  'printer.no-answer': (p) =>
    `${p.printer} a reçu le ticket${copyNote(p)}, mais n’a pas confirmé son impression dans les ${p.seconds}\u202fs. Vérifiez s’il est sorti.`,
  'printer.answer-not-ours': (p) =>
    `${p.printer} a reçu le ticket${copyNote(p)} et a répondu, mais pas pour ce ticket\u202f: elle n’a donc pas confirmé son impression. Vérifiez s’il est sorti.`,
  'printer.answered-too-soon': (p) =>
    `${p.printer} a répondu «\u202fimprimé\u202f» plus vite que le papier ne peut avancer, ses réponses ne valent donc pas preuve. Vérifiez ce qui est vraiment sorti de l’imprimante.`,
  'printer.not-verifiable': (p) =>
    `${p.why === 'star' ? `${p.printer} est une imprimante Star, dont OrderSlip ne sait pas encore lire l’état par le réseau` : p.why === 'no-counter' ? `${p.printer} répond aux demandes d’état, mais sans compteur de travaux terminés (ancien micrologiciel Star)` : `${p.printer} ne répond pas aux demandes d’état`}\u202f: OrderSlip ne peut donc pas savoir si un ticket a été imprimé. Rien n’a été envoyé. Pour imprimer quand même, activez «\u202fImprimer sans preuve\u202f» pour cette imprimante dans Réglages › Imprimantes.`,
  'printer.status-broke': (p) =>
    `${p.printer} a cessé de répondre au milieu d’une vérification de son état. Rien n’a été envoyé. Vérifiez l’imprimante et son câble.`,
  'printer.address-unusable': (p, f): string =>
    `${p.printer} a une adresse qu’OrderSlip ne peut pas utiliser. ${f.say(p.cause)}`,
  'printer.job-empty': (p) => `Rien à imprimer sur ${p.printer}\u202f: la tâche est vide.`,
  'printer.head-open': (p) =>
    `La tête d’impression de ${p.printer} est ouverte. Refermez-la jusqu’au déclic\u202f; les étiquettes en attente s’imprimeront dès qu’elle sera fermée.`,
  'printer.ribbon-out': (p) =>
    `Le ruban de ${p.printer} est épuisé. Mettez un nouveau ruban (ou, pour des étiquettes thermiques directes, réglez l’imprimante en thermique direct)\u202f; les étiquettes en attente s’imprimeront ensuite.`,
  'printer.label-paused': (p) =>
    `${p.printer} est en pause. Appuyez une fois sur son bouton pause (sur certains modèles\u202f: le bouton d’avance)\u202f; les étiquettes en attente s’imprimeront alors.`,
  'printer.label-busy': (p) =>
    `${p.printer} était encore occupée par d’autres étiquettes après ${p.seconds}\u202fs\u202f: OrderSlip n’a donc rien envoyé, car il n’aurait pas pu distinguer ses étiquettes des autres. Vérifiez si un autre ordinateur imprime dessus.`,
  'printer.label-stopped': (p) =>
    `${p.printer} s’est arrêtée pendant l’impression${labelNote(p)}\u202f: ${LABEL_PROBLEMS[p.problem]}, puis vérifiez la dernière étiquette\u202f: elle manque peut-être ou est incomplète.`,
  'printer.label-no-answer': (p) =>
    `${p.printer} a reçu l’étiquette${labelNote(p)}, mais n’a pas montré dans les ${p.seconds}\u202fs qu’elle l’a imprimée. Vérifiez si elle est sortie.`,
  'printer.label-connection-lost': (p) =>
    `La connexion avec ${p.printer} a été coupée pendant l’envoi de l’étiquette${labelNote(p)}. Elle a peut-être été imprimée. Vérifiez l’alimentation et le câble réseau de l’imprimante.`,
  'printer.labels-printed': (p, f) =>
    `${f.plural(p.labels, { exactlyOne: 'Étiquette imprimée', one: `${p.labels} étiquette imprimée`, other: `Les ${p.labels} étiquettes ont été imprimées` })} sur ${p.printer}, ${f.plural(p.labels, { one: 'confirmée', other: 'confirmées' })} par l’imprimante.`,
  'printer.printed': (p) =>
    `${p.copies === 1 ? `Ticket imprimé sur ${p.printer}, confirmé` : `${p.copies === 2 ? 'Les deux' : `Les ${p.copies}`} exemplaires ont été imprimés sur ${p.printer}, confirmés`} par l’imprimante.${p.paperLow ? ' Le papier est presque épuisé.' : ''}`,
  'printer.delivered': (p) =>
    `Ticket envoyé à ${p.printer}\u202f; ${p.why === 'star' ? 'c’est une imprimante Star, dont OrderSlip ne sait pas encore lire l’état par le réseau' : p.why === 'no-counter' ? 'ses réponses d’état ne portent pas de compteur de travaux' : 'elle ne répond pas aux demandes d’état'}\u202f: l’impression n’est donc pas confirmée.`,
  'printer.device-cannot-open': (p, f): string =>
    `Impossible d’ouvrir ${p.printer} sur ${p.where}\u202f: ${f.say(p.cause)}. Rien n’a été imprimé.`,
  'printer.device-write-failed': (p, f): string =>
    `L’écriture vers ${p.printer} sur ${p.where} a échoué\u202f: ${f.say(p.cause)}. ${p.partly ? 'Une partie du ticket a peut-être été imprimée.' : 'Rien n’a été imprimé.'}`,
  'printer.device-lost': (p) =>
    `${p.printer} sur ${p.where} a disparu pendant qu’OrderSlip envoyait le ticket${copyNote(p)}. Une partie a peut-être été imprimée. Vérifiez que l’imprimante est allumée et que son câble USB ou série est bien branché.`,
  'printer.device-delivered': (p) =>
    `Ticket envoyé à ${p.printer} sur ${p.where}\u202f; un fichier de périphérique ne donne aucun état\u202f: l’impression n’est donc pas confirmée.`,
  'printer.device-present': (p) =>
    `${p.where} est présent et accessible en écriture\u202f; un fichier de périphérique n’indique pas l’état du papier.`,
  'printer.device-unreachable': (p, f): string =>
    `Impossible d’utiliser ${p.where}\u202f: ${f.say(p.cause)}.`,
  'printer.device-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS[p.problem], p.code),
  'printer.device-timeout': (p) =>
    `${p.step === 'open' ? 'l’ouverture du périphérique' : 'l’écriture vers l’imprimante'} n’a pas abouti dans les ${p.seconds}\u202fs`,
  'printer.queue-cannot-start': (p) =>
    `Impossible d’imprimer sur ${p.printer} (file «\u202f${p.queue}\u202f»)\u202f: la commande ${p.program} n’a pas pu être lancée (${p.code}). ${p.program === 'lp' ? 'Installez CUPS, ou utilisez plutôt l’adresse réseau de l’imprimante.' : 'Vérifiez que PowerShell est disponible.'}`,
  'printer.queue-timeout': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» n’a pas accepté la tâche pour ${p.printer} à temps. Vérifiez la file dans les réglages d’impression du système\u202f; la tâche peut encore s’imprimer.`,
  'printer.queue-missing': (p) =>
    `Il n’y a pas de file d’impression nommée «\u202f${p.queue}\u202f» sur cet ordinateur (${p.said}). Vérifiez le nom de l’imprimante dans les Réglages.`,
  'printer.queue-refused': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» a refusé la tâche pour ${p.printer}\u202f: ${p.said}. Vérifiez la file dans les réglages d’impression du système.`,
  'printer.queue-delivered': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» a accepté la tâche pour ${p.printer}${p.job ? ` (${p.job})` : ''}\u202f; la file n’indique pas l’état du papier\u202f: l’impression n’est donc pas confirmée.`,
  'printer.queue-status': (p) =>
    `File d’impression «\u202f${p.queue}\u202f»\u202f: la file du système n’indique pas l’état du papier ni du capot.`,
  'printer.queue-completed': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» indique que la tâche pour ${p.printer} est terminée\u202f; l’imprimante elle-même ne confirme pas l’impression.`,
  'printer.queue-job-stopped': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» n’a pas terminé la tâche pour ${p.printer}\u202f: ${p.said}. ${p.started ? 'Une partie du ticket est peut-être déjà sortie. ' : ''}Vérifiez l’imprimante et la file dans les réglages d’impression du système.`,
  'printer.queue-still-waiting': (p) =>
    `La file d’impression «\u202f${p.queue}\u202f» a accepté la tâche pour ${p.printer}${p.job ? ` (${p.job})` : ''}, mais après ${p.seconds}\u202fs elle attend toujours dans la file. Elle peut encore s’imprimer\u202f; vérifiez la file dans les réglages d’impression du système.`,
  'printer.address-invalid': (p) =>
    `L’adresse d’imprimante «\u202f${p.address}\u202f» ${ADDRESS_PROBLEMS[p.problem]}. ${ADDRESS_FORMS}`,
  'printer.job-printed': (p) =>
    `${p.reprint ? 'Ticket réimprimé' : 'Ticket imprimé'} sur ${p.printer}, confirmé par l’imprimante.`,
  'printer.job-queue-completed': (p) =>
    `${p.reprint ? 'Réimpression envoyée' : 'Ticket envoyé'} à ${p.printer}\u202f: la file d’impression l’a terminé (l’imprimante elle-même ne confirme pas l’impression).`,
  'printer.job-delivered': (p) =>
    `${p.reprint ? 'Réimpression envoyée' : 'Ticket envoyé'} à ${p.printer}, qui ne peut pas confirmer l’impression.`,
  'printer.job-unconfirmed': (p, f): string =>
    `Ticket envoyé à ${p.printer}, qui n’a pas confirmé l’impression\u202f: ${f.say(p.cause)}`,
  'printer.job-failed': (p, f): string =>
    `${f.order(p.order)} n’a pas été imprimée sur ${p.printer}\u202f: ${f.say(p.cause)}`,
  'printer.job-done': (p, f) =>
    `${f.order(p.order)} ${p.reprint ? 'réimprimée' : 'imprimée'} sur ${p.printer}${p.verified ? '' : ' (non confirmée)'}.`,
  'printer.job-held-unverified': (p, f) =>
    `${f.order(p.order)} est retenue\u202f: est-elle sortie de ${p.printer}\u202f? Quelqu’un doit répondre dans l’écran État.`,
  'printer.internal-error': (p) =>
    `${p.printer} a rencontré une erreur interne\u202f; OrderSlip réessaie dans un instant\u202f: ${p.detail}`,
  'printer.cannot-build': (p, f) =>
    `OrderSlip n’a pas pu composer le ticket de ${f.order(p.order)} (${p.detail}).`,
  'printer.order-unreadable': () =>
    'Ses données n’ont pas pu être lues\u202f: elle ne peut donc pas être imprimée.',
  'printer.reprint-impossible': (p, f): string => `Réimpression impossible\u202f: ${f.say(p.cause)}`,
  'printer.ledger-write-failed': (p, f) =>
    `OrderSlip n’a pas pu noter dans son historique ce que ${p.printer} a fait de ${f.order(p.order)} (${p.detail}). Libérez de l’espace disque\u202f; OrderSlip réessaie.`,
  'printer.cli-printed': (p, f): string =>
    `${f.order(p.order, false)}\u202f: imprimée et confirmée par l’imprimante (${f.say(p.detail)})`,
  'printer.cli-queue-completed': (p, f): string =>
    `${f.order(p.order, false)}\u202f: terminée par la file d’impression, non confirmée par l’imprimante\u202f: ${f.say(p.detail)}`,
  'printer.cli-delivered': (p, f): string =>
    `${f.order(p.order, false)}\u202f: envoyée, non confirmée\u202f: ${f.say(p.detail)}`,
  'printer.cli-failed': (p, f): string =>
    `${f.order(p.order, false)}\u202f: non imprimée (${p.reason})\u202f: ${f.say(p.detail)}`,
};
