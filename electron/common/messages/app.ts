/** Commands of the window: their refusals and outcomes, settings, diagnostics. */
import type { OrderRef } from '../order-label';
import type { Message } from './catalogue';
import type { Formatter } from './wording';
import { words } from './wording';

/** What a setting should have held, for `app.setting-wrong-type`. */
export type SettingShape = 'text' | 'true-false' | 'list' | 'group' | 'time-of-day';

interface SettingAt {
  /** Where in the settings, as written in the file: `printers[0].copies`. */
  readonly setting: string;
  /** The printer the setting belongs to, by name (its id when it has no name), or null. */
  readonly printer: string | null;
  /** The value found, shown as written (JSON, shortened). */
  readonly got: string;
}

const SHAPES = {
  en: {
    text: 'text',
    'true-false': 'true or false',
    list: 'a list',
    group: 'a group of settings ({ … })',
    'time-of-day': 'a time of day such as "07:30"',
  },
  nl: {
    text: 'tekst',
    'true-false': 'true of false',
    list: 'een lijst',
    group: 'een groep instellingen ({ … })',
    'time-of-day': 'een uur zoals "07:30"',
  },
  fr: {
    text: 'du texte',
    'true-false': 'true ou false',
    list: 'une liste',
    group: 'un groupe de réglages ({ … })',
    'time-of-day': 'une heure comme «\u202f07:30\u202f»',
  },
} as const;

/** What the setting should have held, in the language (a shape it does not know is said as it is). */
function shape(language: keyof typeof SHAPES, expected: SettingShape): string {
  const shapes: Readonly<Record<string, string | undefined>> = SHAPES[language];
  return shapes[String(expected)] ?? String(expected);
}

/** "Printer Counter: the setting x" / "The setting x": the start of every settings refusal. */
const theSetting = {
  en: (p: SettingAt) =>
    p.printer ? `Printer ${p.printer}: the setting ${p.setting}` : `The setting ${p.setting}`,
  nl: (p: SettingAt) =>
    p.printer ? `Printer ${p.printer}: de instelling ${p.setting}` : `De instelling ${p.setting}`,
  fr: (p: SettingAt) =>
    p.printer ? `Imprimante ${p.printer}\u202f: le réglage ${p.setting}` : `Le réglage ${p.setting}`,
};

/**
 * What keeps OrderSlip from running, as messages. A parameter holding messages is an interface, and
 * its wordings return `string` explicitly: only so the catalogue's type does not refer to itself.
 */
interface Missing {
  readonly problems: readonly Message[];
}

/** The problems that keep OrderSlip from running, each its own sentence, after a first one. */
function andProblems(problems: readonly Message[], f: Formatter): string {
  return problems.length === 0 ? '' : ` ${problems.map((problem): string => f.say(problem)).join(' ')}`;
}

/** Whether a tested printer answered status requests: yes, no, it is a print queue (none), or unknown. */
export type FindingStatus = 'answers' | 'silent' | 'queue' | 'unknown';
/** What proved the test receipt came out: the printer, the print queue, or nothing. */
export type FindingProof = 'printed' | 'queue-completed' | 'none';
/** One setting a test print suggests changing, with its new value where it has one. */
export type FindingChange =
  | { readonly kind: 'model'; readonly model: string }
  | { readonly kind: 'star' }
  | { readonly kind: 'image' }
  | { readonly kind: 'paper'; readonly width: number }
  | { readonly kind: 'dpi'; readonly dpi: number }
  | { readonly kind: 'character-set'; readonly set: string }
  | { readonly kind: 'unverified' };

/** What a test print found out (`app.test-print-findings`). */
interface Findings {
  readonly printer: string;
  readonly status: FindingStatus;
  readonly proof: FindingProof;
  /** The known model it named (its label: "Epson TM-T88"), or null. */
  readonly model: string | null;
  /** The name it gave when that is no model OrderSlip knows, or null. */
  readonly named: string | null;
  /** It answered Star's status request. */
  readonly star: boolean;
  readonly changes: readonly FindingChange[];
}

