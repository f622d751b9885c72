import type { Translation } from '../../wording';
import type { FleetExpectation, fleetHost as En } from '../../en/messages/fleet-host';

const EXPECTED: Readonly<Record<FleetExpectation, string>> = {
  object: 'un objet',
  list: 'une liste',
  'shorter-list': 'une liste de 64 éléments au plus',
  text: 'un texte',
  'short-text': 'un texte de 200 caractères au plus, sur une ligne (et non vide pour counterId)',
  'whole-number': 'un nombre entier, 0 ou plus',
  time: 'une heure ISO avec son décalage (2026-11-28T14:05:00Z)',
  role: '"printing" ou "standing-by"',
  'printer-state': 'l’un de ready, printing, paper-out, offline, problem, unknown',
};

export const fleetHost: Translation<typeof En> = {
  'fleet-host.summary': () =>
    'Le serveur de flotte de la chaîne\u202f: reçoit les rapports de chaque comptoir et les montre sur une page, avec des alertes et /metrics.',
  'fleet-host.usage': () =>
    [
      '--data-dir DOSSIER           où le serveur de flotte garde les rapports des comptoirs (fleet.db)',
      '--http-port PORT             le port des comptoirs, de la page et de Prometheus (0\u202f: un port libre)',
      '--listen ADRESSE             l’adresse d’écoute (par défaut 0.0.0.0\u202f: tous les réseaux de ce PC)',
      '--fleet-key CLÉ              la clé de flotte de la chaîne (ou ORDERSLIP_FLEET_KEY), 16 caractères au moins',
      '--settings FICHIER           les alertes du serveur de flotte\u202f: un fichier de réglages (ses "alerts" et "language")',
      '--alert-webhook URL          un webhook prévenu quand un comptoir se tait ou passe au rouge, et quand il revient',
      '--language nl|fr|de|en       la langue de ces lignes et des alertes',
    ].join('\n'),
  'fleet-host.no-key': () =>
    'il n’y a pas de clé de flotte\u202f: donnez-la avec --fleet-key CLÉ ou dans ORDERSLIP_FLEET_KEY. Les comptoirs envoient la même clé.',
  'fleet-host.key-too-short': (p) =>
    `la clé de flotte est trop courte\u202f: utilisez au moins ${p.min} caractères (qui la devine peut écrire la page de la flotte).`,
  'fleet-host.listening': (p) =>
    `Le serveur de flotte tourne. Les comptoirs envoient leurs rapports à ${p.url}\u202f; la page de la flotte est à ${p.url}`,
  'fleet-host.stopping': (p) => `Arrêt du serveur de flotte (${p.signal}).`,
  'fleet-host.key-refused': () =>
    'La clé de flotte manque ou est fausse. Envoyez-la comme "Authorization: Bearer <clé de flotte>".',
  'fleet-host.report-too-large': (p, f) =>
    `Le rapport est trop grand\u202f: le serveur de flotte accepte ${f.number(p.maxBytes)} octets au plus.`,
  'fleet-host.report-not-json': () => 'Le rapport n’est pas du JSON.',
  'fleet-host.report-invalid': (p) =>
    `Le rapport a été refusé\u202f: ${p.path} doit être ${EXPECTED[p.expected]}.`,
  'fleet-host.failed': () =>
    'Le serveur de flotte n’a pas pu répondre à cette demande. Son journal dit pourquoi.',
  'fleet-host.reason-silent': (p, f) =>
    p.seconds < 120
      ? `aucun rapport depuis ${f.plural(p.seconds, { one: `${p.seconds} seconde`, other: `${p.seconds} secondes` })}`
      : `aucun rapport depuis ${f.plural(Math.floor(p.seconds / 60), { one: '1 minute', other: `${Math.floor(p.seconds / 60)} minutes` })}`,
  'fleet-host.reason-printer-down': (p) =>
    p.state === 'paper-out'
      ? `${p.printer} n’a plus de papier`
      : p.state === 'offline'
        ? `${p.printer} est hors ligne`
        : `${p.printer} a un problème`,
  'fleet-host.reason-held': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} commande retenue`, other: `${p.count} commandes retenues` })} pour ${p.shopName ?? `le magasin ${p.shopId}`}`,
  'fleet-host.reason-late': (p, f) =>
    `${f.plural(p.count, { one: `${p.count} commande en retard`, other: `${p.count} commandes en retard` })} pour ${p.shopName ?? `le magasin ${p.shopId}`}`,
  'fleet-host.alert-silent': (p, f): string =>
    `Le comptoir ${p.pc} n’a rien envoyé depuis ${f.plural(p.minutes, { one: `${p.minutes} minute`, other: `${p.minutes} minutes` })}\u202f: il est peut-être éteint, arrêté ou coupé du réseau.`,
  'fleet-host.alert-red': (p, f): string =>
    `Le comptoir ${p.pc} demande de l’attention\u202f: ${f.list(p.reasons.map((reason) => f.say(reason)))}.`,
  'fleet-host.alert-back': (p) => `Le comptoir ${p.pc} va de nouveau bien.`,
  'fleet-host.alert-subject': (p) =>
    `Flotte OrderSlip\u202f: ${p.pc} ${{ silent: 'se tait', red: 'demande de l’attention', green: 'va de nouveau bien' }[p.state]}`,
  'fleet-host.alert-failed': (p) =>
    `Le serveur de flotte n’a pas pu envoyer son alerte par ${p.channel}\u202f: ${p.detail}`,
  'fleet-host.status-summary': () =>
    'La flotte comme la page de la flotte la montre, pour les scripts\u202f: exit 0 quand chaque comptoir va bien, 3 quand l’un est rouge.',
  'fleet-host.status-usage': () =>
    [
      '--fleet-url URL              le serveur de flotte (http://flotte.exemple:4870)',
      '--fleet-key CLÉ              la clé de flotte de la chaîne (ou ORDERSLIP_FLEET_KEY)',
      '--format text|json           des lignes pour une personne (par défaut) ou la vue du serveur de flotte en JSON',
      '--language nl|fr|de|en       la langue du texte',
    ].join('\n'),
  'fleet-host.status-unreachable': (p) => `le serveur de flotte à ${p.url} ne répond pas\u202f: ${p.detail}`,
  'fleet-host.status-key-refused': (p) => `le serveur de flotte à ${p.url} a refusé la clé de flotte.`,
  'fleet-host.status-bad-answer': (p) =>
    `le serveur de flotte à ${p.url} a répondu HTTP ${p.status}, pas une vue de la flotte. Est-ce bien l’adresse du serveur de flotte\u202f?`,
  'fleet-host.status-line': (p, f) =>
    p.total === 0
      ? 'Aucun comptoir n’a encore envoyé de rapport.'
      : p.red === 0
        ? `Chaque comptoir va bien (${f.plural(p.total, { one: `${p.total} comptoir`, other: `${p.total} comptoirs` })}).`
        : `${p.red} ${f.plural(p.total, { one: `sur ${p.total} comptoir`, other: `sur ${p.total} comptoirs` })} ${p.red === 1 ? 'demande' : 'demandent'} de l’attention.`,
};
