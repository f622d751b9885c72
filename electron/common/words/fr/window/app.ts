import { pluralIn, type Translation } from '../../wording';
import { PRINTER_NAMES } from '../../printer-names';
import { ORDER_TYPE_NAMES } from '../../order-type-names';
import type { app as En } from '../../en/window/app';
import { day } from './day';
import { kitchen } from './kitchen';
import { shopDaySettings } from './shop-day-settings';
import { network } from './network';
import { alerts } from './alerts';
import { pin } from './pin';
import { dateInput } from './date-input';
import { lateChanges } from './late-changes';

const plural = pluralIn('fr');

export const app: Translation<typeof En> = {
  app: {
    title: 'OrderSlip',
    navigation: 'Menu principal',
    demo: 'Démo',
    language: 'Langue',
    theme: 'Affichage',
    systemLanguage: (language: string) => `${language} (système)`,
    languageAction: 'L’enregistrement de la langue',
    themes: { system: 'Comme le système', light: 'Clair', dark: 'Sombre' },
    loading: 'Chargement…',
    answered: (status: number) =>
      `OrderSlip a répondu par une erreur (HTTP ${status}). Réessayez\u202f; si cela continue, redémarrez OrderSlip.`,
    unreachable: (problem: string) =>
      `La fenêtre n’arrive pas à joindre OrderSlip (${problem}). Vérifiez qu’OrderSlip fonctionne, puis rechargez cette fenêtre.`,
  },
  nav: { status: 'État', day: 'Journée', history: 'Historique', settings: 'Réglages' },
  common: {
    close: 'Fermer',
    cancel: 'Annuler',
    back: 'Retour',
    next: 'Suivant',
    save: 'Enregistrer',
    never: 'jamais',
    none: '—',
    shop: (id: number) => `Magasin ${id}`,
    printer: 'Imprimante',
    receiptPrinter: PRINTER_NAMES.fr.receiptPrinter,
    labelPrinter: PRINTER_NAMES.fr.labelPrinter,
    noPrinters: 'Aucune imprimante n’est configurée.',
    working: 'Un instant…',
    failed: (what: string, problem: string) => `${what} n’a pas réussi\u202f: ${problem}`,
  },
  connection: {
    heading: 'Connexion',
    states: {
      starting: 'Démarrage',
      ok: 'Connecté',
      token_rejected: 'Jeton refusé',
      failing: 'Service injoignable',
      stopped: 'Arrêté',
      not_configured: 'Pas configuré',
    },
    advice: {
      starting: 'OrderSlip se connecte au service de commandes.',
      ok: 'Les commandes sont récupérées et imprimées automatiquement.',
      token_rejected:
        'Le service de commandes refuse le jeton d’accès\u202f: vérifiez le jeton dans les Réglages. D’ici là, aucune nouvelle commande n’arrive\u202f; les commandes déjà reçues s’impriment encore.',
      failing:
        'Les nouvelles commandes n’arrivent pas. OrderSlip continue d’essayer\u202f; vérifiez la connexion internet, ou réessayez maintenant.',
      stopped: 'OrderSlip ne récupère pas de commandes.',
      not_configured: 'OrderSlip a besoin de quelques réglages avant de pouvoir récupérer les commandes.',
    },
    setUp: 'Configurer OrderSlip',
    openSettings: 'Ouvrir les réglages',
    retryNow: 'Réessayer maintenant',
    retried: 'OrderSlip réessaie maintenant.',
    doubted: 'Jeton refusé, nouvel essai en cours',
    doubtedAdvice:
      'Le service de commandes a refusé le jeton d’accès\u202f: vérifiez le jeton dans les Réglages. OrderSlip continue d’essayer en attendant, au cas où ce serait un incident passager.',
  },
  shops: {
    heading: 'Magasins',
    name: 'Magasin',
    lastPoll: 'Vérifié',
    dueToday: 'Pour aujourd’hui',
    dueTodayHint: 'Commandes à retirer ou à livrer aujourd’hui',
    arrivedToday: 'Reçues aujourd’hui',
    arrivedTodayHint: 'Commandes arrivées aujourd’hui, quel que soit le jour prévu',
    waiting: 'En attente',
    held: 'Retenues',
    none: 'Aucun magasin n’est encore vérifié.',
    problem: (message: string) => `Dernier problème\u202f: ${message}`,
  },
  printers: {
    heading: 'Imprimantes',
    states: {
      ready: 'Prête',
      printing: 'Impression en cours',
      paper_low: 'Bientôt plus de papier',
      paper_out: 'Plus de papier',
      cover_open: 'Capot ouvert',
      offline: 'Hors ligne',
      error: 'Erreur d’imprimante',
      unreachable: 'Injoignable',
      unknown: 'Inconnue',
      paused: 'En pause',
      not_verifiable: 'Non vérifiable',
    },
    queued: (count: number) =>
      count === 0
        ? 'Rien en attente'
        : plural(count, { one: `${count} ticket en attente`, other: `${count} tickets en attente` }),
    lastPrinted: (when: string) => `Dernière impression ${when}`,
    pause: 'Mettre en pause',
    resume: 'Reprendre',
    retry: 'Réessayer',
    none: 'Aucune imprimante ne fonctionne.',
    paused: (name: string) => `En pause\u202f: les commandes pour ${name} attendent que vous la repreniez.`,
    resumed: (name: string) => `${name} imprime à nouveau.`,
    retried: (name: string) => `OrderSlip réessaie ${name} maintenant.`,
    pauseAction: (name: string) => `La mise en pause de ${name}`,
    resumeAction: (name: string) => `La reprise de ${name}`,
    retryAction: (name: string) => `Le nouvel essai de ${name}`,
  },
  attention: {
    heading: 'À traiter',
    none: 'Rien à traiter pour l’instant.',
    seen: (when: string) => `Arrivée ${when}`,
    retry: 'Réessayer',
    printElsewhere: 'Imprimer ailleurs',
    printOn: 'Imprimer sur',
    print: 'Imprimer',
    markHandled: 'Marquer comme traitée',
    showRaw: 'Voir les données brutes',
    notPrintable:
      'Ses données n’ont pas pu être lues, elle ne peut donc pas être imprimée\u202f: traitez-la à la main, puis marquez-la comme traitée.',
    confirmTitle: 'Marquer cette commande comme traitée\u202f?',
    confirmBody: (label: string) =>
      `${label} sera confirmée au service de commandes sans qu’OrderSlip l’imprime. Ne le faites que si la commande a été traitée autrement.`,
    confirmYes: 'Oui, marquer comme traitée',
    rawTitle: (label: string) => `Données brutes de ${label}`,
    retried: (label: string) => `${label} est réessayée.`,
    handled: (label: string) => `${label} est marquée comme traitée\u202f; elle sera confirmée au service.`,
    retryAction: (label: string) => `Le nouvel essai de ${label}`,
    reprintAction: (label: string, printer: string) => `L’impression de ${label} sur ${printer}`,
    handleAction: (label: string) => `Le marquage de ${label} comme traitée`,
    rawAction: (label: string) => `Le chargement des données de ${label}`,
    question: (order: string, printer: string) => `La commande ${order} est-elle sortie de ${printer}\u202f?`,
    questionWhy:
      'OrderSlip l’a envoyée, mais l’imprimante n’a pas pu confirmer l’impression\u202f: OrderSlip ne la renvoie donc pas de lui-même.',
    cameOut: 'Oui, elle est sortie',
    printAgain: 'Imprimer à nouveau',
    printAgainHint:
      '«\u202fImprimer à nouveau\u202f» l’imprime une nouvelle fois, avec la mention DOUBLON POSSIBLE.',
    cameOutDone: (order: string) => `${order} compte comme imprimée\u202f; elle sera confirmée au service.`,
    printAgainDone: (order: string, printer: string) =>
      `${order} s’imprime à nouveau sur ${printer}, avec la mention DOUBLON POSSIBLE.`,
    answerAction: (order: string) => `La réponse pour la commande ${order}`,
    select: (label: string) => `Sélectionner ${label}`,
    selectAll: 'Tout sélectionner',
    selected: (count: number) =>
      plural(count, { one: `${count} commande sélectionnée`, other: `${count} commandes sélectionnées` }),
    bulkActions: 'Avec les commandes sélectionnées',
    bulkRetry: 'Réessayer la sélection',
    bulkHandled: 'Marquer la sélection comme traitée',
    bulkPrintOn: 'Imprimer la sélection sur',
    bulkConfirmTitle: (count: number) =>
      plural(count, {
        one: `Marquer ${count} commande comme traitée\u202f?`,
        other: `Marquer ${count} commandes comme traitées\u202f?`,
      }),
    bulkConfirmBody: (count: number, list: string) =>
      plural(count, {
        one: `${list} sera confirmée au service de commandes sans qu’OrderSlip l’imprime. Ne le faites que si elle a été traitée autrement.`,
        other: `${list} seront confirmées au service de commandes sans qu’OrderSlip les imprime. Ne le faites que si elles ont été traitées autrement.`,
      }),
    bulkHandledDone: (count: number, list: string) =>
      plural(count, {
        one: `${count} commande marquée comme traitée\u202f: ${list}. Elle sera confirmée au service.`,
        other: `${count} commandes marquées comme traitées\u202f: ${list}. Elles seront confirmées au service.`,
      }),
    bulkRetried: (count: number, list: string) =>
      plural(count, {
        one: `${count} commande est réessayée\u202f: ${list}.`,
        other: `${count} commandes sont réessayées\u202f: ${list}.`,
      }),
    bulkPrinted: (count: number, list: string, printer: string) =>
      `${plural(count, { one: `${count} commande imprimée`, other: `${count} commandes imprimées` })} sur ${printer}\u202f: ${list}.`,
    bulkWaiting: (count: number, list: string, printer: string) =>
      plural(count, {
        one: `${count} commande attend ${printer}\u202f: ${list}. Elle s’imprime dès que l’imprimante est prête.`,
        other: `${count} commandes attendent ${printer}\u202f: ${list}. Elles s’impriment dès que l’imprimante est prête.`,
      }),
    bulkDelivered: (count: number, list: string, printer: string) =>
      plural(count, {
        one: `${count} commande envoyée à ${printer}, qui ne peut pas confirmer l’impression\u202f: ${list}. Vérifiez qu’elle est sortie.`,
        other: `${count} commandes envoyées à ${printer}, qui ne peut pas confirmer l’impression\u202f: ${list}. Vérifiez qu’elles sont sorties.`,
      }),
    bulkSkipped: (count: number, list: string) =>
      plural(count, {
        one: `${count} commande laissée telle quelle, car ce n’est pas possible pour elle\u202f: ${list}.`,
        other: `${count} commandes laissées telles quelles, car ce n’est pas possible pour elles\u202f: ${list}.`,
      }),
    holds: {
      undecodable:
        'Ses données n’ont pas pu être lues, elle ne peut donc pas être imprimée\u202f: traitez-la à la main, puis marquez-la comme traitée.',
      'no-printer':
        'Aucune imprimante n’est configurée pour son magasin\u202f: choisissez une imprimante pour l’imprimer, ou marquez-la comme traitée. Pour les prochaines commandes, donnez une imprimante au magasin dans Réglages › Magasins.',
      'printer-removed':
        'Son imprimante a été retirée des réglages\u202f: choisissez une imprimante pour l’imprimer, ou marquez-la comme traitée.',
      'too-large':
        'Elle est trop volumineuse pour être imprimée sans risque (trop de données, ou trop imbriquées)\u202f: traitez-la à la main, puis marquez-la comme traitée.',
      'cannot-build':
        'Son ticket n’a pas pu être créé\u202f: réessayez, imprimez-la sur une autre imprimante, ou traitez-la à la main et marquez-la comme traitée.',
    },
  },
  headline: {
    allWell: 'Tout va bien\u202f: chaque commande a été imprimée et confirmée.',
    printing: (count: number) =>
      plural(count, {
        one: `${count} commande est en cours d’impression.`,
        other: `${count} commandes sont en cours d’impression.`,
      }),
    withWaiting: (count: number, problem: string) =>
      `${plural(count, { one: `${count} commande attend`, other: `${count} commandes attendent` })}\u202f: ${problem}`,
    ledgerDamaged: 'l’historique des commandes est endommagé et OrderSlip s’est arrêté',
    ledgerUnwritable:
      'OrderSlip ne peut pas écrire son historique des commandes (le disque est-il plein\u202f?)',
    tokenRejected: 'le service de commandes refuse le jeton d’accès',
    tokenDoubted: 'le service de commandes a refusé le jeton d’accès',
    cannotReport: (printer: string) => `${printer} ne peut apparemment pas signaler qu’elle a imprimé`,
    serviceFailing: 'le service de commandes est injoignable',
    wrongShop: (shop: number) =>
      `le service a envoyé pour le magasin ${shop} des commandes d’autres magasins`,
    held: (count: number) =>
      plural(count, {
        exactlyOne: 'une commande est retenue',
        one: `${count} commande est retenue`,
        other: `${count} commandes sont retenues`,
      }),
    waitingLong: (count: number, waiting: number) =>
      count >= waiting ? 'depuis plus d’une minute' : `${count} d’entre elles depuis plus d’une minute`,
    notCollected: (count: number) =>
      plural(count, {
        exactlyOne: 'une commande du jour n’a pas été retirée',
        one: `${count} commande du jour n’a pas été retirée`,
        other: `${count} commandes du jour n’ont pas été retirées`,
      }),
    ordersGone: (count: number) =>
      plural(count, {
        exactlyOne:
          'une commande a disparu du service de commandes\u202f: annulée\u202f? Vérifiez-la avant de la préparer',
        one: `${count} commande a disparu du service de commandes\u202f: annulée\u202f? Vérifiez-la avant de la préparer`,
        other: `${count} commandes ont disparu du service de commandes\u202f: annulées\u202f? Vérifiez-les avant de les préparer`,
      }),
    updateCheckFailed: (version: string) =>
      `OrderSlip ${version} a échoué à sa vérification après une mise à jour`,
    historyLost: 'l’historique des commandes a été perdu',
    printerUntested: (printer: string) => `${printer} n’a pas encore imprimé de ticket de test`,
    confirmFailing: (count: number) =>
      plural(count, {
        exactlyOne: 'le service n’accepte pas la confirmation d’une commande imprimée',
        one: `le service n’accepte pas la confirmation de ${count} commande imprimée`,
        other: `le service n’accepte pas la confirmation de ${count} commandes imprimées`,
      }),
  },
  problems: {
    printerIs: {
      ready: (printer: string) => `${printer} est prête`,
      printing: (printer: string) => `${printer} est en train d’imprimer`,
      paper_low: (printer: string) => `${printer} n’a presque plus de papier`,
      paper_out: (printer: string) => `${printer} n’a plus de papier`,
      cover_open: (printer: string) => `le capot de ${printer} est ouvert`,
      offline: (printer: string) => `${printer} est hors ligne`,
      error: (printer: string) => `${printer} signale une erreur`,
      unreachable: (printer: string) => `${printer} est injoignable`,
      unknown: (printer: string) => `l’état de ${printer} est inconnu`,
      paused: (printer: string) => `${printer} est en pause`,
      not_verifiable: (printer: string) => `l’état de ${printer} n’est pas vérifiable`,
    },
    printerFix: {
      ready: 'patientez un instant',
      printing: 'patientez un instant',
      paper_low: 'prévoyez bientôt un nouveau rouleau',
      paper_out: 'remettez du papier',
      cover_open: 'fermez le capot',
      offline: 'allumez-la et vérifiez son câble',
      error: 'vérifiez qu’aucun papier n’est coincé, puis éteignez-la et rallumez-la',
      unreachable: 'vérifiez qu’elle est allumée et connectée au réseau',
      unknown: 'vérifiez qu’elle est allumée et branchée',
      paused: 'reprenez-la',
      not_verifiable: 'vérifiez qu’elle est allumée et branchée',
    },
    thenPrint: (waiting: number) =>
      waiting === 0
        ? 'elle imprimera ensuite à nouveau'
        : plural(waiting, {
            one: 'la commande en attente s’imprimera ensuite',
            other: `les ${waiting} commandes en attente s’imprimeront ensuite`,
          }),
    printerNotReady: (what: string, fix: string, then: string) => `${what}\u202f: ${fix}, ${then}.`,
    cannotReport: (printer: string, count: number, setting: string, tooSoon: boolean) =>
      tooSoon
        ? `${printer} dit «\u202fimprimé\u202f» plus vite que le papier ne peut avancer\u202f: les ${count} dernières commandes lui sont parvenues sans preuve, et elle peut les perdre. Vérifiez ce qui est vraiment sorti et faites contrôler l’imprimante\u202f; n’activez pas «\u202f${setting}\u202f» pour elle.`
        : `${printer} ne peut apparemment pas signaler qu’elle a imprimé\u202f: les ${count} dernières commandes lui sont parvenues sans preuve d’impression. S’il s’agit d’une imprimante sans retour d’état (un clone bon marché, une imprimante USB), activez «\u202f${setting}\u202f» pour elle dans Réglages › Imprimantes.`,
    serviceFailing: (since: string, failures: number) =>
      `Le service de commandes est injoignable depuis ${since} (${plural(failures, { one: `${failures} tentative a échoué`, other: `${failures} tentatives ont échoué` })})\u202f: les nouvelles commandes n’arrivent plus. OrderSlip continue d’essayer\u202f; vérifiez la connexion internet.`,
    tokenRejected:
      'Le service de commandes refuse le jeton d’accès\u202f: aucune nouvelle commande n’arrive. Saisissez un jeton valide dans les Réglages.',
    tokenDoubted: (since: string) =>
      `Le service de commandes a refusé le jeton d’accès (depuis ${since}). OrderSlip continue d’essayer, plus lentement\u202f; s’il continue à le refuser, saisissez un jeton valide dans les Réglages.`,
    wrongShop: (shop: number, others: readonly number[]) =>
      `En récupérant les commandes du magasin ${shop}, le service a envoyé des commandes ${plural(others.length, { one: 'du magasin', other: 'des magasins' })} ${others.join(', ')}\u202f: OrderSlip n’y a pas touché. Vérifiez le numéro du magasin dans Réglages › Magasins.`,
    held: (count: number) =>
      plural(count, {
        exactlyOne: 'Une commande est retenue\u202f: elle figure ci-dessous, avec ce qu’il faut faire.',
        one: `${count} commande est retenue\u202f: elle figure ci-dessous, avec ce qu’il faut faire.`,
        other: `${count} commandes sont retenues\u202f: chacune figure ci-dessous, avec ce qu’il faut faire.`,
      }),
    ordersWaiting: (count: number, since: string) =>
      plural(count, {
        exactlyOne: `Une commande attend d’être imprimée depuis plus d’une minute (depuis ${since}). Vérifiez les imprimantes ci-dessous.`,
        one: `${count} commande attend d’être imprimée depuis plus d’une minute (depuis ${since}). Vérifiez les imprimantes ci-dessous.`,
        other: `${count} commandes attendent d’être imprimées depuis plus d’une minute (la plus ancienne depuis ${since}). Vérifiez les imprimantes ci-dessous.`,
      }),
    notCollected: (count: number, orders: string) =>
      plural(count, {
        exactlyOne: `L’heure de fermeture est passée et cette commande du jour n’a pas été retirée\u202f: ${orders}. Appelez le client, ou marquez-la retirée dans Journée.`,
        one: `L’heure de fermeture est passée et ${count} commande du jour n’a pas été retirée\u202f: ${orders}. Appelez le client, ou marquez-la retirée dans Journée.`,
        other: `L’heure de fermeture est passée et ${count} commandes du jour n’ont pas été retirées\u202f: ${orders}. Appelez les clients, ou marquez-les retirées dans Journée.`,
      }),
    ordersGone: (count: number, panel: string) =>
      plural(count, {
        exactlyOne: `Une commande imprimée ici a disparu du service de commandes\u202f: elle figure ci-dessous sous «\u202f${panel}\u202f», avec ce qu’il faut faire.`,
        one: `${count} commande imprimée ici a disparu du service de commandes\u202f: elle figure ci-dessous sous «\u202f${panel}\u202f», avec ce qu’il faut faire.`,
        other: `${count} commandes imprimées ici ont disparu du service de commandes\u202f: elles figurent ci-dessous sous «\u202f${panel}\u202f», avec ce qu’il faut faire.`,
      }),
    updateCheckFailed: (version: string, fromVersion: string) =>
      `OrderSlip a été mis à jour de ${fromVersion} vers ${version}, et une partie ne répond plus depuis. Si cela dure, revenez à ${fromVersion} (voir «\u202fMises à jour\u202f» dans le guide de déploiement).`,
    historyLost: (at: string) =>
      `L’historique des commandes a été perdu (constaté à ${at})\u202f: les premières commandes s’impriment avec la mention DOUBLON POSSIBLE\u202f; comparez-les avec ce qui a déjà été imprimé.`,
    confirmFailing: (count: number, since: string) =>
      plural(count, {
        exactlyOne: `Depuis ${since}, le service de commandes refuse de confirmer une commande imprimée. Elle a été imprimée et ne s’imprimera pas à nouveau\u202f; OrderSlip continue d’essayer de la confirmer. Si cela dure, vérifiez-la dans le service de commandes.`,
        one: `Depuis ${since}, le service de commandes refuse de confirmer ${count} commande imprimée. Elle a été imprimée et ne s’imprimera pas à nouveau\u202f; OrderSlip continue d’essayer de la confirmer. Si cela dure, vérifiez-la dans le service de commandes.`,
        other: `Depuis ${since}, le service de commandes refuse de confirmer ${count} commandes imprimées. Elles ont été imprimées et ne s’imprimeront pas à nouveau\u202f; OrderSlip continue d’essayer de les confirmer. Si cela dure, vérifiez-les dans le service de commandes.`,
      }),
    ledgerUnwritable: (since: string) =>
      `OrderSlip ne peut plus écrire son historique des commandes depuis ${since}\u202f: les nouvelles commandes ne sont plus reçues. Libérez de l’espace disque sur cet ordinateur\u202f; OrderSlip réessaie tout seul.`,
    ledgerDamaged:
      'L’historique des commandes est endommagé\u202f: OrderSlip a donc arrêté de récupérer et d’imprimer les commandes. Redémarrez OrderSlip\u202f; si cela se reproduit, exportez le diagnostic dans Réglages › Assistance et envoyez-le à l’assistance.',
    printerUntested: (printer: string) =>
      `${printer} a été configurée sans impression de test\u202f: personne ne l’a encore vue imprimer. Imprimez un ticket de test pour vous assurer que les commandes sortent bien.`,
    testPrinter: (printer: string) => `Imprimer un ticket de test sur ${printer}`,
    testAction: (printer: string) => `L’impression de test sur ${printer}`,
    openPrinterSettings: (printer: string) => `Ouvrir les réglages de ${printer}`,
    retryPrinter: (printer: string) => `Réessayer ${printer}`,
    resumePrinter: (printer: string) => `Reprendre ${printer}`,
  },
  reprint: {
    printed: (printer: string) =>
      `La réimpression est sortie de ${printer}\u202f: l’imprimante l’a confirmé.`,
    delivered: (printer: string) =>
      `La réimpression a été envoyée à ${printer}, mais ${printer} ne peut pas confirmer l’impression\u202f: vérifiez qu’elle est sortie.`,
    waiting: (what: string) =>
      `La réimpression attend, car ${what}. Elle s’imprimera dès que l’imprimante sera prête, sauf si vous l’annulez.`,
    queued: (printer: string) =>
      `La réimpression est dans la file de ${printer} et s’imprimera dans un instant.`,
    cancelled: (printer: string) => `La réimpression sur ${printer} a été annulée.`,
    cancel: 'Annuler la réimpression',
    cancelAction: (printer: string) => `L’annulation de la réimpression sur ${printer}`,
  },
  demo: {
    heading: 'Imprimante virtuelle',
    printerName: 'Comptoir (virtuel)',
    labelPrinterName: 'Étiquettes (virtuel)',
    explain: 'Dans la démo, les tickets sortent de cette imprimante virtuelle au lieu du papier.',
    empty: 'Rien d’imprimé pour l’instant.',
    receipt: (when: string) => `Ticket de ${when}`,
    label: (when: string) => `Étiquette de ${when}`,
    receiptOf: (order: string, when: string) => `${order}\u202f: ticket, ${when}`,
    labelOf: (order: string, when: string) => `${order}\u202f: étiquette, ${when}`,
    choose: 'Ticket ou étiquette',
    faults: 'Simuler une panne de l’imprimante',
    faultsIntro:
      'Voyez à quoi ressemblent les problèmes d’une vraie imprimante, et comment OrderSlip y réagit.',
    faultNames: {
      'paper-out': 'Plus de papier',
      offline: 'Hors ligne',
      'no-completion': 'Imprime sans jamais confirmer',
      'early-answer': 'Dit «\u202fimprimé\u202f» trop tôt',
      none: 'Retour à la normale',
    },
    faultEffects: {
      'paper-out':
        'L’imprimante signale qu’elle n’a plus de papier\u202f: OrderSlip garde les commandes en attente, l’affiche sous À traiter et les imprime dès que le papier est remis.',
      offline:
        'L’imprimante ne répond pas\u202f: OrderSlip garde les commandes en attente, continue d’essayer et l’affiche sous À traiter.',
      'no-completion':
        'L’imprimante imprime mais ne le confirme jamais\u202f: OrderSlip n’envoie chaque commande qu’une fois, puis vous demande si elle est sortie.',
      'early-answer':
        'L’imprimante répond «\u202fimprimé\u202f» dès que le ticket arrive, plus vite que le papier ne peut avancer, puis le perd\u202f: OrderSlip ne prend pas cette réponse pour une preuve, ne confirme pas la commande et vous demande si elle est sortie.',
      none: 'L’imprimante fonctionne normalement\u202f: les commandes s’impriment et sont confirmées dès que l’imprimante le confirme.',
    },
    faultAction: (fault: string) => `Le passage de l’imprimante virtuelle à «\u202f${fault}\u202f»`,
  },
  orderTypes: ORDER_TYPE_NAMES.fr,
  orderStates: {
    waiting: 'En attente',
    printed: 'Imprimée',
    confirmed: 'Confirmée',
    held: 'Retenue',
    handled: 'Traitée',
    gone: 'Disparue',
  },
  history: {
    heading: 'Historique',
    search: 'Rechercher',
    searchPlaceholder: 'Nom, numéro, téléphone, #id…',
    searchHint:
      'Trouve une commande par nom du client, numéro de commande, produit ou texte du gâteau, numéro de téléphone, référence de paiement, ou par son identifiant\u202f: tel qu’imprimé (#f5fd7c72) ou scanné depuis le code QR du ticket (Entrée l’ouvre).',
    sort: 'Trier par',
    sorts: {
      arrival: 'Arrivée',
      due: 'Retrait ou livraison',
    },
    filters: 'Filtres',
    dueFrom: 'Prévue à partir du',
    dueTo: 'Prévue jusqu’au',
    shop: 'Magasin',
    type: 'Type',
    state: 'État',
    all: 'Tous',
    clear: 'Effacer les filtres',
    list: {
      arrival: 'Commandes, les plus récentes d’abord',
      due: 'Commandes, par heure de retrait ou de livraison',
    },
    empty: 'Aucune commande ne correspond.',
    loading: 'Chargement des commandes…',
    end: 'Fin de l’historique.',
    shown: (count: number, more: boolean) =>
      `${count}${more ? '+' : ''} ${more ? 'commandes' : plural(count, { one: 'commande', other: 'commandes' })}`,
    reprints: (count: number) =>
      plural(count, { one: `${count} réimpression`, other: `${count} réimpressions` }),
    possibleDuplicate: 'doublon possible',
    selectHint: 'Choisissez une commande pour voir son ticket et ce qui lui est arrivé.',
    loadAction: 'Le chargement de l’historique',
  },
  detail: {
    heading: (label: string) => `Commande ${label}`,
    receipt: 'Ticket',
    timeline: 'Ce qui s’est passé',
    raw: 'Données brutes telles que le service les a envoyées',
    noReceipt: 'Il n’y a pas de ticket\u202f: les données de cette commande n’ont pas pu être lues.',
    reprint: 'Réimprimer',
    reprintOn: 'Réimprimer sur',
    reprintAction: (printer: string) => `La réimpression sur ${printer}`,
    reprintLabels: 'Réimprimer les étiquettes',
    reprintLabelsAction: (printer: string) => `La réimpression des étiquettes sur ${printer}`,
    labels: 'Étiquettes',
    labelsOf: 'Étiquettes de',
    noLabels: (printer: string) => `${printer} n’imprime pas d’étiquette pour cette commande.`,
    labelsIntro: (count: number, printer: string) =>
      plural(count, {
        one: `${count} étiquette, telle que ${printer} l’imprime.`,
        other: `${count} étiquettes, telles que ${printer} les imprime.`,
      }),
    markHandled: 'Marquer comme traitée',
    handled: 'La commande est marquée comme traitée\u202f; elle sera confirmée au service.',
    handleAction: 'Le marquage de la commande',
    loadAction: 'Le chargement de la commande',
    close: 'Fermer la commande',
    jobs: 'Travaux d’impression',
    job: {
      kinds: { auto: 'Automatique', reprint: 'Réimpression' },
      states: {
        pending: 'En attente',
        sending: 'En cours d’envoi',
        printed: 'Imprimé',
        unconfirmed: 'Peut-être imprimé, non confirmé',
        cancelled: 'Annulé',
      },
      verified: 'confirmé par l’imprimante',
      unverified: 'sans preuve',
      duplicate: 'avec la mention DOUBLON POSSIBLE',
      cancel: 'Annuler',
      cancelNamed: (printer: string) => `Annuler la réimpression sur ${printer}`,
    },
    facts: {
      state: 'État',
      reason: 'Pourquoi',
      shop: 'Magasin',
      due: 'Pour le',
      total: 'Total',
      phone: 'Téléphone',
      firstSeen: 'Arrivée',
      printed: 'Imprimée',
      confirmed: 'Confirmée',
    },
    /** The title of a print the printer never confirmed: what is known, and no more. */
    sentUnconfirmed: (printer: string) => `Envoyée à ${printer}, non confirmée`,
    timelineKinds: {
      seen: 'Arrivée',
      undecodable: 'Illisible',
      'print-started': 'Envoyée à l’imprimante',
      printed: 'Imprimée',
      'sent-unconfirmed': 'Envoyée, non confirmée',
      'print-failed': 'Échec d’impression',
      'crash-recovered': 'Reprise après un arrêt',
      'confirm-failed': 'Échec de confirmation',
      confirmed: 'Confirmée',
      'still-listed': 'Toujours listée',
      'reprint-requested': 'Réimpression demandée',
      held: 'Retenue',
      handled: 'Marquée comme traitée',
      gone: 'Disparue',
      released: 'Libérée',
      answered: 'Réponse donnée',
      'jobs-moved': 'Déplacée vers une autre imprimante',
      collected: 'Retirée',
      uncollected: 'Marquée non retirée',
      'handed-over': 'Remise au livreur',
      'not-handed-over': 'Marquée non remise au livreur',
      'content-changed': 'Modifiée sur le service de commandes',
      'gone-from-service': 'Disparue du service de commandes',
      'gone-seen': 'Vue\u202f: disparue du service de commandes',
    },
  },
  receipt: {
    label: (columns: number) => `Aperçu du ticket, ${columns} caractères de large`,
    qr: 'Code QR',
    logo: 'Logo',
    image: (width: number, height: number) => `Imprimé en image de ${width} × ${height} points`,
  },
  label: {
    kinds: { order: 'Étiquette de commande', cake: 'Étiquette de gâteau' },
    preview: (kind: string, position: number, total: number, widthMm: number, heightMm: number) =>
      `${kind} ${position} sur ${total}, ${widthMm} × ${heightMm} mm`,
    qr: (payload: string) => `Code QR\u202f: ${payload}`,
  },
  settings: {
    heading: 'Réglages',
    runWizard: 'Lancer l’assistant de configuration',
    save: 'Enregistrer les réglages',
    saving: 'Enregistrement…',
    saved: 'Réglages enregistrés.',
    savedNotRunning: (detail: string) =>
      `Réglages enregistrés, mais OrderSlip ne peut pas encore démarrer\u202f: ${detail}`,
    saveFailed: (problem: string) => `Les réglages n’ont pas été enregistrés\u202f: ${problem}`,
    fixErrors: (count: number) =>
      plural(count, {
        exactlyOne: 'Un réglage est à corriger (indiqué ci-dessous).',
        one: `${count} réglage est à corriger (indiqué ci-dessous).`,
        other: `${count} réglages sont à corriger (indiqués ci-dessous).`,
      }),
    unsaved: 'Certaines modifications ne sont pas enregistrées.',
    loadAction: 'Le chargement des réglages',
    connection: {
      heading: 'Service de commandes',
      baseUrl: 'Adresse du service',
      baseUrlHint: 'Par exemple https://api.example.com',
      tenant: 'Code de compte (tenant)',
      tenantHint:
        'Le nom que le service de commandes donne à votre compte ou à votre société\u202f; il vous est fourni avec le jeton d’accès.',
      token: 'Jeton d’accès',
      tokenStored: 'Un jeton est défini\u202f; n’en saisissez un nouveau que pour le remplacer.',
      tokenMissing: 'Aucun jeton n’est encore défini.',
      tokenWeak:
        'Cet ordinateur n’a pas de trousseau système\u202f: le jeton est gardé de façon moins sûre. Verrouillez cet ordinateur.',
      tokenNone:
        'Le jeton n’est gardé que pendant qu’OrderSlip fonctionne\u202f; il n’est pas enregistré sur cet ordinateur.',
      tokenEnvironment: 'Le jeton vient de la variable d’environnement ORDERSLIP_TOKEN\u202f; changez-le là.',
      test: 'Tester la connexion',
      testing: 'Test en cours…',
      testAction: 'Le test de connexion',
    },
    shops: {
      heading: 'Magasins',
      allShops: 'Tous les magasins listés par le service',
      chosenShops: 'Seulement les magasins choisis ci-dessous',
      allPrinters: 'Imprimer les commandes de chaque magasin sur',
      printsOn: (shop: string) => `${shop} imprime sur`,
      labelPrinter: (name: string) => `${name} (étiquettes)`,
      testFirst: 'Testez la connexion pour voir les magasins que vous pouvez choisir.',
      city: (name: string, city: string) => (city ? `${name} (${city})` : name),
    },
    printers: {
      heading: 'Imprimantes',
      add: 'Ajouter une imprimante',
      remove: 'Supprimer',
      removeNamed: (name: string) => `Supprimer l’imprimante ${name}`,
      newName: (n: number) => `Imprimante ${n}`,
      name: 'Nom',
      uri: 'Connexion',
      uriHint:
        'Une adresse IP comme 192.168.1.50 (port 9100, sauf si vous en indiquez un, p. ex. 192.168.1.50:9101), printer:<nom de la file>, /dev/usb/lp0 ou COM3',
      type: 'Marque',
      paperWidth: 'Largeur du papier',
      mm: (width: number) => `${width} mm`,
      characterSet: 'Jeu de caractères',
      copies: 'Exemplaires',
      language: 'Langue du ticket',
      labelLanguage: 'Langue des étiquettes',
      role: 'Ce qu’elle imprime',
      roles: { receipt: 'Tickets', label: 'Étiquettes' },
      roleHints: {
        receipt: 'Les tickets de commande sur un rouleau de papier, pour le comptoir ou le fournil.',
        label:
          'Des autocollants pour les sachets, les boîtes à gâteau et les glacières\u202f: à qui est la commande et quand elle est retirée ou livrée.',
      },
      labels: 'Étiquettes',
      protocol: 'Langage de l’imprimante',
      protocols: {
        zpl: 'ZPL — Zebra et imprimantes compatibles',
        tspl: 'TSPL — TSC, Xprinter et imprimantes compatibles',
        escpos: 'Étiquettes ESC/POS — Epson TM-L90',
      },
      protocolHint:
        'Le manuel ou la page de réglages de l’imprimante indique le langage qu’elle parle. Les Zebra parlent ZPL, les TSC et Xprinter parlent TSPL.',
      labelSize: 'Format des étiquettes',
      labelSizeValue: (width: number, height: number) => `${width} × ${height} mm`,
      labelSizeOther: 'Autre format',
      labelSizeHint: 'Une étiquette du rouleau, largeur × hauteur, comme indiqué sur la boîte d’étiquettes.',
      labelWidth: 'Largeur en mm',
      labelHeight: 'Hauteur en mm',
      labelDpiHint:
        'La plupart des imprimantes d’étiquettes ont 203 dpi, les plus fines 300 dpi (c’est écrit sur l’imprimante).',
      labelKinds: 'Quelles étiquettes',
      orderLabels: 'Étiquettes de commande',
      orderLabelsHint:
        'Une par sachet ou par boîte\u202f: le type de commande et son numéro en grand, le nom, l’heure de retrait ou de livraison, et un code QR.',
      cakeLabels: 'Étiquettes de gâteau',
      cakeLabelsHint:
        'Une par gâteau avec un texte\u202f: le gâteau, son texte exactement comme il a été tapé, le nom et l’heure de retrait.',
      count: 'Combien d’étiquettes de commande',
      counts: {
        'per-order': 'Une par commande',
        'per-lines': 'Une pour quelques lignes de commande (un sachet contient quelques produits)',
        'per-line': 'Une par ligne de commande',
      },
      linesPerLabel: 'Lignes de commande par étiquette',
      labelOrderTypes: 'Pour ces types de commande',
      labelOrderTypesHint: 'Aucun coché\u202f: tous les types.',
      labelProducts: 'Seulement ces produits',
      labelProductsHint:
        'Noms de produits ou codes PLU, un par ligne. Laissez vide pour tous les produits. Les majuscules et les accents ne comptent pas.',
      testLabels: 'Imprimer des étiquettes de test',
      testLabelsDelivered: (name: string) =>
        `Les étiquettes de test ont été envoyées à ${name}, mais cette imprimante ne peut pas confirmer qu’elles sont sorties\u202f: vérifiez-le.`,
      logo: 'Logo',
      logoHint: (maxKb: number) =>
        `Une image PNG, JPEG ou BMP de ${maxKb} Ko au plus, imprimée en haut de chaque ticket de cette imprimante.`,
      logoChoose: 'Choisir une image…',
      logoChange: 'Choisir une autre image…',
      logoRemove: 'Pas de logo',
      logoNone: 'Pas de logo\u202f: le ticket commence par l’en-tête.',
      logoAction: 'Choix du logo',
      logoPreview: 'Le haut de chaque ticket, tel que cette imprimante l’imprime',
      logoMissing: 'Le fichier du logo ne se lit plus\u202f: choisissez-le à nouveau, ou retirez-le.',
      expert: 'Plus de réglages',
      expertHint:
        'Marque, résolution, page de codes, copies, langue, logo, en-tête et pied de page, codes produit, tickets de cuisine',
      allowUnverified: 'Imprimer sans preuve',
      allowUnverifiedHint:
        'Certaines imprimantes (files d’impression du système, fichiers de périphérique USB, imprimantes sans réponse d’état) ne peuvent pas dire si le papier est sorti. Désactivé\u202f: une telle commande attend que vous vérifiiez. Activé\u202f: elle compte comme imprimée et est confirmée.',
      test: 'Impression de test',
      untested:
        'Pas encore testée\u202f: imprimez un ticket de test pour être sûr que les commandes sortent ici.',
      testDelivered: (name: string) =>
        `Le ticket de test a été envoyé à ${name}, mais cette imprimante ne peut pas confirmer l’impression\u202f: vérifiez qu’il est sorti.`,
      testAction: (name: string) => `L’impression de test sur ${name}`,
      testQueueCompleted: (name: string) =>
        `Terminé par la file d’impression\u202f: la file d’impression de l’ordinateur dit que le ticket de test pour ${name} est terminé, mais l’imprimante elle-même ne l’a pas confirmé. Vérifiez qu’il est sorti.`,
      model: 'Modèle',
      modelHint: 'Choisir un modèle remplit sa marque, sa résolution et son mode d’impression.',
      models: {
        generic: 'Autre imprimante ESC/POS',
        'generic-58': 'Imprimante 58 mm d’une autre marque (clone)',
        'generic-80': 'Imprimante 80 mm d’une autre marque (clone)',
        'epson-tm-t20': 'Epson TM-T20',
        'epson-tm-t88': 'Epson TM-T88',
        'epson-tm-m30': 'Epson TM-m30',
        'star-tsp100': 'Star TSP100 (n’imprime que des images)',
        'star-tsp650': 'Star TSP650',
        'star-mcprint3': 'Star mC-Print3',
        'bixolon-srp': 'Bixolon SRP',
        'citizen-ct': 'Citizen CT-S',
      },
      printMode: 'Mode d’impression',
      printModes: { auto: 'Automatique', text: 'Texte', image: 'Image' },
      printModeHints: {
        auto: 'Du texte, et une image pour les caractères que l’imprimante n’a pas\u202f: émojis, arabe, grec…',
        text: 'Du texte seulement, le plus rapide\u202f; les caractères que l’imprimante n’a pas sont remplacés par les plus proches.',
        image: 'Tout le ticket en image\u202f: chaque caractère exactement comme saisi, un peu plus lent.',
      },
      imageOnly: 'Cette imprimante n’imprime que des images\u202f: chaque ticket lui est envoyé en image.',
      dpi: 'Résolution',
      dpiValue: (dpi: number) => `${dpi} dpi`,
      dpiHint: 'La plupart des imprimantes à tickets ont 203 dpi\u202f; certaines Epson et Bixolon 180.',
      header: 'En-tête',
      headerHint: (max: number) =>
        `Imprimé en haut de chaque ticket de cette imprimante (plusieurs lignes possibles, ${max} caractères au plus). Laissez vide pour aucun.`,
      footer: 'Pied de ticket',
      footerHint: (max: number) =>
        `Imprimé en bas de chaque ticket, comme «\u202fMerci\u202f!\u202f» ou vos heures d’ouverture (${max} caractères au plus).`,
      showPlu: 'Imprimer le code de chaque produit (PLU)',
      confirmOnQueueCompletion: 'Laisser la file d’impression confirmer les commandes',
      confirmOnQueueCompletionHint:
        'Cette imprimante est atteinte par la file d’impression de l’ordinateur. La file peut dire qu’un travail est terminé, mais pas que le papier est sorti\u202f: elle peut déclarer terminé un travail que l’imprimante a perdu (plus de papier, éteinte). Désactivé\u202f: une telle commande attend que vous vérifiiez. Activé\u202f: «\u202fterminé par la file d’impression\u202f» compte comme imprimé et la commande est confirmée.',
      on: 'activé',
      off: 'désactivé',
    },
    find: {
      button: 'Rechercher des imprimantes',
      again: 'Rechercher à nouveau',
      searching:
        'Recherche d’imprimantes sur le réseau, dans les files d’impression de cet ordinateur et sur ses ports USB… Cela prend quelques secondes\u202f; vous pouvez continuer en attendant.',
      action: 'La recherche d’imprimantes',
      heading: 'Imprimantes trouvées',
      found: (count: number) =>
        plural(count, {
          one: `${count} imprimante trouvée. Choisissez-la pour remplir ses réglages.`,
          other: `${count} imprimantes trouvées. Choisissez celle à utiliser.`,
        }),
      none: 'Aucune imprimante n’a été trouvée. Vérifiez qu’elle est allumée et raccordée (au même réseau que cet ordinateur, ou en USB), puis recherchez à nouveau. Ou saisissez son adresse sous Connexion\u202f: une imprimante réseau imprime son adresse IP si vous l’allumez en maintenant son bouton d’avance papier.',
      kinds: {
        network: 'Imprimante réseau',
        queue: 'File d’impression de cet ordinateur',
        device: 'Imprimante USB ou série',
      },
      answers: 'répond aux demandes d’état\u202f: elle peut confirmer ce qu’elle a imprimé',
      silent: 'ne répond pas aux demandes d’état',
      use: 'Utiliser cette imprimante',
      useNamed: (what: string) => `Utiliser ${what}`,
      used: (address: string) =>
        `${address} est rempli, avec les réglages qui lui conviennent. Imprimez un ticket de test pour vérifier.`,
      usedLabels: (address: string) =>
        `${address} est rempli, avec les réglages qui lui conviennent. Imprimez des étiquettes de test pour vérifier.`,
    },
    findings: {
      change: (setting: string, value: string) => `${setting}\u202f: ${value}`,
      heading: 'Ce que l’impression de test a révélé',
      apply: 'Utiliser ces réglages',
      applied:
        'Les réglages proposés sont remplis ci-dessus. Imprimez à nouveau un ticket de test pour les vérifier\u202f; ils sont gardés quand vous enregistrez.',
    },
    waitingJobs: {
      title: 'Des commandes attendent une imprimante que vous retirez',
      intro: 'Choisissez ce qu’il faut en faire\u202f; les réglages seront ensuite enregistrés.',
      waitFor: (count: number, printer: string) =>
        plural(count, {
          one: `${count} commande attend ${printer}, que vous retirez\u202f:`,
          other: `${count} commandes attendent ${printer}, que vous retirez\u202f:`,
        }),
      move: 'Les déplacer vers',
      moveTo: (printer: string) => `Imprimante vers laquelle déplacer les commandes de ${printer}`,
      drop: 'Les abandonner',
      dropHint:
        'Elles ne s’y imprimeront pas\u202f; les commandes qui n’ont alors plus d’imprimante sont retenues sous À traiter.',
      save: 'Enregistrer les réglages',
    },
    updates: {
      heading: 'Mises à jour',
      explain:
        'OrderSlip cherche une nouvelle version une fois par jour, la télécharge en arrière-plan et ne l’installe qu’après l’heure de fermeture, quand rien n’imprime ni n’attend (ou au prochain démarrage).',
      feedUrl: 'Adresse de la source de mises à jour',
      feedUrlHint:
        'Le dossier où votre informaticien publie OrderSlip (il contient latest.yml). Vide\u202f: pas de mises à jour.',
      channel: 'Canal',
      channels: { stable: 'Stable', beta: 'Bêta (nouvelles versions en premier)' },
      statusHeading: 'Mise à jour',
    },
    general: {
      heading: 'Général',
      pollInterval: 'Chercher les nouvelles commandes toutes les (secondes)',
      retention: 'Garder l’historique pendant (jours)',
      notifications: 'Notifications',
      notifyNewOrder: 'Me prévenir d’une nouvelle commande',
      notifyProblems: 'Me prévenir quand quelque chose est à traiter',
      sound: 'Jouer un son',
      startAtLogin: 'Démarrer OrderSlip à l’ouverture de session',
    },
    diagnostics: {
      heading: 'Assistance',
      explain:
        'Rassemble les journaux, les réglages (jamais le jeton) et les totaux de l’historique dans un seul fichier à envoyer à l’assistance.',
      export: 'Exporter le diagnostic',
      exported: (path: string) => `Diagnostic enregistré dans ${path}`,
      downloaded: (fileName: string) =>
        `Diagnostic enregistré sous ${fileName} dans les téléchargements de votre navigateur.`,
      action: 'L’export du diagnostic',
    },
    errors: {
      tenant: 'Saisissez le code de compte (tenant).',
      printerName: 'Donnez un nom à l’imprimante.',
      printerUri:
        'Saisissez une connexion comme 192.168.1.50, tcp://192.168.1.50:9100, printer:<nom de la file>, /dev/usb/lp0 ou COM3.',
      copies: 'Le nombre d’exemplaires est un nombre entier de 1 à 5.',
      noPrinter: 'Ajoutez au moins une imprimante.',
      noRoute: 'Choisissez au moins une imprimante.',
      pollInterval: 'Saisissez un nombre entier de secondes, de 1 à 300.',
      retention: 'Saisissez un nombre entier de jours, de 1 à 3650.',
      receiptTextTooLong: (max: number) => `${max} caractères au plus.`,
      labelWidth: (min: number, max: number) =>
        `Saisissez un nombre entier de millimètres, de ${min} à ${max}.`,
      labelHeight: (min: number, max: number) =>
        `Saisissez un nombre entier de millimètres, de ${min} à ${max}.`,
      linesPerLabel: (max: number) => `Saisissez un nombre entier de lignes, de 1 à ${max}.`,
      labelKinds: 'Choisissez au moins un type d’étiquette\u202f: de commande, de gâteau ou les deux.',
    },
  },
  wizard: {
    heading: 'Configurer OrderSlip',
    stepOf: (step: number, total: number) => `Étape ${step} sur ${total}`,
    steps: { connect: 'Connexion', shops: 'Magasins', printer: 'Imprimante', done: 'Terminé' },
    connectIntro: 'Saisissez ce que votre service de commandes vous a donné, puis testez la connexion.',
    useDemo: 'Utiliser le service de démo',
    demoFilled: 'Le service de démo est rempli\u202f; son jeton est déjà défini.',
    testFirst: 'Testez d’abord la connexion.',
    shopsIntro: 'Choisissez les magasins dont cet ordinateur imprime les commandes.',
    noShops: 'Le service ne liste aucun magasin pour ce code de compte.',
    chooseOne: 'Choisissez au moins un magasin.',
    printerIntro:
      'Configurez l’imprimante à tickets et imprimez un ticket de test. Elle est enregistrée dès que le ticket de test est sorti.',
    testPrint: 'Imprimer un ticket de test',
    testPrinted: 'Vérifiez le ticket, puis enregistrez et terminez.',
    testDelivered: (name: string) =>
      `Le ticket de test a été envoyé à ${name}, mais cette imprimante ne peut pas confirmer l’impression. Est-il sorti\u202f?`,
    testQueueCompleted: (name: string) =>
      `Terminé par la file d’impression\u202f: la file d’impression de l’ordinateur dit que le ticket de test pour ${name} est terminé, mais l’imprimante elle-même ne peut pas le confirmer. Est-il sorti\u202f?`,
    cameOut: 'Oui, il est sorti',
    testFailed:
      'Vérifiez que l’imprimante est allumée, a du papier et est raccordée, et que sa connexion ci-dessus est correcte\u202f; puis imprimez à nouveau un ticket de test. Ou passez le test pour l’instant.',
    saveAndFinish: 'Enregistrer et terminer',
    skip: 'Passer le test pour l’instant',
    skipHint:
      'L’imprimante est alors enregistrée sans test\u202f; l’État vous le rappelle jusqu’à ce qu’un ticket de test s’y imprime.',
    testPrinterFirst: 'Imprimez d’abord un ticket de test, ou passez le test pour l’instant.',
    doneIntro:
      'OrderSlip est configuré. Les nouvelles commandes s’impriment toutes seules\u202f; cette fenêtre montre ce qui s’est passé.',
    doneUntested: (name: string) =>
      `OrderSlip est enregistré, mais ${name} n’a pas encore imprimé de ticket de test. Les commandes s’y impriment\u202f; l’État vous rappelle de la tester.`,
    receiptHeading: 'Imprimante à tickets',
    labelHeading: 'Imprimante d’étiquettes',
    labelIntro:
      'Les étiquettes des sacs, des boîtes à gâteau et des glacières sortent d’une imprimante d’étiquettes, à côté de l’imprimante à tickets. Elle est facultative\u202f; Rechercher des imprimantes trouve aussi les imprimantes d’étiquettes.',
    findIntro:
      'Rechercher des imprimantes trouve les imprimantes à tickets et d’étiquettes\u202f: une imprimante à tickets choisie devient l’imprimante à tickets, une imprimante d’étiquettes choisie l’imprimante d’étiquettes.',
    addLabel: 'Ajouter une imprimante d’étiquettes',
    removeLabel: 'Pas d’imprimante d’étiquettes',
    labelsPrinted: 'Vérifiez les étiquettes, puis enregistrez et terminez.',
    labelsDelivered: (name: string) =>
      `Les étiquettes de test ont été envoyées à ${name}, mais cette imprimante ne peut pas confirmer l’impression. Sont-elles sorties\u202f?`,
    labelsQueueCompleted: (name: string) =>
      `Terminé par la file d’impression\u202f: la file d’impression de l’ordinateur dit que les étiquettes de test pour ${name} sont terminées, mais l’imprimante elle-même ne peut pas le confirmer. Sont-elles sorties\u202f?`,
    labelsCameOut: 'Oui, elles sont sorties',
    labelsFailed:
      'Vérifiez que l’imprimante d’étiquettes est allumée, a des étiquettes et est raccordée, et que sa connexion ci-dessus est correcte\u202f; puis imprimez à nouveau des étiquettes de test. Ou passez le test pour l’instant.',
    testLabelsFirst: (name: string) =>
      `Imprimez d’abord des étiquettes de test sur ${name}, ou passez le test pour l’instant.`,
    doneReceipts: (name: string) => `Les tickets s’impriment sur ${name}.`,
    doneLabels: (name: string) => `Les étiquettes s’impriment sur ${name}.`,
    doneUntestedLabels: (name: string) =>
      `${name} n’a pas encore imprimé d’étiquettes de test. Les étiquettes s’y impriment\u202f; l’État vous rappelle de la tester.`,
    finish: 'Aller à l’État',
    cancel: 'Fermer l’assistant',
  },
  dialog: {
    close: 'Fermer',
  },
  day: day,
  kitchen: kitchen,
  shopDaySettings: shopDaySettings,
  network: network,
  alerts: alerts,
  pin: pin,
  dateInput: dateInput,
  lateChanges: lateChanges,
};
