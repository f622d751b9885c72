import { pluralIn, type Translation } from '../wording';
import {
  networkProblems,
  printerNotReady,
  type notifications as En,
  type PrinterAdvice,
  type PrinterPhrases,
} from '../en/notifications';
import { network } from './window/network';

const plural = pluralIn('fr');

const printer: Translation<PrinterPhrases> = {
  ready: (name) => `${name} est prête`,
  printing: (name) => `${name} imprime`,
  paper_low: (name) => `${name} n’a presque plus de papier`,
  paper_out: (name) => `${name} n’a plus de papier`,
  cover_open: (name) => `${name} a le capot ouvert`,
  offline: (name) => `${name} est hors ligne`,
  error: (name) => `${name} signale une erreur`,
  unreachable: (name) => `${name} est injoignable`,
  unknown: (name) => `${name} ne répond pas`,
  paused: (name) => `${name} est en pause`,
  not_verifiable: (name) => `${name} ne peut pas confirmer ce qu’elle imprime`,
};
const advice: Translation<PrinterAdvice> = {
  ready: '',
  printing: '',
  paper_low: 'Prévoyez bientôt un nouveau rouleau.',
  paper_out: 'Remettez du papier\u202f: l’impression reprend d’elle-même.',
  cover_open: 'Fermez le capot\u202f: l’impression reprend d’elle-même.',
  offline: 'Vérifiez qu’elle est allumée et branchée.',
  error:
    'Vérifiez l’imprimante (papier coincé, coupe-papier)\u202f; éteignez-la et rallumez-la si nécessaire.',
  unreachable: 'Vérifiez qu’elle est allumée et connectée au réseau.',
  unknown: 'Vérifiez qu’elle est allumée et branchée.',
  paused: 'Reprenez-la dans OrderSlip pour les imprimer.',
  not_verifiable: 'Vérifiez ses réglages dans OrderSlip.',
};

