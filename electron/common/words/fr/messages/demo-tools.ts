import type { Translation } from '../../wording';
import { NNBSP } from '../../en/messages/cli';
import {
  type demoTools as En,
  sizeText,
  type ToolModeNote,
  type ToolPrinterKind,
} from '../../en/messages/demo-tools';

const KIND: Readonly<Record<ToolPrinterKind, string>> = {
  epson: 'Imprimante virtuelle',
  star: 'Imprimante Star virtuelle',
  zpl: 'Imprimante d’étiquettes ZPL virtuelle',
  tspl: 'Imprimante d’étiquettes TSPL virtuelle',
};

const NOTE: Readonly<Record<ToolModeNote, string>> = {
  offline: 'les connexions sont refusées, comme pour une imprimante éteinte.',
  'paper-out': 'signale la fin du papier, et n’imprime rien tant que le mode ne change pas.',
  'paper-low': 'imprime, et signale que le papier est presque fini.',
  'cover-open': 'signale son capot ouvert, et n’imprime rien.',
  'head-open': 'signale sa tête ouverte, et n’imprime rien.',
  paused: 'signale qu’elle est en pause, et n’imprime rien.',
  'ribbon-out': 'signale la fin de son ruban, et n’imprime rien.',
  'drop-mid-job': 'répond aux demandes d’état, puis coupe la connexion au premier octet d’un travail.',
  mute: 'ne répond rien du tout (pas même l’état), et imprime.',
  'no-completion': 'répond aux demandes d’état et imprime, mais ne dit jamais qu’un travail est terminé.',
  'star-no-completion': 'répond aux demandes d’état et imprime, mais son compteur ETB ne bouge jamais.',
  'label-no-completion': 'imprime, mais son état ne dit jamais que les étiquettes sont terminées.',
  'ack-then-lose': `répond «${NNBSP}terminé${NNBSP}» dès qu’un travail arrive, avec le numéro d’un travail précédent, et perd le travail${NNBSP}: rien ne sort.`,
  'paper-end-on-completion': `imprime, puis répond à GS r 1 «${NNBSP}fin du papier${NNBSP}» (un clone dont le rouleau est fini).`,
  'early-answer': `répond «${NNBSP}terminé${NNBSP}» avec le numéro du travail dès qu’il arrive, plus vite que le papier ne peut avancer, et le perd${NNBSP}: rien ne sort.`,
  'star-early-answer': `compte chaque travail comme terminé dès qu’il arrive, plus vite que le papier ne peut avancer, et le perd${NNBSP}: rien ne sort.`,
  'label-early-answer':
    'compte chaque étiquette comme terminée dès qu’elle la lit, plus vite qu’une étiquette ne peut avancer, et la perd.',
};

export const demoTools: Translation<typeof En> = {
  'tools.printer-listening': (p) =>
    `${KIND[p.kind]} à l’écoute sur ${p.uri} (mode ${p.mode}, ${sizeText(p.size)})`,
  'tools.printer-address': (p) =>
    p.kind === 'zpl' || p.kind === 'tspl'
      ? `  adresse de l’imprimante pour OrderSlip${NNBSP}: ${p.uri}${NNBSP}; réglez son rôle sur étiquettes et son protocole sur ${p.kind}`
      : `  adresse de l’imprimante pour OrderSlip${NNBSP}: ${p.uri}`,
  'tools.star-status-port': (p) =>
    `  port d’état${NNBSP}: ${p.port ?? 'aucun'}${NNBSP}; réglez le type de l’imprimante sur Star dans OrderSlip`,
  'tools.mode-note': (p) => `  mode ${p.mode}${NNBSP}: ${NOTE[p.note]}`,
  'tools.press-ctrl-c': () => 'Appuyez sur Ctrl+C pour arrêter.',
  'tools.printer-stopped': (p, f) =>
    `Arrêtée (${p.signal})${NNBSP}; ${
      p.labels
        ? f.plural(p.count, {
            one: `${p.count} étiquette imprimée`,
            other: `${p.count} étiquettes imprimées`,
          })
        : f.plural(p.count, { one: `${p.count} travail imprimé`, other: `${p.count} travaux imprimés` })
    }.`,
  'tools.job-heading': (p) => `--- travail ${p.count} à ${p.at}, ${p.bytes} octets ---`,
  'tools.label-heading': (p) => `--- étiquette ${p.count} à ${p.at}, ${p.width}x${p.height} points ---`,
  'tools.unknown-bytes': (p) =>
    `  (${p.count} octets qu’aucune commande n’explique, le premier à la position ${p.offset})`,
  'tools.unknown-commands': (p) => `  (commandes non comprises${NNBSP}: ${p.commands.join(' ')})`,
  'tools.picture': (p) => `  image${NNBSP}: ${p.file}`,
  'tools.cannot-write': (p) => `  impossible d’écrire ${p.file}${NNBSP}: ${p.detail}`,
  'tools.cannot-create': (p) => `impossible de créer ${p.dir}${NNBSP}: ${p.detail}`,
  'tools.star-ports-in-use': (p) =>
    `le port ${p.port} ou le port d’état ${p.statusPort} sur ${p.host} est déjà utilisé${NNBSP}; choisissez-en un autre avec --port / --status-port (0 en choisit un libre)`,
  'tools.sim-listening': (p) => `Simulateur du service de commande à l’écoute sur ${p.url}`,
  'tools.sim-details': (p) =>
    [
      `  URL de base${NNBSP}: ${p.url}`,
      `  tenant${NNBSP}:      ${p.tenant}`,
      `  jeton${NNBSP}:       ${p.token}`,
      `  magasins${NNBSP}:    ${p.shops.join(', ')}${NNBSP}; confirmer par ${p.methods.join(' ou ')}${NNBSP}; ${p.orders} commandes, ${p.stream} de plus par minute`,
      `Pilotage (sans authentification)${NNBSP}: GET ${p.url}/_sim/state, POST /_sim/orders /_sim/stream /_sim/faults — voir docs/SIMULATOR.md`,
    ].join('\n'),
  'tools.sim-stopped': (p) => `Simulateur arrêté (${p.signal}).`,
};
