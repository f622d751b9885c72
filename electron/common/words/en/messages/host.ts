/**
 * The hosts: how a command reaches the app (IPC, HTTP), what the edge refuses, and what the hosts
 * themselves say (the token store, the diagnostics dialog, the HTTP port).
 */
import { words, type NestedMessage } from '../../wording';

export const NNBSP = '\u202f';

// Parameters that hold a message are interfaces: their types resolve lazily, so the catalogue, which
// includes these wordings, does not depend on itself while it is being typed.
interface BadArgument {
  readonly command: string;
  readonly argument: string;
  readonly problem: NestedMessage;
}

interface CommandFailed {
  readonly command: string;
  readonly cause: NestedMessage;
}

/** Said after a refusal the person cannot fix by changing what they typed: the window itself is off. */
const reload =
  'Reload the window; if it happens again, export diagnostics and send them to support.' as const;

/** Who holds a data folder another OrderSlip asked for, and where. */
export interface FolderBusy {
  readonly folder: string;
  readonly lockFile: string;
  readonly holder: 'app' | 'run' | 'demo';
  readonly pid: number;
  readonly startedAt: string;
  /** The other computer's name when the holder runs elsewhere (a shared folder); null on this one. */
  readonly on: string | null;
}

export const host = {
  /** Refused at start: another live OrderSlip holds the data folder (the CLI's one line, after its name). */
  'host.data-folder-busy': words<FolderBusy>(
    (p) =>
      `the data folder ${p.folder} is in use by ${{ app: 'the OrderSlip app', run: '`orderslip run`', demo: '`orderslip demo`' }[p.holder]} ` +
      `(pid ${p.pid}${p.on === null ? '' : ` on ${p.on}`}, started ${p.startedAt}). Only one OrderSlip may use a data folder: ` +
      (p.on === null
        ? 'stop that one first, or use another data folder.'
        : `stop that one, or if it no longer runs there, delete ${p.lockFile}.`),
  ),
  /** A command name no AppApi has (a window of another version, or not our window). */
  'host.unknown-command': words<{ command: string }>(
    (p) => `OrderSlip does not know the command "${p.command}". ${reload}`,
  ),
  'host.arguments-not-a-list': words<{ command: string }>(
    (p) => `OrderSlip could not do "${p.command}": the window did not send its details as a list. ${reload}`,
  ),
  'host.too-many-arguments': words<{ command: string; count: number; max: number }>(
    (p, f) =>
      `OrderSlip could not do "${p.command}": the window sent ${p.count} details, it takes ${f.plural(p.max, { one: 'at most 1', other: `at most ${p.max}` })}. ${reload}`,
  ),
  /** One argument of a command is not what it must be; `problem` is one of the `host.expected-*` below. */
  'host.bad-argument': words<BadArgument>(
    (p, f): string =>
      `OrderSlip could not do "${p.command}": the window sent a wrong ${p.argument}. ${f.say(p.problem)} ${reload}`,
  ),
  'host.expected-id': words<{ max: number }>((p) => `It must be a text of 1 to ${p.max} characters.`),
  'host.expected-job-id': words(() => 'It must be the number of a print job.'),
  'host.expected-text': words<{ max: number }>((p) => `It must be a text of at most ${p.max} characters.`),
  'host.expected-whole-number': words<{ min: number; max: number }>(
    (p) => `It must be a whole number from ${p.min} to ${p.max}.`,
  ),
  'host.expected-date': words(() => 'It must be a date written as YYYY-MM-DD.'),
  /** `choices` are the values themselves (codes such as `came-out`), shown as they are. */
  'host.expected-one-of': words<{ choices: readonly string[] }>(
    (p) => `It must be one of: ${p.choices.join(', ')}.`,
  ),
  'host.expected-object': words(() => 'It must be a group of named values (a JSON object).'),
  'host.expected-printer': words(() => 'It must be the id of a saved printer, or the settings of a printer.'),
  /** For the log: a command failed for a reason the service did not mean. */
  'host.command-failed': words<CommandFailed>(
    (p, f): string => `The command "${p.command}" failed: ${f.say(p.cause)}`,
  ),
  /** A command from a page that is not OrderSlip's own window (IPC sender, HTTP origin or header). */
  'host.not-our-window': words<{ command: string }>(
    (p) => `OrderSlip refused "${p.command}": only the OrderSlip window itself may send commands.`,
  ),
  /** An HTTP request for another host name than the one served (DNS rebinding). */
  'host.wrong-address': words(
    () => 'This address is not served here: open OrderSlip at 127.0.0.1 or localhost.',
  ),
  'host.method-not-allowed': words<{ method: string }>(
    (p) => `OrderSlip does not answer ${p.method} here: commands are sent with POST, pages asked with GET.`,
  ),
  'host.not-found': words(() => 'There is nothing at this address.'),
  'host.request-too-large': words<{ maxBytes: number }>(
    (p, f) => `The request is larger than OrderSlip takes (${f.number(p.maxBytes)} bytes). ${reload}`,
  ),
  'host.request-not-json': words(() => `OrderSlip could not read the request: it is not JSON. ${reload}`),
  'host.window-not-built': words(
    () => 'The window is not built: run `npm run build`, then reload this page.',
  ),
  'host.port-in-use': words<{ port: number }>(
    (p) => `Port ${p.port} on 127.0.0.1 is in use by another program: choose another --http-port.`,
  ),
  /** The window could not reach the app at all (the headless host stopped, the network call failed). */
  'host.not-answering': words(
    () => 'OrderSlip is not answering. Check that it is still running, then try again.',
  ),
  /** An HTTP answer the window cannot read as a reply (a proxy's page, a crash). */
  'host.answered-status': words<{ status: number }>(
    (p) =>
      `OrderSlip answered with an error (HTTP ${p.status}). Try again; if it keeps happening, restart OrderSlip.`,
  ),
  'host.token-cannot-be-stored': words(
    () =>
      'This computer offers no way to store the token encrypted, so OrderSlip cannot keep it. Set up the system keyring, then enter the token again.',
  ),
  /** The headless host's token comes from an environment variable: the window cannot replace it. */
  'host.token-from-environment': words<{ variable: string }>(
    (p) => `The token comes from ${p.variable}; change it there and restart OrderSlip.`,
  ),
  'host.diagnostics-dialog-title': words(() => 'Export diagnostics'),
  'host.diagnostics-file-kind': words(() => 'Diagnostics'),
  'host.logo-dialog-title': words(() => 'Choose a logo'),
  'host.logo-file-kind': words(() => 'Pictures'),
  /** `/metrics` asked without the fleet key (or with another one), or no fleet key is set on this host. */
  'host.metrics-key-refused': words(
    () =>
      '/metrics needs the fleet key: send “Authorization: Bearer <fleet key>”. Without a fleet key set on this OrderSlip, /metrics is not served.',
  ),
} as const;
