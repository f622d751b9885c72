import type { Translation } from '../../wording';
import { type host as En, NNBSP } from '../../en/messages/host';

const reload =
  `Rechargez la fenêtre${NNBSP}; si cela se répète, exportez le diagnostic et envoyez-le au support.` as const;

export const host: Translation<typeof En> = {
  'host.data-folder-busy': (p) =>
    `le dossier de données ${p.folder} est utilisé par ${{ app: 'l’app OrderSlip', run: '`orderslip run`', demo: '`orderslip demo`' }[p.holder]} ` +
    `(pid ${p.pid}${p.on === null ? '' : ` sur ${p.on}`}, démarré ${p.startedAt}). Un seul OrderSlip peut utiliser un dossier de données${NNBSP}: ` +
    (p.on === null
      ? 'arrêtez-le d’abord, ou utilisez un autre dossier de données.'
      : `arrêtez-le, ou supprimez ${p.lockFile} s’il ne tourne plus là-bas.`),
  'host.unknown-command': (p) =>
    `OrderSlip ne connaît pas la commande «${NNBSP}${p.command}${NNBSP}». ${reload}`,
  'host.arguments-not-a-list': (p) =>
    `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre n’a pas envoyé les données sous forme de liste. ${reload}`,
  'host.too-many-arguments': (p) =>
    `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre a envoyé ${p.count} données, la commande en prend ${p.max} au plus. ${reload}`,
  'host.bad-argument': (p, f): string =>
    `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre a envoyé une valeur incorrecte pour ${p.argument}. ${f.say(p.problem)} ${reload}`,
  'host.expected-id': (p) => `Ce doit être un texte de 1 à ${p.max} caractères.`,
  'host.expected-job-id': () => 'Ce doit être le numéro d’une impression.',
  'host.expected-text': (p) => `Ce doit être un texte de ${p.max} caractères au plus.`,
  'host.expected-whole-number': (p) => `Ce doit être un nombre entier de ${p.min} à ${p.max}.`,
  'host.expected-date': () => 'Ce doit être une date écrite AAAA-MM-JJ.',
  'host.expected-one-of': (p) => `Ce doit être l’une de ces valeurs${NNBSP}: ${p.choices.join(', ')}.`,
  'host.expected-object': () => 'Ce doit être un ensemble de valeurs nommées (un objet JSON).',
  'host.expected-printer': () =>
    'Ce doit être l’identifiant d’une imprimante enregistrée, ou les réglages d’une imprimante.',
  'host.command-failed': (p, f): string =>
    `La commande «${NNBSP}${p.command}${NNBSP}» a échoué${NNBSP}: ${f.say(p.cause)}`,
  'host.not-our-window': (p) =>
    `OrderSlip a refusé «${NNBSP}${p.command}${NNBSP}»${NNBSP}: seule la fenêtre d’OrderSlip elle-même peut envoyer des commandes.`,
  'host.wrong-address': () =>
    `Cette adresse n’est pas servie ici${NNBSP}: ouvrez OrderSlip sur 127.0.0.1 ou localhost.`,
  'host.method-not-allowed': (p) =>
    `OrderSlip ne répond pas à ${p.method} ici${NNBSP}: les commandes s’envoient avec POST, les pages se demandent avec GET.`,
  'host.not-found': () => 'Il n’y a rien à cette adresse.',
  'host.request-too-large': (p, f) =>
    `La requête dépasse ce qu’OrderSlip accepte (${f.number(p.maxBytes)} octets). ${reload}`,
  'host.request-not-json': () =>
    `OrderSlip n’a pas pu lire la requête${NNBSP}: ce n’est pas du JSON. ${reload}`,
  'host.window-not-built': () =>
    `La fenêtre n’est pas construite${NNBSP}: lancez \`npm run build\`, puis rechargez cette page.`,
  'host.port-in-use': (p) =>
    `Le port ${p.port} sur 127.0.0.1 est utilisé par un autre programme${NNBSP}: choisissez un autre --http-port.`,
  'host.not-answering': () => 'OrderSlip ne répond pas. Vérifiez qu’il fonctionne toujours, puis réessayez.',
  'host.answered-status': (p) =>
    `OrderSlip a répondu par une erreur (HTTP ${p.status}). Réessayez${NNBSP}; si cela continue, redémarrez OrderSlip.`,
  'host.token-cannot-be-stored': () =>
    `Cet ordinateur ne permet pas de garder le jeton d’accès chiffré, OrderSlip ne peut donc pas le conserver. Configurez le trousseau système, puis saisissez à nouveau le jeton.`,
  'host.token-from-environment': (p) =>
    `Le jeton vient de ${p.variable}${NNBSP}; modifiez-le là, puis redémarrez OrderSlip.`,
  'host.diagnostics-dialog-title': () => 'Exporter le diagnostic',
  'host.diagnostics-file-kind': () => 'Diagnostic',
  'host.logo-dialog-title': () => 'Choisir un logo',
  'host.logo-file-kind': () => 'Images',
  'host.metrics-key-refused': () =>
    '/metrics demande la clé de flotte : envoyez « Authorization: Bearer <clé de flotte> ». Sans clé de flotte sur cet OrderSlip, /metrics n’est pas servi.',
};
