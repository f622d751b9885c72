/**
 * `npm run cli -- virtual-printer`: a virtual Epson receipt printer on a TCP port, for trying OrderSlip
 * without hardware. Each job's text is shown as it "prints"; --html-dir keeps a picture of each.
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
  summary: 'Run a virtual ESC/POS receipt printer (Epson TM status subset) until Ctrl+C.',
  usage: [
    '--port N              port to listen on (default 9100; 0 picks a free one)',
    '--host ADDRESS        address to listen on (default 127.0.0.1)',
    `--mode MODE           ${VIRTUAL_PRINTER_MODES.join(' | ')} (default ready)`,
    '--width 58|80         paper width in mm, for the HTML pictures (default 80)',
    "--html-dir DIR        write each job's picture there as job-<n>.html",
  ].join('\n'),

  async run(args, io) {
    const flags = parseFlags(args, {
      port: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
      width: { type: 'string' },
      'html-dir': { type: 'string' },
    });
    const port = intFlag('port', flags.port, 9100, 0, 65_535);
    const mode = modeFlag(flags.mode);
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

    let printer: VirtualPrinter;
    try {
      printer = await VirtualPrinter.start({ host, port, mode, paperWidth });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.err(
        code === 'EADDRINUSE'
          ? `orderslip virtual-printer: port ${port} on ${host} is already in use; choose another with --port (0 picks a free one).`
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

    io.out(`Virtual printer listening on ${printer.uri} (mode ${mode}, ${paperWidth} mm)`);
    io.out(`  printer address for OrderSlip: ${printer.uri}`);
    const note = MODE_NOTES[mode];
    if (note !== null) io.out(`  mode ${mode}: ${note}`);
    io.out('Press Ctrl+C to stop.');

    const signal = await io.stopRequested;
    await printer.close();
    await Promise.all(writes);
    io.out(`Stopped (${signal}); ${count} job${count === 1 ? '' : 's'} printed.`);
    return 0;
  },
};
