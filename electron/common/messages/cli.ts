/**
 * What `npm run cli` says to the person at the terminal about how it was called: the help, each
 * command's summary and flags, and the one-line refusals of a call it cannot carry out (exit code 2).
 * Said in the language of `--language`, else of the environment (docs/HEADLESS.md). Flag names, their
 * values and the program's name stay as they are typed, in every language.
 */
import type { Message } from './catalogue';
import { words } from './wording';

const NNBSP = '\u202f';

// Interfaces, not inline types: a parameter that is itself a Message must be resolved lazily, or the
// catalogue's type would depend on itself.
interface FailedParams {
  readonly reason: Message;
}
interface RefusedParams {
  readonly command: string;
  readonly reason: Message;
}
interface FlagProblemParams {
  readonly flag: string;
  readonly problem: Message;
}
interface ProblemsParams {
  readonly problems: readonly Message[];
}

/** What `run` cannot start without, in the order the help lists it; `token`: ORDERSLIP_TOKEN or --token-file. */
export type MissingSetting = '--api-url' | '--tenant' | 'token' | '--printer';

/** `--data-dir`'s default and the languages `--language` takes, as the usage lines show them. */
interface UsageParams {
  readonly dataDir: string;
  readonly languages: string;
}

export const cliWords = {
  /** The first line of `npm run cli -- --help`. */
  'cli.usage': words({
    en: () => 'Usage: npm run cli -- <command> [flags]',
    nl: () => 'Gebruik: npm run cli -- <opdracht> [opties]',
    fr: () => `Utilisation${NNBSP}: npm run cli -- <commande> [options]`,
  }),
  'cli.commands': words({
    en: () => 'Commands:',
    nl: () => 'Opdrachten:',
    fr: () => `Commandes${NNBSP}:`,
  }),
  'cli.help-one': words({
    en: () => 'Run `npm run cli -- <command> --help` for one command.',
    nl: () => 'Typ `npm run cli -- <opdracht> --help` voor één opdracht.',
    fr: () => 'Tapez `npm run cli -- <commande> --help` pour une seule commande.',
  }),
  /** The first line of `npm run cli -- <command> --help`. */
  'cli.usage-command': words<{ command: string }>({
    en: (p) => `Usage: npm run cli -- ${p.command} [flags]`,
    nl: (p) => `Gebruik: npm run cli -- ${p.command} [opties]`,
    fr: (p) => `Utilisation${NNBSP}: npm run cli -- ${p.command} [options]`,
  }),
  'cli.unknown-command': words<{ command: string; commands: readonly string[] }>({
    en: (p) => `orderslip: unknown command "${p.command}". Commands: ${p.commands.join(', ')}.`,
    nl: (p) => `orderslip: onbekende opdracht "${p.command}". Opdrachten: ${p.commands.join(', ')}.`,
    fr: (p) =>
      `orderslip: commande inconnue «${NNBSP}${p.command}${NNBSP}». Commandes${NNBSP}: ${p.commands.join(', ')}.`,
  }),
  /**
   * A command refused how it was called: the program and command first, the same in every language,
   * so a script can pick the line out.
   */
  'cli.refused': words<RefusedParams>({
    en: (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
    nl: (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
    fr: (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
  }),
  /** A command that could not start or failed (exit code 1): the port in use, a folder not writable. */
  'cli.failed': words<FailedParams>({
    en: (p, f): string => `orderslip: ${f.say(p.reason)}`,
    nl: (p, f): string => `orderslip: ${f.say(p.reason)}`,
    fr: (p, f): string => `orderslip: ${f.say(p.reason)}`,
  }),

  // How the flags were typed.
  'cli.unknown-option': words<{ option: string }>({
    en: (p) => `Unknown option '${p.option}'`,
    nl: (p) => `Onbekende optie '${p.option}'`,
    fr: (p) => `Option inconnue '${p.option}'`,
  }),
  /** A flag that takes a value came last, or was followed by another flag (`--order --printer x`). */
  'cli.needs-value': words<{ option: string }>({
    en: (p) => `${p.option} needs a value (one that starts with a dash is written ${p.option}=-…)`,
    nl: (p) =>
      `${p.option} heeft een waarde nodig (een die met een streepje begint, schrijft u ${p.option}=-…)`,
    fr: (p) => `${p.option} demande une valeur (une valeur qui commence par un tiret s’écrit ${p.option}=-…)`,
  }),
  'cli.takes-no-value': words<{ option: string }>({
    en: (p) => `${p.option} takes no value`,
    nl: (p) => `${p.option} neemt geen waarde`,
    fr: (p) => `${p.option} ne prend pas de valeur`,
  }),
  'cli.unexpected-argument': words<{ argument: string }>({
    en: (p) => `unexpected argument '${p.argument}': every value goes after its flag`,
    nl: (p) => `onverwacht argument '${p.argument}': elke waarde hoort na haar optie`,
    fr: (p) => `argument inattendu '${p.argument}'${NNBSP}: chaque valeur suit son option`,
  }),
  /** Flags Node's parser refused for a reason none of the above names; `detail` is its (English) text. */
  'cli.bad-arguments': words<{ detail: string }>({
    en: (p) => `the flags cannot be read: ${p.detail}`,
    nl: (p) => `de opties zijn niet te lezen: ${p.detail}`,
    fr: (p) => `les options sont illisibles${NNBSP}: ${p.detail}`,
  }),

  // A flag's value.
  'cli.whole-number': words<{ flag: string; value: string }>({
    en: (p) => `${p.flag} must be a whole number, got "${p.value}"`,
    nl: (p) => `${p.flag} moet een geheel getal zijn, niet "${p.value}"`,
    fr: (p) => `${p.flag} doit être un nombre entier, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  'cli.between': words<{ flag: string; min: number; max: number; value: number }>({
    en: (p) => `${p.flag} must be between ${p.min} and ${p.max}, got ${p.value}`,
    nl: (p) => `${p.flag} moet tussen ${p.min} en ${p.max} liggen, niet ${p.value}`,
    fr: (p) => `${p.flag} doit être entre ${p.min} et ${p.max}, pas ${p.value}`,
  }),
  'cli.one-of': words<{ flag: string; allowed: readonly (string | number)[]; value: string }>({
    en: (p) => `${p.flag} must be one of ${p.allowed.join(', ')}, got "${p.value}"`,
    nl: (p) => `${p.flag} moet een van ${p.allowed.join(', ')} zijn, niet "${p.value}"`,
    fr: (p) =>
      `${p.flag} doit être l’une des valeurs ${p.allowed.join(', ')}, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  /** `--mode`: the modes of the printer `--protocol` chose. */
  'cli.mode-for-protocol': words<{ allowed: readonly string[]; protocol: string; value: string }>({
    en: (p) =>
      `--mode must be one of ${p.allowed.join(', ')} with --protocol ${p.protocol}, got "${p.value}"`,
    nl: (p) =>
      `--mode moet met --protocol ${p.protocol} een van ${p.allowed.join(', ')} zijn, niet "${p.value}"`,
    fr: (p) =>
      `avec --protocol ${p.protocol}, --mode doit être l’une des valeurs ${p.allowed.join(', ')}, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  'cli.width-58-80': words<{ value: string }>({
    en: (p) => `--width must be 58 or 80 (mm), got "${p.value}"`,
    nl: (p) => `--width moet 58 of 80 (mm) zijn, niet "${p.value}"`,
    fr: (p) => `--width doit être 58 ou 80 (mm), pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  /** `usage`: the flag as the help shows it, with its value's shape (`--order FILE.json`). */
  'cli.required': words<{ usage: string }>({
    en: (p) => `${p.usage} is required`,
    nl: (p) => `${p.usage} is verplicht`,
    fr: (p) => `${p.usage} est obligatoire`,
  }),
  'cli.size-required': words({
    en: () => '--size WxH (the label in mm, like 58x40) is required',
    nl: () => '--size WxH (het etiket in mm, zoals 58x40) is verplicht',
    fr: () => '--size WxH (l’étiquette en mm, comme 58x40) est obligatoire',
  }),
  /** `virtual-printer --protocol`: the printers it can be. */
  'cli.printer-protocol': words<{ value: string }>({
    en: (p) => `--protocol must be epson, star, zpl or tspl, got "${p.value}"`,
    nl: (p) => `--protocol moet epson, star, zpl of tspl zijn, niet "${p.value}"`,
    fr: (p) => `--protocol doit être epson, star, zpl ou tspl, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  'cli.not-empty': words<{ flag: string }>({
    en: (p) => `${p.flag} must not be empty`,
    nl: (p) => `${p.flag} mag niet leeg zijn`,
    fr: (p) => `${p.flag} ne peut pas être vide`,
  }),
  /** A flag given where it means nothing: `needs` is the flag and value it belongs with. */
  'cli.only-with': words<{ flag: string; needs: string }>({
    en: (p) => `${p.flag} is for ${p.needs}`,
    nl: (p) => `${p.flag} hoort bij ${p.needs}`,
    fr: (p) => `${p.flag} va avec ${p.needs}`,
  }),
  'cli.width-not-for-labels': words({
    en: () => '--width is for receipt printers; label sizes come from the job',
    nl: () => '--width is voor bonprinters; de maat van een etiket komt uit de opdracht',
    fr: () =>
      `--width est pour les imprimantes de tickets${NNBSP}; la taille d’une étiquette vient du travail`,
  }),
  /** A flag whose value was refused for a reason said elsewhere (`--date: …`, `--printer: …`). */
  'cli.flag-problem': words<FlagProblemParams>({
    en: (p, f): string => `${p.flag}: ${f.say(p.problem)}`,
    nl: (p, f): string => `${p.flag}: ${f.say(p.problem)}`,
    fr: (p, f): string => `${p.flag}${NNBSP}: ${f.say(p.problem)}`,
  }),
  /** `reason`: the system's error code (ENOENT, EACCES). */
  'cli.file-unreadable': words<{ flag: string; path: string; reason: string }>({
    en: (p) => `${p.flag} ${p.path} cannot be read: ${p.reason}`,
    nl: (p) => `${p.flag} ${p.path} is niet te lezen: ${p.reason}`,
    fr: (p) => `${p.flag} ${p.path} est illisible${NNBSP}: ${p.reason}`,
  }),
  /** `detail`: the JSON parser's (English) words for what is wrong, with its place. */
  'cli.file-not-json': words<{ flag: string; path: string; detail: string }>({
    en: (p) => `${p.flag} ${p.path} is not valid JSON: ${p.detail}`,
    nl: (p) => `${p.flag} ${p.path} is geen geldige JSON: ${p.detail}`,
    fr: (p) => `${p.flag} ${p.path} n’est pas du JSON valable${NNBSP}: ${p.detail}`,
  }),
  'cli.label-size-shape': words<{ flag: string; value: string }>({
    en: (p) => `${p.flag} must be the label's width x height in mm, like 58x40, got "${p.value}"`,
    nl: (p) => `${p.flag} moet de breedte x hoogte van het etiket in mm zijn, zoals 58x40, niet "${p.value}"`,
    fr: (p) =>
      `${p.flag} doit être la largeur x hauteur de l’étiquette en mm, comme 58x40, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  'cli.label-width': words<{ flag: string; min: number; max: number; value: number }>({
    en: (p) => `${p.flag}: the width must be between ${p.min} and ${p.max} mm, got ${p.value}`,
    nl: (p) => `${p.flag}: de breedte moet tussen ${p.min} en ${p.max} mm liggen, niet ${p.value}`,
    fr: (p) => `${p.flag}${NNBSP}: la largeur doit être entre ${p.min} et ${p.max} mm, pas ${p.value}`,
  }),
  'cli.label-height': words<{ flag: string; min: number; max: number; value: number }>({
    en: (p) => `${p.flag}: the height must be between ${p.min} and ${p.max} mm, got ${p.value}`,
    nl: (p) => `${p.flag}: de hoogte moet tussen ${p.min} en ${p.max} mm liggen, niet ${p.value}`,
    fr: (p) => `${p.flag}${NNBSP}: la hauteur doit être entre ${p.min} et ${p.max} mm, pas ${p.value}`,
  }),
  'cli.label-printer-needs': words({
    en: () =>
      '--label-printer needs --label-protocol zpl|tspl|escpos and --label-size WxH: a label printer sent the wrong language or size prints nonsense',
    nl: () =>
      '--label-printer heeft --label-protocol zpl|tspl|escpos en --label-size WxH nodig: een etiketprinter die de verkeerde taal of maat krijgt, drukt onzin af',
    fr: () =>
      `--label-printer demande --label-protocol zpl|tspl|escpos et --label-size WxH${NNBSP}: une imprimante d’étiquettes à qui l’on envoie le mauvais langage ou la mauvaise taille imprime n’importe quoi`,
  }),
  'cli.label-flags-need-printer': words({
    en: () =>
      '--label-protocol, --label-size and --label-dpi set up a label printer: give it with --label-printer URI',
    nl: () =>
      '--label-protocol, --label-size en --label-dpi stellen een etiketprinter in: geef die op met --label-printer URI',
    fr: () =>
      `--label-protocol, --label-size et --label-dpi règlent une imprimante d’étiquettes${NNBSP}: indiquez-la avec --label-printer URI`,
  }),
  'cli.shop-number': words<{ value: string }>({
    en: (p) => `--shop must be a shop's number, got "${p.value}"`,
    nl: (p) => `--shop moet het nummer van een winkel zijn, niet "${p.value}"`,
    fr: (p) => `--shop doit être le numéro d’un magasin, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),
  'cli.confirm-methods': words<{ allowed: readonly string[]; value: string }>({
    en: (p) => `--confirm-methods takes a comma-separated list of ${p.allowed.join(', ')}, got "${p.value}"`,
    nl: (p) =>
      `--confirm-methods neemt een lijst van ${p.allowed.join(', ')}, gescheiden door komma's, niet "${p.value}"`,
    fr: (p) =>
      `--confirm-methods prend une liste de ${p.allowed.join(', ')} séparés par des virgules, pas «${NNBSP}${p.value}${NNBSP}»`,
  }),

  // `run`'s refusals.
  'cli.token-not-a-flag': words({
    en: () =>
      'the token is never a flag (it would show in process lists): set ORDERSLIP_TOKEN or use --token-file',
    nl: () =>
      'het token is nooit een optie (het zou in de proceslijst te zien zijn): zet ORDERSLIP_TOKEN of gebruik --token-file',
    fr: () =>
      `le jeton n’est jamais une option (il se verrait dans la liste des processus)${NNBSP}: définissez ORDERSLIP_TOKEN ou utilisez --token-file`,
  }),
  /** `run` without a window to set it up in, and without what it needs to poll and print. */
  'cli.missing': words<{ missing: readonly MissingSetting[] }>({
    en: (p) =>
      `missing ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN or --token-file' : item)).join(', ')} (or give --http-port to set up in the window)`,
    nl: (p) =>
      `ontbreekt: ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN of --token-file' : item)).join(', ')} (of geef --http-port om in het venster in te stellen)`,
    fr: (p) =>
      `il manque ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN ou --token-file' : item)).join(', ')} (ou indiquez --http-port pour régler dans la fenêtre)`,
  }),
  /** The settings are there but unusable; each problem is a sentence of its own. */
  'cli.problems': words<ProblemsParams>({
    en: (p, f): string => p.problems.map((problem: Message) => f.say(problem)).join(' '),
    nl: (p, f): string => p.problems.map((problem: Message) => f.say(problem)).join(' '),
    fr: (p, f): string => p.problems.map((problem: Message) => f.say(problem)).join(' '),
  }),

  // Each command's summary and flags, as `--help` shows them; the flags one a line, aligned.
  'cli.run.summary': words({
    en: () => 'Poll the ordering service, print every new order and confirm it once printed (no Electron).',
    nl: () =>
      'Vraag de bestelservice af, druk elke nieuwe bestelling af en bevestig ze zodra ze afgedrukt is (zonder Electron).',
    fr: () =>
      'Interroge le service de commande, imprime chaque nouvelle commande et la confirme une fois imprimée (sans Electron).',
  }),
  'cli.run.usage': words<UsageParams>({
    en: (p) =>
      [
        '--api-url URL --tenant ID    the ordering service; the token comes from ORDERSLIP_TOKEN or --token-file PATH',
        '--shop ID                    a shop to poll; repeat for more (none: every shop the service lists)',
        '--printer URI                the receipt printer for all shops: tcp://HOST[:PORT], printer:QUEUE or a device path',
        `--language ${p.languages.padEnd(17)} the receipts' words, the log's text lines and these lines (default: English log)`,
        '--type epson|star  --paper-width 58|80  --copies 1-5',
        '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
        '--print-mode text|image|auto  --dpi 180|203|300  --model ID (a printer family: print --help lists them)',
        '--label-printer URI          a label printer for all shops, beside the receipt printer (order and cake',
        '                             labels); with --label-protocol zpl|tspl|escpos and --label-size WxH (mm)',
        "--label-dpi 203|300          the label printer's head (default 203)",
        '--poll-interval SECONDS      time between polls of a shop (default 5)',
        `--data-dir DIR               the ledger and settings (default ${p.dataDir})`,
        '--http-port PORT             serve the window and AppApi on http://127.0.0.1:PORT/',
        '--config FILE                settings as JSON (docs/HEADLESS.md); flags win over it',
        "--log-format text|json       one line per event (default text); JSON lines carry each message's code",
      ].join('\n'),
    nl: (p) =>
      [
        '--api-url URL --tenant ID    de bestelservice; het token komt uit ORDERSLIP_TOKEN of --token-file PAD',
        '--shop ID                    een winkel om af te vragen; herhaal voor meer (geen: elke winkel van de service)',
        '--printer URI                de bonprinter voor alle winkels: tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad',
        `--language ${p.languages.padEnd(17)} de woorden op de bonnen, de tekstregels van het logboek en deze regels (standaard: Engels logboek)`,
        '--type epson|star  --paper-width 58|80  --copies 1-5',
        '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
        '--print-mode text|image|auto  --dpi 180|203|300  --model ID (een printerfamilie: print --help somt ze op)',
        '--label-printer URI          een etiketprinter voor alle winkels, naast de bonprinter (bestel- en',
        '                             taartetiketten); met --label-protocol zpl|tspl|escpos en --label-size BxH (mm)',
        '--label-dpi 203|300          de kop van de etiketprinter (standaard 203)',
        '--poll-interval SECONDEN     tijd tussen twee keer afvragen van een winkel (standaard 5)',
        `--data-dir MAP               het register en de instellingen (standaard ${p.dataDir})`,
        '--http-port POORT            toon het venster en AppApi op http://127.0.0.1:POORT/',
        '--config BESTAND             instellingen als JSON (docs/HEADLESS.md); opties gaan erboven',
        '--log-format text|json       één regel per gebeurtenis (standaard text); JSON-regels dragen de code van elk bericht',
      ].join('\n'),
    fr: (p) =>
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
        `--log-format text|json       une ligne par événement (text par défaut)${NNBSP}; les lignes JSON portent le code de chaque message`,
      ].join('\n'),
  }),
  'cli.demo.summary': words({
    en: () =>
      'The demo: the ordering-service simulator with a stream of orders, a virtual printer, and the window.',
    nl: () =>
      'De demo: de nagebootste bestelservice met een stroom bestellingen, een virtuele printer en het venster.',
    fr: () =>
      `La démo${NNBSP}: le simulateur du service de commande avec un flux de commandes, une imprimante virtuelle et la fenêtre.`,
  }),
  'cli.demo.usage': words<{ languages: string }>({
    en: (p) =>
      [
        '--http-port PORT     where to serve the window (default: a free port, printed)',
        '--per-minute N       new orders per minute (default 4)',
        '--data-dir DIR       keep the demo history here (default: a new temporary folder)',
        `--language ${p.languages.padEnd(9)} the words of these and the terminal lines (default en) and of the receipts (default nl)`,
        '--show-receipts      print every receipt in the terminal as the virtual printer prints it',
      ].join('\n'),
    nl: (p) =>
      [
        '--http-port POORT    waar het venster te zien is (standaard: een vrije poort, die getoond wordt)',
        '--per-minute N       nieuwe bestellingen per minuut (standaard 4)',
        '--data-dir MAP       bewaar de geschiedenis van de demo hier (standaard: een nieuwe tijdelijke map)',
        `--language ${p.languages.padEnd(9)} de woorden van deze en de terminalregels (standaard en) en van de bonnen (standaard nl)`,
        '--show-receipts      toon elke bon in de terminal zodra de virtuele printer hem afdrukt',
      ].join('\n'),
    fr: (p) =>
      [
        `--http-port PORT     où servir la fenêtre (par défaut${NNBSP}: un port libre, affiché)`,
        '--per-minute N       nouvelles commandes par minute (4 par défaut)',
        `--data-dir DOSSIER   garder ici l’historique de la démo (par défaut${NNBSP}: un nouveau dossier temporaire)`,
        `--language ${p.languages.padEnd(9)} les mots de ces lignes et du terminal (en par défaut) et des tickets (nl par défaut)`,
        '--show-receipts      affiche chaque ticket dans le terminal quand l’imprimante virtuelle l’imprime',
      ].join('\n'),
  }),
  'cli.print.summary': words({
    en: () =>
      'Print one order (the service JSON shape) once: no confirm, no history. Exit 0 only when the printer verified it.',
    nl: () =>
      'Druk één bestelling (in de JSON-vorm van de service) één keer af: geen bevestiging, geen geschiedenis. Exit 0 alleen als de printer het bevestigde.',
    fr: () =>
      `Imprime une commande (au format JSON du service) une fois${NNBSP}: ni confirmation, ni historique. Sortie 0 seulement si l’imprimante l’a vérifiée.`,
  }),
  'cli.print.usage': words<{ languages: string; models: readonly string[] }>({
    en: (p) =>
      [
        '--order FILE.json            the order as the ordering service sends it',
        '--printer URI                tcp://HOST[:PORT], printer:QUEUE or a device path (/dev/usb/lp0, COM3)',
        `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
        '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
        '--print-mode text|image|auto text in the code page; drawn as an image (any script, emoji); or auto',
        '                             (default): text, drawn where the code page cannot show the characters',
        '--model ID                   the printer family, for its type, paper width and dpi unless given:',
        `                             ${p.models.join(', ')} (default generic)`,
        '--dpi 180|203|300            the print head; an image is 576 dots wide at 80 mm and 203 dpi',
        '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
        'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
      ].join('\n'),
    nl: (p) =>
      [
        '--order BESTAND.json         de bestelling zoals de bestelservice ze stuurt',
        '--printer URI                tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad (/dev/usb/lp0, COM3)',
        `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
        '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
        '--print-mode text|image|auto tekst in de codetabel; getekend als beeld (elk schrift, emoji); of auto',
        '                             (standaard): tekst, getekend waar de codetabel de tekens niet kan tonen',
        '--model ID                   de printerfamilie, voor type, papierbreedte en dpi tenzij opgegeven:',
        `                             ${p.models.join(', ')} (standaard generic)`,
        '--dpi 180|203|300            de printkop; een beeld is 576 punten breed bij 80 mm en 203 dpi',
        '--allow-unverified           stuur ook naar een printer die niet kan bevestigen dat hij afdrukte (exit 3 als verstuurd)',
        'Exit: 0 afgedrukt en bevestigd, 3 afgeleverd maar niet bevestigd, 1 mislukt (de reden wordt getoond), 2 verkeerd gebruik.',
      ].join('\n'),
    fr: (p) =>
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
  }),
  'cli.print-labels.summary': words({
    en: () =>
      "Print one order's labels (order and cake labels) once: no confirm, no history. Exit 0 only when the printer verified every label.",
    nl: () =>
      'Druk de etiketten van één bestelling (bestel- en taartetiketten) één keer af: geen bevestiging, geen geschiedenis. Exit 0 alleen als de printer elk etiket bevestigde.',
    fr: () =>
      `Imprime les étiquettes d’une commande (de commande et de gâteau) une fois${NNBSP}: ni confirmation, ni historique. Sortie 0 seulement si l’imprimante a vérifié chaque étiquette.`,
  }),
  'cli.print-labels.usage': words<{ languages: string }>({
    en: (p) =>
      [
        '--order FILE.json            the order as the ordering service sends it',
        '--printer URI                the label printer: tcp://HOST[:PORT], printer:QUEUE or a device path',
        '--protocol zpl|tspl|escpos   ZPL (Zebra and compatibles), TSPL (TSC, Xprinter) or ESC/POS labels (Epson TM-L90)',
        '--size WxH                   the label in mm, like 58x40 or 62x29 (25-120 wide, 15-200 high)',
        '--dpi 203|300                the print head (default 203)',
        `--language ${p.languages.padEnd(17)} the labels' words and these lines (default nl)`,
        '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
        'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
      ].join('\n'),
    nl: (p) =>
      [
        '--order BESTAND.json         de bestelling zoals de bestelservice ze stuurt',
        '--printer URI                de etiketprinter: tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad',
        '--protocol zpl|tspl|escpos   ZPL (Zebra en compatibele), TSPL (TSC, Xprinter) of ESC/POS-etiketten (Epson TM-L90)',
        '--size BxH                   het etiket in mm, zoals 58x40 of 62x29 (25-120 breed, 15-200 hoog)',
        '--dpi 203|300                de printkop (standaard 203)',
        `--language ${p.languages.padEnd(17)} de woorden op de etiketten en van deze regels (standaard nl)`,
        '--allow-unverified           stuur ook naar een printer die niet kan bevestigen dat hij afdrukte (exit 3 als verstuurd)',
        'Exit: 0 afgedrukt en bevestigd, 3 afgeleverd maar niet bevestigd, 1 mislukt (de reden wordt getoond), 2 verkeerd gebruik.',
      ].join('\n'),
    fr: (p) =>
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
  }),
  'cli.bake-list.summary': words({
    en: () => "What to bake for a day: every product's total by unit and options, and the plate texts.",
    nl: () =>
      'Wat er voor een dag te bakken is: het totaal van elk product per eenheid en opties, en de plaatjesteksten.',
    fr: () =>
      `Ce qu’il faut cuire pour un jour${NNBSP}: le total de chaque produit par unité et options, et les textes des plaquettes.`,
  }),
  'cli.pickup-sheet.summary': words({
    en: () => 'Who comes when on a day: orders by due time, what to hand over, whether collected.',
    nl: () =>
      'Wie wanneer komt op een dag: bestellingen op tijdstip, wat mee te geven is, of ze afgehaald zijn.',
    fr: () =>
      `Qui vient quand un jour donné${NNBSP}: les commandes par heure, ce qu’il faut remettre, si elles sont retirées.`,
  }),
  /** The flags `bake-list` and `pickup-sheet` share. */
  'cli.day-list.usage': words<UsageParams>({
    en: (p) =>
      [
        '--date YYYY-MM-DD            the pick-up/delivery day',
        `--data-dir DIR               the folder OrderSlip runs with (default ${p.dataDir}); read only`,
        '--shop ID                    one shop (default: every shop)',
        `--language ${p.languages.padEnd(17)} the words (default en); for csv also the spreadsheet convention:`,
        '                             nl, fr: ";" and a decimal comma (Belgian Excel); en: "," and a point',
      ].join('\n'),
    nl: (p) =>
      [
        '--date JJJJ-MM-DD            de dag van afhalen/leveren',
        `--data-dir MAP               de map waarmee OrderSlip draait (standaard ${p.dataDir}); alleen gelezen`,
        '--shop ID                    één winkel (standaard: elke winkel)',
        `--language ${p.languages.padEnd(17)} de woorden (standaard en); voor csv ook de gewoonte van het rekenblad:`,
        '                             nl, fr: ";" en een decimale komma (Belgische Excel); en: "," en een punt',
      ].join('\n'),
    fr: (p) =>
      [
        '--date AAAA-MM-JJ            le jour de retrait/livraison',
        `--data-dir DOSSIER           le dossier avec lequel OrderSlip tourne (par défaut ${p.dataDir})${NNBSP}; lu seulement`,
        `--shop ID                    un magasin (par défaut${NNBSP}: tous)`,
        `--language ${p.languages.padEnd(17)} les mots (en par défaut)${NNBSP}; en csv aussi la convention du tableur${NNBSP}:`,
        `                             nl, fr${NNBSP}: «${NNBSP};${NNBSP}» et une virgule décimale (Excel belge)${NNBSP}; en${NNBSP}: «${NNBSP},${NNBSP}» et un point`,
      ].join('\n'),
  }),
  'cli.bake-list.usage-format': words({
    en: () =>
      [
        '--format text|csv|json       text (default); csv: product,options,unit,quantity,orders,plu,sizes (no plates);',
        '                             json: the whole list with its plate texts',
      ].join('\n'),
    nl: () =>
      [
        '--format text|csv|json       text (standaard); csv: product,options,unit,quantity,orders,plu,sizes (geen plaatjes);',
        '                             json: de hele lijst met de plaatjesteksten',
      ].join('\n'),
    fr: () =>
      [
        `--format text|csv|json       text (par défaut)${NNBSP}; csv${NNBSP}: product,options,unit,quantity,orders,plu,sizes (sans plaquettes)${NNBSP};`,
        `                             json${NNBSP}: toute la liste avec les textes des plaquettes`,
      ].join('\n'),
  }),
  'cli.pickup-sheet.usage-format': words({
    en: () =>
      [
        '--format text|csv|json       text (default); csv: one row per order (time, order, client, phone,',
        '                             address, items, plates, remarks, status, id); json: the whole sheet',
      ].join('\n'),
    nl: () =>
      [
        '--format text|csv|json       text (standaard); csv: één rij per bestelling (tijd, bestelling, klant, telefoon,',
        '                             adres, artikelen, plaatjes, opmerkingen, status, id); json: de hele lijst',
      ].join('\n'),
    fr: () =>
      [
        `--format text|csv|json       text (par défaut)${NNBSP}; csv${NNBSP}: une ligne par commande (heure, commande, client, téléphone,`,
        `                             adresse, articles, plaquettes, remarques, état, id)${NNBSP}; json${NNBSP}: toute la feuille`,
      ].join('\n'),
  }),
  'cli.day-list.usage-delimiter': words({
    en: () => "--delimiter ';'|','|tab|'|'  csv: another delimiter than the language's",
    nl: () => "--delimiter ';'|','|tab|'|'  csv: een ander scheidingsteken dan dat van de taal",
    fr: () => `--delimiter ';'|','|tab|'|'  csv${NNBSP}: un autre séparateur que celui de la langue`,
  }),
  'cli.simulator.summary': words({
    en: () => 'Run the ordering-service simulator (seeded Belgian orders, faults on demand) until Ctrl+C.',
    nl: () =>
      'Laat de nagebootste bestelservice draaien (Belgische bestellingen uit een seed, storingen op verzoek) tot Ctrl+C.',
    fr: () =>
      'Fait tourner le simulateur du service de commande (commandes belges générées, pannes à la demande) jusqu’à Ctrl+C.',
  }),
  'cli.simulator.usage': words({
    en: () =>
      [
        '--port N              port to listen on (default 8080; 0 picks a free one)',
        '--host ADDRESS        address to listen on (default 127.0.0.1)',
        '--seed N              seed of the generated data (default 1)',
        '--orders N            orders to start with (default 12)',
        '--stream PER_MINUTE   new orders per minute (default 0: none)',
        '--confirm-methods M   methods the confirm route accepts, e.g. PUT,POST (default PUT)',
      ].join('\n'),
    nl: () =>
      [
        '--port N              poort om op te luisteren (standaard 8080; 0 kiest een vrije)',
        '--host ADRES          adres om op te luisteren (standaard 127.0.0.1)',
        '--seed N              seed van de gemaakte gegevens (standaard 1)',
        '--orders N            bestellingen om mee te beginnen (standaard 12)',
        '--stream PER_MINUUT   nieuwe bestellingen per minuut (standaard 0: geen)',
        '--confirm-methods M   methoden die de bevestigingsroute aanvaardt, bv. PUT,POST (standaard PUT)',
      ].join('\n'),
    fr: () =>
      [
        `--port N              le port d’écoute (8080 par défaut${NNBSP}; 0 en choisit un libre)`,
        '--host ADRESSE        l’adresse d’écoute (127.0.0.1 par défaut)',
        '--seed N              la graine des données générées (1 par défaut)',
        '--orders N            les commandes de départ (12 par défaut)',
        `--stream PAR_MINUTE   nouvelles commandes par minute (0 par défaut${NNBSP}: aucune)`,
        '--confirm-methods M   les méthodes que la route de confirmation accepte, p. ex. PUT,POST (PUT par défaut)',
      ].join('\n'),
  }),
  'cli.virtual-printer.summary': words({
    en: () => 'Run a virtual receipt printer (Epson, Star) or label printer (ZPL, TSPL) until Ctrl+C.',
    nl: () => 'Laat een virtuele bonprinter (Epson, Star) of etiketprinter (ZPL, TSPL) draaien tot Ctrl+C.',
    fr: () =>
      'Fait tourner une imprimante de tickets (Epson, Star) ou d’étiquettes (ZPL, TSPL) virtuelle jusqu’à Ctrl+C.',
  }),
  'cli.virtual-printer.usage': words<{
    epsonModes: readonly string[];
    starModes: readonly string[];
    labelModes: readonly string[];
  }>({
    en: (p) =>
      [
        '--protocol epson|star|zpl|tspl  which printer to be (default epson; zpl: a Zebra, tspl: a TSC/Xprinter)',
        '--port N              port to listen on (default 9100; 0 picks a free one)',
        '--status-port N       star: the status port (default 9101, or a free one with --port 0)',
        '--host ADDRESS        address to listen on (default 127.0.0.1)',
        `--mode MODE           epson: ${p.epsonModes.join(' | ')} (default ready)`,
        `                      star: ${p.starModes.join(' | ')}`,
        `                      zpl, tspl: ${p.labelModes.join(' | ')}`,
        '--width 58|80         paper width in mm, for the HTML pictures (default 80)',
        "--dpi 203|300         zpl, tspl: the print head's resolution (default 203)",
        "--html-dir DIR        write each job's picture there as job-<n>.html",
      ].join('\n'),
    nl: (p) =>
      [
        '--protocol epson|star|zpl|tspl  welke printer te zijn (standaard epson; zpl: een Zebra, tspl: een TSC/Xprinter)',
        '--port N              poort om op te luisteren (standaard 9100; 0 kiest een vrije)',
        '--status-port N       star: de statuspoort (standaard 9101, of een vrije met --port 0)',
        '--host ADRES          adres om op te luisteren (standaard 127.0.0.1)',
        `--mode MODUS          epson: ${p.epsonModes.join(' | ')} (standaard ready)`,
        `                      star: ${p.starModes.join(' | ')}`,
        `                      zpl, tspl: ${p.labelModes.join(' | ')}`,
        '--width 58|80         papierbreedte in mm, voor de HTML-beelden (standaard 80)',
        '--dpi 203|300         zpl, tspl: de resolutie van de printkop (standaard 203)',
        '--html-dir MAP        schrijf daar het beeld van elke opdracht als job-<n>.html',
      ].join('\n'),
    fr: (p) =>
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
      ].join('\n'),
  }),
} as const;
