/**
 * Other OrderSlips on the shop's network and who prints which shop (docs/NETWORK.md): what the log and
 * the window say about discovery, takeovers and conflicts, and the network settings' own errors.
 */
import { sayShop, type ShopRef } from './engine';
import { sayWait } from './service';
import { words } from './wording';

export const networkWords = {
  /** A network setting that must be an address a browser or a PC can reach. */
  'network.setting-not-an-address': words<{ setting: string; got: string }>({
    en: (p) => `${p.setting}: “${p.got}” is not an address. Type a name or IP address, such as 192.168.1.20.`,
    nl: (p) => `${p.setting}: “${p.got}” is geen adres. Typ een naam of IP-adres, zoals 192.168.1.20.`,
    fr: (p) =>
      `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse. Tapez un nom ou une adresse IP, comme 192.168.1.20.`,
  }),
  'network.discovery-cannot-listen': words<{ port: number; detail: string }>({
    en: (p) =>
      `Other OrderSlips cannot be looked for: UDP port ${p.port} cannot be opened (${p.detail}). Is another program using it?`,
    nl: (p) =>
      `Andere OrderSlips kunnen niet gezocht worden: UDP-poort ${p.port} kan niet geopend worden (${p.detail}). Gebruikt een ander programma ze?`,
    fr: (p) =>
      `Impossible de chercher les autres OrderSlip\u202f: le port UDP ${p.port} ne s’ouvre pas (${p.detail}). Un autre programme l’utilise-t-il\u202f?`,
  }),
  'network.discovery-failing': words<{ detail: string }>({
    en: (p) => `Announcing this PC on the network failed (${p.detail}); trying again.`,
    nl: (p) => `Deze pc op het netwerk aankondigen lukte niet (${p.detail}); er wordt opnieuw geprobeerd.`,
    fr: (p) => `L’annonce de ce PC sur le réseau a échoué (${p.detail})\u202f; nouvel essai en cours.`,
  }),
  'network.discovery-peer-unknown': words<{ peer: string; detail: string }>({
    en: (p) => `The other OrderSlip “${p.peer}” set in Settings › Network cannot be found (${p.detail}).`,
    nl: (p) => `De andere OrderSlip “${p.peer}” uit Instellingen › Netwerk is niet te vinden (${p.detail}).`,
    fr: (p) =>
      `L’autre OrderSlip «\u202f${p.peer}\u202f» indiqué dans Réglages › Réseau est introuvable (${p.detail}).`,
  }),
  'network.took-over': words<{ shop: ShopRef; fromPc: string }>({
    en: (p, f) =>
      `${p.fromPc} stopped answering: this PC prints ${sayShop(p.shop, f)} now. The orders that were waiting print marked POSSIBLE DUPLICATE.`,
    nl: (p, f) =>
      `${p.fromPc} antwoordt niet meer: deze pc drukt nu ${sayShop(p.shop, f)} af. De wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    fr: (p, f) =>
      `${p.fromPc} ne répond plus\u202f: ce PC imprime maintenant ${sayShop(p.shop, f)}. Les commandes en attente s’impriment avec DOUBLON POSSIBLE.`,
  }),
  /** The service watch saw the shop's orders wait while the other PC claimed it (docs/NETWORK.md). */
  'network.took-over-orders-waited': words<{
    shop: ShopRef;
    fromPc: string;
    orderNumber: string | null;
    waitedMs: number;
  }>({
    en: (p, f) =>
      `This PC took ${sayShop(p.shop, f)} over from ${p.fromPc}: ${p.orderNumber === null ? 'an order' : `order ${p.orderNumber}`} waited ${sayWait(p.waitedMs, f)} unconfirmed while ${p.fromPc} claimed to print it. The orders that were waiting print here marked POSSIBLE DUPLICATE; check ${p.fromPc}’s printer.`,
    nl: (p, f) =>
      `Deze pc nam ${sayShop(p.shop, f)} over van ${p.fromPc}: ${p.orderNumber === null ? 'een bestelling' : `bestelling ${p.orderNumber}`} wachtte ${sayWait(p.waitedMs, f)} onbevestigd terwijl ${p.fromPc} zei ze af te drukken. De wachtende bestellingen worden hier afgedrukt met MOGELIJK DUBBEL; kijk de printer van ${p.fromPc} na.`,
    fr: (p, f) =>
      `Ce PC a repris ${sayShop(p.shop, f)} de ${p.fromPc}\u202f: ${p.orderNumber === null ? 'une commande' : `la commande ${p.orderNumber}`} a attendu ${sayWait(p.waitedMs, f)} sans confirmation alors que ${p.fromPc} disait l’imprimer. Les commandes en attente s’impriment ici avec DOUBLON POSSIBLE\u202f; vérifiez l’imprimante de ${p.fromPc}.`,
  }),
  /** The other side of it: this PC claimed the shop, its orders waited, another PC took it. */
  'network.shop-taken-over': words<{ shop: ShopRef; byPc: string }>({
    en: (p, f) =>
      `${p.byPc} took ${sayShop(p.shop, f)} over from this PC: its orders waited unconfirmed here. This PC stands by for it while ${p.byPc} prints it; check this PC’s printers.`,
    nl: (p, f) =>
      `${p.byPc} nam ${sayShop(p.shop, f)} over van deze pc: de bestellingen bleven hier onbevestigd wachten. Deze pc staat klaar als reserve zolang ${p.byPc} ze afdrukt; kijk de printers van deze pc na.`,
    fr: (p, f) =>
      `${p.byPc} a repris ${sayShop(p.shop, f)} à ce PC\u202f: ses commandes attendaient ici sans confirmation. Ce PC reste en réserve tant que ${p.byPc} l’imprime\u202f; vérifiez les imprimantes de ce PC.`,
  }),
  'network.handed-over': words<{ shop: ShopRef; fromPc: string }>({
    en: (p, f) =>
      `${p.fromPc} handed ${sayShop(p.shop, f)} over: this PC prints it now (the orders that were waiting print marked POSSIBLE DUPLICATE).`,
    nl: (p, f) =>
      `${p.fromPc} gaf ${sayShop(p.shop, f)} door: deze pc drukt ze nu af (de wachtende bestellingen met MOGELIJK DUBBEL).`,
    fr: (p, f) =>
      `${p.fromPc} a passé la main pour ${sayShop(p.shop, f)}\u202f: ce PC l’imprime maintenant (les commandes en attente avec DOUBLON POSSIBLE).`,
  }),
  'network.standing-by': words<{ shop: ShopRef; otherPc: string }>({
    en: (p, f) => `${sayShop(p.shop, f)} is printed by ${p.otherPc}: this PC stands by for it.`,
    nl: (p, f) => `${sayShop(p.shop, f)} wordt afgedrukt door ${p.otherPc}: deze pc staat klaar als reserve.`,
    fr: (p, f) => `${sayShop(p.shop, f)} est imprimé par ${p.otherPc}\u202f: ce PC reste en réserve.`,
  }),
  'network.conflict': words<{ shop: ShopRef; otherPc: string }>({
    en: (p, f) =>
      `${sayShop(p.shop, f)} is set to print on this PC and on ${p.otherPc}: only one of them prints. Choose one in Settings › Network.`,
    nl: (p, f) =>
      `${sayShop(p.shop, f)} staat ingesteld om af te drukken op deze pc en op ${p.otherPc}: maar één van beide drukt af. Kies er één in Instellingen › Netwerk.`,
    fr: (p, f) =>
      `${sayShop(p.shop, f)} est réglé pour imprimer sur ce PC et sur ${p.otherPc}\u202f: un seul des deux imprime. Choisissez-en un dans Réglages › Réseau.`,
  }),
  /** Why an order waiting here is held: the PC that took the shop over printed it. */
  'network.held-taken-over': words<{ byPc: string }>({
    en: (p) =>
      `${p.byPc} took this shop over because its orders waited unconfirmed here, and printed this order (marked POSSIBLE DUPLICATE): it is held here rather than printed twice. Print it here only if it did not come out at ${p.byPc}.`,
    nl: (p) =>
      `${p.byPc} nam deze winkel over omdat de bestellingen hier onbevestigd bleven wachten, en drukte deze bestelling af (met MOGELIJK DUBBEL): ze wordt hier tegengehouden in plaats van twee keer afgedrukt. Druk ze hier alleen af als ze bij ${p.byPc} niet uit de printer kwam.`,
    fr: (p) =>
      `${p.byPc} a repris ce magasin parce que ses commandes attendaient ici sans confirmation, et a imprimé cette commande (avec DOUBLON POSSIBLE)\u202f: elle est retenue ici plutôt qu’imprimée deux fois. Imprimez-la ici seulement si elle n’est pas sortie chez ${p.byPc}.`,
  }),
  /**
   * A record on the network claimed this tenant's shop (or its service) without the proof only a PC
   * holding the token can give: ignored. Logged once when it starts; Status says it as a problem.
   */
  'network.peer-unproven': words<{ address: string; shop: ShopRef | null }>({
    en: (p, f) =>
      `A device on the network (${p.address}) claims ${p.shop ? sayShop(p.shop, f) : 'a shop of this tenant'} but cannot prove it belongs to this tenant: its announcements are ignored. If it is an OrderSlip, check it uses the same access token.`,
    nl: (p, f) =>
      `Een toestel op het netwerk (${p.address}) eist ${p.shop ? sayShop(p.shop, f) : 'een winkel van deze klant'} op, maar kan niet bewijzen dat het bij deze klant hoort: zijn aankondigingen worden genegeerd. Is het een OrderSlip, controleer dan of het hetzelfde toegangstoken gebruikt.`,
    fr: (p, f) =>
      `Un appareil du réseau (${p.address}) revendique ${p.shop ? sayShop(p.shop, f) : 'un magasin de ce client'} mais ne peut pas prouver qu’il appartient à ce client\u202f: ses annonces sont ignorées. Si c’est un OrderSlip, vérifiez qu’il utilise le même jeton d’accès.`,
  }),
  /** The timeline of an order printed right after a takeover. */
  'network.printed-after-takeover': words<{ fromPc: string }>({
    en: (p) =>
      `Received right after this PC took the shop over from ${p.fromPc}, which may have printed it already: printed marked POSSIBLE DUPLICATE.`,
    nl: (p) =>
      `Ontvangen net nadat deze pc de winkel overnam van ${p.fromPc}, die ze misschien al afdrukte: afgedrukt met MOGELIJK DUBBEL.`,
    fr: (p) =>
      `Reçue juste après que ce PC a repris le magasin de ${p.fromPc}, qui l’a peut-être déjà imprimée\u202f: imprimée avec DOUBLON POSSIBLE.`,
  }),
} as const;