export const notifications: Translation<typeof En> = {
  newOrders: (count) => ({
    title: plural(count, {
      exactlyOne: 'Nouvelle commande',
      one: `${count} nouvelle commande`,
      other: `${count} nouvelles commandes`,
    }),
    body: plural(count, {
      one: 'Elle est en cours d’impression.',
      other: 'Elles sont en cours d’impression.',
    }),
  }),
  problem: {
    'ledger-damaged': () => ({
      title: 'OrderSlip s’est arrêté\u202f: l’historique des commandes est endommagé',
      body: 'Redémarrez OrderSlip\u202f; si cela se reproduit, contactez l’assistance.',
    }),
    'ledger-unwritable': () => ({
      title: 'OrderSlip ne peut pas écrire son historique des commandes',
      body: 'Les nouvelles commandes ne seront reçues qu’une fois que ce sera possible\u202f: libérez de l’espace disque sur cet ordinateur. OrderSlip réessaie tout seul.',
    }),
    'token-rejected': () => ({
      title: 'Le service de commandes refuse le jeton d’accès',
      body: 'Aucune nouvelle commande n’arrive. Saisissez un jeton valide dans les réglages.',
    }),
    'token-doubted': () => ({
      title: 'Le service de commandes a refusé le jeton d’accès',
      body: 'OrderSlip continue d’essayer, plus lentement. Si cela dure, vérifiez le jeton dans les réglages.',
    }),
    'printer-not-ready': printerNotReady(printer, advice, (waiting) =>
      plural(waiting, { one: `${waiting} ticket l’attend.`, other: `${waiting} tickets l’attendent.` }),
    ),
    'printer-cannot-report': (p) => ({
      title: `${p.printerName} ne signale pas quand un ticket est imprimé`,
      body: 'Ses commandes attendent que vous vérifiiez le papier. Si elle ne peut pas le signaler, activez «\u202fImprimer sans preuve\u202f» pour elle dans les réglages.',
    }),
    'service-failing': (p, say) => ({
      title: 'Les nouvelles commandes n’arrivent plus',
      body: `${say(p.detail)} OrderSlip continue d’essayer.`,
    }),
    'wrong-shop': (p) => ({
      title: `Le service a envoyé des commandes d’autres magasins pour le magasin ${p.shopId}`,
      body: `OrderSlip n’a pas touché à ces ${p.count} commandes. Vérifiez le numéro du magasin dans les réglages.`,
    }),
    'held-orders': (p) => ({
      title: plural(p.count, {
        exactlyOne: 'Une commande a besoin de vous',
        one: `${p.count} commande a besoin de vous`,
        other: `${p.count} commandes ont besoin de vous`,
      }),
      body: 'Ouvrez OrderSlip pour voir quoi faire.',
    }),
    'confirm-failing': (p, say) => ({
      title: plural(p.count, {
        exactlyOne: 'Le service de commandes n’accepte pas une commande imprimée comme traitée',
        one: `Le service de commandes n’accepte pas ${p.count} commande imprimée comme traitée`,
        other: `Le service de commandes n’accepte pas ${p.count} commandes imprimées comme traitées`,
      }),
      body: `${say(p.detail)} Rien ne sera réimprimé\u202f; OrderSlip continue d’essayer de confirmer. Si cela dure, prévenez le service de commandes.`,
    }),
    'printer-untested': (p) => ({
      title: `${p.printerName} n’a pas encore imprimé de ticket de test`,
      body: 'Elle a été configurée sans impression de test\u202f: personne ne l’a encore vue imprimer. Imprimez un ticket de test pour vous assurer que les commandes sortent bien.',
    }),
    'orders-waiting': (p) => ({
      title: plural(p.count, {
        exactlyOne: 'Une commande attend d’être imprimée depuis plus d’une minute',
        one: `${p.count} commande attend d’être imprimée depuis plus d’une minute`,
        other: `${p.count} commandes attendent d’être imprimées, la plus ancienne depuis plus d’une minute`,
      }),
      body: 'Ouvrez OrderSlip pour voir pourquoi.',
    }),
    'history-lost': () => ({
      title: 'L’historique des commandes d’OrderSlip a été perdu',
      body: 'Les commandes qui reviennent s’impriment avec la mention DOUBLON POSSIBLE\u202f: vérifiez qu’elles n’ont pas déjà été préparées.',
    }),
    'update-check-failed': (p, say) => ({
      title: `OrderSlip ${p.version} a échoué à sa vérification après la mise à jour depuis ${p.fromVersion}`,
      body: `${say(p.detail)} Ouvrez OrderSlip, État.`,
    }),
    'not-collected': (p) => ({
      title: plural(p.count, {
        exactlyOne: 'Une commande du jour n’a pas été retirée',
        one: `${p.count} commande du jour n’a pas été retirée`,
        other: `${p.count} commandes du jour n’ont pas été retirées`,
      }),
      body: 'Ouvrez OrderSlip, État, pour voir lesquelles\u202f: appelez les clients, ou marquez-les retirées.',
    }),
    'orders-gone': (p) => ({
      title: plural(p.count, {
        exactlyOne: 'Une commande a disparu du service de commandes\u202f: annulée\u202f?',
        one: `${p.count} commande a disparu du service de commandes\u202f: annulée\u202f?`,
        other: `${p.count} commandes ont disparu du service de commandes\u202f: annulées\u202f?`,
      }),
      body: plural(p.count, {
        exactlyOne:
          'Vérifiez auprès du client avant de la préparer. Ouvrez OrderSlip, État, pour voir laquelle.',
        one: 'Vérifiez auprès du client avant de la préparer. Ouvrez OrderSlip, État, pour voir laquelle.',
        other:
          'Vérifiez auprès des clients avant de les préparer. Ouvrez OrderSlip, État, pour voir lesquelles.',
      }),
    }),
    ...networkProblems(network),
  },
  over: {
    'printer-not-ready': (p) => ({
      title: `${p.printerName} imprime à nouveau`,
      body: 'Les tickets en attente s’impriment.',
    }),
    'service-failing': () => ({
      title: 'Les commandes arrivent à nouveau',
      body: 'OrderSlip joint à nouveau le service de commandes.',
    }),
    'token-doubted': () => ({
      title: 'Le service de commandes accepte à nouveau le jeton',
      body: 'Les commandes arrivent normalement.',
    }),
  },
  still: (title) => `Toujours\u202f: ${title}`,
  ordersWaitBecause: (count, problem) =>
    `${plural(count, { one: `${count} commande attend`, other: `${count} commandes attendent` })}\u202f: ${problem}`,
  allWell: 'Tout va bien',
  printing: (count) =>
    plural(count, {
      one: `${count} commande est en cours d’impression`,
      other: `${count} commandes sont en cours d’impression`,
    }),
  notRunning: {
    not_configured: 'OrderSlip n’est pas encore configuré',
    stopped: 'OrderSlip est arrêté',
    paused: 'Toutes les imprimantes sont en pause',
  },
  menu: {
    open: 'Ouvrir OrderSlip',
    pause: 'Mettre l’impression en pause',
    resume: 'Reprendre l’impression',
    quit: 'Quitter OrderSlip',
  },
  folderBusy: (p) => ({
    title: 'OrderSlip est déjà lancé',
    body:
      `OrderSlip ne peut pas démarrer\u202f: son dossier de données ${p.folder} est utilisé par ${{ app: 'l’application OrderSlip', run: 'orderslip run', demo: 'orderslip demo' }[p.kind]} ` +
      `(processus ${p.pid}${p.hostname ? ` sur ${p.hostname}` : ''}, démarré ${p.startedAt}). ` +
      (p.hostname
        ? `Arrêtez-le\u202f; s’il ne tourne plus là-bas, supprimez ${p.lockFile}.`
        : 'Arrêtez-le d’abord\u202f: un seul OrderSlip peut utiliser un dossier de données.'),
  }),
};
