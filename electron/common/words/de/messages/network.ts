/** Other OrderSlips on the shop's network and who prints which shop, in German (docs/NETWORK.md). */
import { sayShop } from '../../en/messages/engine';
import { sayWait } from './service';
import type { network as En } from '../../en/messages/network';
import type { Translation } from '../../wording';

export const network: Translation<typeof En> = {
  'network.setting-not-an-address': (p) =>
    `${p.setting}: „${p.got}“ ist keine Adresse. Geben Sie einen Namen oder eine IP-Adresse ein, z. B. 192.168.1.20.`,
  'network.discovery-cannot-listen': (p) =>
    `Andere OrderSlips können nicht gesucht werden: UDP-Port ${p.port} lässt sich nicht öffnen (${p.detail}). Verwendet ein anderes Programm ihn?`,
  'network.discovery-failing': (p) =>
    `Dieser PC konnte sich im Netzwerk nicht ankündigen (${p.detail}); neuer Versuch läuft.`,
  'network.discovery-peer-unknown': (p) =>
    `Das andere OrderSlip „${p.peer}“ aus Einstellungen › Netzwerk ist nicht zu finden (${p.detail}).`,
  'network.took-over': (p, f) =>
    `${p.fromPc} antwortet nicht mehr: Dieser PC druckt jetzt ${sayShop(p.shop, f)}. Die wartenden Bestellungen werden mit MÖGLICHES DUPLIKAT gedruckt.`,
  'network.took-over-orders-waited': (p, f) =>
    `Dieser PC hat ${sayShop(p.shop, f)} von ${p.fromPc} übernommen: ${p.orderNumber === null ? 'Eine Bestellung' : `Bestellung ${p.orderNumber}`} wartete ${sayWait(p.waitedMs, f)} unbestätigt, während ${p.fromPc} angab, sie zu drucken. Die wartenden Bestellungen werden hier mit MÖGLICHES DUPLIKAT gedruckt; prüfen Sie den Drucker von ${p.fromPc}.`,
  'network.shop-taken-over': (p, f) =>
    `${p.byPc} hat ${sayShop(p.shop, f)} von diesem PC übernommen: Die Bestellungen warteten hier unbestätigt. Dieser PC steht in Reserve, solange ${p.byPc} druckt; prüfen Sie die Drucker dieses PCs.`,
  'network.handed-over': (p, f) =>
    `${p.fromPc} hat ${sayShop(p.shop, f)} abgegeben: Dieser PC druckt es jetzt (die wartenden Bestellungen mit MÖGLICHES DUPLIKAT).`,
  'network.standing-by': (p, f) =>
    `${sayShop(p.shop, f)} wird von ${p.otherPc} gedruckt: Dieser PC steht in Reserve.`,
  'network.resumed': (p, f) =>
    `Dieser PC hat ${sayShop(p.shop, f)} beim letzten Lauf gedruckt, und kein anderes OrderSlip beansprucht es: Er druckt es sofort wieder.`,
  'network.resume-stood-down': (p, f) =>
    `Dieser PC hat ${sayShop(p.shop, f)} beim Start wieder aufgenommen, aber ${p.otherPc} druckt es: Dieser PC steht in Reserve. Eine Bestellung, die hier kurz davor gedruckt wurde, kann auch bei ${p.otherPc} gedruckt worden sein.`,
  'network.roles-not-kept': (p) =>
    `Welche Geschäfte dieser PC druckt, konnte nicht in seinen Datenordner geschrieben werden (${p.detail}): Beim nächsten Start hört er 3 Sekunden auf andere OrderSlips, bevor er sie druckt.`,
  'network.printed-beside-here': (p, f) =>
    `${p.otherPc} hat ${sayShop(p.shop, f)} kurz ebenfalls gedruckt (er hat es beim Start beansprucht) und tritt zurück: Dieser PC druckt es weiter. Die Bestellungen seines nächsten Abrufs werden mit MÖGLICHES DUPLIKAT gedruckt.`,
  'network.conflict': (p, f) =>
    `${sayShop(p.shop, f)} ist zum Drucken auf diesem PC und auf ${p.otherPc} eingestellt: Nur einer der beiden druckt. Wählen Sie einen in Einstellungen › Netzwerk.`,
  'network.held-taken-over': (p) =>
    `${p.byPc} hat dieses Geschäft übernommen, weil seine Bestellungen hier unbestätigt warteten, und hat diese Bestellung gedruckt (mit MÖGLICHES DUPLIKAT): Sie wird hier zurückgehalten, statt zweimal gedruckt zu werden. Drucken Sie sie hier nur, wenn sie bei ${p.byPc} nicht herausgekommen ist.`,
  'network.peer-unproven': (p, f) =>
    `Ein Gerät im Netzwerk (${p.address}) beansprucht ${p.shop ? sayShop(p.shop, f) : 'ein Geschäft dieses Kunden'}, kann aber nicht beweisen, dass es zu diesem Kunden gehört: Seine Ankündigungen werden ignoriert. Wenn es ein OrderSlip ist, prüfen Sie, ob es dasselbe Zugangstoken verwendet.`,
  'network.printed-beside': (p) =>
    `Eingegangen, während ${p.fromPc} dieses Geschäft kurz ebenfalls druckte und sie vielleicht schon gedruckt hat: mit MÖGLICHES DUPLIKAT gedruckt.`,
  'network.printed-after-takeover': (p) =>
    `Empfangen, direkt nachdem dieser PC das Geschäft von ${p.fromPc} übernommen hat, der sie vielleicht schon gedruckt hat: mit MÖGLICHES DUPLIKAT gedruckt.`,
  'network.fleet-key-refused': (p) =>
    `Der Flottenserver ${p.url} lehnt den Flottenschlüssel dieses PCs ab: Seine Berichte werden nicht angenommen. Geben Sie den Flottenschlüssel der Kette in Einstellungen › Flotte ein. Das Drucken geht weiter.`,
  'network.fleet-unreachable': (p, f) =>
    `Der Flottenserver ${p.url} ist nicht erreichbar (${f.say(p.detail)}): Der Bericht dieses PCs ist nicht angekommen; beim nächsten Bericht wird es erneut versucht. Das Drucken geht weiter.`,
  'network.fleet-answered': (p) => `er antwortete HTTP ${p.status}`,
  'network.fleet-reporting': (p) => `Der Flottenserver ${p.url} nimmt die Berichte dieses PCs wieder an.`,
  'network.fleet-key-cannot-be-stored': () => 'Dieses OrderSlip kann keinen Flottenschlüssel speichern.',
  'network.fleet-key-given-elsewhere': (p) =>
    `Der Flottenschlüssel wird beim Start von OrderSlip durch ${p.where} vorgegeben: Ändern Sie ihn dort.`,
};
