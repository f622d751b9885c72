import { sayShop } from '../../en/messages/engine';
import { sayWait } from './service';
import type { Translation } from '../../wording';
import type { network as En } from '../../en/messages/network';

export const network: Translation<typeof En> = {
  'network.setting-not-an-address': (p) =>
    `${p.setting}\u202f: «\u202f${p.got}\u202f» n’est pas une adresse. Tapez un nom ou une adresse IP, comme 192.168.1.20.`,
  'network.discovery-cannot-listen': (p) =>
    `Impossible de chercher les autres OrderSlip\u202f: le port UDP ${p.port} ne s’ouvre pas (${p.detail}). Un autre programme l’utilise-t-il\u202f?`,
  'network.discovery-failing': (p) =>
    `L’annonce de ce PC sur le réseau a échoué (${p.detail})\u202f; nouvel essai en cours.`,
  'network.discovery-peer-unknown': (p) =>
    `L’autre OrderSlip «\u202f${p.peer}\u202f» indiqué dans Réglages › Réseau est introuvable (${p.detail}).`,
  'network.took-over': (p, f) =>
    `${p.fromPc} ne répond plus\u202f: ce PC imprime maintenant ${sayShop(p.shop, f)}. Les commandes en attente s’impriment avec DOUBLON POSSIBLE.`,
  'network.took-over-orders-waited': (p, f) =>
    `Ce PC a repris ${sayShop(p.shop, f)} de ${p.fromPc}\u202f: ${p.orderNumber === null ? 'une commande' : `la commande ${p.orderNumber}`} a attendu ${sayWait(p.waitedMs, f)} sans confirmation alors que ${p.fromPc} disait l’imprimer. Les commandes en attente s’impriment ici avec DOUBLON POSSIBLE\u202f; vérifiez l’imprimante de ${p.fromPc}.`,
  'network.shop-taken-over': (p, f) =>
    `${p.byPc} a repris ${sayShop(p.shop, f)} à ce PC\u202f: ses commandes attendaient ici sans confirmation. Ce PC reste en réserve tant que ${p.byPc} l’imprime\u202f; vérifiez les imprimantes de ce PC.`,
  'network.handed-over': (p, f) =>
    `${p.fromPc} a passé la main pour ${sayShop(p.shop, f)}\u202f: ce PC l’imprime maintenant (les commandes en attente avec DOUBLON POSSIBLE).`,
  'network.standing-by': (p, f) =>
    `${sayShop(p.shop, f)} est imprimé par ${p.otherPc}\u202f: ce PC reste en réserve.`,
  'network.resumed': (p, f) =>
    `Ce PC imprimait ${sayShop(p.shop, f)} lors de sa dernière exécution, et aucun autre OrderSlip ne le revendique\u202f: il l’imprime de nouveau tout de suite.`,
  'network.resume-stood-down': (p, f) =>
    `Ce PC a repris ${sayShop(p.shop, f)} au démarrage, mais ${p.otherPc} l’imprime\u202f: ce PC reste en réserve. Une commande imprimée ici juste avant a pu être imprimée aussi sur ${p.otherPc}.`,
  'network.roles-not-kept': (p) =>
    `Les magasins que ce PC imprime n’ont pas pu être écrites dans son dossier de données (${p.detail})\u202f: au prochain démarrage, il écoute les autres OrderSlip pendant 3 secondes avant de les imprimer.`,
  'network.printed-beside-here': (p, f) =>
    `${p.otherPc} a aussi imprimé ${sayShop(p.shop, f)} un instant (il l’a revendiqué au démarrage) et se retire\u202f: ce PC continue de l’imprimer. Les commandes de sa prochaine liste s’impriment avec DOUBLON POSSIBLE.`,
  'network.conflict': (p, f) =>
    `${sayShop(p.shop, f)} est réglé pour imprimer sur ce PC et sur ${p.otherPc}\u202f: un seul des deux imprime. Choisissez-en un dans Réglages › Réseau.`,
  'network.held-taken-over': (p) =>
    `${p.byPc} a repris ce magasin parce que ses commandes attendaient ici sans confirmation, et a imprimé cette commande (avec DOUBLON POSSIBLE)\u202f: elle est retenue ici plutôt qu’imprimée deux fois. Imprimez-la ici seulement si elle n’est pas sortie chez ${p.byPc}.`,
  'network.peer-unproven': (p, f) =>
    `Un appareil du réseau (${p.address}) revendique ${p.shop ? sayShop(p.shop, f) : 'un magasin de ce client'} mais ne peut pas prouver qu’il appartient à ce client\u202f: ses annonces sont ignorées. Si c’est un OrderSlip, vérifiez qu’il utilise le même jeton d’accès.`,
  'network.printed-beside': (p) =>
    `Reçue pendant que ${p.fromPc} imprimait aussi ce magasin un instant, et l’a peut-être déjà imprimée\u202f: imprimée avec DOUBLON POSSIBLE.`,
  'network.printed-after-takeover': (p) =>
    `Reçue juste après que ce PC a repris le magasin de ${p.fromPc}, qui l’a peut-être déjà imprimée\u202f: imprimée avec DOUBLON POSSIBLE.`,
  'network.fleet-key-refused': (p) =>
    `Le serveur de flotte ${p.url} refuse la clé de flotte de ce PC\u202f: ses rapports ne sont pas acceptés. Saisissez la clé de flotte de la chaîne dans Réglages › Flotte. L’impression continue.`,
  'network.fleet-unreachable': (p, f) =>
    `Le serveur de flotte ${p.url} est injoignable (${f.say(p.detail)}) : le rapport de ce PC n’est pas arrivé ; il réessaie au rapport suivant. L’impression continue.`,
  'network.fleet-answered': (p) => `il a répondu HTTP ${p.status}`,
  'network.fleet-reporting': (p) => `Le serveur de flotte ${p.url} accepte de nouveau les rapports de ce PC.`,
  'network.fleet-key-cannot-be-stored': () => 'Cet OrderSlip ne peut pas enregistrer de clé de flotte.',
  'network.fleet-key-given-elsewhere': (p) =>
    `La clé de flotte est donnée par ${p.where} au démarrage d’OrderSlip : modifiez-la là.`,
};