/** Each language's sentences of the findings; `change` words one suggested setting. */
const FINDING_WORDS = {
  en: {
    status: (p: Findings): string =>
      p.status === 'answers'
        ? p.proof === 'printed'
          ? `${p.printer} answers status requests and confirmed that the test receipt printed: orders on it print verified.`
          : `${p.printer} answers status requests, but did not confirm that the test receipt printed.`
        : p.status === 'silent'
          ? `${p.printer} answers no status requests, so OrderSlip cannot know whether a receipt came out.`
          : p.status === 'queue'
            ? p.proof === 'queue-completed'
              ? `The print queue ${p.printer} reported the test receipt as completed; the printer itself confirms nothing.`
              : `${p.printer} is a print queue: it gives no status, and it has not reported the test receipt as completed.`
            : `OrderSlip could not find out whether ${p.printer} answers status requests.`,
    model: (model: string) => ` It says it is an ${model}.`.replace(/ an (?=[^AEIOU])/, ' a '),
    named: (name: string) => ` It calls itself “${name}”, a model OrderSlip does not know.`,
    star: ' It answers as a Star printer.',
    suits: ' The current settings suit it.',
    suggested: (list: string) => ` Suggested: ${list}.`,
    unverified:
      ' With “Print without proof”, an order counts as printed as soon as it is sent: OrderSlip cannot notice an empty roll or a jam, so look at the printer now and then.',
    change: (c: FindingChange): string => {
      switch (c.kind) {
        case 'model':
          return `model ${c.model}`;
        case 'star':
          return 'make Star';
        case 'image':
          return 'print mode “image” (it cannot print text, so every receipt is drawn)';
        case 'paper':
          return `paper width ${c.width} mm`;
        case 'dpi':
          return `${c.dpi} dpi`;
        case 'character-set':
          return `character set ${c.set}`;
        case 'unverified':
          return 'turn on “Print without proof”';
        default:
          return '';
      }
    },
  },
  nl: {
    status: (p: Findings): string =>
      p.status === 'answers'
        ? p.proof === 'printed'
          ? `${p.printer} antwoordt op vragen naar zijn toestand en heeft bevestigd dat de testbon afgedrukt is: bestellingen worden er met bewijs afgedrukt.`
          : `${p.printer} antwoordt op vragen naar zijn toestand, maar heeft niet bevestigd dat de testbon afgedrukt is.`
        : p.status === 'silent'
          ? `${p.printer} antwoordt niet op vragen naar zijn toestand, dus OrderSlip kan niet weten of een bon eruit gekomen is.`
          : p.status === 'queue'
            ? p.proof === 'queue-completed'
              ? `De afdrukwachtrij ${p.printer} meldt dat de testbon klaar is; de printer zelf bevestigt niets.`
              : `${p.printer} is een afdrukwachtrij: die geeft geen toestand door, en heeft de testbon nog niet als klaar gemeld.`
            : `OrderSlip kon niet nagaan of ${p.printer} op vragen naar zijn toestand antwoordt.`,
    model: (model: string) => ` Hij meldt zich als ${model}.`,
    named: (name: string) => ` Hij noemt zich “${name}”, een model dat OrderSlip niet kent.`,
    star: ' Hij antwoordt als een Star-printer.',
    suits: ' De huidige instellingen passen erbij.',
    suggested: (list: string) => ` Voorstel: ${list}.`,
    unverified:
      ' Met “Afdrukken zonder bewijs” telt een bestelling als afgedrukt zodra ze verstuurd is: OrderSlip merkt dan geen lege rol of vastgelopen papier op, dus kijk af en toe naar de printer.',
    change: (c: FindingChange): string => {
      switch (c.kind) {
        case 'model':
          return `model ${c.model}`;
        case 'star':
          return 'merk Star';
        case 'image':
          return 'afdrukmodus “afbeelding” (hij kan geen tekst afdrukken, dus elke bon wordt getekend)';
        case 'paper':
          return `papierbreedte ${c.width} mm`;
        case 'dpi':
          return `${c.dpi} dpi`;
        case 'character-set':
          return `tekenset ${c.set}`;
        case 'unverified':
          return 'zet “Afdrukken zonder bewijs” aan';
        default:
          return '';
      }
    },
  },
  fr: {
    status: (p: Findings): string =>
      p.status === 'answers'
        ? p.proof === 'printed'
          ? `${p.printer} répond aux demandes d’état et a confirmé l’impression du ticket de test\u202f: les commandes y sont imprimées avec preuve.`
          : `${p.printer} répond aux demandes d’état, mais n’a pas confirmé l’impression du ticket de test.`
        : p.status === 'silent'
          ? `${p.printer} ne répond pas aux demandes d’état\u202f: OrderSlip ne peut donc pas savoir si un ticket est sorti.`
          : p.status === 'queue'
            ? p.proof === 'queue-completed'
              ? `La file d’impression ${p.printer} indique que le ticket de test est terminé\u202f; l’imprimante elle-même ne confirme rien.`
              : `${p.printer} est une file d’impression\u202f: elle ne donne pas d’état, et n’a pas encore indiqué que le ticket de test était terminé.`
            : `OrderSlip n’a pas pu savoir si ${p.printer} répond aux demandes d’état.`,
    model: (model: string) => ` Elle s’annonce comme ${model}.`,
    named: (name: string) => ` Elle s’appelle «\u202f${name}\u202f», un modèle qu’OrderSlip ne connaît pas.`,
    star: ' Elle répond comme une imprimante Star.',
    suits: ' Les réglages actuels lui conviennent.',
    suggested: (list: string) => ` Suggestion\u202f: ${list}.`,
    unverified:
      ' Avec «\u202fImprimer sans preuve\u202f», une commande compte comme imprimée dès son envoi\u202f: OrderSlip ne remarque alors ni rouleau vide ni bourrage, jetez donc un œil à l’imprimante de temps en temps.',
    change: (c: FindingChange): string => {
      switch (c.kind) {
        case 'model':
          return `modèle ${c.model}`;
        case 'star':
          return 'marque Star';
        case 'image':
          return 'mode d’impression «\u202fimage\u202f» (elle ne sait pas imprimer de texte, chaque ticket est donc dessiné)';
        case 'paper':
          return `largeur du papier ${c.width} mm`;
        case 'dpi':
          return `${c.dpi} dpi`;
        case 'character-set':
          return `jeu de caractères ${c.set}`;
        case 'unverified':
          return 'activer «\u202fImprimer sans preuve\u202f»';
        default:
          return '';
      }
    },
  },
} as const;

