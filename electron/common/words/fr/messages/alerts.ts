import type { Formatter, Translation } from '../../wording';
import {
  type alerts as En,
  type AlertOrder,
  type AlertOrderWords,
  type AlertSubject,
  sayAlertOrder,
  sayAlertOrderNumber,
} from '../../en/messages/alerts';

const ORDER: AlertOrderWords = {
  someShop: 'la boutique',
  shopNumber: (id) => `la boutique ${id}`,
  unreadable: (id, shop) => `La commande ${id} de ${shop}, illisible,`,
  unreadableWithoutId: (shop) => `Une commande illisible de ${shop}`,
  someOrder: 'une commande',
  orderNumber: (number) => `la commande ${number}`,
};

const sayOrder = (order: AlertOrder, f: Formatter): string => sayAlertOrder(ORDER, order, f);

const sayOrderNumber = (order: AlertOrder, f: Formatter): string => sayAlertOrderNumber(ORDER, order, f);

export const alerts: Translation<typeof En> = {
  'alerts.setting-not-a-url': (p) =>
    `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse web. Elle commence par https:// (ou http://).`,
  'alerts.setting-not-an-email': (p) =>
    `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse e-mail.`,
  'alerts.password-cannot-be-stored': () =>
    'Cet OrderSlip ne peut pas enregistrer de mot de passe pour les e-mails d’alerte.',
  'alerts.not-available': () => 'Cet OrderSlip n’envoie pas d’alertes (il tourne sans les éléments réseau).',
  'alerts.subject': (p) =>
    `OrderSlip ${p.pc}\u202f: ${{ problem: 'problème', resolved: 'résolu', 'quiet-morning': 'matinée calme', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
  'alerts.printer-down': (p, f) =>
    `${p.printer} ne peut plus imprimer depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}. Des commandes l’attendent.`,
  'alerts.printer-up': (p) => `${p.printer} imprime à nouveau.`,
  'alerts.order-held': (p, f) =>
    `${sayOrder(p.order, f)} est bloquée depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}\u202f: quelqu’un doit la regarder dans OrderSlip.`,
  'alerts.order-released': (p, f) => `${sayOrder(p.order, f)} n’est plus bloquée.`,
  'alerts.shop-taken-over': (p, f) =>
    `Ce PC a repris le magasin ${p.shop} de ${p.fromPc}\u202f: ${sayOrderNumber(p.order, f)} a attendu ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })} sans confirmation alors que ${p.fromPc} disait l’imprimer. Les commandes en attente se sont imprimées ici avec DOUBLON POSSIBLE\u202f; vérifiez l’imprimante de ${p.fromPc}.`,
  'alerts.token-rejected': (p, f) =>
    `Le service de commande refuse le jeton d’accès d’OrderSlip depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}\u202f: aucune nouvelle commande n’arrive. Saisissez un jeton valide dans Réglages.`,
  'alerts.token-accepted': () =>
    'Le service de commande accepte de nouveau le jeton d’accès\u202f: les commandes arrivent.',
  'alerts.quiet-morning': (p) =>
    `Rien n’est arrivé et rien n’a été imprimé aujourd’hui jusqu’à ${p.until}. Vérifiez qu’OrderSlip, l’imprimante et la boutique en ligne fonctionnent.`,
  'alerts.test': () => 'Ceci est une alerte de test d’OrderSlip\u202f: les alertes vous parviennent ici.',
  'alerts.delivery-failed': (p) => `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: ${p.detail}`,
  'alerts.delivery-timed-out': (p, f) =>
    `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: le serveur n’avait pas fini de répondre après ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} secondes` })}. Vérifiez son adresse et son port dans Réglages › Alertes, ou demandez à son fournisseur.`,
  'alerts.delivery-unreachable': (p) =>
    `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: son serveur est injoignable (${p.code}). Vérifiez son adresse et son port dans Réglages › Alertes, et que ce PC peut l’atteindre.`,
  'alerts.delivery-stopped': (p) =>
    `Une alerte par ${p.channel} n’a pas été envoyée\u202f: OrderSlip s’est arrêté pendant l’envoi.`,
  'alerts.channel-not-set-up': (p) =>
    `${p.channel} est activé mais pas rempli\u202f: indiquez l’adresse dans Réglages › Alertes.`,
  'alerts.none-switched-on': () =>
    'Aucun canal d’alerte n’est activé\u202f: activez l’e-mail, un webhook ou un battement et enregistrez d’abord.',
  'alerts.heartbeat-failing': (p) =>
    `L’adresse du battement ne répond pas (${p.detail})\u202f; elle est rappelée chaque minute.`,
  'alerts.heartbeat-timed-out': (p, f) =>
    `L’adresse du battement n’avait pas fini de répondre après ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} secondes` })}\u202f; elle est rappelée chaque minute.`,
  'alerts.sent': (p) => `Alerte envoyée par ${p.channel}\u202f: ${p.subject}`,
};
