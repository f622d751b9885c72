import { pluralIn, type Translation } from '../../wording';
import type { network as En } from '../../en/window/network';

const plural = pluralIn('fr');

export const network: Translation<typeof En> = {
  problems: {
    orderWaited: (order, minutes) =>
      `${order === null ? 'une commande' : `la commande ${order}`} a attendu ${plural(minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}`,
    tookOverWaited: (shop, fromPc, waited, duplicates) =>
      `Ce PC a repris ${shop} de ${fromPc}\u202f: ${waited} sans confirmation alors que ${fromPc} disait l’imprimer. ${plural(
        duplicates,
        {
          one: `${duplicates} commande en attente s’est imprimée ici avec DOUBLON POSSIBLE`,
          other: `${duplicates} commandes en attente se sont imprimées ici avec DOUBLON POSSIBLE`,
        },
      )}\u202f: vérifiez l’imprimante de ${fromPc}.`,
    shopTakenOver: (shop, byPc, address) =>
      `${byPc} (${address}) a repris ${shop} à ce PC\u202f: ses commandes attendaient ici sans confirmation. ${byPc} l’imprime maintenant et ce PC reste en réserve. Vérifiez les imprimantes de ce PC\u202f; ce PC imprimera de nouveau ${shop} quand ${byPc} s’arrêtera.`,
    waitingOrders: (order, count) =>
      count > 1
        ? `${order === null ? 'une commande' : `la commande ${order}`} et ${plural(count - 1, { one: `${count - 1} autre attendent`, other: `${count - 1} autres attendent` })}`
        : `${order === null ? 'une commande' : `la commande ${order}`} attend`,
    standbyWaiting: (shop, pc, orders, since) =>
      `${pc} imprime ${shop}, mais ${orders} sans confirmation depuis ${since}. Vérifiez l’imprimante de ${pc}\u202f; si les commandes attendent encore après le délai de reprise, ce PC reprend ${shop}.`,
    peerConflict: (shop, otherPc, address, thisPcPrints) =>
      `${shop} est réglé pour imprimer sur ce PC et sur ${otherPc} (${address}). ${
        thisPcPrints ? 'Ce PC imprime' : `${otherPc} imprime`
      }, l’autre attend\u202f: dans Réglages › Réseau, décochez «\u202fCe PC imprime\u202f» sur l’un des deux.`,
    tookOver: (shop, fromPc, at, duplicates) =>
      `${fromPc} ne répond plus depuis ${at}\u202f: ce PC imprime maintenant ${shop}. ${plural(duplicates, {
        one: `${duplicates} commande en attente s’est imprimée avec DOUBLON POSSIBLE\u202f: vérifiez qu’elle n’a pas déjà été préparée.`,
        other: `${duplicates} commandes en attente se sont imprimées avec DOUBLON POSSIBLE\u202f: vérifiez qu’elles n’ont pas déjà été préparées.`,
      })}`,
    peerUnproven: (shop, address, reason, records, since) =>
      `Un appareil du réseau (${address}) revendique ${shop ?? 'un magasin de ce client'} mais ${
        reason === 'unproven'
          ? 'ne peut pas prouver qu’il appartient à ce client'
          : reason === 'replayed'
            ? 'ne fait que répéter des annonces enregistrées plus tôt'
            : 'annonce une heure loin de l’horloge de ce PC'
      }\u202f: ignoré (${plural(records, { one: `${records} annonce`, other: `${records} annonces` })} depuis ${since}). ${
        reason === 'clock'
          ? 'Si c’est un OrderSlip, mettez les horloges des deux PC à l’heure.'
          : 'Si c’est un OrderSlip, donnez-lui le jeton d’accès de ce client\u202f; sinon quelqu’un sur le réseau tente d’arrêter l’impression de ce magasin.'
      }`,
    discoveryFailing:
      'Les autres OrderSlip du réseau sont introuvables\u202f: si un autre PC imprime le même magasin, chaque commande s’imprime deux fois. Vérifiez Réglages › Réseau.',
    fleetFailing: (since: string) =>
      `Les rapports au serveur de flotte de la chaîne échouent depuis ${since}\u202f: le propriétaire voit ce PC comme muet. Vérifiez l’adresse et la clé de flotte dans Réglages › Flotte. L’impression continue.`,
  },
  headline: {
    shopTakenOver: (shop, byPc) => `${byPc} a repris ${shop} à ce PC`,
    standbyWaiting: (shop, pc) => `des commandes de ${shop} attendent sur ${pc}`,
    peerConflict: (shop) => `deux PC veulent imprimer ${shop}`,
    tookOver: (shop, fromPc) => `ce PC a repris ${shop} de ${fromPc}`,
    peerUnproven: (shop) => `un appareil revendique ${shop ?? 'un magasin'} sans preuve`,
    discoveryFailing: 'les autres PC sont introuvables',
    fleetFailing: 'les rapports au serveur de flotte échouent',
  },
  problemKinds: {
    shopTakenOver: 'un autre PC a repris un magasin à celui-ci',
    standbyWaiting: 'des commandes attendent sur le PC qui imprime un magasin',
    peerConflict: 'deux PC veulent imprimer le même magasin',
    tookOver: 'ce PC a repris un magasin',
    peerUnproven: 'un appareil revendique un magasin sans preuve',
    discoveryFailing: 'les autres PC sont introuvables',
    fleetFailing: 'les rapports au serveur de flotte échouent',
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
    fleetFailing: () => ({
      title: 'Les rapports au serveur de flotte échouent',
      body: 'Le propriétaire voit ce PC comme muet. Vérifiez l’adresse et la clé de flotte dans Réglages › Flotte.',
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
  fleet: {
    heading: 'Flotte',
    intro:
      'Une chaîne voit chaque comptoir sur une seule page\u202f: ce PC dit chaque minute au serveur de flotte de la chaîne comment vont ses magasins et ses imprimantes. Aucune donnée client n’est envoyée.',
    url: 'Adresse du serveur de flotte',
    urlHint: 'Par exemple https://flotte.example.com. Vide\u202f: ce PC ne rapporte à personne.',
    key: 'Clé de flotte',
    keyStored: 'Une clé de flotte est enregistrée. Tapez-en une nouvelle pour la remplacer.',
    keyNone: 'Aucune clé de flotte n’est enregistrée\u202f: sans clé, rien n’est rapporté.',
    forgetKey: 'Supprimer la clé de flotte enregistrée',
    notAnAddress: 'Saisissez une adresse comme https://flotte.example.com.',
  },
  errors: {
    peer: (peer) =>
      `«\u202f${peer}\u202f» n’est pas une adresse\u202f: tapez un nom ou une adresse IP, comme 192.168.1.20.`,
    takeover: 'Indiquez un nombre entier de secondes de 10 à 3600.',
    port: 'Indiquez un port de 1024 à 65535.',
  },
};
