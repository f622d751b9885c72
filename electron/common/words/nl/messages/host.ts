import type { Translation } from '../../wording';
import type { host as En } from '../../en/messages/host';

const reload =
  'Herlaad het venster; gebeurt het opnieuw, exporteer dan de diagnose en stuur ze naar de ondersteuning.' as const;

export const host: Translation<typeof En> = {
  'host.data-folder-busy': (p) =>
    `de gegevensmap ${p.folder} is in gebruik door ${{ app: 'de OrderSlip-app', run: '`orderslip run`', demo: '`orderslip demo`' }[p.holder]} ` +
    `(pid ${p.pid}${p.on === null ? '' : ` op ${p.on}`}, gestart ${p.startedAt}). Maar één OrderSlip mag een gegevensmap gebruiken: ` +
    (p.on === null
      ? 'stop die eerst, of gebruik een andere gegevensmap.'
      : `stop die, of verwijder ${p.lockFile} als die daar niet meer draait.`),
  'host.unknown-command': (p) => `OrderSlip kent de opdracht "${p.command}" niet. ${reload}`,
  'host.arguments-not-a-list': (p) =>
    `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde de gegevens niet als lijst. ${reload}`,
  'host.too-many-arguments': (p) =>
    `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde ${p.count} gegevens, er horen er hoogstens ${p.max}. ${reload}`,
  'host.bad-argument': (p, f): string =>
    `OrderSlip kon "${p.command}" niet uitvoeren: het venster stuurde een verkeerde waarde voor ${p.argument}. ${f.say(p.problem)} ${reload}`,
  'host.expected-id': (p) => `Het moet een tekst van 1 tot ${p.max} tekens zijn.`,
  'host.expected-job-id': () => 'Het moet het nummer van een printopdracht zijn.',
  'host.expected-text': (p) => `Het moet een tekst van hoogstens ${p.max} tekens zijn.`,
  'host.expected-whole-number': (p) => `Het moet een geheel getal van ${p.min} tot ${p.max} zijn.`,
  'host.expected-date': () => 'Het moet een datum zijn, geschreven als JJJJ-MM-DD.',
  'host.expected-one-of': (p) => `Het moet een van deze zijn: ${p.choices.join(', ')}.`,
  'host.expected-object': () => 'Het moet een groep benoemde waarden zijn (een JSON-object).',
  'host.expected-printer': () =>
    'Het moet de id van een bewaarde printer zijn, of de instellingen van een printer.',
  'host.command-failed': (p, f): string => `De opdracht "${p.command}" mislukte: ${f.say(p.cause)}`,
  'host.not-our-window': (p) =>
    `OrderSlip weigerde "${p.command}": alleen het venster van OrderSlip zelf mag opdrachten sturen.`,
  'host.wrong-address': () => 'Dit adres wordt hier niet bediend: open OrderSlip op 127.0.0.1 of localhost.',
  'host.method-not-allowed': (p) =>
    `OrderSlip beantwoordt ${p.method} hier niet: opdrachten gaan met POST, pagina's met GET.`,
  'host.not-found': () => 'Op dit adres staat niets.',
  'host.request-too-large': (p, f) =>
    `De vraag is groter dan OrderSlip aanneemt (${f.number(p.maxBytes)} bytes). ${reload}`,
  'host.request-not-json': () => `OrderSlip kon de vraag niet lezen: het is geen JSON. ${reload}`,
  'host.window-not-built': () =>
    'Het venster is niet gebouwd: voer `npm run build` uit en herlaad dan deze pagina.',
  'host.port-in-use': (p) =>
    `Poort ${p.port} op 127.0.0.1 is in gebruik door een ander programma: kies een andere --http-port.`,
  'host.not-answering': () => 'OrderSlip antwoordt niet. Kijk of het nog draait en probeer het dan opnieuw.',
  'host.answered-status': (p) =>
    `OrderSlip antwoordde met een fout (HTTP ${p.status}). Probeer opnieuw; blijft het gebeuren, herstart OrderSlip dan.`,
  'host.token-cannot-be-stored': () =>
    'Deze computer kan het toegangstoken niet versleuteld bewaren, dus OrderSlip kan het niet bijhouden. Stel de systeemsleutelhanger in en vul het token opnieuw in.',
  'host.token-from-environment': (p) =>
    `Het token komt uit ${p.variable}; wijzig het daar en herstart OrderSlip.`,
  'host.diagnostics-dialog-title': () => 'Diagnose exporteren',
  'host.diagnostics-file-kind': () => 'Diagnose',
  'host.logo-dialog-title': () => 'Kies een logo',
  'host.logo-file-kind': () => 'Afbeeldingen',
  'host.metrics-key-refused': () =>
    '/metrics vraagt de vlootsleutel: stuur “Authorization: Bearer <vlootsleutel>”. Zonder vlootsleutel op deze OrderSlip wordt /metrics niet gediend.',
};
