import type { Translation } from '../../wording';
import { type cli as En, NNBSP } from '../../en/messages/cli';

export const cli: Translation<typeof En> = {
  'cli.usage': () => `Utilisation${NNBSP}: npm run cli -- <commande> [options]`,
  'cli.commands': () => `Commandes${NNBSP}:`,
  'cli.help-one': () => 'Tapez `npm run cli -- <commande> --help` pour une seule commande.',
  'cli.usage-command': (p) => `Utilisation${NNBSP}: npm run cli -- ${p.command} [options]`,
  'cli.unknown-command': (p) =>
    `orderslip: commande inconnue «${NNBSP}${p.command}${NNBSP}». Commandes${NNBSP}: ${p.commands.join(', ')}.`,
  'cli.refused': (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
  'cli.failed': (p, f): string => `orderslip: ${f.say(p.reason)}`,

  // How the flags were typed.
  'cli.unknown-option': (p) => `Option inconnue '${p.option}'`,
  'cli.needs-value': (p) =>
    `${p.option} demande une valeur (une valeur qui commence par un tiret s’écrit ${p.option}=-…)`,
  'cli.takes-no-value': (p) => `${p.option} ne prend pas de valeur`,
  'cli.unexpected-argument': (p) =>
    `argument inattendu '${p.argument}'${NNBSP}: chaque valeur suit son option`,
  'cli.bad-arguments': (p) => `les options sont illisibles${NNBSP}: ${p.detail}`,

  // A flag's value.
  'cli.whole-number': (p) => `${p.flag} doit être un nombre entier, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.between': (p) => `${p.flag} doit être entre ${p.min} et ${p.max}, pas ${p.value}`,
  'cli.one-of': (p) =>
    `${p.flag} doit être l’une des valeurs ${p.allowed.join(', ')}, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.mode-for-protocol': (p) =>
    `avec --protocol ${p.protocol}, --mode doit être l’une des valeurs ${p.allowed.join(', ')}, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.width-58-80': (p) => `--width doit être 58 ou 80 (mm), pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.required': (p) => `${p.usage} est obligatoire`,
  'cli.size-required': () => '--size WxH (l’étiquette en mm, comme 58x40) est obligatoire',
  'cli.printer-protocol': (p) =>
    `--protocol doit être epson, star, zpl ou tspl, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.not-empty': (p) => `${p.flag} ne peut pas être vide`,
  'cli.port-in-use': (p) =>
    `le port ${p.port} sur ${p.host} est déjà utilisé${NNBSP}; choisissez-en un autre avec --port (0 en choisit un libre)`,
  'cli.cannot-listen': (p) => `impossible d’écouter sur ${p.host}:${p.port}${NNBSP}: ${p.detail}`,
  'cli.only-with': (p) => `${p.flag} va avec ${p.needs}`,
  'cli.width-not-for-labels': () =>
    `--width est pour les imprimantes de tickets${NNBSP}; la taille d’une étiquette vient du travail`,
  'cli.flag-problem': (p, f): string => `${p.flag}${NNBSP}: ${f.say(p.problem)}`,
  'cli.file-unreadable': (p) => `${p.flag} ${p.path} est illisible${NNBSP}: ${p.reason}`,
  'cli.file-not-json': (p) => `${p.flag} ${p.path} n’est pas du JSON valable${NNBSP}: ${p.detail}`,
  'cli.label-size-shape': (p) =>
    `${p.flag} doit être la largeur x hauteur de l’étiquette en mm, comme 58x40, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.label-width': (p) =>
    `${p.flag}${NNBSP}: la largeur doit être entre ${p.min} et ${p.max} mm, pas ${p.value}`,
  'cli.label-height': (p) =>
    `${p.flag}${NNBSP}: la hauteur doit être entre ${p.min} et ${p.max} mm, pas ${p.value}`,
  'cli.label-printer-needs': () =>
    `--label-printer demande --label-protocol zpl|tspl|escpos et --label-size WxH${NNBSP}: une imprimante d’étiquettes à qui l’on envoie le mauvais langage ou la mauvaise taille imprime n’importe quoi`,
  'cli.label-flags-need-printer': () =>
    `--label-protocol, --label-size et --label-dpi règlent une imprimante d’étiquettes${NNBSP}: indiquez-la avec --label-printer URI`,
  'cli.settings-and-config': () =>
    `--settings et --config donnent tous deux les réglages${NNBSP}: n’en donnez qu’un (--settings prend aussi les secrets)`,
  'cli.shop-number': (p) => `--shop doit être le numéro d’un magasin, pas «${NNBSP}${p.value}${NNBSP}»`,
  'cli.confirm-methods': (p) =>
    `--confirm-methods prend une liste de ${p.allowed.join(', ')} séparés par des virgules, pas «${NNBSP}${p.value}${NNBSP}»`,

  // `run`'s refusals.
  'cli.token-not-a-flag': () =>
    `le jeton n’est jamais une option (il se verrait dans la liste des processus)${NNBSP}: définissez ORDERSLIP_TOKEN ou utilisez --token-file`,
  'cli.missing': (p) =>
    `il manque ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN ou --token-file' : item)).join(', ')} (ou indiquez --http-port pour régler dans la fenêtre)`,
  'cli.problems': (p, f): string => p.problems.map((problem) => f.say(problem)).join(' '),

  // Each command's summary and flags, as `--help` shows them; the flags one a line, aligned.
  'cli.run.summary': () =>
    'Interroge le service de commande, imprime chaque nouvelle commande et la confirme une fois imprimée (sans Electron).',
  'cli.run.usage': (p) =>
    [
      `--api-url URL --tenant ID    le service de commande${NNBSP}; le jeton vient de ORDERSLIP_TOKEN ou de --token-file CHEMIN`,
      `--shop ID                    un magasin à interroger${NNBSP}; à répéter pour d’autres (aucun${NNBSP}: tous ceux du service)`,
      `--printer URI                l’imprimante de tickets de tous les magasins${NNBSP}: tcp://HÔTE[:PORT], printer:FILE ou un chemin de périphérique`,
      `--language ${p.languages.padEnd(17)} les mots des tickets, les lignes de texte du journal et ces lignes-ci (par défaut${NNBSP}: journal en anglais)`,
      '--type epson|star  --paper-width 58|80  --copies 1-5',
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
      `--print-mode text|image|auto  --dpi 180|203|300  --model ID (une famille d’imprimantes${NNBSP}: print --help les énumère)`,
      '--label-printer URI          une imprimante d’étiquettes pour tous les magasins, à côté de celle des tickets',
      `                             (étiquettes de commande et de gâteau)${NNBSP}; avec --label-protocol zpl|tspl|escpos et --label-size LxH (mm)`,
      '--label-dpi 203|300          la tête de l’imprimante d’étiquettes (203 par défaut)',
      '--poll-interval SECONDES     le temps entre deux interrogations d’un magasin (5 par défaut)',
      `--data-dir DOSSIER           le registre et les réglages (par défaut ${p.dataDir})`,
      '--http-port PORT             sert la fenêtre et AppApi sur http://127.0.0.1:PORT/',
      `--config FICHIER             les réglages en JSON (docs/HEADLESS.md)${NNBSP}; les options priment`,
      `--settings FICHIER           un fichier de provisionnement${NNBSP}: réglages et secrets (docs/DEPLOY.md)${NNBSP}; les options priment`,
      `--log-format text|json       une ligne par événement (text par défaut)${NNBSP}; les lignes JSON portent le code de chaque message`,
      `--fleet-url URL --fleet-key CLÉ  un rapport chaque minute au serveur de flotte de la chaîne (clé aussi par ORDERSLIP_FLEET_KEY)`,
      `--metrics                    servir /metrics (OpenMetrics, derrière la clé de flotte) avec --http-port`,
    ].join('\n'),
  'cli.demo.summary': () =>
    `La démo${NNBSP}: le simulateur du service de commande avec un flux de commandes, une imprimante virtuelle et la fenêtre.`,
  'cli.demo.usage': (p) =>
    [
      `--http-port PORT     où servir la fenêtre (par défaut${NNBSP}: un port libre, affiché)`,
      '--per-minute N       nouvelles commandes par minute (4 par défaut)',
      `--data-dir DOSSIER   garder ici l’historique de la démo (par défaut${NNBSP}: un nouveau dossier temporaire)`,
      `--language ${p.languages.padEnd(9)} les mots de ces lignes et du terminal (en par défaut) et des tickets (nl par défaut)`,
      '--show-receipts      affiche chaque ticket dans le terminal quand l’imprimante virtuelle l’imprime',
    ].join('\n'),
  'cli.print.summary': () =>
    `Imprime une commande (au format JSON du service) une fois${NNBSP}: ni confirmation, ni historique. Sortie 0 seulement si l’imprimante l’a vérifiée.`,
  'cli.print.usage': (p) =>
    [
      '--order FICHIER.json         la commande telle que le service de commande l’envoie',
      '--printer URI                tcp://HÔTE[:PORT], printer:FILE ou un chemin de périphérique (/dev/usb/lp0, COM3)',
      `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
      `--print-mode text|image|auto du texte dans la page de codes${NNBSP}; dessiné en image (toute écriture, émojis)${NNBSP}; ou auto`,
      `                             (par défaut)${NNBSP}: du texte, dessiné là où la page de codes ne peut montrer les caractères`,
      `--model ID                   la famille d’imprimantes, pour son type, sa largeur de papier et ses dpi sauf indication${NNBSP}:`,
      `                             ${p.models.join(', ')} (generic par défaut)`,
      `--dpi 180|203|300            la tête d’impression${NNBSP}; une image fait 576 points de large à 80 mm et 203 dpi`,
      '--allow-unverified           envoyer même à une imprimante qui ne peut confirmer l’impression (sortie 3 une fois envoyé)',
      `Sortie${NNBSP}: 0 imprimé et vérifié, 3 livré mais non vérifié, 1 échec (la raison est affichée), 2 mauvais usage.`,
    ].join('\n'),
  'cli.print-labels.summary': () =>
    `Imprime les étiquettes d’une commande (de commande et de gâteau) une fois${NNBSP}: ni confirmation, ni historique. Sortie 0 seulement si l’imprimante a vérifié chaque étiquette.`,
  'cli.print-labels.usage': (p) =>
    [
      '--order FICHIER.json         la commande telle que le service de commande l’envoie',
      `--printer URI                l’imprimante d’étiquettes${NNBSP}: tcp://HÔTE[:PORT], printer:FILE ou un chemin de périphérique`,
      '--protocol zpl|tspl|escpos   étiquettes ZPL (Zebra et compatibles), TSPL (TSC, Xprinter) ou ESC/POS (Epson TM-L90)',
      '--size LxH                   l’étiquette en mm, comme 58x40 ou 62x29 (25-120 de large, 15-200 de haut)',
      '--dpi 203|300                la tête d’impression (203 par défaut)',
      `--language ${p.languages.padEnd(17)} les mots des étiquettes et de ces lignes (nl par défaut)`,
      '--allow-unverified           envoyer même à une imprimante qui ne peut confirmer l’impression (sortie 3 une fois envoyé)',
      `Sortie${NNBSP}: 0 imprimé et vérifié, 3 livré mais non vérifié, 1 échec (la raison est affichée), 2 mauvais usage.`,
    ].join('\n'),
  'cli.bake-list.summary': () =>
    `Ce qu’il faut cuire pour un jour${NNBSP}: le total de chaque produit par unité et options, et les textes des plaquettes.`,
  'cli.pickup-sheet.summary': () =>
    `Qui vient quand un jour donné${NNBSP}: les commandes par heure, ce qu’il faut remettre, si elles sont retirées.`,
  'cli.day-list.usage': (p) =>
    [
      '--date AAAA-MM-JJ            le jour de retrait/livraison',
      `--data-dir DOSSIER           le dossier avec lequel OrderSlip tourne (par défaut ${p.dataDir})${NNBSP}; lu seulement`,
      `--shop ID                    un magasin (par défaut${NNBSP}: tous)`,
      `--language ${p.languages.padEnd(17)} les mots (en par défaut)${NNBSP}; en csv aussi la convention du tableur${NNBSP}:`,
      `                             «${NNBSP};${NNBSP}» là où la langue écrit une virgule décimale (Excel belge), sinon «${NNBSP},${NNBSP}»`,
    ].join('\n'),
  'cli.bake-list.usage-format': () =>
    [
      `--format text|csv|json       text (par défaut)${NNBSP}; csv${NNBSP}: product,options,unit,quantity,orders,plu,sizes (sans plaquettes)${NNBSP};`,
      `                             json${NNBSP}: toute la liste avec les textes des plaquettes`,
    ].join('\n'),
  'cli.pickup-sheet.usage-format': () =>
    [
      `--format text|csv|json       text (par défaut)${NNBSP}; csv${NNBSP}: une ligne par commande (heure, commande, client, téléphone,`,
      `                             adresse, articles, plaquettes, remarques, état, id)${NNBSP}; json${NNBSP}: toute la feuille`,
    ].join('\n'),
  'cli.day-list.usage-delimiter': () =>
    `--delimiter ';'|','|tab|'|'  csv${NNBSP}: un autre séparateur que celui de la langue`,
  'cli.simulator.summary': () =>
    'Fait tourner le simulateur du service de commande (commandes belges générées, pannes à la demande) jusqu’à Ctrl+C.',
  'cli.simulator.usage': (p) =>
    [
      `--port N              le port d’écoute (8080 par défaut${NNBSP}; 0 en choisit un libre)`,
      '--host ADRESSE        l’adresse d’écoute (127.0.0.1 par défaut)',
      '--seed N              la graine des données générées (1 par défaut)',
      '--orders N            les commandes de départ (12 par défaut)',
      `--stream PAR_MINUTE   nouvelles commandes par minute (0 par défaut${NNBSP}: aucune)`,
      '--confirm-methods M   les méthodes que la route de confirmation accepte, p. ex. PUT,POST (PUT par défaut)',
      `--language ${p.languages.padEnd(10)} la langue de ses refus (par défaut celle de l’environnement)`,
    ].join('\n'),
  'cli.virtual-printer.summary': () =>
    'Fait tourner une imprimante de tickets (Epson, Star) ou d’étiquettes (ZPL, TSPL) virtuelle jusqu’à Ctrl+C.',
  'cli.virtual-printer.usage': (p) =>
    [
      `--protocol epson|star|zpl|tspl  l’imprimante à imiter (epson par défaut${NNBSP}; zpl${NNBSP}: une Zebra, tspl${NNBSP}: une TSC/Xprinter)`,
      `--port N              le port d’écoute (9100 par défaut${NNBSP}; 0 en choisit un libre)`,
      `--status-port N       star${NNBSP}: le port d’état (9101 par défaut, ou un libre avec --port 0)`,
      '--host ADRESSE        l’adresse d’écoute (127.0.0.1 par défaut)',
      `--mode MODE           epson${NNBSP}: ${p.epsonModes.join(' | ')} (ready par défaut)`,
      `                      star${NNBSP}: ${p.starModes.join(' | ')}`,
      `                      zpl, tspl${NNBSP}: ${p.labelModes.join(' | ')}`,
      '--width 58|80         la largeur du papier en mm, pour les images HTML (80 par défaut)',
      `--dpi 203|300         zpl, tspl${NNBSP}: la résolution de la tête d’impression (203 par défaut)`,
      '--html-dir DOSSIER    y écrire l’image de chaque travail en job-<n>.html',
      `--language ${p.languages.padEnd(10)} la langue de ce qu’elle dit (par défaut celle de l’environnement)`,
    ].join('\n'),
};
