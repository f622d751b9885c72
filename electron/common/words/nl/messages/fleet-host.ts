import type { Translation } from '../../wording';
import type { FleetExpectation, fleetHost as En } from '../../en/messages/fleet-host';

const EXPECTED: Readonly<Record<FleetExpectation, string>> = {
  object: 'een object',
  list: 'een lijst',
  'shorter-list': 'een lijst van hoogstens 64 items',
  text: 'een tekst',
  'short-text': 'een tekst van hoogstens 200 tekens, op één regel (en niet leeg voor counterId)',
  'whole-number': 'een geheel getal, 0 of meer',
  time: 'een ISO-tijd met zijn verschuiving (2026-11-28T14:05:00Z)',
  role: '"printing" of "standing-by"',
  'printer-state': 'een van ready, printing, paper-out, offline, problem, unknown',
};

export const fleetHost: Translation<typeof En> = {
  'fleet-host.summary': () =>
    'De vlootserver van de keten: ontvangt de meldingen van elke toonbank en toont ze op één pagina, met meldingen per e-mail of webhook en /metrics.',
  'fleet-host.usage': () =>
    [
      '--data-dir MAP               waar de vlootserver de meldingen van de toonbanken bewaart (fleet.db)',
      '--http-port POORT            de poort voor toonbanken, de pagina en Prometheus (0: een vrije poort)',
      '--listen ADRES               het adres om op te luisteren (standaard 0.0.0.0: elk netwerk van deze pc)',
      '--fleet-key SLEUTEL          de vlootsleutel van de keten (of ORDERSLIP_FLEET_KEY), minstens 16 tekens',
      '--settings BESTAND           waarschuwingen van de vlootserver: een instellingenbestand (zijn "alerts" en "language")',
      '--alert-webhook URL          een webhook die hoort wanneer een toonbank zwijgt of rood wordt, en terug is',
      '--language nl|fr|de|en       de taal van deze regels en van de waarschuwingen',
    ].join('\n'),
  'fleet-host.no-key': () =>
    'er is geen vlootsleutel: geef hem met --fleet-key SLEUTEL of in ORDERSLIP_FLEET_KEY. De toonbanken sturen dezelfde sleutel.',
  'fleet-host.key-too-short': (p) =>
    `de vlootsleutel is te kort: gebruik minstens ${p.min} tekens (wie hem raadt, kan de vlootpagina beschrijven).`,
  'fleet-host.listening': (p) =>
    `De vlootserver draait. Toonbanken melden zich bij ${p.url}; de vlootpagina staat op ${p.url}`,
  'fleet-host.stopping': (p) => `De vlootserver stopt (${p.signal}).`,
  'fleet-host.key-refused': () =>
    'De vlootsleutel ontbreekt of klopt niet. Stuur hem als "Authorization: Bearer <vlootsleutel>".',
  'fleet-host.report-too-large': (p, f) =>
    `De melding is te groot: de vlootserver neemt hoogstens ${f.number(p.maxBytes)} bytes aan.`,
  'fleet-host.report-not-json': () => 'De melding is geen JSON.',
  'fleet-host.report-invalid': (p) => `De melding is geweigerd: ${p.path} moet ${EXPECTED[p.expected]} zijn.`,
  'fleet-host.failed': () => 'De vlootserver kon dit verzoek niet beantwoorden. Zijn logboek zegt waarom.',
  'fleet-host.reason-silent': (p, f) =>
    p.seconds < 120
      ? `geen melding sinds ${f.plural(p.seconds, { one: `${p.seconds} seconde`, other: `${p.seconds} seconden` })}`
      : `geen melding sinds ${f.plural(Math.floor(p.seconds / 60), { one: '1 minuut', other: `${Math.floor(p.seconds / 60)} minuten` })}`,
  'fleet-host.reason-printer-down': (p) =>
    p.state === 'paper-out'
      ? `${p.printer} heeft geen papier meer`
      : p.state === 'offline'
        ? `${p.printer} is offline`
        : `${p.printer} heeft een probleem`,
  'fleet-host.reason-held': (p, f) =>
    `${f.plural(p.count, { one: '1 bestelling', other: `${p.count} bestellingen` })} vastgehouden voor ${p.shopName ?? `winkel ${p.shopId}`}`,
  'fleet-host.reason-late': (p, f) =>
    `${f.plural(p.count, { one: '1 bestelling', other: `${p.count} bestellingen` })} te laat voor ${p.shopName ?? `winkel ${p.shopId}`}`,
  'fleet-host.alert-silent': (p, f): string =>
    `De toonbank ${p.pc} heeft zich ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })} niet gemeld: ze staat misschien uit, is gestopt of zit zonder netwerk.`,
  'fleet-host.alert-red': (p, f): string =>
    `De toonbank ${p.pc} vraagt aandacht: ${f.list(p.reasons.map((reason) => f.say(reason)))}.`,
  'fleet-host.alert-back': (p) => `De toonbank ${p.pc} is weer in orde.`,
  'fleet-host.alert-subject': (p) =>
    `OrderSlip-vloot: ${p.pc} ${{ silent: 'zwijgt', red: 'vraagt aandacht', green: 'is weer in orde' }[p.state]}`,
  'fleet-host.alert-failed': (p) =>
    `De vlootserver kon zijn waarschuwing niet versturen via ${p.channel}: ${p.detail}`,
  'fleet-host.status-summary': () =>
    'De vloot zoals de vlootpagina ze toont, voor scripts: exit 0 als elke toonbank in orde is, 3 als er een rood is.',
  'fleet-host.status-usage': () =>
    [
      '--fleet-url URL              de vlootserver (http://vloot.voorbeeld:4870)',
      '--fleet-key SLEUTEL          de vlootsleutel van de keten (of ORDERSLIP_FLEET_KEY)',
      '--format text|json           regels voor een mens (standaard) of de weergave van de vlootserver als JSON',
      '--language nl|fr|de|en       de taal van de tekst',
    ].join('\n'),
  'fleet-host.status-unreachable': (p) => `de vlootserver op ${p.url} antwoordt niet: ${p.detail}`,
  'fleet-host.status-key-refused': (p) => `de vlootserver op ${p.url} weigerde de vlootsleutel.`,
  'fleet-host.status-bad-answer': (p) =>
    `de vlootserver op ${p.url} antwoordde met HTTP ${p.status}, geen vlootweergave. Is dat het adres van de vlootserver?`,
  'fleet-host.status-line': (p, f) =>
    p.total === 0
      ? 'Nog geen enkele toonbank heeft zich gemeld.'
      : p.red === 0
        ? `Elke toonbank is in orde (${f.plural(p.total, { one: '1 toonbank', other: `${p.total} toonbanken` })}).`
        : `${p.red} van ${f.plural(p.total, { one: '1 toonbank', other: `${p.total} toonbanken` })} ${p.red === 1 ? 'vraagt' : 'vragen'} aandacht.`,
};
