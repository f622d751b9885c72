import type { Translation } from '../../wording';
import {
  type shopDay as En,
  NB,
  type QuantityWords,
  sayLongDate,
  sayQuantity,
  shopChoices,
  ofShop,
  type BakeCsvColumn,
  type PickupCsvColumn,
} from '../../en/messages/shop-day';

const longDate = (date: string) => sayLongDate('fr-BE', date);

const QUANTITY: QuantityWords = {
  persons: (n) => ({ one: '1 personne', other: `${n} personnes` }),
  pieces: (n) => ({ one: '1 pièce', other: `${n} pièces` }),
};

const BAKE_CSV_COLUMNS: Record<BakeCsvColumn, string> = {
  product: 'produit',
  options: 'options',
  unit: 'unité',
  quantity: 'quantité',
  orders: 'commandes',
  plu: 'plu',
  sizes: 'gâteaux',
};

const PICKUP_CSV_COLUMNS: Record<PickupCsvColumn, string> = {
  time: 'heure',
  order: 'commande',
  client: 'client',
  phone: 'téléphone',
  address: 'adresse',
  items: 'articles',
  plates: 'plaquettes',
  remarks: 'remarques',
  status: 'état',
  id: 'id',
};

export const shopDay: Translation<typeof En> = {
  'day.collected': () => `Retirée${NB}: marquée comme remise au client.`,
  'day.uncollected': () => 'Finalement marquée comme non retirée.',
  'day.handed-over': () => `Remise au livreur${NB}: marquée comme partie en livraison.`,
  'day.not-handed-over': () => 'Finalement marquée comme non remise au livreur.',
  'day.handed-over-other-day': (p) =>
    `${p.delivery ? 'Remise au livreur' : 'Retirée'} un autre jour que prévu (${longDate(p.date)} à ${p.time}), au choix d’une personne.`,
  'day.scan-unknown': (p) =>
    `Aucune commande ne correspond à «${NB}${p.scanned}${NB}». Scannez le code QR du ticket, ou tapez le code imprimé en dessous${NB}: en entier, ou ses 8 premiers caractères (par exemple 7c1d2e3f). Le numéro de commande seul ne suffit pas.`,
  'day.scan-ambiguous': (p) =>
    `«${NB}${p.scanned}${NB}» est le début du code de ${p.count} commandes. Tapez davantage du code imprimé sous le code QR (au moins ses 8 premiers caractères), ou scannez le code QR.`,
  'day.bad-date': (p) =>
    `«${NB}${p.date}${NB}» n’est pas un jour${NB}: écrivez-le AAAA-MM-JJ, par exemple 2026-11-28.`,
  'day.bake-list-heading': (p, f) =>
    `Liste de production du ${longDate(p.date)}${ofShop(p, 'magasin')}${NB}: ${f.plural(p.orders, {
      one: '1 commande',
      other: `${p.orders} commandes`,
    })}${p.unreadable > 0 ? `${NB}; ${f.plural(p.unreadable, { one: '1 commande illisible n’est pas comptée', other: `${p.unreadable} commandes illisibles ne sont pas comptées` })}` : ''}.`,
  'day.nothing-due': () => 'Aucune commande à retirer ou à livrer ce jour-là.',
  'day.quantity': (p, f) => sayQuantity(QUANTITY, p, f),
  'day.csv-column': (p) => BAKE_CSV_COLUMNS[p.column],
  'day.csv-pickup-column': (p) => PICKUP_CSV_COLUMNS[p.column],
  'day.csv-order': (p, f) => f.order(p.order, false),
  'day.csv-unit': (p) => ({ pieces: 'pièces', grams: 'grammes', persons: 'personnes' })[p.unit],
  'day.row-orders': (p, f) => f.plural(p.orders, { one: '1 commande', other: `${p.orders} commandes` }),
  'day.plates-heading': (p) => `Textes des plaquettes (${p.count})${NB}:`,
  'day.plate-for': (p, f) => `${f.order(p.order)}, à ${p.dueTime} · ${p.product} (${p.option})`,
  'day.pickup-heading': (p, f) =>
    `Liste des retraits du ${longDate(p.date)}${ofShop(p, 'magasin')}${NB}: ${f.plural(p.orders, {
      one: '1 commande',
      other: `${p.orders} commandes`,
    })}${p.unreadable > 0 ? `${NB}; ${f.plural(p.unreadable, { one: `1 commande illisible${NB}: voir l’historique`, other: `${p.unreadable} commandes illisibles${NB}: voir l’historique` })}` : ''}.`,
  'day.pickup-who': (p, f) => `${f.order(p.order)}, à ${p.dueTime}`,
  'day.pickup-standing': (p, f) =>
    p.collectedAt !== null
      ? `${p.delivery ? 'remise au livreur' : 'retirée'} à ${f.time(p.collectedAt)}`
      : `${p.delivery ? 'pas remise au livreur' : 'pas retirée'}${p.state === 'held' ? ` · retenue${NB}: voir la vue État` : ''}`,
  'day.pickup-remarks': (p) => `Remarques${NB}: ${p.remarks}`,
  'day.pickup-plate': (p) => `Plaquette${NB}: ${p.text}`,
  'day.unknown-shop': (p) =>
    p.shops.length === 0
      ? `Ce dossier de données ne connaît aucun magasin ${p.shopId}${NB}: il n’a encore aucune commande d’un magasin.`
      : `Ce dossier de données ne connaît aucun magasin ${p.shopId}. Les magasins qu’il connaît${NB}: ${shopChoices(p.shops)}. Indiquez l’un de ces numéros avec --shop, ou omettez --shop pour tous les magasins.`,
  'day.no-ledger': (p) =>
    `Il n’y a pas de registre OrderSlip dans ${p.dataDir}. Indiquez le dossier avec lequel OrderSlip tourne (--data-dir), celui où se trouve ledger.db.`,
  'day.ledger-too-old': (p) =>
    `Le registre ${p.path} a été écrit par une version plus ancienne d’OrderSlip. Démarrez OrderSlip une fois sur ce dossier pour le mettre à jour, puis réessayez.`,
};
