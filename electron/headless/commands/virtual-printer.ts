/**
 * `npm run cli -- virtual-printer`: a virtual receipt printer on a TCP port — Epson (`DLE EOT`, `GS ( H`,
 * `GS r 1`) or, with `--protocol star`, Star (ASB on the connection and on a status port, the ETB
 * counter) — for trying OrderSlip without hardware. Each job's text is shown as it "prints"; --html-dir
 * keeps a picture of each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { intFlag, parseFlags, UsageError, type CliCommand } from '../command';
import {
  VIRTUAL_PRINTER_MODES,
  VirtualPrinter,
  type PrintedJob,
  type VirtualPrinterMode,
} from '../../demo/virtual-printer';
import { textOf } from '../../common/messages/errors';
import {
  VIRTUAL_STAR_MODES,
  VirtualStarPrinter,
  type VirtualStarMode,
} from '../../demo/virtual-printer/star-printer';

type Protocol = 'epson' | 'star';

function protocolFlag(raw: string | undefined): Protocol {
  if (raw === undefined || raw === 'epson') return 'epson';
  if (raw === 'star') return 'star';
  throw new UsageError(`--protocol must be epson or star, got "${raw}"`);
}

function starModeFlag(raw: string | undefined): VirtualStarMode {
  if (raw === undefined) return 'ready';
  const mode = VIRTUAL_STAR_MODES.find((candidate) => candidate === raw);
  if (!mode)
    throw new UsageError(
      `--mode must be one of ${VIRTUAL_STAR_MODES.join(', ')} with --protocol star, got "${raw}"`,
    );
  return mode;
}

/** What each Star mode does, said at start. */
const STAR_MODE_NOTES: Readonly<Record<VirtualStarMode, string | null>> = {
  ready: null,
  'paper-low': 'prints, and reports that the paper is running low.',
  'paper-out': 'reports paper out, and prints nothing.',
  'cover-open': 'reports its cover open, and prints nothing.',
  offline: 'connections are refused, like a printer that is switched off.',
  'drop-mid-job': 'answers status, then drops the connection at the first byte of a job.',
  mute: 'answers nothing at all (not even status), and prints.',
  'no-completion': 'answers status and prints, but its ETB counter never moves.',
};

function modeFlag(raw: string | undefined): VirtualPrinterMode {
  if (raw === undefined) return 'ready';
  const mode = VIRTUAL_PRINTER_MODES.find((candidate) => candidate === raw);
  if (!mode) throw new UsageError(`--mode must be one of ${VIRTUAL_PRINTER_MODES.join(', ')}, got "${raw}"`);
  return mode;
}

function widthFlag(raw: string | undefined): 58 | 80 {
  if (raw === undefined || raw === '80') return 80;
  if (raw === '58') return 58;
  throw new UsageError(`--width must be 58 or 80 (mm), got "${raw}"`);
}

const timeOf = (date: Date): string => date.toTimeString().slice(0, 8);

/** What each mode does, said at start; a Record, so a new mode without a line does not compile. */
const MODE_NOTES: Readonly<Record<VirtualPrinterMode, string | null>> = {
  ready: null,
  offline: 'connections are refused, like a printer that is switched off.',
  'paper-out': 'reports paper out, and prints nothing.',
  'paper-low': 'prints, and reports that the paper is running low.',
  'cover-open': 'reports its cover open, and prints nothing.',
  'drop-mid-job': 'answers status, then drops the connection at the first byte of a job.',
  mute: 'answers nothing at all (not even status), and prints.',
  'no-completion': 'answers status and prints, but never reports that a job is done.',
  'ack-then-lose':
    'answers "done" the moment a job arrives, with the id of an earlier job, and loses the job: nothing prints.',
  'paper-end-on-completion': 'prints, then answers GS r 1 with "paper end" (a clone whose roll ran out).',
};

