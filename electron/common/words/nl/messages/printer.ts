import type { Translation } from '../../wording';
import {
  type printer as En,
  type CopyParams,
  type PrinterErrorCause,
  type NetworkProblem,
  type DeviceProblem,
  type AddressProblem,
  type LabelProblem,
  problemWithCode,
  sayCopyOf,
  sayCauses,
} from '../../en/messages/printer';

const copyNote = (p: CopyParams): string => sayCopyOf((copy, copies) => `exemplaar ${copy} van ${copies}`, p);

const labelNote = (p: CopyParams): string => sayCopyOf((copy, copies) => `etiket ${copy} van ${copies}`, p);

const LABEL_PROBLEMS: Record<LabelProblem, string> = {
  'paper-out': 'de etiketten zijn op. Leg een nieuwe rol etiketten in',
  'head-open': 'de printkop werd geopend. Sluit de kop tot hij vastklikt',
  'ribbon-out': 'het lint is op. Plaats een nieuw lint',
  paused: 'hij werd gepauzeerd. Druk één keer op de pauzeknop (bij sommige modellen: de doorvoerknop)',
  jam: 'de etiketten zitten vast. Open de printer, haal de vastgelopen etiketten weg en sluit hem weer',
  error: 'hij meldt een fout. Zet hem uit en weer aan',
};

const ERROR_CAUSES: Record<PrinterErrorCause, string> = {
  autocutter: 'het snijmes zit vast',
  unrecoverable: 'een fout waarvan hij niet vanzelf herstelt',
  recoverable: 'oververhitting of een andere fout die vanzelf verdwijnt',
};

const causes = (list: readonly PrinterErrorCause[]): string => sayCauses(ERROR_CAUSES, list);

const ADDRESS_FORMS =
  'Gebruik tcp://host[:poort] voor een netwerkprinter (poort 9100 als u niets opgeeft), printer:<naam van de wachtrij> voor een printer die op deze computer geïnstalleerd is, of een apparaat zoals /dev/usb/lp0, /dev/ttyUSB0 of COM3.' as const;

const ADDRESS_PROBLEMS: Record<AddressProblem, string> = {
  empty: 'is leeg',
  'not-network-address': 'is geen geldig netwerkadres',
  'no-host': 'heeft geen hostnaam',
  'extra-parts':
    'bevat delen die een printeradres niet kan hebben (een pad, een query of een gebruikersnaam)',
  'bad-port': 'heeft een poort buiten 1-65535',
  'no-queue': 'noemt geen wachtrij',
  'control-characters': 'heeft stuurtekens in de naam van de wachtrij',
  'not-understood': 'is niet te begrijpen',
  'incomplete-ip': 'is geen volledig IP-adres (vier getallen van 0 tot 255, zoals 192.168.1.50)',
  'device-without-number': 'noemt een poort zonder haar nummer (zoals COM3 of LPT1)',
};

const NETWORK_PROBLEMS: Record<Exclude<NetworkProblem, 'other'>, string> = {
  timeout: 'geen antwoord',
  'no-route': 'geen route ernaartoe',
  'host-down': 'het toestel is uit',
  'network-unreachable': 'het netwerk is niet bereikbaar',
  'unknown-host': 'de hostnaam is onbekend',
  'lookup-failed': 'de hostnaam kon niet opgezocht worden',
};

const DEVICE_PROBLEMS: Record<Exclude<DeviceProblem, 'other'>, string> = {
  missing: 'het bestaat niet — is de printer aangesloten en staat hij aan?',
  permission: 'geen toestemming',
  'permission-group':
    'geen toestemming — voeg op Linux deze gebruiker toe aan de groep die eigenaar is van het apparaat (vaak “lp” of “dialout”) en meld u opnieuw aan',
  busy: 'een ander programma gebruikt het',
  gone: 'het apparaat is weg — werd de printer losgekoppeld?',
  'not-connected': 'het apparaat is niet aangesloten',
  io: 'de printer meldde een in- of uitvoerfout (papier op, klep open of losgekoppeld)',
  folder: 'het is een map, geen apparaat',
};

