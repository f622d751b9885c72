import { pluralIn, type Translation } from '../../wording';
import { type shopDaySettings as En, networkProblemKinds } from '../../en/window/shop-day-settings';
import { network } from './network';

const plural = pluralIn('fr');

export const shopDaySettings: Translation<typeof En> = {
  heading: 'Journée du magasin et alarme',
  openingTime: 'Heure d’ouverture',
  closingTime: 'Heure de fermeture',
  closingHint:
    'Dès l’heure de fermeture, la vue État liste les commandes du jour qui n’ont pas été retirées.',
  bakeLists: {
    heading: 'Imprimer la liste de production',
    none: 'Aucune liste de production ne s’imprime d’elle-même.',
    add: 'Ajouter une liste de production',
    remove: 'Supprimer',
    day: 'Pour',
    days: { today: 'aujourd’hui', tomorrow: 'demain' },
    time: 'À',
    printer: 'Sur',
    shop: 'Magasin',
    allShops: 'tous les magasins',
    describe: (index: number) => `Liste de production ${index}`,
    noPrinter: 'Ajoutez d’abord une imprimante à tickets\u202f: la liste de production s’imprime dessus.',
    duplicate: (index: number) =>
      `Identique à la liste de production ${index}\u202f: elle s’imprimerait deux fois. Modifiez-en une ou supprimez-la.`,
  },
  dueSlips: {
    heading: 'Fiches «\u202fà retirer aujourd’hui\u202f»',
    enabled:
      'Imprimer une courte fiche «\u202fà retirer aujourd’hui\u202f» pour chaque commande passée un jour précédent',
    printer: 'Sur',
    firstPrinter: 'la première imprimante à tickets du magasin',
    when: 'Quand',
    opening: 'à l’heure d’ouverture',
    beforeDue: 'un peu avant l’heure de retrait',
    minutesBefore: 'Minutes avant le retrait',
  },
  alarm: {
    heading: 'Alarme',
    explain:
      'Un son dans cette fenêtre à chaque nouvelle commande ou quand quelqu’un doit intervenir. Gardez la fenêtre ouverte (elle peut être masquée) pour l’entendre.',
    mode: 'Son',
    modes: {
      off: 'désactivé',
      once: 'une fois',
      'until-acknowledged': 'jusqu’à ce que quelqu’un appuie sur «\u202fEntendu\u202f»',
    },
    sound: 'Quel son',
    sounds: { bell: 'Cloche', chime: 'Carillon', beep: 'Bip' },
    play: 'Écouter',
    playFailed:
      'Le son n’a pas pu être joué. Vérifiez que le son de cet ordinateur est activé, puis réessayez.',
    offHint:
      'L’alarme est désactivée\u202f: choisissez «\u202fune fois\u202f» ou «\u202fjusqu’à…\u202f» pour dire quand elle sonne.',
    newOrders: 'Pour les nouvelles commandes',
    problems: 'Pour les problèmes qui demandent quelqu’un (imprimante sans papier, commande retenue…)',
  },
  banner: {
    label: 'Alarme',
    newOrders: (count: number) =>
      plural(count, {
        exactlyOne: 'Une nouvelle commande est arrivée.',
        one: `${count} nouvelle commande est arrivée.`,
        other: `${count} nouvelles commandes sont arrivées.`,
      }),
    problems: 'Quelqu’un doit intervenir\u202f:',
    acknowledge: 'Entendu',
    acknowledgeAction: 'L’arrêt de l’alarme',
    enableSound: 'Le navigateur a bloqué le son\u202f: cliquez ici une fois pour l’autoriser.',
    problemKinds: {
      'ledger-damaged': 'le registre des commandes est endommagé',
      'ledger-unwritable': 'le registre des commandes ne peut pas être écrit',
      'token-rejected': 'le service refuse le jeton d’accès',
      'token-doubted': 'le service a refusé le jeton d’accès',
      'printer-not-ready': 'une imprimante n’est pas prête',
      'printer-cannot-report': 'une imprimante ne peut pas confirmer l’impression',
      'service-failing': 'le service de commande est injoignable',
      'wrong-shop': 'le service envoie des commandes d’autres magasins',
      'held-orders': 'des commandes sont retenues',
      'confirm-failing': 'des confirmations sont refusées',
      'printer-untested': 'une imprimante n’a pas été testée',
      'orders-waiting': 'des commandes attendent l’impression',
      'history-lost': 'l’historique des commandes a été perdu',
      'update-check-failed': 'la vérification après une mise à jour a échoué',
      'not-collected': 'des commandes n’ont pas été retirées',
      'orders-gone': 'des commandes ont disparu du service de commandes',
      ...networkProblemKinds(network),
    },
  },
  errors: {
    time: 'Indiquez une heure comme 07:30.',
    closingAfterOpening: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
    printer: 'Choisissez une imprimante à tickets.',
    minutesBefore: 'Indiquez un nombre entier de minutes, de 0 à 1440.',
  },
};
