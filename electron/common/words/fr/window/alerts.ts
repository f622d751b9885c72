import type { Translation } from '../../wording';
import type { alerts as En } from '../../en/window/alerts';

export const alerts: Translation<typeof En> = {
  heading: 'Alertes',
  intro:
    'Pour un patron qui n’est pas au magasin\u202f: un e-mail et/ou un message vers un autre service quand quelque chose dure plus longtemps qu’il ne faut. Jamais le nom d’un client ni le jeton d’accès.',
  when: 'Prévenez-moi quand',
  printerDown: 'une imprimante ne peut pas imprimer',
  orderHeld: 'une commande est bloquée',
  tokenRejected: 'le service de commande refuse le jeton d’accès',
  afterMinutes: 'depuis plus de (minutes)',
  quietMorning: 'rien n’est arrivé ni imprimé à',
  quietTime: 'Heure',
  quietMorningHint: 'Compté depuis l’heure d’ouverture sous Journée du magasin\u202f; une fois par jour.',
  email: 'E-mail',
  emailOn: 'Envoyer un e-mail',
  host: 'Serveur de messagerie (SMTP)',
  port: 'Port',
  security: 'Sécurité',
  securities: {
    tls: 'TLS (souvent port 465)',
    starttls: 'STARTTLS (souvent port 587)',
    none: 'Aucune (port 25, réseau local seulement)',
  },
  user: 'Nom d’utilisateur',
  userHint: 'Vide\u202f: le serveur ne demande pas de connexion.',
  password: 'Mot de passe',
  passwordStored: 'Un mot de passe est enregistré. Tapez-en un nouveau pour le remplacer.',
  passwordNone: 'Aucun mot de passe enregistré.',
  from: 'De',
  to: 'À',
  toHint: 'Une ou plusieurs adresses, séparées par des virgules.',
  webhook: 'Webhook',
  webhookOn: 'Envoyer un message à une adresse web',
  webhookHint:
    'Un POST JSON avec ce qui s’est passé, pour les messageries et les services de surveillance (docs/NETWORK.md dit ce qu’il contient).',
  heartbeat: 'Battement',
  heartbeatOn: 'Appeler une adresse web chaque minute',
  heartbeatHint:
    'Pour un moniteur de disponibilité (Healthchecks.io, Uptime Kuma…)\u202f: il vous prévient quand les appels s’arrêtent.',
  url: 'Adresse',
  test: 'Envoyer une alerte de test',
  testing: 'Envoi…',
  testSaved: 'Un test utilise les réglages enregistrés\u202f: enregistrez d’abord vos modifications.',
  testNothingOn:
    'Rien à tester\u202f: activez ci-dessus l’e-mail, le webhook ou le battement, puis enregistrez.',
  testMissing: (channel: string, fields: string) =>
    `${channel} ne peut encore rien envoyer\u202f: indiquez ${fields}, puis enregistrez.`,
  testFields: {
    host: 'le serveur de messagerie (SMTP)',
    from: 'l’expéditeur (De)',
    to: 'une adresse de destination (À)',
    url: 'son adresse',
  },
  channels: { email: 'E-mail', webhook: 'Webhook', heartbeat: 'Battement' },
  sent: 'envoyée',
  errors: {
    minutes: 'Indiquez un nombre entier de minutes de 1 à 1440.',
    time: 'Indiquez une heure comme 10:00.',
    url: 'Indiquez une adresse web commençant par https:// (ou http://).',
    email: (address) => `«\u202f${address}\u202f» n’est pas une adresse e-mail.`,
    needed: 'Remplissez ceci, ou désactivez ce canal.',
    port: 'Indiquez un port de 1 à 65535.',
  },
};
