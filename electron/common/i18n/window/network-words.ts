/**
 * The window's words for the shop's network: other OrderSlips, who prints which shop, the problems they
 * raise. `networkEn` defines the shape; the Network settings section and Status use it.
 */

/** A shop as a sentence names it: its name, or its number. */
export type ShopName = string;

export const networkEn = {
  problems: {
    orderWaited: (order: string | null, minutes: number) =>
      `${order === null ? 'an order' : `order ${order}`} waited ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
    tookOverWaited: (shop: ShopName, fromPc: string, waited: string, duplicates: number) =>
      `This PC took ${shop} over from ${fromPc}: ${waited} unconfirmed while ${fromPc} claimed to print it. ${
        duplicates === 1
          ? '1 order that was waiting printed here marked POSSIBLE DUPLICATE'
          : `${duplicates} orders that were waiting printed here marked POSSIBLE DUPLICATE`
      }: check ${fromPc}’s printer.`,
    shopTakenOver: (shop: ShopName, byPc: string, address: string) =>
      `${byPc} (${address}) took ${shop} over from this PC: its orders waited unconfirmed here. ${byPc} prints it now and this PC stands by. Check this PC’s printers; this PC prints ${shop} again when ${byPc} stops.`,
    waitingOrders: (order: string | null, count: number) =>
      count > 1
        ? `${order === null ? 'an order' : `order ${order}`} and ${count - 1} more have waited`
        : `${order === null ? 'an order' : `order ${order}`} has waited`,
    standbyWaiting: (shop: ShopName, pc: string, orders: string, since: string) =>
      `${pc} prints ${shop}, but ${orders} unconfirmed since ${since}. Check ${pc}’s printer; if the orders still wait after the takeover time, this PC takes ${shop} over.`,
    peerConflict: (shop: ShopName, otherPc: string, address: string, thisPcPrints: boolean) =>
      `${shop} is set to print on this PC and on ${otherPc} (${address}). ${
        thisPcPrints ? 'This PC prints it' : `${otherPc} prints it`
      }, the other waits: in Settings › Network, untick “This PC prints it” on one of the two.`,
    tookOver: (shop: ShopName, fromPc: string, at: string, duplicates: number) =>
      `${fromPc} stopped answering ${at}: this PC prints ${shop} now. ${
        duplicates === 1
          ? '1 order that was waiting printed marked POSSIBLE DUPLICATE: check it was not made already.'
          : `${duplicates} orders that were waiting printed marked POSSIBLE DUPLICATE: check they were not made already.`
      }`,
    /** `shop` null: the record named no shop this PC knows. */
    peerUnproven: (
      shop: ShopName | null,
      address: string,
      reason: 'unproven' | 'replayed' | 'clock',
      records: number,
      since: string,
    ) =>
      `A device on the network (${address}) claims ${shop ?? 'a shop of this tenant'} but ${
        reason === 'unproven'
          ? 'cannot prove it belongs to this tenant'
          : reason === 'replayed'
            ? 'only repeats announcements recorded earlier'
            : 'announces a time far from this PC’s clock'
      }: ignored (${records === 1 ? '1 announcement' : `${records} announcements`} since ${since}). ${
        reason === 'clock'
          ? 'If it is an OrderSlip, set the clocks of both PCs right.'
          : 'If it is an OrderSlip, give it this tenant’s access token; otherwise someone on the network is trying to stop this shop’s printing.'
      }`,
    discoveryFailing:
      'Other OrderSlips on the network cannot be found: if another PC prints the same shop, both print every order. Check Settings › Network.',
  },
  headline: {
    shopTakenOver: (shop: ShopName, byPc: string) => `${byPc} took ${shop} over from this PC`,
    standbyWaiting: (shop: ShopName, pc: string) => `orders of ${shop} wait on ${pc}`,
    peerConflict: (shop: ShopName) => `two PCs want to print ${shop}`,
    tookOver: (shop: ShopName, fromPc: string) => `this PC took ${shop} over from ${fromPc}`,
    peerUnproven: (shop: ShopName | null) => `a device claims ${shop ?? 'a shop'} without proof`,
    discoveryFailing: 'other PCs cannot be found',
  },
  problemKinds: {
    shopTakenOver: 'another PC took a shop over from this one',
    standbyWaiting: 'orders wait on the PC that prints a shop',
    peerConflict: 'two PCs want to print the same shop',
    tookOver: 'this PC took a shop over',
    peerUnproven: 'a device claims a shop without proof',
    discoveryFailing: 'other PCs cannot be found',
  },
  notifications: {
    tookOverWaited: (shop: ShopName, fromPc: string) => ({
      title: `This PC prints ${shop} now`,
      body: `Its orders waited unconfirmed on ${fromPc}. Waiting orders print marked POSSIBLE DUPLICATE.`,
    }),
    shopTakenOver: (shop: ShopName, byPc: string) => ({
      title: `${byPc} prints ${shop} now`,
      body: `Its orders waited unconfirmed on this PC. Check this PC’s printers.`,
    }),
    standbyWaiting: (shop: ShopName, pc: string) => ({
      title: `Orders of ${shop} wait on ${pc}`,
      body: `${pc} claims to print them but has not confirmed them. Check its printer.`,
    }),
    peerConflict: (shop: ShopName, otherPc: string) => ({
      title: `${shop} is set to print on two PCs`,
      body: `${otherPc} wants to print it too. Choose one in Settings › Network.`,
    }),
    tookOver: (shop: ShopName, fromPc: string) => ({
      title: `This PC prints ${shop} now`,
      body: `${fromPc} stopped answering. Waiting orders print marked POSSIBLE DUPLICATE.`,
    }),
    peerUnproven: (shop: ShopName | null, address: string) => ({
      title: `A device claims ${shop ?? 'a shop'} without proof`,
      body: `${address} cannot prove it belongs to this tenant: it is ignored, this PC goes on as before.`,
    }),
    discoveryFailing: () => ({
      title: 'Other OrderSlips cannot be found',
      body: 'Two PCs printing the same shop would both print. Check Settings › Network.',
    }),
  },
  /** "shop 12" when the shop has no name. */
  shopNumber: (shopId: number) => `shop ${shopId}`,
  settings: {
    heading: 'Network',
    intro:
      'Several OrderSlips on one network with the same access token find each other: for each shop exactly one PC prints, the others stand by and take over when it stops answering or its orders stay unconfirmed.',
    pcName: 'Name of this PC for the others',
    pcNameHint: 'Empty: the computer’s own name.',
    discovery: 'Find other OrderSlips on this network',
    peers: 'Other OrderSlips by address',
    peersHint:
      'One per line (192.168.1.20 or office-pc.local), for networks where the PCs do not find each other by themselves.',
    takeover: 'Take a shop over after this many seconds of silence',
    printingShops: 'This PC prints it',
    printingShopsHint:
      'Ticked: this PC is the shop’s printing PC; another OrderSlip that polls the same shop stands by while this one runs. Not ticked on any PC: the PC that printed it first goes on.',
    noShops: 'Choose the shops under Shops first: then you can say which ones this PC prints.',
    others: 'Other OrderSlips seen',
    none: 'No other OrderSlip seen on this network.',
    notLooked: 'This OrderSlip does not look for other PCs.',
    seen: (pc: string, address: string, ago: string) => `${pc} (${address}), seen ${ago}`,
    printsShops: (shops: string) => `prints ${shops}`,
    standsBy: (shops: string) => `stands by for ${shops}`,
    named: 'named by address',
    serve: 'Show this window on other devices of the shop’s network (tablet, second counter)',
    serveHint: 'Each device is paired once with a code shown here. Off: only this PC shows the window.',
    port: 'Port',
    pair: 'Pair a device',
    pairSaveFirst: 'Save the settings first: then the window is served and a device can be paired.',
    codeIs: 'Type this code on the device:',
    codeValid: (time: string) => `Valid until ${time}, once.`,
    openOn: 'On the device, open:',
    devices: 'Paired devices',
    noDevices: 'No device is paired.',
    device: (name: string, paired: string, seen: string) =>
      `${name} — paired ${paired}${seen ? `, last seen ${seen}` : ''}`,
    remove: 'Remove',
    roles: {
      lastConfirmed: (ago: string) => `last order confirmed ${ago}`,
      noneConfirmed: 'no order confirmed yet',
      orderWaits: (order: string | null, since: string) =>
        `${order === null ? 'an order' : `order ${order}`} waiting since ${since}`,
      printing: 'printed by this PC',
      standby: (pc: string) => `printed by ${pc}`,
      starting: 'listening for other PCs…',
      conflict: (pc: string) => `also set to print on ${pc}`,
    },
  },
  errors: {
    peer: (peer: string) =>
      `“${peer}” is not an address: type a name or an IP address, such as 192.168.1.20.`,
    takeover: 'Enter a whole number of seconds from 10 to 3600.',
    port: 'Enter a port from 1024 to 65535.',
  },
};

export type NetworkWords = typeof networkEn;

export const networkNl: NetworkWords = {
  problems: {
    orderWaited: (order, minutes) =>
      `${order === null ? 'een bestelling' : `bestelling ${order}`} wachtte ${minutes === 1 ? '1 minuut' : `${minutes} minuten`}`,
    tookOverWaited: (shop, fromPc, waited, duplicates) =>
      `Deze pc nam ${shop} over van ${fromPc}: ${waited} onbevestigd terwijl ${fromPc} zei ze af te drukken. ${
        duplicates === 1
          ? '1 wachtende bestelling werd hier afgedrukt met MOGELIJK DUBBEL'
          : `${duplicates} wachtende bestellingen werden hier afgedrukt met MOGELIJK DUBBEL`
      }: kijk de printer van ${fromPc} na.`,
    shopTakenOver: (shop, byPc, address) =>
      `${byPc} (${address}) nam ${shop} over van deze pc: de bestellingen bleven hier onbevestigd wachten. ${byPc} drukt ze nu af en deze pc staat klaar als reserve. Kijk de printers van deze pc na; deze pc drukt ${shop} weer af wanneer ${byPc} stopt.`,
    waitingOrders: (order, count) =>
      count > 1
        ? `${order === null ? 'een bestelling' : `bestelling ${order}`} en nog ${count - 1} wachten`
        : `${order === null ? 'een bestelling' : `bestelling ${order}`} wacht`,
    standbyWaiting: (shop, pc, orders, since) =>
      `${pc} drukt ${shop} af, maar ${orders} onbevestigd sinds ${since}. Kijk de printer van ${pc} na; wachten de bestellingen nog na de overnametijd, dan neemt deze pc ${shop} over.`,
    peerConflict: (shop, otherPc, address, thisPcPrints) =>
      `${shop} staat ingesteld om af te drukken op deze pc en op ${otherPc} (${address}). ${
        thisPcPrints ? 'Deze pc drukt af' : `${otherPc} drukt af`
      }, de andere wacht: vink in Instellingen › Netwerk op een van beide “Deze pc drukt af” uit.`,
    tookOver: (shop, fromPc, at, duplicates) =>
      `${fromPc} antwoordt niet meer sinds ${at}: deze pc drukt nu ${shop} af. ${
        duplicates === 1
          ? '1 wachtende bestelling werd afgedrukt met MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt is.'
          : `${duplicates} wachtende bestellingen werden afgedrukt met MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt zijn.`
      }`,
    peerUnproven: (shop, address, reason, records, since) =>
      `Een toestel op het netwerk (${address}) eist ${shop ?? 'een winkel van deze klant'} op, maar ${
        reason === 'unproven'
          ? 'kan niet bewijzen dat het bij deze klant hoort'
          : reason === 'replayed'
            ? 'herhaalt alleen eerder opgenomen aankondigingen'
            : 'meldt een tijd ver van de klok van deze pc'
      }: genegeerd (${records === 1 ? '1 aankondiging' : `${records} aankondigingen`} sinds ${since}). ${
        reason === 'clock'
          ? 'Is het een OrderSlip, zet dan de klok van beide pc’s juist.'
          : 'Is het een OrderSlip, geef het dan het toegangstoken van deze klant; anders probeert iemand op het netwerk het afdrukken van deze winkel stil te leggen.'
      }`,
    discoveryFailing:
      'Andere OrderSlips op het netwerk zijn niet te vinden: drukt een andere pc dezelfde winkel af, dan drukken ze elke bestelling allebei af. Kijk Instellingen › Netwerk na.',
  },
  headline: {
    shopTakenOver: (shop, byPc) => `${byPc} nam ${shop} over van deze pc`,
    standbyWaiting: (shop, pc) => `bestellingen van ${shop} wachten op ${pc}`,
    peerConflict: (shop) => `twee pc’s willen ${shop} afdrukken`,
    tookOver: (shop, fromPc) => `deze pc nam ${shop} over van ${fromPc}`,
    peerUnproven: (shop) => `een toestel eist ${shop ?? 'een winkel'} op zonder bewijs`,
    discoveryFailing: 'andere pc’s zijn niet te vinden',
  },
  problemKinds: {
    shopTakenOver: 'een andere pc nam een winkel over van deze',
    standbyWaiting: 'bestellingen wachten op de pc die een winkel afdrukt',
    peerConflict: 'twee pc’s willen dezelfde winkel afdrukken',
    tookOver: 'deze pc nam een winkel over',
    peerUnproven: 'een toestel eist een winkel op zonder bewijs',
    discoveryFailing: 'andere pc’s zijn niet te vinden',
  },
  notifications: {
    tookOverWaited: (shop, fromPc) => ({
      title: `Deze pc drukt nu ${shop} af`,
      body: `De bestellingen bleven onbevestigd wachten op ${fromPc}. Wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    }),
    shopTakenOver: (shop, byPc) => ({
      title: `${byPc} drukt nu ${shop} af`,
      body: 'De bestellingen bleven onbevestigd wachten op deze pc. Kijk de printers van deze pc na.',
    }),
    standbyWaiting: (shop, pc) => ({
      title: `Bestellingen van ${shop} wachten op ${pc}`,
      body: `${pc} zegt ze af te drukken maar bevestigde ze niet. Kijk de printer na.`,
    }),
    peerConflict: (shop, otherPc) => ({
      title: `${shop} staat ingesteld op twee pc’s`,
      body: `${otherPc} wil ze ook afdrukken. Kies er één in Instellingen › Netwerk.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Deze pc drukt nu ${shop} af`,
      body: `${fromPc} antwoordt niet meer. Wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    }),
    peerUnproven: (shop, address) => ({
      title: `Een toestel eist ${shop ?? 'een winkel'} op zonder bewijs`,
      body: `${address} kan niet bewijzen dat het bij deze klant hoort: het wordt genegeerd, deze pc gaat gewoon door.`,
    }),
    discoveryFailing: () => ({
      title: 'Andere OrderSlips zijn niet te vinden',
      body: 'Twee pc’s die dezelfde winkel afdrukken, zouden allebei afdrukken. Kijk Instellingen › Netwerk na.',
    }),
  },
  shopNumber: (shopId) => `winkel ${shopId}`,
  settings: {
    heading: 'Netwerk',
    intro:
      'Meerdere OrderSlips op één netwerk met hetzelfde toegangstoken vinden elkaar: per winkel drukt precies één pc af, de andere staan klaar als reserve en nemen over als die niet meer antwoordt of zijn bestellingen onbevestigd blijven.',
    pcName: 'Naam van deze pc voor de andere',
    pcNameHint: 'Leeg: de eigen naam van de computer.',
    discovery: 'Andere OrderSlips op dit netwerk zoeken',
    peers: 'Andere OrderSlips op adres',
    peersHint:
      'Eén per regel (192.168.1.20 of kantoor-pc.local), voor netwerken waar de pc’s elkaar niet vanzelf vinden.',
    takeover: 'Een winkel overnemen na zoveel seconden stilte',
    printingShops: 'Deze pc drukt af',
    printingShopsHint:
      'Aangevinkt: deze pc is de afdruk-pc van de winkel; een andere OrderSlip die dezelfde winkel ophaalt, wacht zolang deze draait. Op geen enkele pc aangevinkt: de pc die eerst afdrukte, gaat door.',
    noShops: 'Kies eerst de winkels onder Winkels: dan kunt u zeggen welke deze pc afdrukt.',
    others: 'Andere OrderSlips gezien',
    none: 'Geen andere OrderSlip gezien op dit netwerk.',
    notLooked: 'Deze OrderSlip zoekt geen andere pc’s.',
    seen: (pc, address, ago) => `${pc} (${address}), gezien ${ago}`,
    printsShops: (shops) => `drukt ${shops} af`,
    standsBy: (shops) => `wacht als reserve voor ${shops}`,
    named: 'op adres ingesteld',
    serve: 'Dit venster tonen op andere toestellen in het netwerk van de winkel (tablet, tweede toonbank)',
    serveHint:
      'Elk toestel wordt één keer gekoppeld met een code die hier verschijnt. Uit: alleen deze pc toont het venster.',
    port: 'Poort',
    pair: 'Toestel koppelen',
    pairSaveFirst:
      'Sla eerst de instellingen op: dan wordt het venster aangeboden en kan een toestel gekoppeld worden.',
    codeIs: 'Typ deze code op het toestel:',
    codeValid: (time) => `Geldig tot ${time}, één keer.`,
    openOn: 'Open op het toestel:',
    devices: 'Gekoppelde toestellen',
    noDevices: 'Er is geen toestel gekoppeld.',
    device: (name, paired, seen) => `${name} — gekoppeld ${paired}${seen ? `, laatst gezien ${seen}` : ''}`,
    remove: 'Verwijderen',
    roles: {
      lastConfirmed: (ago) => `laatste bestelling bevestigd ${ago}`,
      noneConfirmed: 'nog geen bestelling bevestigd',
      orderWaits: (order, since) =>
        `${order === null ? 'een bestelling' : `bestelling ${order}`} wacht sinds ${since}`,
      printing: 'afgedrukt door deze pc',
      standby: (pc) => `afgedrukt door ${pc}`,
      starting: 'zoekt andere pc’s…',
      conflict: (pc) => `ook ingesteld op ${pc}`,
    },
  },
  errors: {
    peer: (peer) => `“${peer}” is geen adres: typ een naam of een IP-adres, zoals 192.168.1.20.`,
    takeover: 'Vul een geheel aantal seconden in van 10 tot 3600.',
    port: 'Vul een poort in van 1024 tot 65535.',
  },
};

export const networkFr: NetworkWords = {
  problems: {
    orderWaited: (order, minutes) =>
      `${order === null ? 'une commande' : `la commande ${order}`} a attendu ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
    tookOverWaited: (shop, fromPc, waited, duplicates) =>
      `Ce PC a repris ${shop} de ${fromPc}\u202f: ${waited} sans confirmation alors que ${fromPc} disait l’imprimer. ${
        duplicates === 1
          ? '1 commande en attente s’est imprimée ici avec DOUBLON POSSIBLE'
          : `${duplicates} commandes en attente se sont imprimées ici avec DOUBLON POSSIBLE`
      }\u202f: vérifiez l’imprimante de ${fromPc}.`,
    shopTakenOver: (shop, byPc, address) =>
      `${byPc} (${address}) a repris ${shop} à ce PC\u202f: ses commandes attendaient ici sans confirmation. ${byPc} l’imprime maintenant et ce PC reste en réserve. Vérifiez les imprimantes de ce PC\u202f; ce PC imprimera de nouveau ${shop} quand ${byPc} s’arrêtera.`,
    waitingOrders: (order, count) =>
      count > 1
        ? `${order === null ? 'une commande' : `la commande ${order}`} et ${count - 1 === 1 ? '1 autre attendent' : `${count - 1} autres attendent`}`
        : `${order === null ? 'une commande' : `la commande ${order}`} attend`,
    standbyWaiting: (shop, pc, orders, since) =>
      `${pc} imprime ${shop}, mais ${orders} sans confirmation depuis ${since}. Vérifiez l’imprimante de ${pc}\u202f; si les commandes attendent encore après le délai de reprise, ce PC reprend ${shop}.`,
    peerConflict: (shop, otherPc, address, thisPcPrints) =>
      `${shop} est réglé pour imprimer sur ce PC et sur ${otherPc} (${address}). ${
        thisPcPrints ? 'Ce PC imprime' : `${otherPc} imprime`
      }, l’autre attend\u202f: dans Réglages › Réseau, décochez «\u202fCe PC imprime\u202f» sur l’un des deux.`,
    tookOver: (shop, fromPc, at, duplicates) =>
      `${fromPc} ne répond plus depuis ${at}\u202f: ce PC imprime maintenant ${shop}. ${
        duplicates === 1
          ? '1 commande en attente s’est imprimée avec DOUBLON POSSIBLE\u202f: vérifiez qu’elle n’a pas déjà été préparée.'
          : `${duplicates} commandes en attente se sont imprimées avec DOUBLON POSSIBLE\u202f: vérifiez qu’elles n’ont pas déjà été préparées.`
      }`,
    peerUnproven: (shop, address, reason, records, since) =>
      `Un appareil du réseau (${address}) revendique ${shop ?? 'un magasin de ce client'} mais ${
        reason === 'unproven'
          ? 'ne peut pas prouver qu’il appartient à ce client'
          : reason === 'replayed'
            ? 'ne fait que répéter des annonces enregistrées plus tôt'
            : 'annonce une heure loin de l’horloge de ce PC'
      }\u202f: ignoré (${records === 1 ? '1 annonce' : `${records} annonces`} depuis ${since}). ${
        reason === 'clock'
          ? 'Si c’est un OrderSlip, mettez les horloges des deux PC à l’heure.'
          : 'Si c’est un OrderSlip, donnez-lui le jeton d’accès de ce client\u202f; sinon quelqu’un sur le réseau tente d’arrêter l’impression de ce magasin.'
      }`,
    discoveryFailing:
      'Les autres OrderSlip du réseau sont introuvables\u202f: si un autre PC imprime le même magasin, chaque commande s’imprime deux fois. Vérifiez Réglages › Réseau.',
  },
  headline: {
    shopTakenOver: (shop, byPc) => `${byPc} a repris ${shop} à ce PC`,
    standbyWaiting: (shop, pc) => `des commandes de ${shop} attendent sur ${pc}`,
    peerConflict: (shop) => `deux PC veulent imprimer ${shop}`,
    tookOver: (shop, fromPc) => `ce PC a repris ${shop} de ${fromPc}`,
    peerUnproven: (shop) => `un appareil revendique ${shop ?? 'un magasin'} sans preuve`,
    discoveryFailing: 'les autres PC sont introuvables',
  },
  problemKinds: {
    shopTakenOver: 'un autre PC a repris un magasin à celui-ci',
    standbyWaiting: 'des commandes attendent sur le PC qui imprime un magasin',
    peerConflict: 'deux PC veulent imprimer le même magasin',
    tookOver: 'ce PC a repris un magasin',
    peerUnproven: 'un appareil revendique un magasin sans preuve',
    discoveryFailing: 'les autres PC sont introuvables',
  },
  notifications: {
    tookOverWaited: (shop, fromPc) => ({
      title: `Ce PC imprime maintenant ${shop}`,
      body: `Ses commandes attendaient sans confirmation sur ${fromPc}. Les commandes en attente s’impriment avec DOUBLON POSSIBLE.`,
    }),
    shopTakenOver: (shop, byPc) => ({
      title: `${byPc} imprime maintenant ${shop}`,
      body: 'Ses commandes attendaient sans confirmation sur ce PC. Vérifiez les imprimantes de ce PC.',
    }),
    standbyWaiting: (shop, pc) => ({
      title: `Des commandes de ${shop} attendent sur ${pc}`,
      body: `${pc} dit les imprimer mais ne les a pas confirmées. Vérifiez son imprimante.`,
    }),
    peerConflict: (shop, otherPc) => ({
      title: `${shop} est réglé sur deux PC`,
      body: `${otherPc} veut aussi l’imprimer. Choisissez-en un dans Réglages › Réseau.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Ce PC imprime maintenant ${shop}`,
      body: `${fromPc} ne répond plus. Les commandes en attente s’impriment avec DOUBLON POSSIBLE.`,
    }),
    peerUnproven: (shop, address) => ({
      title: `Un appareil revendique ${shop ?? 'un magasin'} sans preuve`,
      body: `${address} ne peut pas prouver qu’il appartient à ce client\u202f: il est ignoré, ce PC continue comme avant.`,
    }),
    discoveryFailing: () => ({
      title: 'Les autres OrderSlip sont introuvables',
      body: 'Deux PC qui impriment le même magasin imprimeraient tous les deux. Vérifiez Réglages › Réseau.',
    }),
  },
  shopNumber: (shopId) => `magasin ${shopId}`,
  settings: {
    heading: 'Réseau',
    intro:
      'Plusieurs OrderSlip sur un même réseau, avec le même jeton d’accès, se trouvent\u202f: pour chaque magasin, un seul PC imprime, les autres restent en réserve et reprennent quand il ne répond plus ou que ses commandes restent sans confirmation.',
    pcName: 'Nom de ce PC pour les autres',
    pcNameHint: 'Vide\u202f: le nom de l’ordinateur.',
    discovery: 'Chercher les autres OrderSlip sur ce réseau',
    peers: 'Autres OrderSlip par adresse',
    peersHint:
      'Un par ligne (192.168.1.20 ou pc-bureau.local), pour les réseaux où les PC ne se trouvent pas d’eux-mêmes.',
    takeover: 'Reprendre un magasin après ce nombre de secondes de silence',
    printingShops: 'Ce PC imprime',
    printingShopsHint:
      'Coché\u202f: ce PC est le PC d’impression du magasin\u202f; un autre OrderSlip qui suit le même magasin attend tant que celui-ci tourne. Coché nulle part\u202f: le PC qui imprimait en premier continue.',
    noShops:
      'Choisissez d’abord les magasins sous Magasins\u202f: vous pourrez ensuite dire lesquels ce PC imprime.',
    others: 'Autres OrderSlip vus',
    none: 'Aucun autre OrderSlip vu sur ce réseau.',
    notLooked: 'Cet OrderSlip ne cherche pas d’autres PC.',
    seen: (pc, address, ago) => `${pc} (${address}), vu ${ago}`,
    printsShops: (shops) => `imprime ${shops}`,
    standsBy: (shops) => `en réserve pour ${shops}`,
    named: 'indiqué par adresse',
    serve: 'Montrer cette fenêtre sur d’autres appareils du réseau du magasin (tablette, second comptoir)',
    serveHint:
      'Chaque appareil est associé une fois avec un code affiché ici. Désactivé\u202f: seul ce PC montre la fenêtre.',
    port: 'Port',
    pair: 'Associer un appareil',
    pairSaveFirst:
      'Enregistrez d’abord les réglages\u202f: la fenêtre est alors proposée et un appareil peut être associé.',
    codeIs: 'Tapez ce code sur l’appareil\u202f:',
    codeValid: (time) => `Valable jusqu’à ${time}, une fois.`,
    openOn: 'Sur l’appareil, ouvrez\u202f:',
    devices: 'Appareils associés',
    noDevices: 'Aucun appareil associé.',
    device: (name, paired, seen) => `${name} — associé ${paired}${seen ? `, vu ${seen}` : ''}`,
    remove: 'Retirer',
    roles: {
      lastConfirmed: (ago) => `dernière commande confirmée ${ago}`,
      noneConfirmed: 'aucune commande confirmée pour l’instant',
      orderWaits: (order, since) =>
        `${order === null ? 'une commande' : `la commande ${order}`} attend depuis ${since}`,
      printing: 'imprimé par ce PC',
      standby: (pc) => `imprimé par ${pc}`,
      starting: 'cherche les autres PC…',
      conflict: (pc) => `aussi réglé sur ${pc}`,
    },
  },
  errors: {
    peer: (peer) =>
      `«\u202f${peer}\u202f» n’est pas une adresse\u202f: tapez un nom ou une adresse IP, comme 192.168.1.20.`,
    takeover: 'Indiquez un nombre entier de secondes de 10 à 3600.',
    port: 'Indiquez un port de 1024 à 65535.',
  },
};
