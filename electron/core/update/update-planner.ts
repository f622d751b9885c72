/**
 * The decisions about updates, made here and nowhere else: when to look at the feed (at start, then
 * daily, on the monotonic clock, so setting the PC's clock neither skips nor repeats a check), whether
 * what it offers is for this counter (newer, and within a staged rollout), when to download (at once,
 * in the background), and when to install (only when nothing prints or waits and the shop is closed,
 * or at the next start). How a feed is read, a file downloaded and an installer run is the port's:
 * electron-updater in the app (electron/main/updater.ts), the engine's own reader and downloader in
 * tests (./feed-port.ts).
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { messageOf, textOf } from '../../common/messages/errors';
import { monotonicNow, type Monotonic } from '../time/monotonic';
import type { FeedRelease } from './decode-feed';
import type { FeedAddress } from './feed';
import { installVerdict, type CounterActivity, type OpeningHours } from './install-window';
import { withinRollout } from './staging';
import { compareVersions, parseVersion, type Version } from './version';

export interface UpdatePort {
  /** What the feed offers on the channel now; throws a MessageError saying why not. */
  readFeed(address: FeedAddress, stop: AbortSignal): Promise<FeedRelease>;
  /** Downloads the release's file and proves it (sha512); throws a MessageError when it is broken. */
  download(release: FeedRelease, address: FeedAddress, stop: AbortSignal): Promise<void>;
  /** Runs the downloaded release's installer, which stops and restarts OrderSlip. */
  install(release: FeedRelease): Promise<void>;
}

/** Where the planner keeps what must survive a restart: the version downloaded and not yet installed. */
export interface PendingStore {
  read(): string | null;
  write(version: string | null): void;
}

export const CHECK_EVERY_MS = 24 * 60 * 60_000;
/** A check or download that failed is tried again after this long (not at once: the feed may be down). */
export const RETRY_AFTER_MS = 60 * 60_000;
/** How often a downloaded version looks whether it may install now. */
export const INSTALL_TICK_MS = 60_000;

export interface UpdatePlannerOptions {
  readonly port: UpdatePort;
  readonly currentVersion: string;
  /** This installation's rollout id (staging.ts). */
  readonly installId: string;
  readonly pending: PendingStore;
  readonly activity: () => CounterActivity;
  readonly hours: () => OpeningHours;
  readonly now?: () => Date;
  readonly monotonic?: Monotonic;
  readonly checkEveryMs?: number;
  readonly retryAfterMs?: number;
  readonly tickMs?: number;
  /** Each decision worth a log line. */
  readonly log?: (message: Message) => void;
  /**
   * Installed for every user of the PC (a chain's silent per-machine install): its installer needs an
   * administrator, whom an unattended counter does not have, and OrderSlip would have quit for an
   * installer that waits at Windows' question. Such a PC is updated by the chain's own deployment (as it
   * was installed); the planner only says that a new version is out.
   */
  readonly installedForAllUsers?: boolean;
}

/** What one check came to. */
export type CheckOutcome =
  | { readonly kind: 'off' }
  | { readonly kind: 'current'; readonly offered: string }
  | { readonly kind: 'staged-out'; readonly offered: string; readonly percentage: number }
  | { readonly kind: 'downloaded'; readonly version: string }
  | { readonly kind: 'for-it'; readonly version: string }
  | { readonly kind: 'failed'; readonly problem: Message };

/** What Status says about updates; null when there is nothing to say. */
export type UpdateState =
  | { readonly state: 'downloaded'; readonly version: string; readonly waitsFor: 'open' | 'busy' }
  | { readonly state: 'installing'; readonly version: string }
  /** Newer than this one and for this counter; installed for all users, so the chain's IT installs it. */
  | { readonly state: 'for-it'; readonly version: string }
  | { readonly state: 'failed'; readonly problem: Message };

export class UpdatePlanner {
  private address: FeedAddress | null = null;
  private ready: FeedRelease | null = null;
  private installing: FeedRelease | null = null;
  private waitsFor: 'open' | 'busy' = 'open';
  private failure: Message | null = null;
  private forIt: string | null = null;
  private nextCheckAt = 0;
  private checking: Promise<CheckOutcome> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly stopAll = new AbortController();
  private readonly current: Version;
  private readonly monotonic: Monotonic;
  private readonly now: () => Date;
  /** A version downloaded before this start: the first chance to install it ignores opening hours. */
  private readonly pendingAtStart: string | null;
  private startPassed = false;

  constructor(private readonly options: UpdatePlannerOptions) {
    const current = parseVersion(options.currentVersion);
    if (current === null) throw new Error(`not a version: ${options.currentVersion}`);
    this.current = current;
    this.monotonic = options.monotonic ?? monotonicNow;
    this.now = options.now ?? (() => new Date());
    const pending = options.pending.read();
    const pendingVersion = pending === null ? null : parseVersion(pending);
    this.pendingAtStart =
      pendingVersion !== null && compareVersions(pendingVersion, current) > 0 ? pending : null;
    // Installed (or abandoned): nothing is pending any more.
    if (pending !== null && this.pendingAtStart === null) options.pending.write(null);
  }

