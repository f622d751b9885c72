import { shortOrderId } from '../../../order-label';
import type { Translation } from '../../wording';
import {
  type order as En,
  type DecidedBy,
  type OrderStanding,
  NB,
  attemptNotes,
  type ByWhomWords,
  type StandingWords,
  sayByWhom,
  sayShopIn,
  sayStanding,
} from '../../en/messages/order';

const BY: ByWhomWords = { person: 'par quelqu’un du magasin', settings: 'par un changement de réglages' };

const byWhom = (by: DecidedBy): string => sayByWhom(BY, by);

const shopIn = (shop: string | null, shopId: number): string =>
  sayShopIn((id) => `le magasin ${id}`, shop, shopId);

const STANDING: StandingWords = {
  waiting: 'attend encore d’être imprimée',
  printed: 'est déjà imprimée',
  confirmed: 'est déjà imprimée et confirmée',
  held: 'attend une décision',
  handled: 'est déjà marquée comme traitée',
  gone: 'n’est plus listée par le service de commandes',
};

const standing = (state: OrderStanding): string => sayStanding(STANDING, state);

export const order: Translation<typeof En> = {
  'order.received': () => 'Reçue du service de commandes.',
  'order.history-lost': () =>
    `L’historique des commandes a été perdu avant l’arrivée de cette commande, elle a donc peut-être déjà été imprimée${NB}: elle s’imprime avec la mention DOUBLON POSSIBLE. Comparez-la avec ce qui a déjà été imprimé.`,
  'order.sent-before-ledger-lost': (p, f) =>
    `L’historique des commandes a perdu ses dernières modifications, mais la liste des tickets envoyés d’OrderSlip indique que cette commande a été envoyée à ${p.printer} le ${f.dateTime(p.sentAt)}, elle est donc peut-être déjà imprimée${NB}: elle s’imprime à nouveau avec la mention DOUBLON POSSIBLE. Comparez-la avec ce qui a déjà été imprimé.`,
  'order.no-printer': (p) =>
    `Aucune imprimante n’est configurée pour ${shopIn(p.shop, p.shopId)}${NB}: choisissez une imprimante pour imprimer cette commande, ou marquez-la comme traitée. Pour les prochaines commandes, donnez une imprimante au magasin dans Réglages › Magasins.`,
  'order.unreadable': (p, f): string => `Ses données n’ont pas pu être lues${NB}: ${f.say(p.cause)}`,
  'order.sending': (p, f) =>
    `${p.reprint ? 'Réimpression envoyée à' : 'Envoyée à'} ${p.printer} (${attemptNotes(f, p, 'essai', 'avec la mention DOUBLON POSSIBLE')}).`,
  'order.did-it-come-out': (p) =>
    `Envoyée à ${p.printer}, qui n’a pas pu confirmer l’impression${NB}: est-elle sortie${NB}? Répondez «${NB}Oui, elle est sortie${NB}» pour confirmer la commande, ou «${NB}Imprimer à nouveau${NB}» pour l’imprimer avec la mention DOUBLON POSSIBLE.`,
  'order.answered-came-out': (p) => `Quelqu’un l’a vue sortir de ${p.printer}.`,
  'order.answered-print-again': (p) =>
    `Quelqu’un a demandé de la réimprimer sur ${p.printer}, avec la mention DOUBLON POSSIBLE.`,
  'order.nothing-printed': () =>
    `Aucune imprimante ne l’a imprimée${NB}: réessayez, imprimez-la sur une autre imprimante, ou traitez-la à la main et marquez-la comme traitée.`,
  'order.interrupted': (p) =>
    `OrderSlip s’est arrêté pendant l’impression sur ${p.printer}${NB}: elle s’imprime à nouveau, avec la mention DOUBLON POSSIBLE.`,
  'order.send-journal-unwritable': (p) =>
    `Pas envoyée à ${p.printer}${NB}: OrderSlip n’a pas pu noter la tâche dans sa liste des tickets envoyés (${p.path}${NB}: ${p.detail}). Il réessaie${NB}; vérifiez que le disque n’est pas plein et que le dossier de données est accessible en écriture.`,
  'order.still-listed': () =>
    'Le service de commandes affiche encore cette commande, alors qu’elle a été confirmée.',
  'order.released-confirm-next': () =>
    `Réessayée${NB}: chaque imprimante l’a déjà imprimée, elle va donc être confirmée.`,
  'order.printed-elsewhere': (p) =>
    `Imprimée sur ${p.printer} à la demande de quelqu’un du magasin, confirmée par l’imprimante\u202f: la commande va être confirmée.`,
  'order.released': (p, f) =>
    p.printers.length > 0 ? `Réessayée${NB}: elle s’imprime sur ${f.list(p.printers)}.` : 'Réessayée.',
  'order.reprint-requested': (p) => `Réimpression demandée sur ${p.printer}.`,
  'order.reprint-cancelled': (p) => `La réimpression sur ${p.printer} a été annulée ${byWhom(p.by)}.`,
  'order.job-moved': (p) =>
    `${p.from} a été retirée${NB}; ${p.reprint ? 'la réimpression' : 'l’impression'} de cette commande a été déplacée vers ${p.to}.`,
  'order.job-moved-twin': (p) => `${p.from} a été retirée${NB}; ${p.to} imprime déjà cette commande.`,
  'order.job-dropped': (p, f): string =>
    `Pas imprimée sur ${p.printer}${NB}: retirée ${byWhom(p.by)}. ${f.say(p.reason)}`,
  'order.marked-handled': (p) => `Marquée comme traitée ${byWhom(p.by)}, sans impression.`,
  'order.confirmed': (p) =>
    `Confirmée au service de commandes${p.byPerson === true ? ' (traitée par une personne)' : ''}.`,
  'order.unknown': (p) =>
    `OrderSlip ne connaît pas la commande ${shortOrderId(p.id)}${NB}: elle a peut-être été retirée de l’historique. Rechargez la liste.`,
  'order.not-possible-now': (p, f) =>
    `${f.order(p.order)} ${standing(p.state)}, ce n’est donc pas possible maintenant. Rechargez la liste pour voir où elle en est.`,
  'order.unreadable-cannot-print': (p, f) =>
    `${f.order(p.order)} ne peut pas être imprimée${NB}: ses données du service de commandes n’ont pas pu être lues. Traitez-la à la main, puis marquez-la comme traitée.`,
  'order.answer-first': (p, f) =>
    `${f.order(p.order)} est peut-être déjà imprimée${NB}: répondez d’abord si elle est sortie («${NB}Oui, elle est sortie${NB}» ou «${NB}Imprimer à nouveau${NB}»).`,
  'order.no-question': (p, f) =>
    `${f.order(p.order)} n’attend plus de réponse sur son impression. Rechargez la liste pour voir où elle en est.`,
  'order.no-printer-to-retry': (p, f) =>
    `${f.order(p.order)} ne peut pas être réimprimée${NB}: aucune imprimante n’est configurée pour ${shopIn(p.shop, p.shopId)}. Configurez-en une dans Réglages › Magasins, ou imprimez-la sur l’imprimante de votre choix.`,
  'order.ledger-cannot-open': (p) =>
    `Le registre des commandes ${p.path} n’a pas pu être ouvert${NB}: ${p.detail}.${p.damaged ? ` Si le fichier est endommagé, mettez-le de côté${NB}; OrderSlip en commence alors un nouveau.` : ' Vérifiez que cet utilisateur peut écrire dans son dossier.'}`,
  'order.ledger-too-new': (p) =>
    `Le registre des commandes ${p.path} a été écrit par un OrderSlip plus récent (version de schéma ${p.version}${NB}; cette version connaît jusqu’à la ${p.known}). Réinstallez l’OrderSlip plus récent, ou mettez le fichier de côté pour commencer un registre vide.`,
  'order.history-cursor-stale': () =>
    `Cette page de l’historique ne peut pas être poursuivie${NB}: rechargez l’historique depuis le début.`,
};
