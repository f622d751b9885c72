import type { Translation } from '../../wording';
import { day as paperDay } from '../paper/day';
import { type schedule as En, dayText } from '../../en/messages/schedule';

const LIST_NAMES = { 'bake-list': 'liste de production', 'pickup-sheet': 'liste des retraits' } as const;

export const schedule: Translation<typeof En> = {
  'schedule.list-printed': (p) =>
    `La ${LIST_NAMES[p.list]} du ${dayText(p.day, paperDay.weekdays)} a été imprimée sur ${p.printer}.`,
  'schedule.unproven': (p) =>
    `${p.printer} a reçu l’impression planifiée mais n’a pas pu confirmer qu’elle est sortie\u202f: vérifiez-la. OrderSlip ne la renvoie pas de lui-même\u202f; imprimez-la depuis la vue Journée si elle manque.`,
  'schedule.list-failed': (p, f) =>
    `La liste de production du ${dayText(p.day, paperDay.weekdays)} ne s’est pas imprimée sur ${p.printer}\u202f: ${f.say(p.cause)} OrderSlip réessaie tout seul tant que la liste est utile.`,
  'schedule.list-dropped': (p) =>
    p.failed
      ? `La liste de production du ${dayText(p.day, paperDay.weekdays)} (prévue à ${p.time}) n’a pas été imprimée\u202f: ${p.printer} n’a pas pu l’imprimer tant qu’elle était utile. Imprimez-la depuis la vue Journée si vous en avez encore besoin.`
      : `La liste de production du ${dayText(p.day, paperDay.weekdays)} (prévue à ${p.time} sur ${p.printer}) n’a pas été imprimée\u202f: OrderSlip ne tournait pas à ce moment-là, et elle n’est plus utile. Imprimez-la depuis la vue Journée si vous en avez encore besoin.`,
  'schedule.printer-unusable': (p) =>
    p.label
      ? `La liste de production du ${dayText(p.day, paperDay.weekdays)} n’a pas été imprimée\u202f: ${p.printer} est une imprimante d’étiquettes. Choisissez une imprimante de tickets pour cette planification dans Réglages, La journée du magasin.`
      : `La liste de production du ${dayText(p.day, paperDay.weekdays)} n’a pas été imprimée\u202f: l’imprimante ${p.printer} n’est plus configurée. Choisissez une imprimante pour cette planification dans Réglages, La journée du magasin.`,
  'schedule.slip-printed': (p, f) =>
    `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} a été imprimé sur ${p.printer}.`,
  'schedule.slip-failed': (p, f) =>
    `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} ne s’est pas imprimé sur ${p.printer}\u202f: ${f.say(p.cause)} OrderSlip réessaie tout seul jusqu’à l’heure de la commande.`,
  'schedule.slip-dropped': (p, f) =>
    p.failed
      ? `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} n’a pas été imprimé\u202f: ${p.printer} n’a pas pu l’imprimer avant l’heure de la commande.`
      : `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} (sur ${p.printer}) n’a pas été imprimé\u202f: OrderSlip ne tournait pas au moment prévu, et l’heure de la commande est passée.`,
  'schedule.slip-no-printer': (p, f) =>
    `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)} ne peut pas s’imprimer\u202f: son magasin n’a pas d’imprimante de tickets. Choisissez une imprimante pour ces rappels dans Réglages, La journée du magasin.`,
  'schedule.interrupted': (p, f) =>
    `OrderSlip s’est arrêté pendant l’impression ${p.what === 'bake-list' || p.order === null ? `de la liste de production du ${dayText(p.day, paperDay.weekdays)}` : `du rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)}`} sur ${p.printer}\u202f: elle est peut-être déjà sortie. Elle est réimprimée avec la mention DOUBLON POSSIBLE.`,
  'schedule.seen-while-clock-ahead': (p, f) =>
    `La liste de production de ${p.time} a été réglée alors que l’horloge de ce PC avançait (elle indiquait ${f.dateTime(p.at)}). OrderSlip suit l’heure corrigée\u202f: la liste s’imprime à ${p.time} dès aujourd’hui.`,
  'schedule.run-while-clock-ahead': (p, f) =>
    `${p.what === 'bake-list' || p.order === null ? `La liste de production du ${dayText(p.day, paperDay.weekdays)}` : `Le rappel «\u202fà retirer aujourd’hui\u202f» de ${f.order(p.order)}`} a été traité alors que l’horloge de ce PC avançait (elle indiquait ${f.dateTime(p.at)}). Il est réimprimé à son heure selon l’horloge corrigée.`,
  'schedule.not-a-receipt-printer': (p) =>
    `${p.printer} est une imprimante d’étiquettes\u202f: la liste de production et la liste des retraits s’impriment sur une imprimante de tickets. Choisissez une autre imprimante.`,
};
