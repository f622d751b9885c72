/**
 * Alerts for the owner in German: the e-mail's and webhook's words, what a test alert did, and the
 * alert settings' own errors. The token and customers' data never appear in these.
 */
import type { Formatter, Translation } from '../../wording';
import {
  type alerts as En,
  type AlertOrder,
  type AlertOrderWords,
  type AlertSubject,
  sayAlertOrder,
  sayAlertOrderNumber,
} from '../../en/messages/alerts';

/** "Bestellung 3f2a… von Bäckerei Süd, die nicht gelesen werden konnte,": a sentence's start. */
const ORDER: AlertOrderWords = {
  someShop: 'einem Geschäft',
  shopNumber: (id) => `Geschäft ${id}`,
  unreadable: (id, shop) => `Bestellung ${id} von ${shop}, die nicht gelesen werden konnte,`,
  unreadableWithoutId: (shop) => `Eine Bestellung von ${shop}, die nicht gelesen werden konnte,`,
  someOrder: 'eine Bestellung',
  orderNumber: (number) => `Bestellung ${number}`,
};

const sayOrder = (order: AlertOrder, f: Formatter): string => sayAlertOrder(ORDER, order, f);

const sayOrderNumber = (order: AlertOrder, f: Formatter): string => sayAlertOrderNumber(ORDER, order, f);

const SUBJECTS: Readonly<Record<AlertSubject, string>> = {
  problem: 'Problem',
  resolved: 'gelöst',
  'quiet-morning': 'ruhiger Morgen',
  test: 'Test',
};

const minutes = (count: number, f: Formatter): string =>
  f.plural(count, { one: '1 Minute', other: `${count} Minuten` });
const seconds = (count: number, f: Formatter): string =>
  f.plural(count, { one: '1 Sekunde', other: `${count} Sekunden` });

export const alerts: Translation<typeof En> = {
  'alerts.setting-not-a-url': (p) =>
    `${p.setting}: „${p.got}“ ist keine Webadresse. Eine Webadresse beginnt mit https:// (oder http://).`,
  'alerts.setting-not-an-email': (p) => `${p.setting}: „${p.got}“ ist keine E-Mail-Adresse.`,
  'alerts.password-cannot-be-stored': () =>
    'Dieses OrderSlip kann kein Passwort für die Warn-E-Mails speichern.',
  'alerts.not-available': () => 'Dieses OrderSlip sendet keine Warnungen (es läuft ohne die Netzwerkteile).',
  'alerts.subject': (p) =>
    `OrderSlip ${p.pc}: ${SUBJECTS[p.subject as AlertSubject] ?? p.subject} – ${p.what}`,
  'alerts.printer-down': (p, f) =>
    `${p.printer} kann seit ${minutes(p.minutes, f)} nicht drucken. Bestellungen warten darauf.`,
  'alerts.printer-up': (p) => `${p.printer} druckt wieder.`,
  'alerts.order-held': (p, f) =>
    `${sayOrder(p.order, f)} wird seit ${minutes(p.minutes, f)} zurückgehalten: Jemand muss sie sich in OrderSlip ansehen.`,
  'alerts.order-released': (p, f) => `${sayOrder(p.order, f)} wird nicht mehr zurückgehalten.`,
  'alerts.shop-taken-over': (p, f) =>
    `Dieser PC hat Geschäft ${p.shop} von ${p.fromPc} übernommen: ${sayOrderNumber(p.order, f)} hat ${minutes(p.minutes, f)} unbestätigt gewartet, während ${p.fromPc} angab, sie zu drucken. Die wartenden Bestellungen wurden hier mit MÖGLICHES DUPLIKAT gedruckt; prüfen Sie den Drucker von ${p.fromPc}.`,
  'alerts.token-rejected': (p, f) =>
    `Der Bestelldienst lehnt das Zugangstoken von OrderSlip seit ${minutes(p.minutes, f)} ab: Es kommen keine neuen Bestellungen herein. Geben Sie unter Einstellungen ein gültiges Token ein.`,
  'alerts.token-accepted': () =>
    'Der Bestelldienst nimmt das Zugangstoken wieder an: Bestellungen kommen herein.',
  'alerts.quiet-morning': (p) =>
    `Heute ist bis ${p.until} nichts hereingekommen und nichts gedruckt worden. Prüfen Sie, ob OrderSlip, der Drucker und der Webshop funktionieren.`,
  'alerts.test': () => 'Dies ist eine Testwarnung von OrderSlip: Warnungen erreichen Sie hier.',
  'alerts.delivery-failed': (p) => `Die Warnung konnte nicht über ${p.channel} gesendet werden: ${p.detail}`,
  'alerts.delivery-timed-out': (p, f) =>
    `Die Warnung konnte nicht über ${p.channel} gesendet werden: Der Server hatte nach ${seconds(p.seconds, f)} noch nicht fertig geantwortet. Prüfen Sie Adresse und Port unter Einstellungen › Warnungen, oder fragen Sie den Anbieter.`,
  'alerts.delivery-unreachable': (p) =>
    `Die Warnung konnte nicht über ${p.channel} gesendet werden: Der Server ist nicht erreichbar (${p.code}). Prüfen Sie Adresse und Port unter Einstellungen › Warnungen, und ob dieser PC den Server erreichen kann.`,
  'alerts.delivery-stopped': (p) =>
    `Eine Warnung über ${p.channel} wurde nicht gesendet: OrderSlip wurde beendet, während sie unterwegs war.`,
  'alerts.channel-not-set-up': (p) =>
    `${p.channel} ist eingeschaltet, aber nicht ausgefüllt: Geben Sie die Adresse unter Einstellungen › Warnungen ein.`,
  'alerts.none-switched-on': () =>
    'Kein Warnkanal ist eingeschaltet: Schalten Sie E-Mail, einen Webhook oder einen Herzschlag ein und speichern Sie zuerst.',
  'alerts.heartbeat-failing': (p) =>
    `Die Herzschlag-Adresse antwortet nicht (${p.detail}); sie wird jede Minute erneut aufgerufen.`,
  'alerts.heartbeat-timed-out': (p, f) =>
    `Die Herzschlag-Adresse hatte nach ${seconds(p.seconds, f)} noch nicht fertig geantwortet; sie wird jede Minute erneut aufgerufen.`,
  'alerts.sent': (p) => `Warnung über ${p.channel} gesendet: ${p.subject}`,
};