  /**
   * Follows the settings' feed: a new address or channel is looked at at once; none stops looking. The
   * timer (`run`) is the host's; tests call `check` and `tick` themselves.
   */
  apply(address: FeedAddress): void {
    const same =
      this.address !== null &&
      address.feedUrl === this.address.feedUrl &&
      address.channel === this.address.channel;
    if (same) return;
    this.address = address.feedUrl.trim() === '' ? null : address;
    this.ready = null;
    this.failure = null;
    this.nextCheckAt = this.monotonic();
  }

  /** Looks now and then (a timer that keeps no process alive): checks when due, installs when allowed. */
  run(): void {
    if (this.timer !== undefined || this.stopAll.signal.aborted) return;
    const beat = (): void => {
      void this.tick();
    };
    this.timer = setInterval(beat, this.options.tickMs ?? INSTALL_TICK_MS);
    this.timer.unref();
    beat();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopAll.abort();
  }

  /** One beat: a check when one is due, then an install when one is ready and allowed. */
  async tick(): Promise<void> {
    if (this.address !== null && this.monotonic() >= this.nextCheckAt) await this.check();
    await this.installIfAllowed();
    // "At the next start" is this first beat: a version found later in the day waits for closing time.
    this.startPassed = true;
  }

  /** Looks at the feed now (one check at a time) and downloads what is for this counter. */
  check(): Promise<CheckOutcome> {
    this.checking ??= this.checkOnce().finally(() => (this.checking = null));
    return this.checking;
  }

  state(): UpdateState | null {
    if (this.installing) return { state: 'installing', version: this.installing.version };
    if (this.ready) return { state: 'downloaded', version: this.ready.version, waitsFor: this.waitsFor };
    if (this.failure) return { state: 'failed', problem: this.failure };
    if (this.forIt) return { state: 'for-it', version: this.forIt };
    return null;
  }

  /** Installs the downloaded version when nothing prints or waits and the shop is closed (or at start). */
  async installIfAllowed(): Promise<boolean> {
    const release = this.ready;
    if (release === null || this.installing !== null) return false;
    const starting = release.version === this.pendingAtStart && !this.startPassed;
    const verdict = installVerdict(this.options.activity(), this.options.hours(), this.now(), starting);
    if (!verdict.install) {
      this.waitsFor = verdict.because;
      return false;
    }
    this.installing = release;
    this.log(msg('update.installing', { version: release.version }));
    try {
      await this.options.port.install(release);
      return true;
    } catch (error) {
      this.installing = null;
      this.fail(msg('update.install-failed', { version: release.version, reason: textOf(error) }));
      return false;
    }
  }

  private async checkOnce(): Promise<CheckOutcome> {
    const address = this.address;
    if (address === null) return { kind: 'off' };
    const every = this.options.checkEveryMs ?? CHECK_EVERY_MS;
    const stop = this.stopAll.signal;
    let release: FeedRelease;
    try {
      release = await this.options.port.readFeed(address, stop);
    } catch (error) {
      return this.fail(messageOf(error));
    }
    if (address !== this.address) return { kind: 'off' };
    const offered = parseVersion(release.version);
    // Older or the same: nothing to do (a rollback is a newer version built from older code: DEPLOY.md).
    if (offered === null || compareVersions(offered, this.current) <= 0) {
      this.succeeded(every);
      this.withdraw();
      return { kind: 'current', offered: release.version };
    }
    if (!withinRollout(this.options.installId, release.stagingPercentage)) {
      this.succeeded(every);
      // A rollout lowered (to 0: halted) takes back a version downloaded here and not installed yet.
      this.withdraw();
      const percentage = release.stagingPercentage ?? 100;
      this.log(msg('update.staged-out', { version: release.version, percentage }));
      return { kind: 'staged-out', offered: release.version, percentage };
    }
    if (this.ready?.version === release.version) {
      this.succeeded(every);
      return { kind: 'downloaded', version: release.version };
    }
    if (this.options.installedForAllUsers === true) {
      this.succeeded(every);
      if (this.forIt !== release.version) this.log(msg('update.for-it', { version: release.version }));
      this.forIt = release.version;
      return { kind: 'for-it', version: release.version };
    }
    this.log(msg('update.available', { version: release.version }));
    try {
      await this.options.port.download(release, address, stop);
    } catch (error) {
      return this.fail(messageOf(error));
    }
    if (address !== this.address) return { kind: 'off' };
    this.ready = release;
    this.options.pending.write(release.version);
    this.succeeded(every);
    this.log(msg('update.downloaded', { version: release.version }));
    return { kind: 'downloaded', version: release.version };
  }

  /** The feed no longer offers what was downloaded (taken off, or its rollout lowered): never install it. */
  private withdraw(): void {
    this.forIt = null;
    if (this.ready === null) return;
    this.ready = null;
    this.options.pending.write(null);
  }

  private succeeded(every: number): void {
    this.failure = null;
    this.nextCheckAt = this.monotonic() + every;
  }

  private fail(problem: Message): CheckOutcome {
    this.failure = problem;
    this.nextCheckAt = this.monotonic() + (this.options.retryAfterMs ?? RETRY_AFTER_MS);
    this.log(problem);
    return { kind: 'failed', problem };
  }

  private log(message: Message): void {
    this.options.log?.(message);
  }
}
