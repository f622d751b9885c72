import type { Translation } from '../../wording';
import {
  type app as En,
  type SettingAt,
  type ShapeWords,
  type FindingWords,
  andProblems,
  sayShape,
  sayFindings,
} from '../../en/messages/app';

const SHAPES: ShapeWords = {
  text: 'du texte',
  'true-false': 'true ou false',
  list: 'une liste',
  group: 'un groupe de réglages ({ … })',
  'time-of-day': 'une heure comme «\u202f07:30\u202f»',
};

const theSetting = (p: SettingAt) =>
  p.printer ? `Imprimante ${p.printer}\u202f: le réglage ${p.setting}` : `Le réglage ${p.setting}`;

const FINDING_WORDS: FindingWords = {
  status: {
    printed: (printer) =>
      `${printer} répond aux demandes d’état et a confirmé l’impression du ticket de test\u202f: les commandes y sont imprimées avec preuve.`,
    unconfirmed: (printer) =>
      `${printer} répond aux demandes d’état, mais n’a pas confirmé l’impression du ticket de test.`,
    silent: (printer) =>
      `${printer} ne répond pas aux demandes d’état\u202f: OrderSlip ne peut donc pas savoir si un ticket est sorti.`,
    'queue-completed': (printer) =>
      `La file d’impression ${printer} indique que le ticket de test est terminé\u202f; l’imprimante elle-même ne confirme rien.`,
    queue: (printer) =>
      `${printer} est une file d’impression\u202f: elle ne donne pas d’état, et n’a pas encore indiqué que le ticket de test était terminé.`,
    unknown: (printer) => `OrderSlip n’a pas pu savoir si ${printer} répond aux demandes d’état.`,
  },
  model: (model: string) => ` Elle s’annonce comme ${model}.`,
  named: (name: string) => ` Elle s’appelle «\u202f${name}\u202f», un modèle qu’OrderSlip ne connaît pas.`,
  star: ' Elle répond comme une imprimante Star.',
  suits: ' Les réglages actuels lui conviennent.',
  suggested: (list: string) => ` Suggestion\u202f: ${list}.`,
  unverified:
    ' Avec «\u202fImprimer sans preuve\u202f», une commande compte comme imprimée dès son envoi\u202f: OrderSlip ne remarque alors ni rouleau vide ni bourrage, jetez donc un œil à l’imprimante de temps en temps.',
  change: {
    model: (c) => `modèle ${c.model}`,
    star: () => 'marque Star',
    image: () =>
      'mode d’impression «\u202fimage\u202f» (elle ne sait pas imprimer de texte, chaque ticket est donc dessiné)',
    paper: (c) => `largeur du papier ${c.width} mm`,
    dpi: (c) => `${c.dpi} dpi`,
    'character-set': (c) => `jeu de caractères ${c.set}`,
    unverified: () => 'activer «\u202fImprimer sans preuve\u202f»',
  },
};

