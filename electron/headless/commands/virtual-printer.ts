/**
 * `npm run cli -- virtual-printer`: a virtual receipt printer on a TCP port — Epson (`DLE EOT`, `GS ( H`,
 * `GS r 1`) or, with `--protocol star`, Star (ASB on the connection and on a status port, the ETB
 * counter) — for trying OrderSlip without hardware. Each job's text is shown as it "prints"; --html-dir
 * keeps a picture of each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { intFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { msg } from '../../common/messages/catalogue';
import {
  VIRTUAL_PRINTER_MODES,
  VirtualPrinter,
  type PrintedJob,
  type VirtualPrinterMode,
} from '../../demo/virtual-printer';
import { textOf } from '../../common/messages/errors';
import {
  VIRTUAL_LABEL_MODES,
  VirtualLabelPrinter,
  type PrintedLabel,
  type VirtualLabelMode,
} from '../../demo/virtual-printer/label-printer';
import {
  VIRTUAL_STAR_MODES,
  VirtualStarPrinter,
  type VirtualStarMode,
} from '../../demo/virtual-printer/star-printer';

type Protocol = 'epson' | 'star' | 'zpl' | 'tspl';

function protocolFlag(raw: string | undefined): Protocol {
  if (raw === undefined || raw === 'epson') return 'epson';
  if (raw === 'star' || raw === 'zpl' || raw === 'tspl') return raw;
  throw new UsageError(msg('cli.printer-protocol', { value: raw }));
}

function labelModeFlag(raw: string | undefined): VirtualLabelMode {
  if (raw === undefined) return 'ready';
  const mode = VIRTUAL_LABEL_MODES.find((candidate) => candidate === raw);
  if (!mode)
    throw new UsageError(
      msg('cli.mode-for-protocol', { allowed: VIRTUAL_LABEL_MODES, protocol: 'zpl|tspl', value: raw }),
    );
  return mode;
}

function dpiFlag(raw: string | undefined): 203 | 300 {
  if (raw === undefined || raw === '203') return 203;
  if (raw === '300') return 300;
  throw new UsageError(msg('cli.one-of', { flag: '--dpi', allowed: [203, 300], value: raw }));
}

/** What each label printer mode does, said at start. */
const LABEL_MODE_NOTES: Readonly<Record<VirtualLabelMode, string | null>> = {
  ready: null,
  'paper-out': 'reports paper out, and prints nothing until the mode changes.',
  'head-open': 'reports its head open, and prints nothing.',
  paused: 'reports that it is paused, and prints nothing.',
  'ribbon-out': 'reports its ribbon out, and prints nothing.',
  offline: 'connections are refused, like a printer that is switched off.',
  mute: 'answers no status request at all, and prints.',
  'no-completion': 'prints, but its status never says the labels are done.',
  'drop-mid-job': 'answers status, then drops the connection at the first byte of a job.',
  'early-answer':
    'counts each label done the moment it reads it, sooner than a label can feed, and loses it.',
};

