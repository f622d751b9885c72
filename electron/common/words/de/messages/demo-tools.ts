import type { Translation } from '../../wording';
import {
  type demoTools as En,
  sizeText,
  type ToolModeNote,
  type ToolPrinterKind,
} from '../../en/messages/demo-tools';

const KIND: Readonly<Record<ToolPrinterKind, string>> = {
  epson: 'Virtueller Drucker',
  star: 'Virtueller Star-Drucker',
  zpl: 'Virtueller ZPL-Etikettendrucker',
  tspl: 'Virtueller TSPL-Etikettendrucker',
};

const NOTE: Readonly<Record<ToolModeNote, string>> = {
  offline: 'Verbindungen werden abgelehnt, wie bei einem ausgeschalteten Drucker.',
  'paper-out': 'meldet, dass das Papier leer ist, und druckt nichts, bis sich der Modus ändert.',
  'paper-low': 'druckt und meldet, dass das Papier fast leer ist.',
  'cover-open': 'meldet seine Klappe offen und druckt nichts.',
  'head-open': 'meldet seinen Druckkopf offen und druckt nichts.',
  paused: 'meldet, dass er angehalten ist, und druckt nichts.',
  'ribbon-out': 'meldet sein Farbband leer und druckt nichts.',
  'drop-mid-job': 'antwortet auf Statusfragen und trennt die Verbindung beim ersten Byte eines Auftrags.',
  mute: 'antwortet überhaupt nicht (auch nicht auf Statusfragen) und druckt.',
  'no-completion': 'antwortet auf Statusfragen und druckt, meldet aber nie, dass ein Auftrag fertig ist.',
  'star-no-completion': 'antwortet auf Statusfragen und druckt, aber sein ETB-Zähler bewegt sich nie.',
  'label-no-completion': 'druckt, aber sein Status sagt nie, dass die Etiketten fertig sind.',
  'ack-then-lose':
    'antwortet „fertig“, sobald ein Auftrag ankommt, mit der Nummer eines früheren Auftrags, und verliert den Auftrag: Es kommt nichts heraus.',
  'paper-end-on-completion':
    'druckt und antwortet dann auf GS r 1 mit „Papierende“ (ein Nachbau, dessen Rolle leer ist).',
  'early-answer':
    'antwortet „fertig“ mit der eigenen Nummer des Auftrags, sobald er ankommt, schneller als sich Papier bewegen kann, und verliert ihn: Es kommt nichts heraus.',
  'star-early-answer':
    'zählt jeden Auftrag als fertig, sobald er ankommt, schneller als sich Papier bewegen kann, und verliert ihn: Es kommt nichts heraus.',
  'label-early-answer':
    'zählt jedes Etikett als fertig, sobald er es liest, schneller als ein Etikett vorrücken kann, und verliert es.',
};

export const demoTools: Translation<typeof En> = {
  'tools.printer-listening': (p) =>
    `${KIND[p.kind]} hört auf ${p.uri} (Modus ${p.mode}, ${sizeText(p.size)})`,
  'tools.printer-address': (p) =>
    p.kind === 'zpl' || p.kind === 'tspl'
      ? `  Druckeradresse für OrderSlip: ${p.uri}; stellen Sie seine Rolle auf Etikett und sein Protokoll auf ${p.kind}`
      : `  Druckeradresse für OrderSlip: ${p.uri}`,
  'tools.star-status-port': (p) =>
    `  Statusport: ${p.port ?? 'keiner'}; stellen Sie den Typ des Druckers in OrderSlip auf Star`,
  'tools.mode-note': (p) => `  Modus ${p.mode}: ${NOTE[p.note]}`,
  'tools.press-ctrl-c': () => 'Drücken Sie Strg+C zum Beenden.',
  'tools.printer-stopped': (p, f) =>
    `Beendet (${p.signal}); ${
      p.labels
        ? f.plural(p.count, { one: '1 Etikett', other: `${p.count} Etiketten` })
        : f.plural(p.count, { one: '1 Auftrag', other: `${p.count} Aufträge` })
    } gedruckt.`,
  'tools.job-heading': (p) => `--- Auftrag ${p.count} um ${p.at}, ${p.bytes} Bytes ---`,
  'tools.label-heading': (p) => `--- Etikett ${p.count} um ${p.at}, ${p.width}x${p.height} Punkte ---`,
  'tools.unknown-bytes': (p) =>
    `  (${p.count} Bytes, die kein Befehl erklärt, das erste an Position ${p.offset})`,
  'tools.unknown-commands': (p) => `  (nicht verstandene Befehle: ${p.commands.join(' ')})`,
  'tools.picture': (p) => `  Bild: ${p.file}`,
  'tools.cannot-write': (p) => `  kann ${p.file} nicht schreiben: ${p.detail}`,
  'tools.cannot-create': (p) => `kann ${p.dir} nicht anlegen: ${p.detail}`,
  'tools.star-ports-in-use': (p) =>
    `Port ${p.port} oder Statusport ${p.statusPort} auf ${p.host} ist schon belegt; wählen Sie mit --port / --status-port andere (0 wählt einen freien)`,
  'tools.sim-listening': (p) => `Nachgebildeter Bestelldienst hört auf ${p.url}`,
  'tools.sim-details': (p) =>
    [
      `  Basis-URL:  ${p.url}`,
      `  Mandant:    ${p.tenant}`,
      `  Token:      ${p.token}`,
      `  Geschäfte:  ${p.shops.join(', ')}; bestätigen mit ${p.methods.join(' oder ')}; ${p.orders} Bestellungen, ${p.stream} weitere pro Minute`,
      `Steuerung (ohne Anmeldung): GET ${p.url}/_sim/state, POST /_sim/orders /_sim/stream /_sim/faults — siehe docs/SIMULATOR.md`,
    ].join('\n'),
  'tools.sim-stopped': (p) => `Nachgebildeter Bestelldienst beendet (${p.signal}).`,
};
