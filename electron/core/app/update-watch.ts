/**
 * Updates as the app lives them (docs/DEPLOY.md): the planner (core/update) follows the settings' feed
 * and is told how busy the counter is (a job printing or queued, an order waiting) and when the shop is
 * open; on the first start of a new version the app checks itself, and while that check fails Status
 * says so (and so the owner's alerts, which read Status). The host gives the port (electron-updater in
 * the app) and where the data folder is; without them, nothing here runs.
 */
import type { ProblemView, UpdateView } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import type { CounterActivity } from '../update/install-window';
import { pendingFile } from '../update/feed-port';
import { failuresOf, selfCheck, versionMemory, type SelfCheckReading } from '../update/self-check';
import { installIdOf } from '../update/staging';
import { UpdatePlanner, type UpdatePort } from '../update/update-planner';
import type { AppContext } from './app-context';

export interface UpdateParts {
  readonly port: UpdatePort;
  /** The data folder: the rollout id, the version that ran before, the version waiting to install. */
  readonly dataDir: string;
  readonly currentVersion: string;
  /** The self-check's deadline (tests shorten it). */
  readonly selfCheckMs?: number;
  /** The planner's own timer; false: tests drive `planner` themselves. */
  readonly timer?: boolean;
  readonly log?: (message: Message) => void;
  /** Installed for every user of the PC: the chain's deployment updates it (UpdatePlannerOptions). */
  readonly installedForAllUsers?: boolean;
}

export class UpdateWatch {
  readonly planner: UpdatePlanner;
  /** The self-check's failure, said while what it found silent still is. */
  private failed: Extract<ProblemView, { kind: 'update-check-failed' }> | null = null;
  private checked: Promise<readonly Message[]> | null = null;
  private readonly stopAll = new AbortController();

  constructor(
    private readonly parts: UpdateParts,
    private readonly context: Pick<AppContext, 'ledger' | 'settings' | 'engine' | 'now' | 'emit'>,
  ) {
    this.planner = new UpdatePlanner({
      port: parts.port,
      currentVersion: parts.currentVersion,
      installId: installIdOf(parts.dataDir),
      pending: pendingFile(parts.dataDir),
      activity: () => this.activity(),
      hours: () => this.context.settings.load().shopDay,
      now: context.now,
      ...(parts.log ? { log: parts.log } : {}),
      ...(parts.installedForAllUsers ? { installedForAllUsers: true } : {}),
    });
  }

  /** The (new) settings' feed; and, the first time, the check of a version started for the first time. */
  apply(settings: AppSettings): void {
    this.planner.apply(settings.updates);
    if (this.parts.timer !== false) this.planner.run();
    this.checked ??= this.checkSelf();
  }

  /** The self-check's outcome, once it is known (tests wait on it). */
  selfChecked(): Promise<readonly Message[]> {
    return this.checked ?? Promise.resolve([]);
  }

  stop(): void {
    this.planner.stop();
    this.stopAll.abort();
  }

  view(): UpdateView | null {
    const state = this.planner.state();
    if (state === null) return null;
    switch (state.state) {
      case 'downloaded':
        return {
          state: 'downloaded',
          detail:
            state.waitsFor === 'open'
              ? msg('update.installs-after-closing', {
                  version: state.version,
                  closingTime: this.context.settings.load().shopDay.closingTime,
                })
              : msg('update.installs-when-idle', { version: state.version }),
        };
      case 'installing':
        return { state: 'installing', detail: msg('update.installing', { version: state.version }) };
      case 'for-it':
        return { state: 'for-it', detail: msg('update.for-it', { version: state.version }) };
      case 'failed':
        return { state: 'failed', detail: state.problem };
    }
  }

  /** `update-check-failed` while the parts the self-check found silent still are. */
  problems(): ProblemView[] {
    const failed = this.failed;
    if (failed === null) return [];
    const failures = failuresOf(this.reading());
    if (failures.length === 0) {
      this.failed = null;
      return [];
    }
    return [{ ...failed, detail: msg('update.check-failures', { failures }) }];
  }

  /** Busy: a job printing or queued for a printer, or an order received and not printed yet. */
  private activity(): CounterActivity {
    const printers = this.context.engine.current()?.status().printers ?? [];
    return {
      printing: printers.some((printer) => printer.state === 'printing' || printer.queued > 0),
      waiting: this.context.ledger.waitingSummary().count > 0,
    };
  }

  private reading(): SelfCheckReading {
    const engine = this.context.engine.current();
    if (!engine)
      return { engineStopped: this.context.engine.notSetUp(), serviceAnswered: false, silentPrinters: [] };
    const status = engine.status();
    return {
      engineStopped: status.ledgerDamaged,
      serviceAnswered: status.shops.some((shop) => shop.lastSuccessAt !== null),
      // A printer answered when its state says something: `unknown` is "not asked yet" (problems.ts).
      silentPrinters: status.printers
        .filter((printer) => printer.state === 'unknown' || printer.state === 'unreachable')
        .map((printer) => printer.name),
    };
  }

  private async checkSelf(): Promise<readonly Message[]> {
    const memory = versionMemory(this.parts.dataDir);
    const fromVersion = memory.previous();
    const version = this.parts.currentVersion;
    if (fromVersion === null || fromVersion === version) {
      memory.remember(version);
      return [];
    }
    let failures: Message[];
    try {
      failures = await selfCheck(() => this.reading(), {
        stop: this.stopAll.signal,
        ...(this.parts.selfCheckMs === undefined ? {} : { deadlineMs: this.parts.selfCheckMs }),
      });
    } catch {
      // Stopped before it could tell: the next start checks again.
      return [];
    }
    // Remembered either way: a failure is said now (Status, the alert), not again at every start.
    memory.remember(version);
    if (failures.length === 0) {
      this.parts.log?.(msg('update.self-check-passed', { version, fromVersion }));
      return [];
    }
    this.parts.log?.(msg('update.self-check-failed', { version, fromVersion, failures }));
    this.failed = {
      kind: 'update-check-failed',
      version,
      fromVersion,
      detail: msg('update.check-failures', { failures }),
    };
    this.context.emit({ type: 'status-changed' });
    return failures;
  }
}