export const app: Translation<typeof En> = {
  'app.no-such-order': (p) =>
    `Il n’y a pas de commande ${p.orderId} dans l’historique. Actualisez la fenêtre.`,
  'app.no-such-printer': (p) =>
    `Il n’y a pas d’imprimante ${p.printer}\u202f: elle a peut-être été supprimée dans les réglages. Actualisez la fenêtre.`,
  'app.no-such-job': (p) => `Il n’y a pas de tâche d’impression ${p.jobId}. Actualisez la fenêtre.`,
  'app.argument-missing': (p) => `Il manque ${p.argument} à la demande. Rechargez la fenêtre et réessayez.`,
  'app.restarted': () => 'Redémarré avec les nouveaux réglages.',
  'app.not-set-up': (p, f): string => `OrderSlip n’est pas encore configuré.${andProblems(p.problems, f)}`,
  'app.not-running': (p, f): string =>
    `OrderSlip ne tourne pas encore et ne peut donc pas faire cela\u202f: terminez d’abord les réglages.${andProblems(p.problems, f)}`,
  'app.ledger-damaged': (p) =>
    `L’historique des commandes est endommagé (${p.detail}). Redémarrez OrderSlip\u202f; si cela se reproduit, exportez le diagnostic et envoyez-le à l’assistance.`,
  'app.held-without-reason': () => 'OrderSlip a besoin que vous décidiez quoi en faire.',
  'app.bad-answer': (p) =>
    `«\u202f${p.answer}\u202f» n’est pas une réponse à «\u202fest-il sorti\u202f?\u202f»\u202f: répondez came-out ou print-again.`,
  'app.not-waiting-for-answer': (p, f) =>
    `${f.order(p.order)} n’attend plus de réponse\u202f: quelqu’un a déjà répondu, ou elle a été traitée.`,
  'app.reprint-printed': (p, f) =>
    `La réimpression de ${f.order(p.order)} est sortie de ${p.printer}\u202f: l’imprimante l’a confirmé.`,
  'app.reprint-delivered': (p, f) =>
    `La réimpression de ${f.order(p.order)} a été envoyée à ${p.printer}, qui ne peut pas confirmer l’impression\u202f: vérifiez qu’elle est sortie.`,
  'app.reprint-cancelled': (p, f) => `La réimpression de ${f.order(p.order)} sur ${p.printer} a été annulée.`,
  'app.reprint-already-sent': (p, f) =>
    `La réimpression de ${f.order(p.order)} ne peut plus être annulée\u202f: elle a déjà été envoyée à ${p.printer}.`,
  'app.test-print-findings': (p, f) => sayFindings(FINDING_WORDS, p, f),
  'app.not-demo': () => 'Seule la démo a une imprimante virtuelle à modifier.',
  'app.logo-too-large': (p) =>
    `${p.name} est trop grand pour un logo\u202f: choisissez une image de ${p.maxKb} Ko au plus.`,
  'app.logo-not-image': (p) =>
    `${p.name} n’est pas une image qu’OrderSlip peut imprimer\u202f: choisissez un fichier PNG, JPEG ou BMP.`,
  'app.logo-unreadable': (p) =>
    `${p.name} ne se lit pas comme une image (endommagée, ou plus de 4000 pixels de côté)\u202f: choisissez un autre fichier.`,
  'app.logo-cannot-store': (p) =>
    `Le logo n’a pas pu être gardé dans le dossier de données d’OrderSlip\u202f: ${p.detail}`,
  'app.logo-no-dialog': () =>
    'Cet OrderSlip n’a pas de fenêtre de fichiers\u202f: choisissez le logo dans la fenêtre.',
  'app.removed-printers-have-jobs': (p, f) =>
    `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 ticket attend', other: `${x.waiting} tickets attendent` })} l’imprimante ${x.name}`))}, que ces réglages suppriment\u202f: choisissez de les envoyer vers une autre imprimante ou de ne pas les imprimer.`,
  'app.move-target-unknown': (p) =>
    `Les tickets en attente de l’imprimante ${p.printer} ne peuvent aller que vers une imprimante des nouveaux réglages.`,
  'app.move-target-other-role': (p) =>
    p.role === 'label'
      ? `Les étiquettes en attente de l’imprimante ${p.printer} ne peuvent pas aller vers ${p.target}\u202f: elle imprime des tickets. Choisissez une imprimante d’étiquettes, ou abandonnez-les.`
      : `Les tickets en attente de l’imprimante ${p.printer} ne peuvent pas aller vers ${p.target}\u202f: c’est une imprimante d’étiquettes. Choisissez une imprimante de tickets, ou abandonnez-les.`,
  'app.printer-removed-jobs-dropped': (p) =>
    `L’imprimante ${p.printer} a été supprimée\u202f; comme choisi, ses tickets en attente n’ont pas été imprimés ailleurs.`,
  'app.token-for-new-address': () =>
    'Saisissez le jeton d’accès pour la nouvelle adresse du service\u202f: le jeton enregistré n’est envoyé qu’au service pour lequel il a été saisi.',
  'app.bad-language': (p) =>
    `OrderSlip ne parle pas «\u202f${p.language}\u202f»\u202f: choisissez system, nl, fr ou en.`,
  'app.token-needed': () => 'Saisissez d’abord le jeton d’accès.',
  'app.token-for-this-address': () =>
    'Saisissez le jeton d’accès pour cette adresse\u202f: le jeton enregistré n’est envoyé qu’au service enregistré.',
  'app.connected': (p, f) =>
    `Connecté. Le service de commandes indique ${f.plural(p.shops.length, { one: `${p.shops.length} magasin`, other: `${p.shops.length} magasins` })}${p.shops.length ? `\u202f: ${f.list(p.shops)}` : ''}.`,
  'app.no-diagnostics': () => 'Cet OrderSlip ne peut pas enregistrer de diagnostic.',
  'app.service-gave-no-reason': () => 'Le service de commandes n’a pas dit pourquoi.',
  'app.enter-service-address': () => 'Saisissez l’adresse du service de commandes.',
  'app.enter-tenant': () =>
    'Saisissez le code de compte (tenant)\u202f: le nom de votre compte auprès du service de commandes.',
  'app.enter-token': () => 'Saisissez le jeton d’accès.',
  'app.add-printer': () => 'Ajoutez une imprimante.',
  'app.setting-wrong-type': (p) =>
    `${theSetting(p)} doit être ${sayShape(SHAPES, p.expected)}, pas ${p.got}.`,
  'app.setting-out-of-range': (p, f) =>
    `${theSetting(p)} doit être un nombre entier de ${f.number(p.min)} à ${f.number(p.max)}, pas ${p.got}.`,
  'app.setting-too-long': (p, f) =>
    `${theSetting(p)} peut compter au plus ${f.number(p.max)} caractères\u202f; il en a ${f.number(p.length)}. Raccourcissez-le.`,
  'app.setting-not-a-choice': (p) =>
    `${theSetting(p)} doit être l’un de ${p.choices.join(', ')}, pas ${p.got}.`,
  'app.closing-before-opening': (p) =>
    `L’heure de fermeture (${p.closingTime}) doit être plus tardive que l’heure d’ouverture (${p.openingTime})\u202f: la journée du magasin va de l’ouverture à la fermeture, le même jour. Choisissez une heure de fermeture plus tardive.`,
  'app.printer-without-id': (p) =>
    `L’imprimante numéro ${p.position} des réglages n’a pas d’id\u202f: donnez-lui-en un.`,
  'app.printer-without-address': (p) =>
    `L’imprimante ${p.printer} n’a pas de connexion\u202f: saisissez son adresse, p.\u00a0ex. tcp://192.168.1.50:9100.`,
  'app.token-in-settings': () =>
    'Le jeton d’accès n’a pas sa place dans le fichier de réglages\u202f: donnez-le avec ORDERSLIP_TOKEN ou --token-file.',
  'app.settings-not-json': (p) =>
    `${p.file} n’est pas un JSON valide\u202f: corrigez-le, ou supprimez-le pour repartir des réglages par défaut.`,
  'app.problem.ledger-damaged': () => 'Le registre des commandes est endommagé.',
  'app.problem.ledger-unwritable': () => 'Le registre des commandes ne peut pas être écrit.',
  'app.problem.token-rejected': () => 'Le service refuse le jeton d’accès.',
  'app.problem.token-doubted': () => 'Le service a refusé le jeton d’accès.',
  'app.problem.printer-not-ready': () => 'Une imprimante n’est pas prête.',
  'app.problem.printer-cannot-report': () => 'Une imprimante ne peut pas confirmer l’impression.',
  'app.problem.service-failing': () => 'Le service de commande est injoignable.',
  'app.problem.wrong-shop': () => 'Le service envoie des commandes d’autres magasins.',
  'app.problem.held-orders': () => 'Des commandes sont retenues.',
  'app.problem.confirm-failing': () => 'Des confirmations sont refusées.',
  'app.problem.printer-untested': () => 'Une imprimante n’a pas été testée.',
  'app.problem.orders-waiting': () => 'Des commandes attendent l’impression.',
  'app.problem.history-lost': () => 'L’historique des commandes a été perdu.',
  'app.problem.not-collected': () => 'Des commandes n’ont pas été retirées.',
  'app.problem.orders-gone': () => 'Des commandes ont disparu du service de commandes.',
  'app.problem.peer-conflict': () => 'Deux PC veulent imprimer le même magasin.',
  'app.problem.took-over': () => 'Ce PC a repris un magasin.',
  'app.problem.shop-taken-over': () => 'Un autre PC a repris un magasin à celui-ci.',
  'app.problem.standby-orders-waiting': () => 'Des commandes attendent sur le PC qui imprime un magasin.',
  'app.problem.peer-unproven': () => 'Un appareil revendique un magasin sans preuve.',
  'app.problem.discovery-failing': () => 'Les autres PC sont introuvables.',
  'app.problem.fleet-failing': () => 'Les rapports au serveur de flotte échouent.',
  'app.problem.update-check-failed': () => 'Une nouvelle version a échoué à sa propre vérification.',
  'app.setting-problem-at': (p, f) => `${p.path}\u202f: ${f.say(p.problem)}`,
  'app.provision-unknown-key': () =>
    'pas un réglage qu’OrderSlip connaît\u202f: vérifiez l’orthographe (docs/DEPLOY.md donne chaque clé).',
  'app.provision-secret-not-text': (p) =>
    `doit être du texte, pas ${p.got}\u202f; omettez-le pour garder ce qui est enregistré.`,
  'app.provision-unknown-printer': (p) =>
    `nomme l’imprimante «\u202f${p.printer}\u202f», que le fichier ne configure pas sous printers.`,
  'app.provision-not-json': (p) =>
    `Le fichier de provisionnement ${p.source} n’est pas du JSON valide\u202f: ${p.detail}`,
  'app.provision-unreadable': (p) =>
    `Le fichier de provisionnement ${p.source} ne peut pas être lu\u202f: ${p.reason}`,
  'app.provision-too-large': (p, f) =>
    `Le fichier de provisionnement ${p.source} dépasse ${f.number(p.maxKb)} Ko\u202f: ce n’est pas un fichier de provisionnement.`,
  'app.provision-http-status': (p) =>
    `Le fichier de provisionnement ${p.source} n’a pas pu être téléchargé\u202f: le serveur a répondu ${p.status}.`,
  'app.provision-deadline': (p, f) =>
    `Le fichier de provisionnement ${p.source} n’est pas arrivé en entier en ${f.number(p.seconds)} secondes\u202f: rien n’a été appliqué. Vérifiez l’adresse, ou placez le fichier à côté du programme.`,
  'app.provision-refused': (p) =>
    `Le fichier de provisionnement ${p.source} a ${p.count === 1 ? 'un problème' : `${p.count} problèmes`}\u202f: rien n’a été appliqué. Corrigez-${p.count === 1 ? 'le' : 'les'} et redémarrez.`,
  'app.provision-applied': (p) => `Réglages appliqués depuis le fichier de provisionnement ${p.source}.`,
  'app.provision-secrets-removed': (p) =>
    `Les secrets de ${p.source} (jeton, code PIN, clé de flotte, mot de passe e-mail) sont désormais gardés par OrderSlip et ont été retirés du fichier.`,
  'app.provision-secrets-left': (p) =>
    `Les secrets de ${p.source} sont gardés par OrderSlip, mais le fichier ne peut pas être modifié (${p.reason})\u202f: ils y sont toujours. Retirez-les, ou gardez le fichier là où seuls les administrateurs peuvent le lire.`,
};
