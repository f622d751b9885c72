import type { Translation } from '../../wording';
import {
  type demoTools as En,
  sizeText,
  type ToolModeNote,
  type ToolPrinterKind,
} from '../../en/messages/demo-tools';

const KIND: Readonly<Record<ToolPrinterKind, string>> = {
  epson: 'Virtuele printer',
  star: 'Virtuele Star-printer',
  zpl: 'Virtuele ZPL-etiketprinter',
  tspl: 'Virtuele TSPL-etiketprinter',
};

const NOTE: Readonly<Record<ToolModeNote, string>> = {
  offline: 'verbindingen worden geweigerd, zoals bij een printer die uit staat.',
  'paper-out': 'meldt dat het papier op is, en drukt niets af tot de modus verandert.',
  'paper-low': 'drukt af, en meldt dat het papier bijna op is.',
  'cover-open': 'meldt dat zijn klep open staat, en drukt niets af.',
  'head-open': 'meldt dat zijn kop open staat, en drukt niets af.',
  paused: 'meldt dat hij gepauzeerd is, en drukt niets af.',
  'ribbon-out': 'meldt dat zijn lint op is, en drukt niets af.',
  'drop-mid-job':
    'antwoordt op statusvragen, en verbreekt de verbinding bij de eerste byte van een opdracht.',
  mute: 'antwoordt helemaal niets (ook geen status), en drukt af.',
  'no-completion': 'antwoordt op statusvragen en drukt af, maar meldt nooit dat een opdracht klaar is.',
  'star-no-completion': 'antwoordt op statusvragen en drukt af, maar zijn ETB-teller beweegt nooit.',
  'label-no-completion': 'drukt af, maar zijn status zegt nooit dat de etiketten klaar zijn.',
  'ack-then-lose':
    'antwoordt "klaar" zodra een opdracht binnenkomt, met het nummer van een eerdere opdracht, en verliest de opdracht: er komt niets uit.',
  'paper-end-on-completion':
    'drukt af, en antwoordt dan op GS r 1 met "papier op" (een kloon waarvan de rol op is).',
  'early-answer':
    'antwoordt "klaar" met het eigen nummer van de opdracht zodra ze binnenkomt, sneller dan papier kan bewegen, en verliest ze: er komt niets uit.',
  'star-early-answer':
    'telt elke opdracht als klaar zodra ze binnenkomt, sneller dan papier kan bewegen, en verliest ze: er komt niets uit.',
  'label-early-answer':
    'telt elk etiket als klaar zodra hij het leest, sneller dan een etiket kan doorschuiven, en verliest het.',
};

export const demoTools: Translation<typeof En> = {
  'tools.printer-listening': (p) =>
    `${KIND[p.kind]} luistert op ${p.uri} (modus ${p.mode}, ${sizeText(p.size)})`,
  'tools.printer-address': (p) =>
    p.kind === 'zpl' || p.kind === 'tspl'
      ? `  printeradres voor OrderSlip: ${p.uri}; zet zijn rol op etiket en zijn protocol op ${p.kind}`
      : `  printeradres voor OrderSlip: ${p.uri}`,
  'tools.star-status-port': (p) =>
    `  statuspoort: ${p.port ?? 'geen'}; zet het type van de printer in OrderSlip op Star`,
  'tools.mode-note': (p) => `  modus ${p.mode}: ${NOTE[p.note]}`,
  'tools.press-ctrl-c': () => 'Druk op Ctrl+C om te stoppen.',
  'tools.printer-stopped': (p, f) =>
    `Gestopt (${p.signal}); ${
      p.labels
        ? f.plural(p.count, { one: '1 etiket', other: `${p.count} etiketten` })
        : f.plural(p.count, { one: '1 opdracht', other: `${p.count} opdrachten` })
    } afgedrukt.`,
  'tools.job-heading': (p) => `--- opdracht ${p.count} om ${p.at}, ${p.bytes} bytes ---`,
  'tools.label-heading': (p) => `--- etiket ${p.count} om ${p.at}, ${p.width}x${p.height} punten ---`,
  'tools.unknown-bytes': (p) =>
    `  (${p.count} bytes die geen opdracht verklaart, de eerste op positie ${p.offset})`,
  'tools.unknown-commands': (p) => `  (niet begrepen opdrachten: ${p.commands.join(' ')})`,
  'tools.picture': (p) => `  beeld: ${p.file}`,
  'tools.cannot-write': (p) => `  kan ${p.file} niet schrijven: ${p.detail}`,
  'tools.cannot-create': (p) => `kan ${p.dir} niet aanmaken: ${p.detail}`,
  'tools.star-ports-in-use': (p) =>
    `poort ${p.port} of statuspoort ${p.statusPort} op ${p.host} is al in gebruik; kies een andere met --port / --status-port (0 kiest een vrije)`,
  'tools.sim-listening': (p) => `Nagebootste bestelservice luistert op ${p.url}`,
  'tools.sim-details': (p) =>
    [
      `  basis-URL:  ${p.url}`,
      `  tenant:     ${p.tenant}`,
      `  token:      ${p.token}`,
      `  winkels:    ${p.shops.join(', ')}; bevestigen met ${p.methods.join(' of ')}; ${p.orders} bestellingen, ${p.stream} meer per minuut`,
      `Besturing (zonder aanmelding): GET ${p.url}/_sim/state, POST /_sim/orders /_sim/stream /_sim/faults — zie docs/SIMULATOR.md`,
    ].join('\n'),
  'tools.sim-stopped': (p) => `Nagebootste bestelservice gestopt (${p.signal}).`,
};
