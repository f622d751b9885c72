/**
 * Updates from the chain's own feed (docs/DEPLOY.md): what the feed said, what a download did, when
 * the new version installs, and the check a new version makes of itself on its first start. Versions
 * and the feed's address are parameters; a cause from outside (an OS error) is a parameter too.
 */
import { words, type NestedMessage } from '../../wording';

/**
 * A parameter holding messages is an interface and its wordings return `string` explicitly: only so the
 * catalogue's type does not refer to itself (as in app.ts).
 */
interface SelfCheckFailed {
  readonly version: string;
  readonly fromVersion: string;
  readonly failures: readonly NestedMessage[];
}

interface Failures {
  readonly failures: readonly NestedMessage[];
}

interface EngineStopped {
  readonly detail: NestedMessage;
}

export const update = {
  'update.feed-unreachable': words<{ feed: string; reason: string }>(
    (p) => `The update feed ${p.feed} cannot be reached (${p.reason}). OrderSlip looks again later.`,
  ),
  'update.feed-status': words<{ feed: string; file: string; status: number }>(
    (p) => `The update feed ${p.feed} answered HTTP ${p.status} for ${p.file}. OrderSlip looks again later.`,
  ),
  'update.feed-deadline': words<{ feed: string; seconds: number }>(
    (p, f) =>
      `The update feed ${p.feed} did not answer within ${f.plural(p.seconds, { one: '1 second', other: `${p.seconds} seconds` })}. OrderSlip looks again later.`,
  ),
  'update.feed-unreadable': words<{ file: string; detail: string }>(
    (p) => `The update feed’s ${p.file} is not a description of a version: ${p.detail}.`,
  ),
  'update.available': words<{ version: string }>(
    (p) => `Version ${p.version} is available: it is downloaded in the background.`,
  ),
  /** The feed offers a version to only part of the counters (`stagingPercentage`), not to this one yet. */
  'update.staged-out': words<{ version: string; percentage: number }>(
    (p) =>
      `Version ${p.version} is offered to ${p.percentage}% of the counters for now, not yet to this one.`,
  ),
  'update.download-mismatch': words<{ version: string; file: string }>(
    (p) =>
      `The download of version ${p.version} (${p.file}) is not the file the feed describes (its checksum differs): it was thrown away and is downloaded again later.`,
  ),
  'update.download-truncated': words<{ version: string; file: string; got: number; expected: number }>(
    (p) =>
      `The download of version ${p.version} (${p.file}) stopped after ${p.got} of ${p.expected} bytes: it was thrown away and is downloaded again later.`,
  ),
  'update.download-deadline': words<{ version: string; file: string; minutes: number }>(
    (p, f) =>
      `The download of version ${p.version} (${p.file}) did not finish within ${f.plural(p.minutes, { one: '1 minute', other: `${p.minutes} minutes` })}: it was thrown away and is downloaded again later.`,
  ),
  /** Running from the sources or a folder, not installed: electron-updater has nothing to update. */
  'update.not-installed': words(() => 'This OrderSlip is not installed, so it cannot update itself.'),
  'update.download-failed': words<{ version: string; file: string; reason: string }>(
    (p) =>
      `Version ${p.version} (${p.file}) could not be downloaded (${p.reason}). OrderSlip tries again later.`,
  ),
  'update.downloaded': words<{ version: string }>((p) => `Version ${p.version} is downloaded and checked.`),
  /** Status: a version waits for the shop to close and the printers to be idle. */
  'update.installs-after-closing': words<{ version: string; closingTime: string }>(
    (p) =>
      `Version ${p.version} is downloaded: it installs after closing time (${p.closingTime}) once nothing is printing or waiting, or at the next start.`,
  ),
  /** Status: the shop is closed, but a job prints or an order waits. */
  'update.installs-when-idle': words<{ version: string }>(
    (p) =>
      `Version ${p.version} is downloaded: it installs as soon as nothing is printing or waiting, or at the next start.`,
  ),
  /** Status and the log: a PC installed for all its users is updated by the chain's deployment, not by itself. */
  'update.for-it': words<{ version: string }>(
    (p) =>
      `Version ${p.version} is out. OrderSlip is installed for every user of this PC, so it does not install it itself: the chain's IT installs it, as it installed OrderSlip.`,
  ),
  'update.installing': words<{ version: string }>(
    (p) => `Version ${p.version} is being installed: OrderSlip restarts in a moment.`,
  ),
  'update.install-failed': words<{ version: string; reason: string }>(
    (p) => `Version ${p.version} could not be installed (${p.reason}). OrderSlip tries again later.`,
  ),
  /** The first start of a new version: everything it checked answered. */
  'update.self-check-passed': words<{ version: string; fromVersion: string }>(
    (p) =>
      `OrderSlip was updated from ${p.fromVersion} to ${p.version}: the engine runs, the service answers and every printer answers.`,
  ),
  /** The first start of a new version: what did not answer (each a message of its own). */
  'update.self-check-failed': words<SelfCheckFailed>(
    (p, f): string =>
      `After the update from ${p.fromVersion} to ${p.version}, OrderSlip’s check of itself failed: ${p.failures.map((failure) => f.say(failure)).join(' ')} To go back to ${p.fromVersion}, see “Updates” in the deployment guide.`,
  ),
  /** Status's detail under the problem: what did not answer, each its own sentence. */
  'update.check-failures': words<Failures>((p, f): string =>
    p.failures.map((failure) => f.say(failure)).join(' '),
  ),
  'update.check-engine-stopped': words<EngineStopped>(
    (p, f): string => `The engine does not run: ${f.say(p.detail)}`,
  ),
  'update.check-service-silent': words(() => 'The ordering service has not answered.'),
  'update.check-printer-silent': words<{ printer: string }>(
    (p) => `The printer ${p.printer} has not answered its status.`,
  ),
} as const;
