/**
 * Alerts for the owner (docs/NETWORK.md): the e-mail's and webhook's words, what a test alert did, and
 * the alert settings' own errors. The token and customers' data never appear in these.
 */
import type { OrderType } from '../model/order';
import { words, type Formatter } from './wording';

/**
 * An order as an alert names it: its type and number, never its customer. One that could not be read
 * has neither: it is named by the service's id (null when it had no readable one) and its shop.
 */
export interface AlertOrder {
  readonly number: string | null;
  readonly type: OrderType | null;
  readonly id: string | null;
  readonly shop: { readonly id: number; readonly name: string | null } | null;
}

function sayShop(shop: AlertOrder['shop'], f: Formatter): string {
  if (shop?.name) return shop.name;
  const id = shop ? ` ${shop.id}` : '';
  return { en: `shop${id}`, nl: `winkel${id}`, fr: `la boutique${id}` }[f.language];
}

/** "Pick-up 12"; "Order 3f2a… from Bakkerij Zuid, which could not be read,"; at the start of a sentence. */
function sayOrder(order: AlertOrder, f: Formatter): string {
  if (order.type !== null)
    return f.order(
      { id: order.id ?? '', type: order.type, orderNumber: order.number, clientName: '' },
      false,
    );
  const shop = sayShop(order.shop, f);
  const fromShop = { en: `from ${shop}`, nl: `van ${shop}`, fr: `de ${shop}` }[f.language];
  if (order.id)
    return {
      en: `Order ${order.id} ${fromShop}, which could not be read,`,
      nl: `Bestelling ${order.id} ${fromShop}, die niet gelezen kon worden,`,
      fr: `La commande ${order.id} ${fromShop}, illisible,`,
    }[f.language];
  return {
    en: `An order ${fromShop} that could not be read`,
    nl: `Een bestelling ${fromShop} die niet gelezen kon worden,`,
    fr: `Une commande illisible ${fromShop}`,
  }[f.language];
}

/** An order by its type and number, or by its number alone when the type is not known (a takeover). */
function sayOrderNumber(order: AlertOrder, f: Formatter): string {
  const said = order.type === null ? '' : sayOrder(order, f);
  if (said !== '') return said;
  const { number } = order;
  if (number === null) return { en: 'an order', nl: 'een bestelling', fr: 'une commande' }[f.language];
  return { en: `order ${number}`, nl: `bestelling ${number}`, fr: `la commande ${number}` }[f.language];
}

/** What an alert is about, for its subject line. */
export type AlertSubject = 'problem' | 'resolved' | 'quiet-morning' | 'test';

