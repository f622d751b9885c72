import { sayShop } from '../../en/messages/engine';
import { sayWait } from './service';
import type { Translation } from '../../wording';
import type { network as En } from '../../en/messages/network';

export const network: Translation<typeof En> = {
  'network.setting-not-an-address': (p) =>
    `${p.setting}: “${p.got}” is geen adres. Typ een naam of IP-adres, zoals 192.168.1.20.`,
  'network.discovery-cannot-listen': (p) =>
    `Andere OrderSlips kunnen niet gezocht worden: UDP-poort ${p.port} kan niet geopend worden (${p.detail}). Gebruikt een ander programma ze?`,
  'network.discovery-failing': (p) =>
    `Deze pc op het netwerk aankondigen lukte niet (${p.detail}); er wordt opnieuw geprobeerd.`,
  'network.discovery-peer-unknown': (p) =>
    `De andere OrderSlip “${p.peer}” uit Instellingen › Netwerk is niet te vinden (${p.detail}).`,
  'network.took-over': (p, f) =>
    `${p.fromPc} antwoordt niet meer: deze pc drukt nu ${sayShop(p.shop, f)} af. De wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
  'network.took-over-orders-waited': (p, f) =>
    `Deze pc nam ${sayShop(p.shop, f)} over van ${p.fromPc}: ${p.orderNumber === null ? 'een bestelling' : `bestelling ${p.orderNumber}`} wachtte ${sayWait(p.waitedMs, f)} onbevestigd terwijl ${p.fromPc} zei ze af te drukken. De wachtende bestellingen worden hier afgedrukt met MOGELIJK DUBBEL; kijk de printer van ${p.fromPc} na.`,
  'network.shop-taken-over': (p, f) =>
    `${p.byPc} nam ${sayShop(p.shop, f)} over van deze pc: de bestellingen bleven hier onbevestigd wachten. Deze pc staat klaar als reserve zolang ${p.byPc} ze afdrukt; kijk de printers van deze pc na.`,
  'network.handed-over': (p, f) =>
    `${p.fromPc} gaf ${sayShop(p.shop, f)} door: deze pc drukt ze nu af (de wachtende bestellingen met MOGELIJK DUBBEL).`,
  'network.standing-by': (p, f) =>
    `${sayShop(p.shop, f)} wordt afgedrukt door ${p.otherPc}: deze pc staat klaar als reserve.`,
  'network.resumed': (p, f) =>
    `Deze pc drukte ${sayShop(p.shop, f)} af toen hij het laatst draaide, en geen andere OrderSlip eist ze op: hij drukt ze meteen weer af.`,
  'network.resume-stood-down': (p, f) =>
    `Deze pc nam ${sayShop(p.shop, f)} bij het starten weer op, maar ${p.otherPc} drukt ze af: deze pc staat klaar als reserve. Een bestelling die hier net daarvoor afgedrukt werd, kan ook bij ${p.otherPc} uit de printer gekomen zijn.`,
  'network.roles-not-kept': (p) =>
    `Welke winkels deze pc afdrukt, kon niet in de gegevensmap geschreven worden (${p.detail}): bij de volgende start luistert hij 3 seconden naar andere OrderSlips voor hij ze afdrukt.`,
  'network.printed-beside-here': (p, f) =>
    `${p.otherPc} drukte ${sayShop(p.shop, f)} even ook af (hij eiste ze op bij het starten) en staat nu klaar als reserve: deze pc drukt ze verder af. De bestellingen van de volgende ophaling worden afgedrukt met MOGELIJK DUBBEL.`,
  'network.conflict': (p, f) =>
    `${sayShop(p.shop, f)} staat ingesteld om af te drukken op deze pc en op ${p.otherPc}: maar één van beide drukt af. Kies er één in Instellingen › Netwerk.`,
  'network.held-taken-over': (p) =>
    `${p.byPc} nam deze winkel over omdat de bestellingen hier onbevestigd bleven wachten, en drukte deze bestelling af (met MOGELIJK DUBBEL): ze wordt hier tegengehouden in plaats van twee keer afgedrukt. Druk ze hier alleen af als ze bij ${p.byPc} niet uit de printer kwam.`,
  'network.peer-unproven': (p, f) =>
    `Een toestel op het netwerk (${p.address}) eist ${p.shop ? sayShop(p.shop, f) : 'een winkel van deze klant'} op, maar kan niet bewijzen dat het bij deze klant hoort: zijn aankondigingen worden genegeerd. Is het een OrderSlip, controleer dan of het hetzelfde toegangstoken gebruikt.`,
  'network.printed-beside': (p) =>
    `Ontvangen terwijl ${p.fromPc} deze winkel even ook afdrukte, en ze misschien al afdrukte: afgedrukt met MOGELIJK DUBBEL.`,
  'network.printed-after-takeover': (p) =>
    `Ontvangen net nadat deze pc de winkel overnam van ${p.fromPc}, die ze misschien al afdrukte: afgedrukt met MOGELIJK DUBBEL.`,
  'network.fleet-key-refused': (p) =>
    `De vlootserver ${p.url} weigert de vlootsleutel van deze pc: zijn rapporten worden niet aangenomen. Vul de vlootsleutel van de keten in bij Instellingen › Vloot. Het afdrukken gaat door.`,
  'network.fleet-unreachable': (p, f) =>
    `De vlootserver ${p.url} is niet bereikbaar (${f.say(p.detail)}): het rapport van deze pc kwam niet aan; bij het volgende rapport wordt het opnieuw geprobeerd. Het afdrukken gaat door.`,
  'network.fleet-answered': (p) => `hij antwoordde HTTP ${p.status}`,
  'network.fleet-reporting': (p) => `De vlootserver ${p.url} neemt de rapporten van deze pc weer aan.`,
  'network.fleet-key-cannot-be-stored': () => 'Deze OrderSlip kan geen vlootsleutel bewaren.',
  'network.fleet-key-given-elsewhere': (p) =>
    `De vlootsleutel wordt bij het starten van OrderSlip gegeven door ${p.where}: verander hem daar.`,
};