export const printer: Translation<typeof En> = {
  'printer.ready': () => 'Klaar.',
  'printer.ready-paper-low': (p) =>
    `Klaar, maar het papier van ${p.printer} is bijna op. Houd een nieuwe rol bij de hand.`,
  'printer.ready-unverified': (p) => `Klaar (${p.printer} kan niet bevestigen dat hij afgedrukt heeft).`,
  'printer.ready-queue': (p) =>
    `Klaar (de wachtrij bevestigt de opdrachten voor ${p.printer}; de printer zelf kan dat niet).`,
  'printer.ready-no-confirm': (p, f): string =>
    `Klaar, maar hij heeft niet bevestigd dat de laatste bon afgedrukt is: ${f.say(p.cause)}`,
  'printer.not-asked-yet': () => 'Nog niet gevraagd.',
  'printer.paused': (p) => `Gepauzeerd: de bestellingen voor ${p.printer} wachten tot u hem hervat.`,
  'printer.asking': (p) => `Hervat: OrderSlip vraagt ${p.printer} hoe hij erbij staat.`,
  'printer.printing': (p, f) => `${f.order(p.order, false)} wordt afgedrukt op ${p.printer}.`,
  'printer.status-star': (p) =>
    `${p.printer} is bereikbaar. Star-printers melden hun toestand op een andere poort, die OrderSlip nog niet leest.`,
  'printer.status-silent': (p) =>
    `${p.printer} is bereikbaar, maar antwoordt niet op vragen naar zijn toestand.`,
  'printer.status-closed': (p) =>
    `${p.printer} verbrak de verbinding terwijl OrderSlip zijn toestand vroeg. Kijk de printer en zijn kabel na.`,
  'printer.paper-out': (p) =>
    `${p.printer} heeft geen papier meer. Leg nieuw papier in; de wachtende bestellingen worden afgedrukt zodra er weer papier is.`,
  'printer.paper-ran-out': (p) =>
    `Het papier van ${p.printer} raakte op tijdens het afdrukken${copyNote(p)}. Leg nieuw papier in en kijk de laatste bon na: die is misschien onvolledig.`,
  'printer.cover-open': (p) =>
    `De klep van ${p.printer} staat open. Sluit de klep; de wachtende bestellingen worden afgedrukt zodra ze dicht is.`,
  'printer.cover-opened': (p) =>
    `De klep van ${p.printer} werd geopend tijdens het afdrukken${copyNote(p)}. Sluit de klep en kijk de laatste bon na: die is misschien onvolledig.`,
  'printer.error': (p) =>
    `${p.printer} meldt een fout${causes(p.causes)}. Zet hem uit, haal vastgelopen papier weg en zet hem weer aan.`,
  'printer.offline': (p) =>
    `${p.printer} staat offline: hij antwoordt, maar zegt dat hij niet kan afdrukken. Kijk naar zijn lampjes, het papier en de klep; druk één keer op de doorvoerknop.`,
  'printer.refused': (p) =>
    `${p.printer} op ${p.where} weigerde de verbinding. Kijk na of hij aanstaat, of er geen andere computer naar afdrukt en of de poort bij Instellingen juist is.`,
  'printer.unreachable': (p, f): string =>
    `${p.printer} op ${p.where} is niet bereikbaar (${f.say(p.cause)}). Kijk na of hij aanstaat en op het netwerk aangesloten is, en of het adres bij Instellingen juist is.`,
  'printer.network-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(NETWORK_PROBLEMS[p.problem], p.code),
  'printer.connection-lost': (p) =>
    `De verbinding met ${p.printer} viel weg tijdens het versturen van de bon${copyNote(p)}. Een deel ervan is misschien afgedrukt. Kijk de stroom en de netwerkkabel van de printer na.`,
  'printer.no-answer': (p) =>
    `${p.printer} heeft de bon${copyNote(p)} ontvangen, maar niet binnen ${p.seconds} s bevestigd dat hij afgedrukt is. Kijk of hij eruit gekomen is.`,
  'printer.answer-not-ours': (p) =>
    `${p.printer} heeft de bon${copyNote(p)} ontvangen en geantwoord, maar niet voor deze bon: hij heeft dus niet bevestigd dat hij afgedrukt is. Kijk of hij eruit gekomen is.`,
  'printer.answered-too-soon': (p) =>
    `${p.printer} antwoordde “afgedrukt” sneller dan er papier kan bewegen, dus zijn antwoorden gelden niet als bewijs. Kijk wat er echt uit de printer gekomen is.`,
  'printer.not-verifiable': (p) =>
    `${p.why === 'star' ? `${p.printer} is een Star-printer, waarvan OrderSlip de toestand nog niet over het netwerk kan lezen` : p.why === 'no-counter' ? `${p.printer} antwoordt wel op vragen naar zijn toestand, maar zonder teller van afgewerkte opdrachten (oudere Star-firmware)` : `${p.printer} antwoordt niet op vragen naar zijn toestand`}, dus OrderSlip kan niet weten of een bon afgedrukt is. Er is niets verstuurd. Wilt u toch afdrukken, zet dan “Afdrukken zonder bewijs” aan voor deze printer bij Instellingen › Printers.`,
  'printer.status-broke': (p) =>
    `${p.printer} antwoordde niet meer midden in een vraag naar zijn toestand. Er is niets verstuurd. Kijk de printer en zijn kabel na.`,
  'printer.address-unusable': (p, f): string =>
    `${p.printer} heeft een adres waar OrderSlip niets mee kan. ${f.say(p.cause)}`,
  'printer.job-empty': (p) => `Niets af te drukken op ${p.printer}: de opdracht is leeg.`,
  'printer.head-open': (p) =>
    `De printkop van ${p.printer} staat open. Sluit de kop tot hij vastklikt; de wachtende etiketten worden afgedrukt zodra hij dicht is.`,
  'printer.ribbon-out': (p) =>
    `Het lint van ${p.printer} is op. Plaats een nieuw lint (of zet de printer op direct thermisch als uw etiketten geen lint nodig hebben); de wachtende etiketten worden dan afgedrukt.`,
  'printer.label-paused': (p) =>
    `${p.printer} staat op pauze. Druk één keer op de pauzeknop (bij sommige modellen: de doorvoerknop); de wachtende etiketten worden dan afgedrukt.`,
  'printer.label-busy': (p) =>
    `${p.printer} was na ${p.seconds} s nog bezig met andere etiketten, dus OrderSlip heeft niets verstuurd: het had zijn etiketten niet van de andere kunnen onderscheiden. Kijk na of een andere computer erop afdrukt.`,
  'printer.label-stopped': (p) =>
    `${p.printer} stopte tijdens het afdrukken${labelNote(p)}: ${LABEL_PROBLEMS[p.problem]} en kijk dan het laatste etiket na: dat ontbreekt misschien of is onvolledig.`,
  'printer.label-no-answer': (p) =>
    `${p.printer} heeft het etiket${labelNote(p)} ontvangen, maar niet binnen ${p.seconds} s laten zien dat hij het afgedrukt heeft. Kijk of het eruit gekomen is.`,
  'printer.label-connection-lost': (p) =>
    `De verbinding met ${p.printer} viel weg tijdens het versturen van het etiket${labelNote(p)}. Het is misschien afgedrukt. Kijk de stroom en de netwerkkabel van de printer na.`,
  'printer.labels-printed': (p, f) =>
    `${f.plural(p.labels, { one: 'Etiket afgedrukt', other: `Alle ${p.labels} etiketten afgedrukt` })} op ${p.printer}, bevestigd door de printer.`,
  'printer.printed': (p) =>
    `${p.copies === 1 ? 'Afgedrukt' : p.copies === 2 ? 'Beide exemplaren afgedrukt' : `Alle ${p.copies} exemplaren afgedrukt`} op ${p.printer}, bevestigd door de printer.${p.paperLow ? ' Het papier is bijna op.' : ''}`,
  'printer.delivered': (p) =>
    `Verstuurd naar ${p.printer}; ${p.why === 'star' ? 'het is een Star-printer, waarvan OrderSlip de toestand nog niet over het netwerk kan lezen' : p.why === 'no-counter' ? 'zijn antwoorden over zijn toestand hebben geen teller van afgewerkte opdrachten' : 'hij antwoordt niet op vragen naar zijn toestand'}, dus het afdrukken is niet bevestigd.`,
  'printer.device-cannot-open': (p, f): string =>
    `OrderSlip kan ${p.printer} op ${p.where} niet openen: ${f.say(p.cause)}. Er is niets afgedrukt.`,
  'printer.device-write-failed': (p, f): string =>
    `Schrijven naar ${p.printer} op ${p.where} mislukte: ${f.say(p.cause)}. ${p.partly ? 'Een deel van de bon is misschien afgedrukt.' : 'Er is niets afgedrukt.'}`,
  'printer.device-lost': (p) =>
    `${p.printer} op ${p.where} viel weg terwijl OrderSlip de bon verstuurde${copyNote(p)}. Een deel ervan is misschien afgedrukt. Kijk na of de printer aanstaat en of zijn USB- of seriële kabel goed insteekt.`,
  'printer.device-delivered': (p) =>
    `Verstuurd naar ${p.printer} op ${p.where}; een apparaatbestand meldt geen toestand, dus het afdrukken is niet bevestigd.`,
  'printer.device-present': (p) =>
    `${p.where} is aanwezig en beschrijfbaar; een apparaatbestand meldt niet of er papier is.`,
  'printer.device-unreachable': (p, f): string =>
    `OrderSlip kan ${p.where} niet gebruiken: ${f.say(p.cause)}.`,
  'printer.device-problem': (p) =>
    p.problem === 'other' ? p.code : problemWithCode(DEVICE_PROBLEMS[p.problem], p.code),
  'printer.device-timeout': (p) =>
    `${p.step === 'open' ? 'het openen van het apparaat' : 'het schrijven naar de printer'} was niet klaar binnen ${p.seconds} s`,
  'printer.queue-cannot-start': (p) =>
    `OrderSlip kan niet afdrukken op ${p.printer} (wachtrij “${p.queue}”): het commando ${p.program} kon niet gestart worden (${p.code}). ${p.program === 'lp' ? 'Installeer CUPS, of gebruik in de plaats het netwerkadres van de printer.' : 'Kijk na of PowerShell beschikbaar is.'}`,
  'printer.queue-timeout': (p) =>
    `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} niet op tijd aangenomen. Kijk de wachtrij na bij de printerinstellingen van het systeem; de opdracht wordt misschien nog afgedrukt.`,
  'printer.queue-missing': (p) =>
    `Er is op deze computer geen wachtrij met de naam “${p.queue}” (${p.said}). Kijk de naam van de printer na bij Instellingen.`,
  'printer.queue-refused': (p) =>
    `De wachtrij “${p.queue}” weigerde de opdracht voor ${p.printer}: ${p.said}. Kijk de wachtrij na bij de printerinstellingen van het systeem.`,
  'printer.queue-delivered': (p) =>
    `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} aangenomen${p.job ? ` (${p.job})` : ''}; de wachtrij meldt niet of er papier is, dus het afdrukken is niet bevestigd.`,
  'printer.queue-status': (p) =>
    `Wachtrij “${p.queue}”: de wachtrij van het systeem meldt niets over het papier of de klep van de printer.`,
  'printer.queue-completed': (p) =>
    `De wachtrij “${p.queue}” meldt dat de opdracht voor ${p.printer} klaar is; de printer zelf bevestigt niet dat hij afgedrukt heeft.`,
  'printer.queue-job-stopped': (p) =>
    `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} niet afgewerkt: ${p.said}. ${p.started ? 'Een deel van de bon is misschien al afgedrukt. ' : ''}Kijk de printer en de wachtrij na bij de printerinstellingen van het systeem.`,
  'printer.queue-still-waiting': (p) =>
    `De wachtrij “${p.queue}” heeft de opdracht voor ${p.printer} aangenomen${p.job ? ` (${p.job})` : ''}, maar na ${p.seconds} s staat ze nog altijd in de wachtrij. Ze wordt misschien nog afgedrukt; kijk de wachtrij na bij de printerinstellingen van het systeem.`,
  'printer.address-invalid': (p) =>
    `Printeradres “${p.address}” ${ADDRESS_PROBLEMS[p.problem]}. ${ADDRESS_FORMS}`,
  'printer.job-printed': (p) =>
    `${p.reprint ? 'Herdrukt' : 'Afgedrukt'} op ${p.printer}, bevestigd door de printer.`,
  'printer.job-queue-completed': (p) =>
    `${p.reprint ? 'Herdruk verstuurd' : 'Verstuurd'} naar ${p.printer}: de wachtrij heeft hem afgewerkt (de printer zelf bevestigt niet dat hij afgedrukt heeft).`,
  'printer.job-delivered': (p) =>
    `${p.reprint ? 'Herdruk verstuurd' : 'Verstuurd'} naar ${p.printer}, die niet kan bevestigen dat hij afgedrukt heeft.`,
  'printer.job-unconfirmed': (p, f): string =>
    `Verstuurd naar ${p.printer}, die niet bevestigd heeft dat hij afgedrukt heeft: ${f.say(p.cause)}`,
  'printer.job-failed': (p, f): string =>
    `${f.order(p.order)} is niet afgedrukt op ${p.printer}: ${f.say(p.cause)}`,
  'printer.job-done': (p, f) =>
    `${f.order(p.order)} ${p.reprint ? 'herdrukt' : 'afgedrukt'} op ${p.printer}${p.verified ? '' : ' (niet bevestigd)'}.`,
  'printer.job-held-unverified': (p, f) =>
    `${f.order(p.order)} wordt tegengehouden: is ze uit ${p.printer} gekomen? Iemand antwoordt bij Status.`,
  'printer.internal-error': (p) =>
    `${p.printer} liep tegen een interne fout aan; OrderSlip probeert zo opnieuw: ${p.detail}`,
  'printer.cannot-build': (p, f) =>
    `OrderSlip kon de bon van ${f.order(p.order)} niet opmaken (${p.detail}).`,
  'printer.order-unreadable': () =>
    'De gegevens ervan konden niet gelezen worden, dus ze kan niet afgedrukt worden.',
  'printer.reprint-impossible': (p, f): string => `Herdruk niet mogelijk: ${f.say(p.cause)}`,
  'printer.ledger-write-failed': (p, f) =>
    `OrderSlip kon niet in zijn register schrijven wat ${p.printer} met ${f.order(p.order)} gedaan heeft (${p.detail}). Maak schijfruimte vrij; OrderSlip probeert het opnieuw.`,
  'printer.cli-printed': (p, f): string =>
    `${f.order(p.order, false)}: afgedrukt en bevestigd door de printer (${f.say(p.detail)})`,
  'printer.cli-queue-completed': (p, f): string =>
    `${f.order(p.order, false)}: afgewerkt door de wachtrij, niet bevestigd door de printer: ${f.say(p.detail)}`,
  'printer.cli-delivered': (p, f): string =>
    `${f.order(p.order, false)}: verstuurd, niet bevestigd: ${f.say(p.detail)}`,
  'printer.cli-failed': (p, f): string =>
    `${f.order(p.order, false)}: niet afgedrukt (${p.reason}): ${f.say(p.detail)}`,
};
