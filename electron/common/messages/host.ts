/**
 * The hosts: how a command reaches the app (IPC, HTTP), what the edge refuses, and what the hosts
 * themselves say (the token store, the diagnostics dialog, the HTTP port).
 */
import type { Message } from './catalogue';
import { words } from './wording';

const NNBSP = '\u202f';

// Parameters that hold a message are interfaces: their types resolve lazily, so the catalogue, which
// includes these wordings, does not depend on itself while it is being typed.
interface BadArgument {
  readonly command: string;
  readonly argument: string;
  readonly problem: Message;
}
interface CommandFailed {
  readonly command: string;
  readonly cause: Message;
}

/** Said after a refusal the person cannot fix by changing what they typed: the window itself is off. */
const reload = {
  en: 'Reload the window; if it happens again, export diagnostics and send them to support.',
  nl: 'Herlaad het venster; gebeurt het opnieuw, exporteer dan de diagnose en stuur ze naar de ondersteuning.',
  fr: `Rechargez la fenêtre${NNBSP}; si cela se répète, exportez le diagnostic et envoyez-le au support.`,
} as const;

export const hostWords = {
  /** A command name no AppApi has (a window of another version, or not our window). */
  'host.unknown-command': words<{ command: string }>({
    en: (p) => `OrderSlip does not know the command "${p.command}". ${reload.en}`,
    nl: (p) => `OrderSlip kent de opdracht "${p.command}" niet. ${reload.nl}`,
    fr: (p) => `OrderSlip ne connaît pas la commande «${NNBSP}${p.command}${NNBSP}». ${reload.fr}`,
  }),
  'host.arguments-not-a-list': words<{ command: string }>({
    en: (p) =>
      `OrderSlip could not do "${p.command}": the window did not send its details as a list. ${reload.en}`,
    nl: (p) =>
      `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde de gegevens niet als lijst. ${reload.nl}`,
    fr: (p) =>
      `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre n’a pas envoyé les données sous forme de liste. ${reload.fr}`,
  }),
  'host.too-many-arguments': words<{ command: string; count: number; max: number }>({
    en: (p, f) =>
      `OrderSlip could not do "${p.command}": the window sent ${p.count} details, it takes ${f.plural(p.max, { one: 'at most 1', other: `at most ${p.max}` })}. ${reload.en}`,
    nl: (p) =>
      `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde ${p.count} gegevens, er horen er hoogstens ${p.max}. ${reload.nl}`,
    fr: (p) =>
      `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre a envoyé ${p.count} données, la commande en prend ${p.max} au plus. ${reload.fr}`,
  }),
  /** One argument of a command is not what it must be; `problem` is one of the `host.expected-*` below. */
  'host.bad-argument': words<BadArgument>({
    en: (p, f): string =>
      `OrderSlip could not do "${p.command}": the window sent a wrong ${p.argument}. ${f.say(p.problem)} ${reload.en}`,
    nl: (p, f): string =>
      `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde een verkeerde waarde voor ${p.argument}. ${f.say(p.problem)} ${reload.nl}`,
    fr: (p, f): string =>
      `OrderSlip n’a pas pu exécuter «${NNBSP}${p.command}${NNBSP}»${NNBSP}: la fenêtre a envoyé une valeur incorrecte pour ${p.argument}. ${f.say(p.problem)} ${reload.fr}`,
  }),
  'host.expected-id': words<{ max: number }>({
    en: (p) => `It must be a text of 1 to ${p.max} characters.`,
    nl: (p) => `Het moet een tekst van 1 tot ${p.max} tekens zijn.`,
    fr: (p) => `Ce doit être un texte de 1 à ${p.max} caractères.`,
  }),
  'host.expected-job-id': words({
    en: () => 'It must be the number of a print job.',
    nl: () => 'Het moet het nummer van een printopdracht zijn.',
    fr: () => 'Ce doit être le numéro d’une impression.',
  }),
  'host.expected-text': words<{ max: number }>({
    en: (p) => `It must be a text of at most ${p.max} characters.`,
    nl: (p) => `Het moet een tekst van hoogstens ${p.max} tekens zijn.`,
    fr: (p) => `Ce doit être un texte de ${p.max} caractères au plus.`,
  }),
  'host.expected-whole-number': words<{ min: number; max: number }>({
    en: (p) => `It must be a whole number from ${p.min} to ${p.max}.`,
    nl: (p) => `Het moet een geheel getal van ${p.min} tot ${p.max} zijn.`,
    fr: (p) => `Ce doit être un nombre entier de ${p.min} à ${p.max}.`,
  }),
  'host.expected-date': words({
    en: () => 'It must be a date written as YYYY-MM-DD.',
    nl: () => 'Het moet een datum zijn, geschreven als JJJJ-MM-DD.',
    fr: () => 'Ce doit être une date écrite AAAA-MM-JJ.',
  }),
  /** `choices` are the values themselves (codes such as `came-out`), shown as they are. */
  'host.expected-one-of': words<{ choices: readonly string[] }>({
    en: (p) => `It must be one of: ${p.choices.join(', ')}.`,
    nl: (p) => `Het moet een van deze zijn: ${p.choices.join(', ')}.`,
    fr: (p) => `Ce doit être l’une de ces valeurs${NNBSP}: ${p.choices.join(', ')}.`,
  }),
  'host.expected-object': words({
    en: () => 'It must be a group of named values (a JSON object).',
    nl: () => 'Het moet een groep benoemde waarden zijn (een JSON-object).',
    fr: () => 'Ce doit être un ensemble de valeurs nommées (un objet JSON).',
  }),
  'host.expected-printer': words({
    en: () => 'It must be the id of a saved printer, or the settings of a printer.',
    nl: () => 'Het moet de id van een bewaarde printer zijn, of de instellingen van een printer.',
    fr: () => 'Ce doit être l’identifiant d’une imprimante enregistrée, ou les réglages d’une imprimante.',
  }),
  /** For the log: a command failed for a reason the service did not mean. */
  'host.command-failed': words<CommandFailed>({
    en: (p, f): string => `The command "${p.command}" failed: ${f.say(p.cause)}`,
    nl: (p, f): string => `De opdracht "${p.command}" mislukte: ${f.say(p.cause)}`,
    fr: (p, f): string => `La commande «${NNBSP}${p.command}${NNBSP}» a échoué${NNBSP}: ${f.say(p.cause)}`,
  }),
  /** A command from a page that is not OrderSlip's own window (IPC sender, HTTP origin or header). */
  'host.not-our-window': words<{ command: string }>({
    en: (p) => `OrderSlip refused "${p.command}": only the OrderSlip window itself may send commands.`,
    nl: (p) =>
      `OrderSlip weigerde "${p.command}": alleen het venster van OrderSlip zelf mag opdrachten sturen.`,
    fr: (p) =>
      `OrderSlip a refusé «${NNBSP}${p.command}${NNBSP}»${NNBSP}: seule la fenêtre d’OrderSlip elle-même peut envoyer des commandes.`,
  }),
  /** An HTTP request for another host name than the one served (DNS rebinding). */
  'host.wrong-address': words({
    en: () => 'This address is not served here: open OrderSlip at 127.0.0.1 or localhost.',
    nl: () => 'Dit adres wordt hier niet bediend: open OrderSlip op 127.0.0.1 of localhost.',
    fr: () => `Cette adresse n’est pas servie ici${NNBSP}: ouvrez OrderSlip sur 127.0.0.1 ou localhost.`,
  }),
  'host.method-not-allowed': words<{ method: string }>({
    en: (p) =>
      `OrderSlip does not answer ${p.method} here: commands are sent with POST, pages asked with GET.`,
    nl: (p) =>
      `OrderSlip beantwoordt ${p.method} hier niet: opdrachten gaan met POST, pagina's vraag je op met GET.`,
    fr: (p) =>
      `OrderSlip ne répond pas à ${p.method} ici${NNBSP}: les commandes s’envoient avec POST, les pages se demandent avec GET.`,
  }),
  'host.not-found': words({
    en: () => 'There is nothing at this address.',
    nl: () => 'Op dit adres staat niets.',
    fr: () => 'Il n’y a rien à cette adresse.',
  }),
  'host.request-too-large': words<{ maxBytes: number }>({
    en: (p, f) => `The request is larger than OrderSlip takes (${f.number(p.maxBytes)} bytes). ${reload.en}`,
    nl: (p, f) => `De vraag is groter dan OrderSlip aanneemt (${f.number(p.maxBytes)} bytes). ${reload.nl}`,
    fr: (p, f) => `La requête dépasse ce qu’OrderSlip accepte (${f.number(p.maxBytes)} octets). ${reload.fr}`,
  }),
  'host.request-not-json': words({
    en: () => `OrderSlip could not read the request: it is not JSON. ${reload.en}`,
    nl: () => `OrderSlip kon de vraag niet lezen: het is geen JSON. ${reload.nl}`,
    fr: () => `OrderSlip n’a pas pu lire la requête${NNBSP}: ce n’est pas du JSON. ${reload.fr}`,
  }),
  'host.window-not-built': words({
    en: () => 'The window is not built: run `npm run build`, then reload this page.',
    nl: () => 'Het venster is niet gebouwd: voer `npm run build` uit en herlaad dan deze pagina.',
    fr: () => `La fenêtre n’est pas construite${NNBSP}: lancez \`npm run build\`, puis rechargez cette page.`,
  }),
  'host.port-in-use': words<{ port: number }>({
    en: (p) => `Port ${p.port} on 127.0.0.1 is in use by another program: choose another --http-port.`,
    nl: (p) =>
      `Poort ${p.port} op 127.0.0.1 is in gebruik door een ander programma: kies een andere --http-port.`,
    fr: (p) =>
      `Le port ${p.port} sur 127.0.0.1 est utilisé par un autre programme${NNBSP}: choisissez un autre --http-port.`,
  }),
  /** The window could not reach the app at all (the headless host stopped, the network call failed). */
  'host.not-answering': words({
    en: () => 'OrderSlip is not answering. Check that it is still running, then try again.',
    nl: () => 'OrderSlip antwoordt niet. Kijk of het nog draait en probeer het dan opnieuw.',
    fr: () => 'OrderSlip ne répond pas. Vérifiez qu’il fonctionne toujours, puis réessayez.',
  }),
  /** An HTTP answer the window cannot read as a reply (a proxy's page, a crash). */
  'host.answered-status': words<{ status: number }>({
    en: (p) =>
      `OrderSlip answered with an error (HTTP ${p.status}). Try again; if it keeps happening, restart OrderSlip.`,
    nl: (p) =>
      `OrderSlip antwoordde met een fout (HTTP ${p.status}). Probeer opnieuw; blijft het gebeuren, herstart OrderSlip dan.`,
    fr: (p) =>
      `OrderSlip a répondu par une erreur (HTTP ${p.status}). Réessayez${NNBSP}; si cela continue, redémarrez OrderSlip.`,
  }),
  'host.token-cannot-be-stored': words({
    en: () =>
      'This computer offers no way to store the token encrypted, so OrderSlip cannot keep it. Set up the system keyring, then enter the token again.',
    nl: () =>
      'Deze computer kan het toegangstoken niet versleuteld bewaren, dus OrderSlip kan het niet bijhouden. Stel de systeemsleutelhanger in en vul het token opnieuw in.',
    fr: () =>
      `Cet ordinateur ne permet pas de garder le jeton d’accès chiffré, OrderSlip ne peut donc pas le conserver. Configurez le trousseau système, puis saisissez à nouveau le jeton.`,
  }),
  /** The headless host's token comes from an environment variable: the window cannot replace it. */
  'host.token-from-environment': words<{ variable: string }>({
    en: (p) => `The token comes from ${p.variable}; change it there and restart OrderSlip.`,
    nl: (p) => `Het token komt uit ${p.variable}; wijzig het daar en herstart OrderSlip.`,
    fr: (p) => `Le jeton vient de ${p.variable}${NNBSP}; modifiez-le là, puis redémarrez OrderSlip.`,
  }),
  'host.diagnostics-dialog-title': words({
    en: () => 'Export diagnostics',
    nl: () => 'Diagnose exporteren',
    fr: () => 'Exporter le diagnostic',
  }),
  'host.diagnostics-file-kind': words({
    en: () => 'Diagnostics',
    nl: () => 'Diagnose',
    fr: () => 'Diagnostic',
  }),
} as const;
