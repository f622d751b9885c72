import { ORDER_ID_PROBLEMS, sayWait } from './service';
import type { Translation } from '../../wording';
import { type engine as En, sayOrderId, sayShop } from '../../en/messages/engine';

const COLON = '\u202f:';

export const engine: Translation<typeof En> = {
  'engine.token-rejected': (p, f) =>
    `Le service continue de refuser le jeton d’accès. ${f.say(p.cause)} OrderSlip réessaie toutes les ${sayWait(p.waitMs, f)} et reprend de lui-même dès que le service l’accepte\u202f; les commandes déjà reçues s’impriment encore.`,
  'engine.token-still-refused': (p, f) =>
    `${f.say(p.cause)} Toujours refusé\u202f; prochain essai dans ${sayWait(p.waitMs, f)}.`,
  'engine.listing-failed': (p, f) =>
    `${f.say(p.cause)}${p.tokenDoubted ? ' OrderSlip ne croit un jeton refusé que si les refus continuent.' : ''} Prochain essai dans ${sayWait(p.waitMs, f)}.`,
  'engine.watch-failed': (p, f) =>
    `La surveillance de ${sayShop(p.shop, f)}, imprimé par un autre PC, via le service a échoué\u202f: ${f.say(p.cause)} Ce PC réessaie\u202f; d’ici là, il ne peut pas savoir si cet autre PC imprime vraiment les commandes.`,
  'engine.listing-unwritable': (p, f) =>
    `Les commandes reçues pour ${sayShop(p.shop, f)} n’ont pas pu être écrites dans le registre des commandes (${p.detail}). Libérez de l’espace disque\u202f; OrderSlip réessaie.`,
  'engine.polling-internal-error': (p, f) =>
    `La récupération des commandes de ${sayShop(p.shop, f)} a rencontré une erreur interne (${p.detail}). OrderSlip reprend après une pause\u202f; si cela se répète, exportez le diagnostic et envoyez-le au support.`,
  'engine.other-shops-listed': (p, f) =>
    `En récupérant les commandes de ${sayShop(p.shop, f)}, le service a aussi envoyé ${f.plural(p.count, { one: '1 commande', other: `${p.count} commandes` })} ${f.plural(p.otherShops.length, { one: 'du magasin', other: 'des magasins' })} ${f.list(p.otherShops.map(String))}\u202f: OrderSlip n’y touche pas (il ne les imprime ni ne les confirme ici). Vérifiez le numéro du magasin dans Réglages › Magasins\u202f; s’il est correct, le service ignore le magasin demandé.`,
  'engine.only-own-shop-again': (p, f) =>
    `Le service n’envoie à nouveau que les commandes de ${sayShop(p.shop, f)} quand on les lui demande.`,
  'engine.order-unreadable': (p, f) =>
    `${sayOrderId({ byId: (id) => `La commande ${id}`, none: 'Une commande sans identifiant utilisable' }, p.order)} ${p.tooLarge ? 'est plus grande que ce qu’OrderSlip accepte' : 'n’a pas pu être lue'}\u202f: ${f.say(p.problem)}`,
  'engine.held-with-raw-data': (p, f) =>
    `${f.say(p.reason)}. Elle est mise de côté à l’écran, avec ses données brutes.`,
  'engine.order-unrecordable': (p, f) => `${f.order(p.order)} n’a pas pu être enregistrée (${p.detail}).`,
  'engine.order-not-held': (p, f) =>
    `${f.say(p.reason)}. Elle n’a même pas pu être mise de côté (${p.detail})\u202f; OrderSlip réessaie à chaque récupération. Les autres commandes continuent.`,
  'engine.still-listed-note-failed': (p, f) =>
    `${f.order(p.order)} est encore listée par le service, mais le noter a échoué (${p.detail}).`,
  'engine.gone-after-print': () =>
    'Imprimée, puis confirmée ailleurs\u202f: le service ne la liste plus, OrderSlip arrête donc de la confirmer.',
  'engine.gone-before-print': () =>
    'Le service ne la liste plus (confirmée ailleurs ou annulée) avant son impression\u202f; elle ne sera pas imprimée.',
  'engine.order-gone': (p, f) => `${f.order(p.order)}\u202f: ${f.say(p.reason)}`,
  'engine.order-listed-again': (p, f) =>
    `${f.order(p.order)} est de nouveau listée après avoir disparu\u202f; elle s’imprime maintenant.`,
  'engine.same-id-two-shops': (p, f) =>
    `Le service de commande a listé deux commandes avec le même identifiant ${p.id}\u202f: ${f.order(p.first.order)} pour ${sayShop(p.first.shop, f)} et ${f.order(p.second.order)} pour ${sayShop(p.second.shop, f)}. ${p.firstHeld ? 'Les deux sont retenues' : `Celle pour ${sayShop(p.second.shop, f)} est retenue`}, pour qu’aucune ne se perde\u202f: le service confirme une commande par son identifiant, confirmer l’une peut donc retirer l’autre de sa liste. Vérifiez les deux avec les magasins, puis imprimez chacune (Réessayer) ou marquez-la comme traitée.`,
  'engine.revive-failed': (p, f) =>
    `${f.order(p.order)} est de nouveau listée après avoir disparu, mais n’a pas pu être reprise (${p.detail}).`,
  'engine.confirm-no-usable-id': () =>
    'Elle ne peut pas être confirmée au service\u202f: le service l’a envoyée sans identifiant utilisable par OrderSlip. Confirmez-la là-bas à la main si nécessaire.',
  'engine.confirm-unsafe-id': (p) =>
    `Elle ne peut pas être confirmée au service\u202f: OrderSlip n’envoie pas son identifiant (${ORDER_ID_PROBLEMS(p.problem, p.maxLength)}). Confirmez-la là-bas à la main si nécessaire.`,
  'engine.confirm-unknown-order': () =>
    'Le service ne connaît plus cette commande, elle ne peut donc pas être confirmée. Elle a été imprimée.',
  'engine.confirm-failed': (p, f) =>
    `${f.say(p.cause)} OrderSlip réessaie dans ${sayWait(p.waitMs, f)}\u202f; le ticket n’est pas réimprimé.`,
  'engine.clock-stepped': (p, f) =>
    `L’horloge de ce PC a ${p.stepMs > 0 ? 'avancé' : 'reculé'} de ${sayWait(Math.abs(p.stepMs), f)} (elle a été réglée, ou le PC était en veille). Les nouvelles tentatives et les attentes continuent comme prévu\u202f; les planifications suivent la nouvelle heure.`,
  'engine.confirm-internal-error': (p, f) =>
    `La confirmation de ${f.order(p.order)} a rencontré une erreur interne (${p.detail}). OrderSlip réessaie plus tard et continue avec les autres commandes.`,
  'engine.confirm-internal-error-reason': () =>
    'Erreur interne pendant la confirmation\u202f; OrderSlip réessaie plus tard.',
  'engine.crash-recovered': (p, f) =>
    `${f.order(p.order)} était en cours d’envoi vers ${p.printer} quand OrderSlip s’est arrêté\u202f; elle s’imprime à nouveau marquée DOUBLON POSSIBLE.`,
  'engine.ledger-lost-sends': (p, f) =>
    `L’historique des commandes a perdu ses dernières modifications (une partie de son fichier a été endommagée ou supprimée après un arrêt brutal d’OrderSlip). La liste des tickets envoyés cite ${f.plural(p.count, { one: '1 commande', other: `${f.number(p.count)} commandes` })} peut-être déjà imprimées\u202f: elles s’imprimeront à nouveau avec la mention DOUBLON POSSIBLE.`,
  'engine.printer-gone-cannot-print-again': () =>
    'L’imprimante concernée n’est plus configurée, la commande ne peut donc pas y être réimprimée\u202f: imprimez-la sur une autre imprimante, ou marquez-la comme traitée.',
  'engine.removed-printer-jobs-dropped': (p, f) =>
    `Une imprimante n’est plus dans les réglages\u202f; ${f.plural(p.count, { one: 'la tâche qui l’attendait n’y a pas été imprimée', other: `les ${p.count} tâches qui l’attendaient n’y ont pas été imprimées` })}.`,
  'engine.logo-unreadable': (p) =>
    `Le logo de ${p.printer} (${p.path}) est illisible, les tickets s’impriment donc sans lui (${p.detail}). Choisissez à nouveau le logo dans les Réglages.`,
  'engine.ledger-damaged': (p) =>
    `Le registre des commandes est endommagé (${p.detail}). OrderSlip a arrêté d’imprimer et de confirmer pour que rien ne s’imprime deux fois ni ne soit confirmé à tort. Quittez OrderSlip, mettez le fichier du registre de côté (les commandes des dernières récupérations s’imprimeront alors marquées DOUBLON POSSIBLE) et redémarrez-le.`,
  'engine.ledger-unwritable': (p) =>
    `Le registre des commandes ne peut pas être écrit (${p.detail}). Libérez de l’espace disque ou vérifiez le dossier de données\u202f; OrderSlip réessaie de lui-même.`,
  'engine.internal-error': (p) =>
    `OrderSlip a rencontré une erreur interne (${p.detail}). Exportez le diagnostic et envoyez-le au support\u202f; redémarrer OrderSlip peut aider en attendant.`,
  'engine.history-purged': (p, f) =>
    `${f.plural(p.count, { one: '1 commande de plus de', other: `${f.number(p.count)} commandes de plus de` })} ${f.plural(p.days, { one: '1 jour', other: `${f.number(p.days)} jours` })} ${f.plural(p.count, { one: 'retirée', other: 'retirées' })} de l’historique.`,
  'engine.shop-list-entry-unreadable': (p, f) =>
    `La liste des magasins a une entrée illisible, la n°\u00a0${f.number(p.position)}\u202f: ${f.say(p.problem)}.`,
  'engine.no-shops-listed': () =>
    'Le service ne liste aucun magasin pour ce code de compte (tenant)\u202f: rien à récupérer. Vérifiez le code de compte dans les Réglages.',
  'engine.new-shop': (p, f) =>
    `Le service liste un nouveau magasin, ${sayShop(p.shop, f)} (numéro ${p.shop.id})\u202f: OrderSlip récupère maintenant ses commandes.`,
  'engine.shop-dropped': (p, f) =>
    `Le service n’a pas listé ${sayShop(p.shop, f)} dans ses ${p.lists} dernières listes de magasins\u202f: OrderSlip arrête de récupérer ses commandes. Celles déjà reçues s’impriment encore et sont confirmées.`,
  'engine.shop-list-failed': (p, f) =>
    `La liste des magasins n’a pas pu être lue. ${f.say(p.cause)} OrderSlip la relit plus tard.`,
  'engine.config-invalid': (p, f) =>
    `Ces réglages ne permettent pas encore de fonctionner\u202f: ${p.problems.map((problem) => f.say(problem)).join(' ')}`,
  'engine.config-duplicate-printer-id': (p, f) =>
    `${f.list([...p.printers])} partagent le même identifiant interne\u202f: supprimez-en une et ajoutez-la à nouveau.`,
  'engine.config-printer': (p, f) => `Imprimante ${p.printer}${COLON} ${f.say(p.problem)}`,
  'engine.config-copies': (p) => `le nombre d’exemplaires doit être entre 1 et ${p.max}, pas ${p.copies}.`,
  'engine.config-no-printer': (p, f) =>
    `Aucune imprimante n’est choisie pour ${p.shop === null ? 'les magasins' : sayShop(p.shop, f)}.`,
  'engine.config-unknown-printer': (p, f) =>
    `${p.shop === null ? 'Les magasins impriment' : `${sayShop(p.shop, f)} imprime`} sur une imprimante qui n’est pas configurée («\u202f${p.printer}\u202f»)\u202f: choisissez une autre imprimante dans les Réglages.`,
  'engine.config-poll-interval': () =>
    'Le délai entre deux récupérations de commandes doit être entre 1 et 300 secondes.',
  'engine.config-retention': () => 'L’historique est conservé de 1 à 3650 jours.',
  'engine.no-labels-nothing-to-print': (p, f) =>
    `${f.order(p.order)} ne s’imprimerait nulle part\u202f: son magasin n’imprime que sur des imprimantes d’étiquettes, et leurs réglages ne lui donnent aucune étiquette. Imprimez-la sur l’imprimante de votre choix, ou marquez-la comme traitée.`,
  'engine.label-nothing-to-print': (p, f) =>
    `${p.printer} n’a aucune étiquette à imprimer pour ${f.order(p.order)}\u202f: ses réglages d’étiquettes excluent cette commande. Rien ne lui a été envoyé.`,
  'engine.no-labels-to-reprint': (p, f) =>
    `${p.printer} n’a aucune étiquette pour ${f.order(p.order)}\u202f: ses réglages d’étiquettes excluent cette commande. Réimprimez-la sur une autre imprimante, ou modifiez d’abord les réglages d’étiquettes.`,
};