/** A label's picture as a page of its own, for --html-dir. */
function labelPage(label: PrintedLabel, title: string): string {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title></head><body style="background:#d8d8d8">\n${label.html}\n</body></html>\n`;
}

function starModeFlag(raw: string | undefined): VirtualStarMode {
  if (raw === undefined) return 'ready';
  const mode = VIRTUAL_STAR_MODES.find((candidate) => candidate === raw);
  if (!mode)
    throw new UsageError(
      msg('cli.mode-for-protocol', { allowed: VIRTUAL_STAR_MODES, protocol: 'star', value: raw }),
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
  'early-answer':
    'counts each job done the moment it arrives, sooner than paper can move, and loses it: nothing prints.',
};

function modeFlag(raw: string | undefined): VirtualPrinterMode {
  if (raw === undefined) return 'ready';
  const mode = VIRTUAL_PRINTER_MODES.find((candidate) => candidate === raw);
  if (!mode)
    throw new UsageError(msg('cli.one-of', { flag: '--mode', allowed: VIRTUAL_PRINTER_MODES, value: raw }));
  return mode;
}

function widthFlag(raw: string | undefined): 58 | 80 {
  if (raw === undefined || raw === '80') return 80;
  if (raw === '58') return 58;
  throw new UsageError(msg('cli.width-58-80', { value: raw }));
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
  'early-answer':
    'answers "done" with the job\'s own id the moment a job arrives, sooner than paper can move, and loses the job: nothing prints.',
};

export const virtualPrinterCommand: CliCommand = {
  name: 'virtual-printer',
  summary: msg('cli.virtual-printer.summary'),
  usage: [
    msg('cli.virtual-printer.usage', {
      epsonModes: VIRTUAL_PRINTER_MODES,
      starModes: VIRTUAL_STAR_MODES,
      labelModes: VIRTUAL_LABEL_MODES,
    }),
  ],

  async run(args, io) {
    const flags = parseFlags(args, {
      protocol: { type: 'string' },
      'status-port': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
      width: { type: 'string' },
      'html-dir': { type: 'string' },
      dpi: { type: 'string' },
    });
    const protocol = protocolFlag(flags.protocol);
    if (protocol === 'zpl' || protocol === 'tspl') return runLabelPrinter(protocol, flags, io);
    if (flags.dpi !== undefined)
      throw new UsageError(msg('cli.only-with', { flag: '--dpi', needs: '--protocol zpl|tspl' }));
    const port = intFlag('port', flags.port, 9100, 0, 65_535);
    const statusPort = intFlag('status-port', flags['status-port'], port === 0 ? 0 : 9101, 0, 65_535);
    if (protocol === 'epson' && flags['status-port'] !== undefined)
      throw new UsageError(msg('cli.only-with', { flag: '--status-port', needs: '--protocol star' }));
    const mode: string = protocol === 'star' ? starModeFlag(flags.mode) : modeFlag(flags.mode);
    const paperWidth = widthFlag(flags.width);
    const host = flags.host ?? '127.0.0.1';
    if (host.trim() === '') throw new UsageError(msg('cli.not-empty', { flag: '--host' }));
    const htmlDir = flags['html-dir'] === undefined ? null : resolve(flags['html-dir']);
    if (htmlDir !== null && flags['html-dir']?.trim() === '')
      throw new UsageError(msg('cli.not-empty', { flag: '--html-dir' }));

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

/** `--protocol zpl|tspl`: a virtual label printer; each label's text fields are shown as it comes out. */
async function runLabelPrinter(
  protocol: 'zpl' | 'tspl',
  flags: Readonly<Record<string, string | undefined>>,
  io: Parameters<CliCommand['run']>[1],
): Promise<number> {
  if (flags['status-port'] !== undefined)
    throw new UsageError(msg('cli.only-with', { flag: '--status-port', needs: '--protocol star' }));
  if (flags.width !== undefined) throw new UsageError(msg('cli.width-not-for-labels'));
  const port = intFlag('port', flags.port, 9100, 0, 65_535);
  const mode = labelModeFlag(flags.mode);
  const dpi = dpiFlag(flags.dpi);
  const host = flags.host ?? '127.0.0.1';
  if (host.trim() === '') throw new UsageError(msg('cli.not-empty', { flag: '--host' }));
  if (flags['html-dir'] !== undefined && flags['html-dir'].trim() === '')
    throw new UsageError(msg('cli.not-empty', { flag: '--html-dir' }));
  const htmlDir = flags['html-dir'] === undefined ? null : resolve(flags['html-dir']);
  if (htmlDir !== null) {
    try {
      await mkdir(htmlDir, { recursive: true });
    } catch (error) {
      io.err(`orderslip virtual-printer: cannot create ${htmlDir}: ${textOf(error)}`);
      return 1;
    }
  }
  let printer: VirtualLabelPrinter;
  try {
    printer = await VirtualLabelPrinter.start({ host, port, protocol, mode, dpi });
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
  printer.onLabel((label) => {
    count++;
    io.out(
      `--- label ${count} at ${timeOf(label.receivedAt)}, ${label.widthDots}x${label.heightDots} dots ---`,
    );
    for (const text of label.texts) io.out(`  ${text}`);
    for (const payload of label.qrPayloads) io.out(`  [QR] ${payload}`);
    if (label.unknownCommands.length > 0)
      io.out(`  (commands not understood: ${label.unknownCommands.join(' ')})`);
    if (htmlDir !== null) {
      const file = resolve(htmlDir, `label-${count}.html`);
      writes.push(
        writeFile(file, labelPage(label, `Label ${count}`)).then(
          () => io.out(`  picture: ${file}`),
          (error: unknown) => io.err(`  cannot write ${file}: ${textOf(error)}`),
        ),
      );
    }
  });
  const kind = protocol === 'zpl' ? 'Virtual ZPL label printer' : 'Virtual TSPL label printer';
  io.out(`${kind} listening on ${printer.uri} (mode ${mode}, ${dpi} dpi)`);
  io.out(
    `  printer address for OrderSlip: ${printer.uri}; set its role to label and its protocol to ${protocol}`,
  );
  const note = LABEL_MODE_NOTES[mode];
  if (note !== null) io.out(`  mode ${mode}: ${note}`);
  io.out('Press Ctrl+C to stop.');
  const signal = await io.stopRequested;
  await printer.close();
  await Promise.all(writes);
  io.out(`Stopped (${signal}); ${count} label${count === 1 ? '' : 's'} printed.`);
  return 0;
}
