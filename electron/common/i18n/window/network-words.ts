/**
 * The window's words for the shop's network: other OrderSlips, who prints which shop, the problems they
 * raise. `networkEn` defines the shape; the Network settings section and Status use it.
 */

/** A shop as a sentence names it: its name, or its number. */
export type ShopName = string;

export const networkEn = {
  problems: {
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
    discoveryFailing:
      'Other OrderSlips on the network cannot be found: if another PC prints the same shop, both print every order. Check Settings › Network.',
  },
  headline: {
    peerConflict: (shop: ShopName) => `two PCs want to print ${shop}`,
    tookOver: (shop: ShopName, fromPc: string) => `this PC took ${shop} over from ${fromPc}`,
    discoveryFailing: 'other PCs cannot be found',
  },
  problemKinds: {
    peerConflict: 'two PCs want to print the same shop',
    tookOver: 'this PC took a shop over',
    discoveryFailing: 'other PCs cannot be found',
  },
  notifications: {
    peerConflict: (shop: ShopName, otherPc: string) => ({
      title: `${shop} is set to print on two PCs`,
      body: `${otherPc} wants to print it too. Choose one in Settings › Network.`,
    }),
    tookOver: (shop: ShopName, fromPc: string) => ({
      title: `This PC prints ${shop} now`,
      body: `${fromPc} stopped answering. Waiting orders print marked POSSIBLE DUPLICATE.`,
    }),
    discoveryFailing: () => ({
      title: 'Other OrderSlips cannot be found',
      body: 'Two PCs printing the same shop would both print. Check Settings › Network.',
    }),
  },
  /** "shop 12" when the shop has no name. */
  shopNumber: (shopId: number) => `shop ${shopId}`,
};

export type NetworkWords = typeof networkEn;

export const networkNl: NetworkWords = {
  problems: {
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
    discoveryFailing:
      'Andere OrderSlips op het netwerk zijn niet te vinden: drukt een andere pc dezelfde winkel af, dan drukken ze elke bestelling allebei af. Kijk Instellingen › Netwerk na.',
  },
  headline: {
    peerConflict: (shop) => `twee pc’s willen ${shop} afdrukken`,
    tookOver: (shop, fromPc) => `deze pc nam ${shop} over van ${fromPc}`,
    discoveryFailing: 'andere pc’s zijn niet te vinden',
  },
  problemKinds: {
    peerConflict: 'twee pc’s willen dezelfde winkel afdrukken',
    tookOver: 'deze pc nam een winkel over',
    discoveryFailing: 'andere pc’s zijn niet te vinden',
  },
  notifications: {
    peerConflict: (shop, otherPc) => ({
      title: `${shop} staat ingesteld op twee pc’s`,
      body: `${otherPc} wil ze ook afdrukken. Kies er één in Instellingen › Netwerk.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Deze pc drukt nu ${shop} af`,
      body: `${fromPc} antwoordt niet meer. Wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    }),
    discoveryFailing: () => ({
      title: 'Andere OrderSlips zijn niet te vinden',
      body: 'Twee pc’s die dezelfde winkel afdrukken, zouden allebei afdrukken. Kijk Instellingen › Netwerk na.',
    }),
  },
  shopNumber: (shopId) => `winkel ${shopId}`,
};

export const networkFr: NetworkWords = {
  problems: {
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
    discoveryFailing:
      'Les autres OrderSlip du réseau sont introuvables\u202f: si un autre PC imprime le même magasin, chaque commande s’imprime deux fois. Vérifiez Réglages › Réseau.',
  },
  headline: {
    peerConflict: (shop) => `deux PC veulent imprimer ${shop}`,
    tookOver: (shop, fromPc) => `ce PC a repris ${shop} de ${fromPc}`,
    discoveryFailing: 'les autres PC sont introuvables',
  },
  problemKinds: {
    peerConflict: 'deux PC veulent imprimer le même magasin',
    tookOver: 'ce PC a repris un magasin',
    discoveryFailing: 'les autres PC sont introuvables',
  },
  notifications: {
    peerConflict: (shop, otherPc) => ({
      title: `${shop} est réglé sur deux PC`,
      body: `${otherPc} veut aussi l’imprimer. Choisissez-en un dans Réglages › Réseau.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Ce PC imprime maintenant ${shop}`,
      body: `${fromPc} ne répond plus. Les commandes en attente s’impriment avec DOUBLON POSSIBLE.`,
    }),
    discoveryFailing: () => ({
      title: 'Les autres OrderSlip sont introuvables',
      body: 'Deux PC qui impriment le même magasin imprimeraient tous les deux. Vérifiez Réglages › Réseau.',
    }),
  },
  shopNumber: (shopId) => `magasin ${shopId}`,
};
