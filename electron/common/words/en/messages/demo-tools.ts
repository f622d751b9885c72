/**
 * What the demo's tools say at the terminal while they run (`npm run cli -- virtual-printer`,
 * `… simulator`): where they listen, what a chosen fault mode does, each job as it "prints", and that
 * they stopped. Addresses, modes, file names and the printed text stay as they are, in every language.
 */
import { words } from '../../wording';

/** Which virtual printer runs: an Epson or Star receipt printer, or a ZPL or TSPL label printer. */
export type ToolPrinterKind = 'epson' | 'star' | 'zpl' | 'tspl';

/**
 * What a fault mode does, said at start. Star and label printers report some faults their own way, so
 * those have a note of their own.
 */
export type ToolModeNote =
  | 'offline'
  | 'paper-out'
  | 'paper-low'
  | 'cover-open'
  | 'head-open'
  | 'paused'
  | 'ribbon-out'
  | 'drop-mid-job'
  | 'mute'
  | 'no-completion'
  | 'star-no-completion'
  | 'label-no-completion'
  | 'ack-then-lose'
  | 'paper-end-on-completion'
  | 'early-answer'
  | 'star-early-answer'
  | 'label-early-answer';

const KIND: Readonly<Record<ToolPrinterKind, string>> = {
  epson: 'Virtual printer',
  star: 'Virtual Star printer',
  zpl: 'Virtual ZPL label printer',
  tspl: 'Virtual TSPL label printer',
};

const NOTE: Readonly<Record<ToolModeNote, string>> = {
  offline: 'connections are refused, like a printer that is switched off.',
  'paper-out': 'reports paper out, and prints nothing until the mode changes.',
  'paper-low': 'prints, and reports that the paper is running low.',
  'cover-open': 'reports its cover open, and prints nothing.',
  'head-open': 'reports its head open, and prints nothing.',
  paused: 'reports that it is paused, and prints nothing.',
  'ribbon-out': 'reports its ribbon out, and prints nothing.',
  'drop-mid-job': 'answers status, then drops the connection at the first byte of a job.',
  mute: 'answers nothing at all (not even status), and prints.',
  'no-completion': 'answers status and prints, but never reports that a job is done.',
  'star-no-completion': 'answers status and prints, but its ETB counter never moves.',
  'label-no-completion': 'prints, but its status never says the labels are done.',
  'ack-then-lose':
    'answers "done" the moment a job arrives, with the id of an earlier job, and loses the job: nothing prints.',
  'paper-end-on-completion': 'prints, then answers GS r 1 with "paper end" (a clone whose roll ran out).',
  'early-answer':
    'answers "done" with the job\'s own id the moment a job arrives, sooner than paper can move, and loses the job: nothing prints.',
  'star-early-answer':
    'counts each job done the moment it arrives, sooner than paper can move, and loses it: nothing prints.',
  'label-early-answer':
    'counts each label done the moment it reads it, sooner than a label can feed, and loses it.',
};

/** What the printer listens on: `size` is "80 mm" for a receipt printer, "203 dpi" for a label printer. */
interface ListeningParams {
  readonly kind: ToolPrinterKind;
  readonly uri: string;
  readonly mode: string;
  readonly size: { readonly mm: number } | { readonly dpi: number };
}

export const sizeText = (size: ListeningParams['size']): string =>
  'mm' in size ? `${size.mm} mm` : `${size.dpi} dpi`;

export const demoTools = {
  'tools.printer-listening': words<ListeningParams>(
    (p) => `${KIND[p.kind]} listening on ${p.uri} (mode ${p.mode}, ${sizeText(p.size)})`,
  ),
  /** The address to type into OrderSlip, and for a label printer the settings it needs there. */
  'tools.printer-address': words<{ kind: ToolPrinterKind; uri: string }>((p) =>
    p.kind === 'zpl' || p.kind === 'tspl'
      ? `  printer address for OrderSlip: ${p.uri}; set its role to label and its protocol to ${p.kind}`
      : `  printer address for OrderSlip: ${p.uri}`,
  ),
  'tools.star-status-port': words<{ port: number | null }>(
    (p) => `  status port: ${p.port ?? 'none'}; set the printer's type to Star in OrderSlip`,
  ),
  'tools.mode-note': words<{ mode: string; note: ToolModeNote }>((p) => `  mode ${p.mode}: ${NOTE[p.note]}`),
  'tools.press-ctrl-c': words(() => 'Press Ctrl+C to stop.'),
  'tools.printer-stopped': words<{ signal: string; count: number; labels: boolean }>(
    (p, f) =>
      `Stopped (${p.signal}); ${
        p.labels
          ? f.plural(p.count, { one: '1 label', other: `${p.count} labels` })
          : f.plural(p.count, { one: '1 job', other: `${p.count} jobs` })
      } printed.`,
  ),
  /** A job's heading as it "prints"; its text follows, indented. */
  'tools.job-heading': words<{ count: number; at: string; bytes: number }>(
    (p) => `--- job ${p.count} at ${p.at}, ${p.bytes} bytes ---`,
  ),
  'tools.label-heading': words<{ count: number; at: string; width: number; height: number }>(
    (p) => `--- label ${p.count} at ${p.at}, ${p.width}x${p.height} dots ---`,
  ),
  'tools.unknown-bytes': words<{ count: number; offset: number }>(
    (p) => `  (${p.count} bytes no command explains, first at offset ${p.offset})`,
  ),
  'tools.unknown-commands': words<{ commands: readonly string[] }>(
    (p) => `  (commands not understood: ${p.commands.join(' ')})`,
  ),
  'tools.picture': words<{ file: string }>((p) => `  picture: ${p.file}`),
  'tools.cannot-write': words<{ file: string; detail: string }>(
    (p) => `  cannot write ${p.file}: ${p.detail}`,
  ),
  /** `--html-dir` could not be made; said after "orderslip virtual-printer: ". */
  'tools.cannot-create': words<{ dir: string; detail: string }>((p) => `cannot create ${p.dir}: ${p.detail}`),
  /** A Star printer listens on two ports; said after "orderslip virtual-printer: ". */
  'tools.star-ports-in-use': words<{ host: string; port: number; statusPort: number }>(
    (p) =>
      `port ${p.port} or status port ${p.statusPort} on ${p.host} is already in use; choose another with --port / --status-port (0 picks a free one)`,
  ),
  'tools.sim-listening': words<{ url: string }>((p) => `Ordering-service simulator listening on ${p.url}`),
  /** What to type into OrderSlip to use the simulator, and what it serves. */
  'tools.sim-details': words<{
    url: string;
    tenant: string;
    token: string;
    shops: readonly number[];
    methods: readonly string[];
    orders: number;
    stream: number;
  }>((p) =>
    [
      `  base URL: ${p.url}`,
      `  tenant:   ${p.tenant}`,
      `  token:    ${p.token}`,
      `  shops:    ${p.shops.join(', ')}; confirm with ${p.methods.join(' or ')}; ${p.orders} orders, ${p.stream} more a minute`,
      `Control (no auth): GET ${p.url}/_sim/state, POST /_sim/orders /_sim/stream /_sim/faults — see docs/SIMULATOR.md`,
    ].join('\n'),
  ),
  'tools.sim-stopped': words<{ signal: string }>((p) => `Simulator stopped (${p.signal}).`),
} as const;
