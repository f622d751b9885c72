/**
 * What `npm run cli` says to the person at the terminal about how it was called: the help, each
 * command's summary and flags, and the one-line refusals of a call it cannot carry out (exit code 2).
 * Said in the language of `--language`, else of the environment (docs/HEADLESS.md). Flag names, their
 * values and the program's name stay as they are typed, in every language.
 */
import { words, type NestedMessage } from '../../wording';

export const NNBSP = '\u202f';

// Parameters that hold a message are interfaces: their types resolve lazily, so the catalogue, which
// includes these wordings, does not depend on itself while it is being typed.
interface FailedParams {
  readonly reason: NestedMessage;
}
interface RefusedParams {
  readonly command: string;
  readonly reason: NestedMessage;
}
interface FlagProblemParams {
  readonly flag: string;
  readonly problem: NestedMessage;
}
interface ProblemsParams {
  readonly problems: readonly NestedMessage[];
}

/** What `run` cannot start without, in the order the help lists it; `token`: ORDERSLIP_TOKEN or --token-file. */
export type MissingSetting = '--api-url' | '--tenant' | 'token' | '--printer';

/** `--data-dir`'s default and the languages `--language` takes, as the usage lines show them. */
interface UsageParams {
  readonly dataDir: string;
  readonly languages: string;
}

