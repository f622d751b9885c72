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
  someShop: 'winkel',
  shopNumber: (id) => `winkel ${id}`,
  unreadable: (id, shop) => `Bestelling ${id} van ${shop}, die niet gelezen kon worden,`,
  unreadableWithoutId: (shop) => `Een bestelling van ${shop} die niet gelezen kon worden,`,
  someOrder: 'een bestelling',
  orderNumber: (number) => `bestelling ${number}`,
};

const sayOrder = (order: AlertOrder, f: Formatter): string => sayAlertOrder(ORDER, order, f);

const sayOrderNumber = (order: AlertOrder, f: Formatter): string => sayAlertOrderNumber(ORDER, order, f);

export const alerts: Translation<typeof En> = {
  'alerts.setting-not-a-url': (p) =>
    `${p.setting}: “${p.got}” is geen webadres. Het begint met https:// (of http://).`,
  'alerts.setting-not-an-email': (p) => `${p.setting}: “${p.got}” is geen e-mailadres.`,
  'alerts.password-cannot-be-stored': () =>
    'Deze OrderSlip kan geen wachtwoord voor de waarschuwingsmails bewaren.',
  'alerts.not-available': () =>
    'Deze OrderSlip verstuurt geen waarschuwingen (hij draait zonder de netwerkonderdelen).',
  'alerts.subject': (p) =>
    `OrderSlip ${p.pc}: ${{ problem: 'probleem', resolved: 'opgelost', 'quiet-morning': 'stille ochtend', test: 'test' }[p.subject as AlertSubject]} – ${p.what}`,
  'alerts.printer-down': (p, f) =>
    `${p.printer} kan al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} niet afdrukken. Er wachten bestellingen op.`,
  'alerts.printer-up': (p) => `${p.printer} drukt weer af.`,
  'alerts.order-held': (p, f) =>
    `${sayOrder(p.order, f)} wordt al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} tegengehouden: iemand moet ernaar kijken in OrderSlip.`,
  'alerts.order-released': (p, f) => `${sayOrder(p.order, f)} wordt niet meer tegengehouden.`,
  'alerts.shop-taken-over': (p, f) =>
    `Deze pc nam winkel ${p.shop} over van ${p.fromPc}: ${sayOrderNumber(p.order, f)} wachtte ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} onbevestigd terwijl ${p.fromPc} zei ze af te drukken. De wachtende bestellingen werden hier afgedrukt met MOGELIJK DUBBEL; kijk de printer van ${p.fromPc} na.`,
  'alerts.token-rejected': (p, f) =>
    `De bestelservice weigert het toegangstoken van OrderSlip al ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })}: er komen geen nieuwe bestellingen binnen. Vul een geldig token in bij Instellingen.`,
  'alerts.token-accepted': () =>
    'De bestelservice aanvaardt het toegangstoken opnieuw: bestellingen komen weer binnen.',
  'alerts.quiet-morning': (p) =>
    `Vandaag kwam er tot ${p.until} niets binnen en werd er niets afgedrukt. Kijk na of OrderSlip, de printer en de webwinkel werken.`,
  'alerts.test': () => 'Dit is een testwaarschuwing van OrderSlip: waarschuwingen komen hier bij u aan.',
  'alerts.delivery-failed': (p) => `De waarschuwing kon niet verstuurd worden via ${p.channel}: ${p.detail}`,
  'alerts.delivery-timed-out': (p, f) =>
    `De waarschuwing kon niet verstuurd worden via ${p.channel}: de server had na ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} seconden` })} nog niet volledig geantwoord. Kijk het adres en de poort na bij Instellingen › Waarschuwingen, of vraag het aan de aanbieder ervan.`,
  'alerts.delivery-unreachable': (p) =>
    `De waarschuwing kon niet verstuurd worden via ${p.channel}: de server is niet bereikbaar (${p.code}). Kijk het adres en de poort na bij Instellingen › Waarschuwingen, en of deze pc de server kan bereiken.`,
  'alerts.delivery-stopped': (p) =>
    `Een waarschuwing via ${p.channel} is niet verstuurd: OrderSlip stopte terwijl ze onderweg was.`,
  'alerts.channel-not-set-up': (p) =>
    `${p.channel} staat aan maar is niet ingevuld: vul het adres in bij Instellingen › Waarschuwingen.`,
  'alerts.none-switched-on': () =>
    'Er staat geen waarschuwingskanaal aan: zet e-mail, een webhook of een hartslag aan en sla eerst op.',
  'alerts.heartbeat-failing': (p) =>
    `Het hartslagadres antwoordt niet (${p.detail}); het wordt elke minuut opnieuw opgeroepen.`,
  'alerts.heartbeat-timed-out': (p, f) =>
    `Het hartslagadres had na ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} seconden` })} nog niet volledig geantwoord; het wordt elke minuut opnieuw opgeroepen.`,
  'alerts.sent': (p) => `Waarschuwing verstuurd via ${p.channel}: ${p.subject}`,
};