/** The findings in one language: status and proof, the model, then the suggested settings. */
function sayFindings(language: keyof typeof FINDING_WORDS, p: Findings, f: Formatter): string {
  const w = FINDING_WORDS[language];
  const changes = [...p.changes];
  const who =
    p.model !== null ? w.model(p.model) : p.named !== null ? w.named(p.named) : p.star ? w.star : '';
  const suggestion =
    changes.length === 0
      ? w.suits
      : `${w.suggested(f.list(changes.map((change) => w.change(change))))}${
          changes.some((change) => change.kind === 'unverified') ? w.unverified : ''
        }`;
  return `${w.status(p)}${who}${suggestion}`;
}

export const appWords = {
  // --- Commands that name something that is not there -------------------------------------------
  'app.no-such-order': words<{ orderId: string }>({
    en: (p) => `There is no order ${p.orderId} in the history. Refresh the window.`,
    nl: (p) => `Er is geen bestelling ${p.orderId} in de geschiedenis. Vernieuw het venster.`,
    fr: (p) => `Il n’y a pas de commande ${p.orderId} dans l’historique. Actualisez la fenêtre.`,
  }),
  'app.no-such-printer': words<{ printer: string }>({
    en: (p) =>
      `There is no printer ${p.printer}: it may have been removed in the settings. Refresh the window.`,
    nl: (p) =>
      `Er is geen printer ${p.printer}: misschien is hij verwijderd bij de instellingen. Vernieuw het venster.`,
    fr: (p) =>
      `Il n’y a pas d’imprimante ${p.printer}\u202f: elle a peut-être été supprimée dans les réglages. Actualisez la fenêtre.`,
  }),
  'app.no-such-job': words<{ jobId: number }>({
    en: (p) => `There is no print job ${p.jobId}. Refresh the window.`,
    nl: (p) => `Er is geen afdruktaak ${p.jobId}. Vernieuw het venster.`,
    fr: (p) => `Il n’y a pas de tâche d’impression ${p.jobId}. Actualisez la fenêtre.`,
  }),
  /** A command arrived without one of its arguments: a window out of step with the app. */
  'app.argument-missing': words<{ argument: string }>({
    en: (p) => `The request lacks its ${p.argument}. Reload the window and try again.`,
    nl: (p) => `Het verzoek mist ${p.argument}. Laad het venster opnieuw en probeer het nog eens.`,
    fr: (p) => `Il manque ${p.argument} à la demande. Rechargez la fenêtre et réessayez.`,
  }),

  // --- Not running ------------------------------------------------------------------------------
  /** The connection's state before the settings are complete; `problems` says what is missing. */
  'app.not-set-up': words<Missing>({
    en: (p, f): string => `OrderSlip is not set up yet.${andProblems(p.problems, f)}`,
    nl: (p, f): string => `OrderSlip is nog niet ingesteld.${andProblems(p.problems, f)}`,
    fr: (p, f): string => `OrderSlip n’est pas encore configuré.${andProblems(p.problems, f)}`,
  }),
  /** A command that needs the engine, asked before the settings are complete. */
  'app.not-running': words<Missing>({
    en: (p, f): string =>
      `OrderSlip does not run yet, so it cannot do this: finish the settings first.${andProblems(p.problems, f)}`,
    nl: (p, f): string =>
      `OrderSlip draait nog niet en kan dit dus niet doen: maak eerst de instellingen af.${andProblems(p.problems, f)}`,
    fr: (p, f): string =>
      `OrderSlip ne tourne pas encore et ne peut donc pas faire cela\u202f: terminez d’abord les réglages.${andProblems(p.problems, f)}`,
  }),
  'app.ledger-damaged': words<{ detail: string }>({
    en: (p) =>
      `The order history is damaged (${p.detail}). Restart OrderSlip; if it happens again, export diagnostics and send them to support.`,
    nl: (p) =>
      `De bestelgeschiedenis is beschadigd (${p.detail}). Herstart OrderSlip; gebeurt het opnieuw, exporteer dan de diagnose en stuur ze naar de ondersteuning.`,
    fr: (p) =>
      `L’historique des commandes est endommagé (${p.detail}). Redémarrez OrderSlip\u202f; si cela se reproduit, exportez le diagnostic et envoyez-le à l’assistance.`,
  }),

  // --- Orders and reprints ----------------------------------------------------------------------
  /** The reason of a held order that has none of its own (a row from an older version). */
  'app.held-without-reason': words({
    en: () => 'OrderSlip needs you to decide what to do with it.',
    nl: () => 'OrderSlip heeft je beslissing nodig over wat ermee moet gebeuren.',
    fr: () => 'OrderSlip a besoin que vous décidiez quoi en faire.',
  }),
  'app.bad-answer': words<{ answer: string }>({
    en: (p) => `“${p.answer}” is not an answer to “did it come out?”: answer came-out or print-again.`,
    nl: (p) => `“${p.answer}” is geen antwoord op “is hij eruit gekomen?”: antwoord came-out of print-again.`,
    fr: (p) =>
      `«\u202f${p.answer}\u202f» n’est pas une réponse à «\u202fest-il sorti\u202f?\u202f»\u202f: répondez came-out ou print-again.`,
  }),
  'app.not-waiting-for-answer': words<{ order: OrderRef }>({
    en: (p, f) =>
      `${f.order(p.order)} is not waiting for an answer any more: someone answered already, or it was handled.`,
    nl: (p, f) =>
      `${f.order(p.order)} wacht niet meer op een antwoord: iemand heeft al geantwoord, of ze is afgehandeld.`,
    fr: (p, f) =>
      `${f.order(p.order)} n’attend plus de réponse\u202f: quelqu’un a déjà répondu, ou elle a été traitée.`,
  }),
  'app.reprint-printed': words<{ order: OrderRef; printer: string }>({
    en: (p, f) => `The reprint of ${f.order(p.order)} came out of ${p.printer}: the printer confirmed it.`,
    nl: (p, f) =>
      `De herdruk van ${f.order(p.order)} is uit ${p.printer} gekomen: de printer heeft het bevestigd.`,
    fr: (p, f) =>
      `La réimpression de ${f.order(p.order)} est sortie de ${p.printer}\u202f: l’imprimante l’a confirmé.`,
  }),
  'app.reprint-delivered': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `The reprint of ${f.order(p.order)} was sent to ${p.printer}, which cannot confirm that it printed: check that it came out.`,
    nl: (p, f) =>
      `De herdruk van ${f.order(p.order)} is naar ${p.printer} gestuurd, maar die printer kan niet bevestigen dat hij afgedrukt is: kijk of hij eruit gekomen is.`,
    fr: (p, f) =>
      `La réimpression de ${f.order(p.order)} a été envoyée à ${p.printer}, qui ne peut pas confirmer l’impression\u202f: vérifiez qu’elle est sortie.`,
  }),
  'app.reprint-cancelled': words<{ order: OrderRef; printer: string }>({
    en: (p, f) => `The reprint of ${f.order(p.order)} on ${p.printer} was cancelled.`,
    nl: (p, f) => `De herdruk van ${f.order(p.order)} op ${p.printer} is geannuleerd.`,
    fr: (p, f) => `La réimpression de ${f.order(p.order)} sur ${p.printer} a été annulée.`,
  }),
  'app.reprint-already-sent': words<{ order: OrderRef; printer: string }>({
    en: (p, f) =>
      `The reprint of ${f.order(p.order)} cannot be cancelled any more: it was already sent to ${p.printer}.`,
    nl: (p, f) =>
      `De herdruk van ${f.order(p.order)} kan niet meer geannuleerd worden: hij is al naar ${p.printer} gestuurd.`,
    fr: (p, f) =>
      `La réimpression de ${f.order(p.order)} ne peut plus être annulée\u202f: elle a déjà été envoyée à ${p.printer}.`,
  }),

  /** What a test print found out about the printer, and the settings that work with it. */
  'app.test-print-findings': words<Findings>({
    en: (p, f) => sayFindings('en', p, f),
    nl: (p, f) => sayFindings('nl', p, f),
    fr: (p, f) => sayFindings('fr', p, f),
  }),

  // --- The demo ---------------------------------------------------------------------------------
  'app.not-demo': words({
    en: () => 'Only the demo has a virtual printer to change.',
    nl: () => 'Alleen de demo heeft een virtuele printer die je kunt aanpassen.',
    fr: () => 'Seule la démo a une imprimante virtuelle à modifier.',
  }),

  // --- Saving settings --------------------------------------------------------------------------
  'app.removed-printers-have-jobs': words<{
    printers: readonly { readonly name: string; readonly waiting: number }[];
  }>({
    en: (p, f) =>
      `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 job waits', other: `${x.waiting} jobs wait` })} for printer ${x.name}`))}, which these settings remove: choose whether to move them to another printer or not to print them.`,
    nl: (p, f) =>
      `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 bon wacht', other: `${x.waiting} bonnen wachten` })} op printer ${x.name}`))}, die je met deze instellingen verwijdert: kies of je ze naar een andere printer verplaatst of niet afdrukt.`,
    fr: (p, f) =>
      `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 ticket attend', other: `${x.waiting} tickets attendent` })} l’imprimante ${x.name}`))}, que ces réglages suppriment\u202f: choisissez de les envoyer vers une autre imprimante ou de ne pas les imprimer.`,
  }),
  'app.move-target-unknown': words<{ printer: string }>({
    en: (p) =>
      `The waiting jobs of printer ${p.printer} can only move to a printer that is in the new settings.`,
    nl: (p) =>
      `De wachtende bonnen van printer ${p.printer} kunnen alleen naar een printer die in de nieuwe instellingen staat.`,
    fr: (p) =>
      `Les tickets en attente de l’imprimante ${p.printer} ne peuvent aller que vers une imprimante des nouveaux réglages.`,
  }),
  /** `role`: what the removed printer printed; the chosen printer prints the other kind. */
  'app.move-target-other-role': words<{ printer: string; target: string; role: 'receipt' | 'label' }>({
    en: (p) =>
      p.role === 'label'
        ? `The waiting labels of printer ${p.printer} cannot move to ${p.target}: it prints receipts. Choose a label printer, or drop them.`
        : `The waiting receipts of printer ${p.printer} cannot move to ${p.target}: it is a label printer. Choose a receipt printer, or drop them.`,
    nl: (p) =>
      p.role === 'label'
        ? `De wachtende etiketten van printer ${p.printer} kunnen niet naar ${p.target}: die drukt bonnen af. Kies een etiketprinter, of laat ze vallen.`
        : `De wachtende bonnen van printer ${p.printer} kunnen niet naar ${p.target}: dat is een etiketprinter. Kies een bonprinter, of laat ze vallen.`,
    fr: (p) =>
      p.role === 'label'
        ? `Les étiquettes en attente de l’imprimante ${p.printer} ne peuvent pas aller vers ${p.target}\u202f: elle imprime des tickets. Choisissez une imprimante d’étiquettes, ou abandonnez-les.`
        : `Les tickets en attente de l’imprimante ${p.printer} ne peuvent pas aller vers ${p.target}\u202f: c’est une imprimante d’étiquettes. Choisissez une imprimante de tickets, ou abandonnez-les.`,
  }),
  /** The reason written for the jobs of a removed printer that a person chose not to print elsewhere. */
  'app.printer-removed-jobs-dropped': words<{ printer: string }>({
    en: (p) => `Printer ${p.printer} was removed; as chosen, its waiting jobs were not printed elsewhere.`,
    nl: (p) =>
      `Printer ${p.printer} is verwijderd; zoals gekozen zijn de wachtende bonnen niet elders afgedrukt.`,
    fr: (p) =>
      `L’imprimante ${p.printer} a été supprimée\u202f; comme choisi, ses tickets en attente n’ont pas été imprimés ailleurs.`,
  }),
  'app.token-for-new-address': words({
    en: () =>
      'Enter the access token for the new service address: the stored token is only sent to the service it was entered for.',
    nl: () =>
      'Vul het toegangstoken in voor het nieuwe adres van de bestelservice: het bewaarde token wordt alleen naar de dienst gestuurd waarvoor het ingevuld is.',
    fr: () =>
      'Saisissez le jeton d’accès pour la nouvelle adresse du service\u202f: le jeton enregistré n’est envoyé qu’au service pour lequel il a été saisi.',
  }),
  'app.bad-language': words<{ language: string }>({
    en: (p) => `OrderSlip does not speak “${p.language}”: choose system, nl, fr or en.`,
    nl: (p) => `OrderSlip spreekt geen “${p.language}”: kies system, nl, fr of en.`,
    fr: (p) => `OrderSlip ne parle pas «\u202f${p.language}\u202f»\u202f: choisissez system, nl, fr ou en.`,
  }),

  // --- Testing the connection -------------------------------------------------------------------
  'app.token-needed': words({
    en: () => 'Enter the access token first.',
    nl: () => 'Vul eerst het toegangstoken in.',
    fr: () => 'Saisissez d’abord le jeton d’accès.',
  }),
  'app.token-for-this-address': words({
    en: () => 'Enter the access token for this address: the stored one is only sent to the saved service.',
    nl: () =>
      'Vul het toegangstoken voor dit adres in: het bewaarde token wordt alleen naar de opgeslagen dienst gestuurd.',
    fr: () =>
      'Saisissez le jeton d’accès pour cette adresse\u202f: le jeton enregistré n’est envoyé qu’au service enregistré.',
  }),
  'app.connected': words<{ shops: readonly string[] }>({
    en: (p, f) =>
      `Connected. The service lists ${f.plural(p.shops.length, { one: '1 shop', other: `${p.shops.length} shops` })}${p.shops.length ? `: ${f.list(p.shops)}` : ''}.`,
    nl: (p, f) =>
      `Verbonden. De bestelservice vermeldt ${f.plural(p.shops.length, { one: '1 winkel', other: `${p.shops.length} winkels` })}${p.shops.length ? `: ${f.list(p.shops)}` : ''}.`,
    fr: (p, f) =>
      `Connecté. Le service de commandes indique ${f.plural(p.shops.length, { one: `${p.shops.length} magasin`, other: `${p.shops.length} magasins` })}${p.shops.length ? `\u202f: ${f.list(p.shops)}` : ''}.`,
  }),

  // --- Diagnostics ------------------------------------------------------------------------------
  'app.no-diagnostics': words({
    en: () => 'This OrderSlip cannot save diagnostics.',
    nl: () => 'Deze OrderSlip kan geen diagnose bewaren.',
    fr: () => 'Cet OrderSlip ne peut pas enregistrer de diagnostic.',
  }),

  // --- Problems' details the engine did not give ------------------------------------------------
  'app.service-gave-no-reason': words({
    en: () => 'The ordering service did not say why.',
    nl: () => 'De bestelservice zei niet waarom.',
    fr: () => 'Le service de commandes n’a pas dit pourquoi.',
  }),

  // --- What the settings still lack -------------------------------------------------------------
  'app.enter-service-address': words({
    en: () => 'Enter the address of the ordering service.',
    nl: () => 'Vul het adres van de bestelservice in.',
    fr: () => 'Saisissez l’adresse du service de commandes.',
  }),
  'app.enter-tenant': words({
    en: () => 'Enter the tenant: the name of your account at the ordering service.',
    nl: () => 'Vul de accountcode (tenant) in: de naam van je account bij de bestelservice.',
    fr: () =>
      'Saisissez le code de compte (tenant)\u202f: le nom de votre compte auprès du service de commandes.',
  }),
  'app.enter-token': words({
    en: () => 'Enter the access token.',
    nl: () => 'Vul het toegangstoken in.',
    fr: () => 'Saisissez le jeton d’accès.',
  }),
  'app.add-printer': words({
    en: () => 'Add a printer.',
    nl: () => 'Voeg een printer toe.',
    fr: () => 'Ajoutez une imprimante.',
  }),

  // --- Settings that cannot be read (a hand-written file, an older version) ---------------------
  'app.setting-wrong-type': words<SettingAt & { expected: SettingShape }>({
    en: (p) => `${theSetting.en(p)} must be ${shape('en', p.expected)}, not ${p.got}.`,
    nl: (p) => `${theSetting.nl(p)} moet ${shape('nl', p.expected)} zijn, niet ${p.got}.`,
    fr: (p) => `${theSetting.fr(p)} doit être ${shape('fr', p.expected)}, pas ${p.got}.`,
  }),
  'app.setting-out-of-range': words<SettingAt & { min: number; max: number }>({
    en: (p, f) =>
      `${theSetting.en(p)} must be a whole number from ${f.number(p.min)} to ${f.number(p.max)}, not ${p.got}.`,
    nl: (p, f) =>
      `${theSetting.nl(p)} moet een geheel getal van ${f.number(p.min)} tot ${f.number(p.max)} zijn, niet ${p.got}.`,
    fr: (p, f) =>
      `${theSetting.fr(p)} doit être un nombre entier de ${f.number(p.min)} à ${f.number(p.max)}, pas ${p.got}.`,
  }),
  'app.setting-too-long': words<SettingAt & { max: number; length: number }>({
    en: (p, f) =>
      `${theSetting.en(p)} may be at most ${f.number(p.max)} characters long; it has ${f.number(p.length)}. Shorten it.`,
    nl: (p, f) =>
      `${theSetting.nl(p)} mag hoogstens ${f.number(p.max)} tekens lang zijn; het zijn er ${f.number(p.length)}. Maak het korter.`,
    fr: (p, f) =>
      `${theSetting.fr(p)} peut compter au plus ${f.number(p.max)} caractères ; il en a ${f.number(p.length)}. Raccourcissez-le.`,
  }),
  'app.setting-not-a-choice': words<SettingAt & { choices: readonly string[] }>({
    en: (p) => `${theSetting.en(p)} must be one of ${p.choices.join(', ')}, not ${p.got}.`,
    nl: (p) => `${theSetting.nl(p)} moet een van ${p.choices.join(', ')} zijn, niet ${p.got}.`,
    fr: (p) => `${theSetting.fr(p)} doit être l’un de ${p.choices.join(', ')}, pas ${p.got}.`,
  }),
  'app.closing-before-opening': words<{ openingTime: string; closingTime: string }>({
    en: (p) =>
      `The closing time (${p.closingTime}) must be later than the opening time (${p.openingTime}): the shop's day runs from opening to closing on the same day. Set a later closing time.`,
    nl: (p) =>
      `Het sluitingsuur (${p.closingTime}) moet later zijn dan het openingsuur (${p.openingTime}): de winkeldag loopt van opening tot sluiting op dezelfde dag. Kies een later sluitingsuur.`,
    fr: (p) =>
      `L’heure de fermeture (${p.closingTime}) doit être plus tardive que l’heure d’ouverture (${p.openingTime})\u202f: la journée du magasin va de l’ouverture à la fermeture, le même jour. Choisissez une heure de fermeture plus tardive.`,
  }),
  'app.printer-without-id': words<{ position: number }>({
    en: (p) => `Printer number ${p.position} in the settings has no id: give it one.`,
    nl: (p) => `Printer nummer ${p.position} in de instellingen heeft geen id: geef hem er een.`,
    fr: (p) => `L’imprimante numéro ${p.position} des réglages n’a pas d’id\u202f: donnez-lui-en un.`,
  }),
  'app.printer-without-address': words<{ printer: string }>({
    en: (p) => `Printer ${p.printer} has no connection: enter its address, e.g. tcp://192.168.1.50:9100.`,
    nl: (p) => `Printer ${p.printer} heeft geen verbinding: vul zijn adres in, bv. tcp://192.168.1.50:9100.`,
    fr: (p) =>
      `L’imprimante ${p.printer} n’a pas de connexion\u202f: saisissez son adresse, p.\u00a0ex. tcp://192.168.1.50:9100.`,
  }),
  'app.token-in-settings': words({
    en: () =>
      'The access token does not belong in the settings file: give it with ORDERSLIP_TOKEN or --token-file.',
    nl: () =>
      'Het toegangstoken hoort niet in het instellingenbestand: geef het mee met ORDERSLIP_TOKEN of --token-file.',
    fr: () =>
      'Le jeton d’accès n’a pas sa place dans le fichier de réglages\u202f: donnez-le avec ORDERSLIP_TOKEN ou --token-file.',
  }),
  'app.settings-not-json': words<{ file: string }>({
    en: (p) => `${p.file} is not valid JSON: fix it, or remove it to start from the defaults.`,
    nl: (p) =>
      `${p.file} is geen geldige JSON: verbeter het, of verwijder het om met de standaardinstellingen te beginnen.`,
    fr: (p) =>
      `${p.file} n’est pas un JSON valide\u202f: corrigez-le, ou supprimez-le pour repartir des réglages par défaut.`,
  }),
} as const;