export const cli = {
  /** The first line of `npm run cli -- --help`. */
  'cli.usage': words(() => 'Usage: npm run cli -- <command> [flags]'),
  'cli.commands': words(() => 'Commands:'),
  'cli.help-one': words(() => 'Run `npm run cli -- <command> --help` for one command.'),
  /** The first line of `npm run cli -- <command> --help`. */
  'cli.usage-command': words<{ command: string }>((p) => `Usage: npm run cli -- ${p.command} [flags]`),
  'cli.unknown-command': words<{ command: string; commands: readonly string[] }>(
    (p) => `orderslip: unknown command "${p.command}". Commands: ${p.commands.join(', ')}.`,
  ),
  /**
   * A command refused how it was called: the program and command first, the same in every language,
   * so a script can pick the line out.
   */
  'cli.refused': words<RefusedParams>((p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`),
  /** A command that could not start or failed (exit code 1): the port in use, a folder not writable. */
  'cli.failed': words<FailedParams>((p, f): string => `orderslip: ${f.say(p.reason)}`),

  // How the flags were typed.
  'cli.unknown-option': words<{ option: string }>((p) => `Unknown option '${p.option}'`),
  /** A flag that takes a value came last, or was followed by another flag (`--order --printer x`). */
  'cli.needs-value': words<{ option: string }>(
    (p) => `${p.option} needs a value (one that starts with a dash is written ${p.option}=-…)`,
  ),
  'cli.takes-no-value': words<{ option: string }>((p) => `${p.option} takes no value`),
  'cli.unexpected-argument': words<{ argument: string }>(
    (p) => `unexpected argument '${p.argument}': every value goes after its flag`,
  ),
  /** Flags Node's parser refused for a reason none of the above names; `detail` is its (English) text. */
  'cli.bad-arguments': words<{ detail: string }>((p) => `the flags cannot be read: ${p.detail}`),

  // A flag's value.
  'cli.whole-number': words<{ flag: string; value: string }>(
    (p) => `${p.flag} must be a whole number, got "${p.value}"`,
  ),
  'cli.between': words<{ flag: string; min: number; max: number; value: number }>(
    (p) => `${p.flag} must be between ${p.min} and ${p.max}, got ${p.value}`,
  ),
  'cli.one-of': words<{ flag: string; allowed: readonly (string | number)[]; value: string }>(
    (p) => `${p.flag} must be one of ${p.allowed.join(', ')}, got "${p.value}"`,
  ),
  /** `--mode`: the modes of the printer `--protocol` chose. */
  'cli.mode-for-protocol': words<{ allowed: readonly string[]; protocol: string; value: string }>(
    (p) => `--mode must be one of ${p.allowed.join(', ')} with --protocol ${p.protocol}, got "${p.value}"`,
  ),
  'cli.width-58-80': words<{ value: string }>((p) => `--width must be 58 or 80 (mm), got "${p.value}"`),
  /** `usage`: the flag as the help shows it, with its value's shape (`--order FILE.json`). */
  'cli.required': words<{ usage: string }>((p) => `${p.usage} is required`),
  'cli.size-required': words(() => '--size WxH (the label in mm, like 58x40) is required'),
  /** `virtual-printer --protocol`: the printers it can be. */
  'cli.printer-protocol': words<{ value: string }>(
    (p) => `--protocol must be epson, star, zpl or tspl, got "${p.value}"`,
  ),
  'cli.not-empty': words<{ flag: string }>((p) => `${p.flag} must not be empty`),
  /** A server command (`simulator`) could not listen: its port is taken (exit code 1). */
  'cli.port-in-use': words<{ host: string; port: number }>(
    (p) => `port ${p.port} on ${p.host} is already in use; choose another with --port (0 picks a free one)`,
  ),
  /** A server command could not listen for another reason, as the system gave it. */
  'cli.cannot-listen': words<{ host: string; port: number; detail: string }>(
    (p) => `cannot listen on ${p.host}:${p.port}: ${p.detail}`,
  ),
  /** A flag given where it means nothing: `needs` is the flag and value it belongs with. */
  'cli.only-with': words<{ flag: string; needs: string }>((p) => `${p.flag} is for ${p.needs}`),
  'cli.width-not-for-labels': words(() => '--width is for receipt printers; label sizes come from the job'),
  /** A flag whose value was refused for a reason said elsewhere (`--date: …`, `--printer: …`). */
  'cli.flag-problem': words<FlagProblemParams>((p, f): string => `${p.flag}: ${f.say(p.problem)}`),
  /** `reason`: the system's error code (ENOENT, EACCES). */
  'cli.file-unreadable': words<{ flag: string; path: string; reason: string }>(
    (p) => `${p.flag} ${p.path} cannot be read: ${p.reason}`,
  ),
  /** `detail`: the JSON parser's (English) words for what is wrong, with its place. */
  'cli.file-not-json': words<{ flag: string; path: string; detail: string }>(
    (p) => `${p.flag} ${p.path} is not valid JSON: ${p.detail}`,
  ),
  'cli.label-size-shape': words<{ flag: string; value: string }>(
    (p) => `${p.flag} must be the label's width x height in mm, like 58x40, got "${p.value}"`,
  ),
  'cli.label-width': words<{ flag: string; min: number; max: number; value: number }>(
    (p) => `${p.flag}: the width must be between ${p.min} and ${p.max} mm, got ${p.value}`,
  ),
  'cli.label-height': words<{ flag: string; min: number; max: number; value: number }>(
    (p) => `${p.flag}: the height must be between ${p.min} and ${p.max} mm, got ${p.value}`,
  ),
  'cli.label-printer-needs': words(
    () =>
      '--label-printer needs --label-protocol zpl|tspl|escpos and --label-size WxH: a label printer sent the wrong language or size prints nonsense',
  ),
  'cli.label-flags-need-printer': words(
    () =>
      '--label-protocol, --label-size and --label-dpi set up a label printer: give it with --label-printer URI',
  ),
  'cli.settings-and-config': words(
    () => '--settings and --config both give the settings: give one (--settings also takes the secrets)',
  ),
  'cli.shop-number': words<{ value: string }>((p) => `--shop must be a shop's number, got "${p.value}"`),
  'cli.confirm-methods': words<{ allowed: readonly string[]; value: string }>(
    (p) => `--confirm-methods takes a comma-separated list of ${p.allowed.join(', ')}, got "${p.value}"`,
  ),

  // `run`'s refusals.
  'cli.token-not-a-flag': words(
    () =>
      'the token is never a flag (it would show in process lists): set ORDERSLIP_TOKEN or use --token-file',
  ),
  /** `run` without a window to set it up in, and without what it needs to poll and print. */
  'cli.missing': words<{ missing: readonly MissingSetting[] }>(
    (p) =>
      `missing ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN or --token-file' : item)).join(', ')} (or give --http-port to set up in the window)`,
  ),
  /** The settings are there but unusable; each problem is a sentence of its own. */
  'cli.problems': words<ProblemsParams>((p, f): string =>
    p.problems.map((problem: NestedMessage) => f.say(problem)).join(' '),
  ),

  // Each command's summary and flags, as `--help` shows them; the flags one a line, aligned.
  'cli.run.summary': words(
    () => 'Poll the ordering service, print every new order and confirm it once printed (no Electron).',
  ),
  'cli.run.usage': words<UsageParams>((p) =>
    [
      '--api-url URL --tenant ID    the ordering service; the token comes from ORDERSLIP_TOKEN or --token-file PATH',
      '--shop ID                    a shop to poll; repeat for more (none: every shop the service lists)',
      '--printer URI                the receipt printer for all shops: tcp://HOST[:PORT], printer:QUEUE or a device path',
      `--language ${p.languages.padEnd(17)} the receipts' words, the log's text lines and these lines (default: English log)`,
      '--type epson|star  --paper-width 58|80  --copies 1-5',
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
      '--print-mode text|image|auto  --dpi 180|203|300  --model ID (a printer family: print --help lists them)',
      '--label-printer URI          a label printer for all shops, beside the receipt printer (order and cake',
      '                             labels); with --label-protocol zpl|tspl|escpos and --label-size WxH (mm)',
      "--label-dpi 203|300          the label printer's head (default 203)",
      '--poll-interval SECONDS      time between polls of a shop (default 5)',
      `--data-dir DIR               the ledger and settings (default ${p.dataDir})`,
      '--http-port PORT             serve the window and AppApi on http://127.0.0.1:PORT/',
      '--config FILE                settings as JSON (docs/HEADLESS.md); flags win over it',
      '--settings FILE              a provisioning file: settings and their secrets (docs/DEPLOY.md); flags win',
      "--log-format text|json       one line per event (default text); JSON lines carry each message's code",
      '--fleet-url URL --fleet-key KEY  report to the chain’s fleet host every minute (key also ORDERSLIP_FLEET_KEY)',
      '--metrics                    serve /metrics (OpenMetrics, behind the fleet key) with --http-port',
    ].join('\n'),
  ),
  'cli.demo.summary': words(
    () =>
      'The demo: the ordering-service simulator with a stream of orders, a virtual printer, and the window.',
  ),
  'cli.demo.usage': words<{ languages: string }>((p) =>
    [
      '--http-port PORT     where to serve the window (default: a free port, printed)',
      '--per-minute N       new orders per minute (default 4)',
      '--data-dir DIR       keep the demo history here (default: a new temporary folder)',
      `--language ${p.languages.padEnd(9)} the words of these and the terminal lines (default en) and of the receipts (default nl)`,
      '--show-receipts      print every receipt in the terminal as the virtual printer prints it',
    ].join('\n'),
  ),
  'cli.print.summary': words(
    () =>
      'Print one order (the service JSON shape) once: no confirm, no history. Exit 0 only when the printer verified it.',
  ),
  'cli.print.usage': words<{ languages: string; models: readonly string[] }>((p) =>
    [
      '--order FILE.json            the order as the ordering service sends it',
      '--printer URI                tcp://HOST[:PORT], printer:QUEUE or a device path (/dev/usb/lp0, COM3)',
      `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
      '--print-mode text|image|auto text in the code page; drawn as an image (any script, emoji); or auto',
      '                             (default): text, drawn where the code page cannot show the characters',
      '--model ID                   the printer family, for its type, paper width and dpi unless given:',
      `                             ${p.models.join(', ')} (default generic)`,
      '--dpi 180|203|300            the print head; an image is 576 dots wide at 80 mm and 203 dpi',
      '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
      'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
    ].join('\n'),
  ),
  'cli.print-labels.summary': words(
    () =>
      "Print one order's labels (order and cake labels) once: no confirm, no history. Exit 0 only when the printer verified every label.",
  ),
  'cli.print-labels.usage': words<{ languages: string }>((p) =>
    [
      '--order FILE.json            the order as the ordering service sends it',
      '--printer URI                the label printer: tcp://HOST[:PORT], printer:QUEUE or a device path',
      '--protocol zpl|tspl|escpos   ZPL (Zebra and compatibles), TSPL (TSC, Xprinter) or ESC/POS labels (Epson TM-L90)',
      '--size WxH                   the label in mm, like 58x40 or 62x29 (25-120 wide, 15-200 high)',
      '--dpi 203|300                the print head (default 203)',
      `--language ${p.languages.padEnd(17)} the labels' words and these lines (default nl)`,
      '--allow-unverified           send even to a printer that cannot confirm it printed (exit 3 when sent)',
      'Exit: 0 printed and verified, 3 delivered but not verified, 1 failed (the reason is printed), 2 bad usage.',
    ].join('\n'),
  ),
  'cli.bake-list.summary': words(
    () => "What to bake for a day: every product's total by unit and options, and the plate texts.",
  ),
  'cli.pickup-sheet.summary': words(
    () => 'Who comes when on a day: orders by due time, what to hand over, whether collected.',
  ),
  /** The flags `bake-list` and `pickup-sheet` share. */
  'cli.day-list.usage': words<UsageParams>((p) =>
    [
      '--date YYYY-MM-DD            the pick-up/delivery day',
      `--data-dir DIR               the folder OrderSlip runs with (default ${p.dataDir}); read only`,
      '--shop ID                    one shop (default: every shop)',
      `--language ${p.languages.padEnd(17)} the words (default en); for csv also the spreadsheet convention:`,
      '                             ";" where the language writes a decimal comma (Belgian Excel), else ","',
    ].join('\n'),
  ),
  'cli.bake-list.usage-format': words(() =>
    [
      '--format text|csv|json       text (default); csv: product,options,unit,quantity,orders,plu,sizes (no plates);',
      '                             json: the whole list with its plate texts',
    ].join('\n'),
  ),
  'cli.pickup-sheet.usage-format': words(() =>
    [
      '--format text|csv|json       text (default); csv: one row per order (time, order, client, phone,',
      '                             address, items, plates, remarks, status, id); json: the whole sheet',
    ].join('\n'),
  ),
  'cli.day-list.usage-delimiter': words(
    () => "--delimiter ';'|','|tab|'|'  csv: another delimiter than the language's",
  ),
  'cli.simulator.summary': words(
    () => 'Run the ordering-service simulator (seeded Belgian orders, faults on demand) until Ctrl+C.',
  ),
  'cli.simulator.usage': words<{ languages: string }>((p) =>
    [
      '--port N              port to listen on (default 8080; 0 picks a free one)',
      '--host ADDRESS        address to listen on (default 127.0.0.1)',
      '--seed N              seed of the generated data (default 1)',
      '--orders N            orders to start with (default 12)',
      '--stream PER_MINUTE   new orders per minute (default 0: none)',
      '--confirm-methods M   methods the confirm route accepts, e.g. PUT,POST (default PUT)',
      `--language ${p.languages.padEnd(10)} the words of its refusals (default: the environment's language)`,
    ].join('\n'),
  ),
  'cli.virtual-printer.summary': words(
    () => 'Run a virtual receipt printer (Epson, Star) or label printer (ZPL, TSPL) until Ctrl+C.',
  ),
  'cli.virtual-printer.usage': words<{
    epsonModes: readonly string[];
    starModes: readonly string[];
    labelModes: readonly string[];
    languages: string;
  }>((p) =>
    [
      '--protocol epson|star|zpl|tspl  which printer to be (default epson; zpl: a Zebra, tspl: a TSC/Xprinter)',
      '--port N              port to listen on (default 9100; 0 picks a free one)',
      '--status-port N       star: the status port (default 9101, or a free one with --port 0)',
      '--host ADDRESS        address to listen on (default 127.0.0.1)',
      `--mode MODE           epson: ${p.epsonModes.join(' | ')} (default ready)`,
      `                      star: ${p.starModes.join(' | ')}`,
      `                      zpl, tspl: ${p.labelModes.join(' | ')}`,
      '--width 58|80         paper width in mm, for the HTML pictures (default 80)',
      "--dpi 203|300         zpl, tspl: the print head's resolution (default 203)",
      "--html-dir DIR        write each job's picture there as job-<n>.html",
      `--language ${p.languages.padEnd(10)} the words it says (default: the environment's language)`,
    ].join('\n'),
  ),
} as const;