export const alertWords = {
  'alerts.setting-not-a-url': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not a web address. It starts with https:// (or http://).`,
    nl: (p) => `${p.setting}: “${p.got}” is geen webadres. Het begint met https:// (of http://).`,
    fr: (p) =>
      `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse web. Elle commence par https:// (ou http://).`,
  }),
  'alerts.setting-not-an-email': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not an e-mail address.`,
    nl: (p) => `${p.setting}: “${p.got}” is geen e-mailadres.`,
    fr: (p) => `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse e-mail.`,
  }),
  'alerts.password-cannot-be-stored': words({
    en: () => 'This OrderSlip cannot store a password for the alert e-mails.',
    nl: () => 'Deze OrderSlip kan geen wachtwoord voor de waarschuwingsmails bewaren.',
    fr: () => 'Cet OrderSlip ne peut pas enregistrer de mot de passe pour les e-mails d’alerte.',
  }),
  'alerts.not-available': words({
    en: () => 'This OrderSlip sends no alerts (it runs without the network parts).',
    nl: () => 'Deze OrderSlip verstuurt geen waarschuwingen (hij draait zonder de netwerkonderdelen).',
    fr: () => 'Cet OrderSlip n’envoie pas d’alertes (il tourne sans les éléments réseau).',
  }),
  'alerts.subject': words<{ pc: string; subject: string; what: string }>({
    en: (p) =>
      `OrderSlip ${p.pc}: ${{ problem: 'problem', resolved: 'solved', 'quiet-morning': 'quiet morning', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
    nl: (p) =>
      `OrderSlip ${p.pc}: ${{ problem: 'probleem', resolved: 'opgelost', 'quiet-morning': 'stille ochtend', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
    fr: (p) =>
      `OrderSlip ${p.pc}\u202f: ${{ problem: 'problème', resolved: 'résolu', 'quiet-morning': 'matinée calme', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
  }),
  'alerts.printer-down': words<{ printer: string; minutes: number }>({
    en: (p, f) =>
      `${p.printer} has not been able to print for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}. Orders wait for it.`,
    nl: (p, f) =>
      `${p.printer} kan al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} niet afdrukken. Er wachten bestellingen op.`,
    fr: (p, f) =>
      `${p.printer} ne peut plus imprimer depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}. Des commandes l’attendent.`,
  }),
  'alerts.printer-up': words<{ printer: string }>({
    en: (p) => `${p.printer} prints again.`,
    nl: (p) => `${p.printer} drukt weer af.`,
    fr: (p) => `${p.printer} imprime à nouveau.`,
  }),
  'alerts.order-held': words<{ order: AlertOrder; minutes: number }>({
    en: (p, f) =>
      `${sayOrder(p.order, f)} has been held for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: someone must look at it in OrderSlip.`,
    nl: (p, f) =>
      `${sayOrder(p.order, f)} wordt al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} tegengehouden: iemand moet ernaar kijken in OrderSlip.`,
    fr: (p, f) =>
      `${sayOrder(p.order, f)} est bloquée depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}\u202f: quelqu’un doit la regarder dans OrderSlip.`,
  }),
  'alerts.order-released': words<{ order: AlertOrder }>({
    en: (p, f) => `${sayOrder(p.order, f)} is no longer held.`,
    nl: (p, f) => `${sayOrder(p.order, f)} wordt niet meer tegengehouden.`,
    fr: (p, f) => `${sayOrder(p.order, f)} n’est plus bloquée.`,
  }),
  /** This PC took a shop over by its service watch (docs/NETWORK.md): told at once. */
  'alerts.shop-taken-over': words<{ shop: number; fromPc: string; order: AlertOrder; minutes: number }>({
    en: (p, f) =>
      `This PC took shop ${p.shop} over from ${p.fromPc}: ${sayOrderNumber(p.order, f)} waited ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })} unconfirmed while ${p.fromPc} claimed to print it. The waiting orders printed here marked POSSIBLE DUPLICATE; check ${p.fromPc}’s printer.`,
    nl: (p, f) =>
      `Deze pc nam winkel ${p.shop} over van ${p.fromPc}: ${sayOrderNumber(p.order, f)} wachtte ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} onbevestigd terwijl ${p.fromPc} zei ze af te drukken. De wachtende bestellingen werden hier afgedrukt met MOGELIJK DUBBEL; kijk de printer van ${p.fromPc} na.`,
    fr: (p, f) =>
      `Ce PC a repris le magasin ${p.shop} de ${p.fromPc}\u202f: ${sayOrderNumber(p.order, f)} a attendu ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })} sans confirmation alors que ${p.fromPc} disait l’imprimer. Les commandes en attente se sont imprimées ici avec DOUBLON POSSIBLE\u202f; vérifiez l’imprimante de ${p.fromPc}.`,
  }),
  'alerts.token-rejected': words<{ minutes: number }>({
    en: (p, f) =>
      `The ordering service has refused OrderSlip's access token for ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: no new orders come in. Enter a valid token in Settings.`,
    nl: (p, f) =>
      `De bestelservice weigert het toegangstoken van OrderSlip al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })}: er komen geen nieuwe bestellingen binnen. Vul een geldig token in bij Instellingen.`,
    fr: (p, f) =>
      `Le service de commande refuse le jeton d’accès d’OrderSlip depuis ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}\u202f: aucune nouvelle commande n’arrive. Saisissez un jeton valide dans Réglages.`,
  }),
  'alerts.token-accepted': words({
    en: () => 'The ordering service accepts the access token again: orders come in.',
    nl: () => 'De bestelservice aanvaardt het toegangstoken opnieuw: bestellingen komen weer binnen.',
    fr: () => 'Le service de commande accepte de nouveau le jeton d’accès\u202f: les commandes arrivent.',
  }),
  'alerts.quiet-morning': words<{ until: string }>({
    en: (p) =>
      `Nothing came in and nothing was printed today up to ${p.until}. Check that OrderSlip, the printer and the online shop work.`,
    nl: (p) =>
      `Vandaag kwam er tot ${p.until} niets binnen en werd er niets afgedrukt. Kijk na of OrderSlip, de printer en de webwinkel werken.`,
    fr: (p) =>
      `Rien n’est arrivé et rien n’a été imprimé aujourd’hui jusqu’à ${p.until}. Vérifiez qu’OrderSlip, l’imprimante et la boutique en ligne fonctionnent.`,
  }),
  'alerts.test': words({
    en: () => 'This is a test alert from OrderSlip: alerts reach you here.',
    nl: () => 'Dit is een testwaarschuwing van OrderSlip: waarschuwingen komen hier bij u aan.',
    fr: () => 'Ceci est une alerte de test d’OrderSlip\u202f: les alertes vous parviennent ici.',
  }),
  'alerts.delivery-failed': words<{ channel: string; detail: string }>({
    en: (p) => `The alert could not be sent by ${p.channel}: ${p.detail}`,
    nl: (p) => `De waarschuwing kon niet verstuurd worden via ${p.channel}: ${p.detail}`,
    fr: (p) => `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: ${p.detail}`,
  }),
  'alerts.delivery-timed-out': words<{ channel: string; seconds: number }>({
    en: (p, f) =>
      `The alert could not be sent by ${p.channel}: the server did not finish answering within ${f.plural(p.seconds, { one: '1 second', other: `${p.seconds} seconds` })}. Check its address and port in Settings › Alerts, or ask its provider.`,
    nl: (p, f) =>
      `De waarschuwing kon niet verstuurd worden via ${p.channel}: de server had na ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} seconden` })} nog niet volledig geantwoord. Kijk het adres en de poort na bij Instellingen › Waarschuwingen, of vraag het aan de aanbieder ervan.`,
    fr: (p, f) =>
      `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: le serveur n’avait pas fini de répondre après ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} secondes` })}. Vérifiez son adresse et son port dans Réglages › Alertes, ou demandez à son fournisseur.`,
  }),
  'alerts.delivery-unreachable': words<{ channel: string; code: string }>({
    en: (p) =>
      `The alert could not be sent by ${p.channel}: its server cannot be reached (${p.code}). Check its address and port in Settings › Alerts, and that this PC can reach it.`,
    nl: (p) =>
      `De waarschuwing kon niet verstuurd worden via ${p.channel}: de server is niet bereikbaar (${p.code}). Kijk het adres en de poort na bij Instellingen › Waarschuwingen, en of deze pc de server kan bereiken.`,
    fr: (p) =>
      `L’alerte n’a pas pu être envoyée par ${p.channel}\u202f: son serveur est injoignable (${p.code}). Vérifiez son adresse et son port dans Réglages › Alertes, et que ce PC peut l’atteindre.`,
  }),
  'alerts.delivery-stopped': words<{ channel: string }>({
    en: (p) => `An alert by ${p.channel} was not sent: OrderSlip stopped while it was on its way.`,
    nl: (p) =>
      `Een waarschuwing via ${p.channel} is niet verstuurd: OrderSlip stopte terwijl ze onderweg was.`,
    fr: (p) =>
      `Une alerte par ${p.channel} n’a pas été envoyée\u202f: OrderSlip s’est arrêté pendant l’envoi.`,
  }),
  'alerts.channel-not-set-up': words<{ channel: string }>({
    en: (p) => `${p.channel} is switched on but not filled in: enter its address in Settings › Alerts.`,
    nl: (p) =>
      `${p.channel} staat aan maar is niet ingevuld: vul het adres in bij Instellingen › Waarschuwingen.`,
    fr: (p) => `${p.channel} est activé mais pas rempli\u202f: indiquez l’adresse dans Réglages › Alertes.`,
  }),
  'alerts.none-switched-on': words({
    en: () => 'No alert channel is switched on: switch on e-mail, a webhook or a heartbeat and save first.',
    nl: () =>
      'Er staat geen waarschuwingskanaal aan: zet e-mail, een webhook of een hartslag aan en sla eerst op.',
    fr: () =>
      'Aucun canal d’alerte n’est activé\u202f: activez l’e-mail, un webhook ou un battement et enregistrez d’abord.',
  }),
  'alerts.heartbeat-failing': words<{ detail: string }>({
    en: (p) => `The heartbeat address does not answer (${p.detail}); it is called again every minute.`,
    nl: (p) => `Het hartslagadres antwoordt niet (${p.detail}); het wordt elke minuut opnieuw opgeroepen.`,
    fr: (p) => `L’adresse du battement ne répond pas (${p.detail})\u202f; elle est rappelée chaque minute.`,
  }),
  'alerts.heartbeat-timed-out': words<{ seconds: number }>({
    en: (p, f) =>
      `The heartbeat address did not finish answering within ${f.plural(p.seconds, { one: '1 second', other: `${p.seconds} seconds` })}; it is called again every minute.`,
    nl: (p, f) =>
      `Het hartslagadres had na ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} seconden` })} nog niet volledig geantwoord; het wordt elke minuut opnieuw opgeroepen.`,
    fr: (p, f) =>
      `L’adresse du battement n’avait pas fini de répondre après ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} secondes` })}\u202f; elle est rappelée chaque minute.`,
  }),
  'alerts.sent': words<{ channel: string; subject: string }>({
    en: (p) => `Alert sent by ${p.channel}: ${p.subject}`,
    nl: (p) => `Waarschuwing verstuurd via ${p.channel}: ${p.subject}`,
    fr: (p) => `Alerte envoyée par ${p.channel}\u202f: ${p.subject}`,
  }),
} as const;
