/**
 * `npm run cli -- virtual-printer`: a virtual receipt printer on a TCP port — Epson (`DLE EOT`, `GS ( H`,
 * `GS r 1`) or, with `--protocol star`, Star (ASB on the connection and on a status port, the ETB
 * counter) — for trying OrderSlip without hardware. Each job's text is shown as it "prints"; --html-dir
 * keeps a picture of each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { choiceFlag, intFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { msg, type Message } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { ToolModeNote } from '../../common/words/en/messages/demo-tools';
import { LANGUAGES, type Language } from '../../common/words/languages';
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

/** What each label printer mode does, said at start (worded in `tools.mode-note`). */
const LABEL_MODE_NOTES: Readonly<Record<VirtualLabelMode, ToolModeNote | null>> = {
  ready: null,
  'paper-out': 'paper-out',
  'head-open': 'head-open',
  paused: 'paused',
  'ribbon-out': 'ribbon-out',
  offline: 'offline',
  mute: 'mute',
  'no-completion': 'label-no-completion',
  'drop-mid-job': 'drop-mid-job',
  'early-answer': 'label-early-answer',
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
const STAR_MODE_NOTES: Readonly<Record<VirtualStarMode, ToolModeNote | null>> = {
  ready: null,
  'paper-low': 'paper-low',
  'paper-out': 'paper-out',
  'cover-open': 'cover-open',
  offline: 'offline',
  'drop-mid-job': 'drop-mid-job',
  mute: 'mute',
  'no-completion': 'star-no-completion',
  'early-answer': 'star-early-answer',
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

/** What each mode does, said at start; a Record, so a new mode without a note does not compile. */
const MODE_NOTES: Readonly<Record<VirtualPrinterMode, ToolModeNote | null>> = {
  ready: null,
  offline: 'offline',
  'paper-out': 'paper-out',
  'paper-low': 'paper-low',
  'cover-open': 'cover-open',
  'drop-mid-job': 'drop-mid-job',
  mute: 'mute',
  'no-completion': 'no-completion',
  'ack-then-lose': 'ack-then-lose',
  'paper-end-on-completion': 'paper-end-on-completion',
  'early-answer': 'early-answer',
};

/** Says a message in the command's language on stdout or stderr. */
function teller(io: Parameters<CliCommand['run']>[1], language: Language) {
  return {
    out: (message: Message): void => io.out(say(message, language)),
    err: (message: Message): void => io.err(say(message, language)),
    /** A failure to start, after "orderslip virtual-printer: ". */
    refused: (reason: Message): void =>
      io.err(say(msg('cli.refused', { command: 'virtual-printer', reason }), language)),
  };
}

export const virtualPrinterCommand: CliCommand = {
  name: 'virtual-printer',
  summary: msg('cli.virtual-printer.summary'),
  usage: [
    msg('cli.virtual-printer.usage', {
      epsonModes: VIRTUAL_PRINTER_MODES,
      starModes: VIRTUAL_STAR_MODES,
      labelModes: VIRTUAL_LABEL_MODES,
      languages: LANGUAGES.join('|'),
    }),
  ],

  async run(args, io, language = 'en') {
    const flags = parseFlags(args, {
      protocol: { type: 'string' },
      'status-port': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      mode: { type: 'string' },
      width: { type: 'string' },
      'html-dir': { type: 'string' },
      dpi: { type: 'string' },
      // Read by `main` before the rest of the line, for the words it says; checked like any value.
      language: { type: 'string' },
    });
    choiceFlag('language', flags.language, LANGUAGES);
    const protocol = protocolFlag(flags.protocol);
    const tell = teller(io, language);
    if (protocol === 'zpl' || protocol === 'tspl') return runLabelPrinter(protocol, flags, io, language);
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
        tell.refused(msg('tools.cannot-create', { dir: htmlDir, detail: textOf(error) }));
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
      tell.refused(
        code !== 'EADDRINUSE'
          ? msg('cli.cannot-listen', { host, port, detail: textOf(error) })
          : protocol === 'star'
            ? msg('tools.star-ports-in-use', { host, port, statusPort })
            : msg('cli.port-in-use', { host, port }),
      );
      return 1;
    }

    let count = 0;
    const writes: Promise<void>[] = [];
    const show = (job: PrintedJob): void => {
      count++;
      tell.out(msg('tools.job-heading', { count, at: timeOf(job.receivedAt), bytes: job.bytes.length }));
      for (const line of job.text.split('\n')) io.out(`  ${line}`);
      if (job.parsed.unknownBytes.length > 0) {
        tell.out(
          msg('tools.unknown-bytes', {
            count: job.parsed.unknownBytes.length,
            offset: job.parsed.unknownBytes[0] ?? 0,
          }),
        );
      }
      if (htmlDir !== null) {
        const file = resolve(htmlDir, `job-${count}.html`);
        writes.push(
          writeFile(file, job.html).then(
            () => tell.out(msg('tools.picture', { file })),
            (error: unknown) => tell.err(msg('tools.cannot-write', { file, detail: textOf(error) })),
          ),
        );
      }
    };
    printer.onJob(show);

    const kind = protocol === 'star' ? 'star' : 'epson';
    tell.out(msg('tools.printer-listening', { kind, uri: printer.uri, mode, size: { mm: paperWidth } }));
    tell.out(msg('tools.printer-address', { kind, uri: printer.uri }));
    if (printer instanceof VirtualStarPrinter)
      tell.out(msg('tools.star-status-port', { port: printer.statusPort ?? null }));
    const note = protocol === 'star' ? STAR_MODE_NOTES[starModeFlag(mode)] : MODE_NOTES[modeFlag(mode)];
    if (note !== null) tell.out(msg('tools.mode-note', { mode, note }));
    tell.out(msg('tools.press-ctrl-c'));

    const signal = await io.stopRequested;
    await printer.close();
    await Promise.all(writes);
    tell.out(msg('tools.printer-stopped', { signal, count, labels: false }));
    return 0;
  },
};

/** `--protocol zpl|tspl`: a virtual label printer; each label's text fields are shown as it comes out. */
async function runLabelPrinter(
  protocol: 'zpl' | 'tspl',
  flags: Readonly<Record<string, string | undefined>>,
  io: Parameters<CliCommand['run']>[1],
  language: Language,
): Promise<number> {
  const tell = teller(io, language);
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
      tell.refused(msg('tools.cannot-create', { dir: htmlDir, detail: textOf(error) }));
      return 1;
    }
  }
  let printer: VirtualLabelPrinter;
  try {
    printer = await VirtualLabelPrinter.start({ host, port, protocol, mode, dpi });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    tell.refused(
      code === 'EADDRINUSE'
        ? msg('cli.port-in-use', { host, port })
        : msg('cli.cannot-listen', { host, port, detail: textOf(error) }),
    );
    return 1;
  }
  let count = 0;
  const writes: Promise<void>[] = [];
  printer.onLabel((label) => {
    count++;
    tell.out(
      msg('tools.label-heading', {
        count,
        at: timeOf(label.receivedAt),
        width: label.widthDots,
        height: label.heightDots,
      }),
    );
    for (const text of label.texts) io.out(`  ${text}`);
    for (const payload of label.qrPayloads) io.out(`  [QR] ${payload}`);
    if (label.unknownCommands.length > 0)
      tell.out(msg('tools.unknown-commands', { commands: label.unknownCommands }));
    if (htmlDir !== null) {
      const file = resolve(htmlDir, `label-${count}.html`);
      writes.push(
        writeFile(file, labelPage(label, `Label ${count}`)).then(
          () => tell.out(msg('tools.picture', { file })),
          (error: unknown) => tell.err(msg('tools.cannot-write', { file, detail: textOf(error) })),
        ),
      );
    }
  });
  tell.out(msg('tools.printer-listening', { kind: protocol, uri: printer.uri, mode, size: { dpi } }));
  tell.out(msg('tools.printer-address', { kind: protocol, uri: printer.uri }));
  const note = LABEL_MODE_NOTES[mode];
  if (note !== null) tell.out(msg('tools.mode-note', { mode, note }));
  tell.out(msg('tools.press-ctrl-c'));
  const signal = await io.stopRequested;
  await printer.close();
  await Promise.all(writes);
  tell.out(msg('tools.printer-stopped', { signal, count, labels: true }));
  return 0;
}