export const virtualPrinterCommand: CliCommand = {
  name: 'virtual-printer',
  summary: 'Run a virtual receipt printer (Epson TM or Star status subset) until Ctrl+C.',
  usage: [
    '--protocol epson|star which printer to be (default epson)',
    '--port N              port to listen on (default 9100; 0 picks a free one)',
    '--status-port N       star: the status port (default 9101, or a free one with --port 0)',
    '--host ADDRESS        address to listen on (default 127.0.0.1)',
    `--mode MODE           epson: ${VIRTUAL_PRINTER_MODES.join(' | ')} (default ready)`,
    `                      star: ${VIRTUAL_STAR_MODES.join(' | ')}`,
    '--width 58|80         paper width in mm, for the HTML pictures (default 80)',
    "--html-dir DIR        write each job's picture there as job-<n>.html",
  ].join('\n'),

  async run(args, io) {
    const flags = parseFlags(args, {
      protocol: { type: 'string' },
      'status-port': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
      width: { type: 'string' },
      'html-dir': { type: 'string' },
    });
    const protocol = protocolFlag(flags.protocol);
    const port = intFlag('port', flags.port, 9100, 0, 65_535);
    const statusPort = intFlag('status-port', flags['status-port'], port === 0 ? 0 : 9101, 0, 65_535);
    if (protocol === 'epson' && flags['status-port'] !== undefined)
      throw new UsageError('--status-port is for --protocol star');
    const mode: string = protocol === 'star' ? starModeFlag(flags.mode) : modeFlag(flags.mode);
    const paperWidth = widthFlag(flags.width);
    const host = flags.host ?? '127.0.0.1';
    if (host.trim() === '') throw new UsageError('--host must not be empty');
    const htmlDir = flags['html-dir'] === undefined ? null : resolve(flags['html-dir']);
    if (htmlDir !== null && flags['html-dir']?.trim() === '')
      throw new UsageError('--html-dir must not be empty');

    if (htmlDir !== null) {
      try {
        await mkdir(htmlDir, { recursive: true });
      } catch (error) {
        io.err(`orderslip virtual-printer: cannot create ${htmlDir}: ${textOf(error)}`);
        return 1;
      }
    }

    let printer: VirtualPrinter | VirtualStarPrinter;
    try {
      printer =
        protocol === 'star'
          ? await VirtualStarPrinter.start({
              host,
              port,
              statusPort,
              mode: starModeFlag(mode),
              paperWidth,
            })
          : await VirtualPrinter.start({ host, port, mode: modeFlag(mode), paperWidth });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.err(
        code === 'EADDRINUSE'
          ? `orderslip virtual-printer: port ${port}${protocol === 'star' ? ` or status port ${statusPort}` : ''} on ${host} is already in use; choose another with --port${protocol === 'star' ? ' / --status-port' : ''} (0 picks a free one).`
          : `orderslip virtual-printer: cannot listen on ${host}:${port}: ${textOf(error)}`,
      );
      return 1;
    }

    let count = 0;
    const writes: Promise<void>[] = [];
    const show = (job: PrintedJob): void => {
      count++;
      io.out(`--- job ${count} at ${timeOf(job.receivedAt)}, ${job.bytes.length} bytes ---`);
      for (const line of job.text.split('\n')) io.out(`  ${line}`);
      if (job.parsed.unknownBytes.length > 0) {
        io.out(
          `  (${job.parsed.unknownBytes.length} bytes no command explains, first at offset ${job.parsed.unknownBytes[0]})`,
        );
      }
      if (htmlDir !== null) {
        const file = resolve(htmlDir, `job-${count}.html`);
        writes.push(
          writeFile(file, job.html).then(
            () => io.out(`  picture: ${file}`),
            (error: unknown) => io.err(`  cannot write ${file}: ${textOf(error)}`),
          ),
        );
      }
    };
    printer.onJob(show);

    const kind = protocol === 'star' ? 'Virtual Star printer' : 'Virtual printer';
    io.out(`${kind} listening on ${printer.uri} (mode ${mode}, ${paperWidth} mm)`);
    io.out(`  printer address for OrderSlip: ${printer.uri}`);
    if (printer instanceof VirtualStarPrinter) {
      io.out(`  status port: ${printer.statusPort ?? 'none'}; set the printer's type to Star in OrderSlip`);
    }
    const note = protocol === 'star' ? STAR_MODE_NOTES[starModeFlag(mode)] : MODE_NOTES[modeFlag(mode)];
    if (note !== null) io.out(`  mode ${mode}: ${note}`);
    io.out('Press Ctrl+C to stop.');

    const signal = await io.stopRequested;
    await printer.close();
    await Promise.all(writes);
    io.out(`Stopped (${signal}); ${count} job${count === 1 ? '' : 's'} printed.`);
    return 0;
  },
};
