/**
 * Sends this counter's report to the chain's fleet host (docs/DEPLOY.md) every
 * FLEET_REPORT_EVERY_SECONDS, when the settings name a fleet host and a fleet key is stored. It runs
 * beside the engine and never in its way: a report is built from a reading of Status, sent with an
 * overall deadline, and a host that refuses the key or cannot be reached is said once (a log line, and
 * `fleet-failing` on Status until a report is taken again). Stopping abandons a report in flight at once.
 */
import type { ProblemView } from '../../common/contract/app-api';
import { FLEET_PATHS, type FleetReport } from '../../common/contract/fleet';
import type { AppSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { failureText } from '../network/alerts/channels';
import type { FleetReporting, SecretStore } from '../network/parts';
import { CallAbandoned, withDeadline } from '../time/deadline';
import { monotonicNow, type Monotonic } from '../time/monotonic';
import { reportTime, type FleetReportBody } from './report-builder';
import { fleetTimings } from './timings';

/** The fleet key, when the host takes it from the environment rather than from the window. */
export const FLEET_KEY_ENV = 'ORDERSLIP_FLEET_KEY';
/** A report that has not been taken by then is abandoned; the next one comes at its time anyway. */
export const REPORT_DEADLINE_MS = 10_000;

export interface FleetReporterOptions {
  /** This counter's id (counter-id.ts). */
  readonly counterId: string;
  /** Where the fleet key is kept; it is read at each report, so a key saved in the window is used next. */
  readonly key: SecretStore;
  readonly log: (level: 'info' | 'warn' | 'error', message: Message) => void;
  readonly everyMs?: number;
  readonly deadlineMs?: number;
  readonly monotonic?: Monotonic;
  readonly now?: () => Date;
}

export class FleetReporter implements FleetReporting {
  private readonly everyMs: number;
  private readonly monotonic: Monotonic;
  private readonly now: () => Date;
  private readonly listeners = new Set<() => void>();
  private source: (() => Promise<FleetReportBody>) | null = null;
  private url = '';
  private timer: NodeJS.Timeout | null = null;
  private nextAt = 0;
  private stopping = new AbortController();
  private failing: { readonly since: Date; readonly detail: Message } | null = null;

  constructor(private readonly options: FleetReporterOptions) {
    this.everyMs = options.everyMs ?? fleetTimings().reportEveryMs;
    this.monotonic = options.monotonic ?? monotonicNow;
    this.now = options.now ?? (() => new Date());
  }

  attach(source: () => Promise<FleetReportBody>): void {
    this.source = source;
  }

  apply(settings: AppSettings): void {
    const url = settings.fleet.url.trim();
    if (url === this.url && (this.timer !== null || url === '')) return;
    this.cancel();
    this.url = url;
    // A problem with the previous host is not one with this one.
    this.setFailing(null);
    if (url === '') return;
    // The first report goes at once, so the fleet page shows a counter as soon as it runs.
    this.nextAt = this.monotonic();
    this.schedule();
  }

  problems(): readonly ProblemView[] {
    const failing = this.failing;
    return failing
      ? [{ kind: 'fleet-failing', since: failing.since.toISOString(), detail: failing.detail }]
      : [];
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.cancel();
    this.url = '';
  }

  /** One report now (the schedule calls it); what became of it. */
  async reportNow(): Promise<'taken' | 'failed' | 'off' | 'stopped'> {
    const url = this.url;
    const key = await this.options.key.read().catch(() => null);
    if (url === '' || !key || this.source === null) return 'off';
    const stop = this.stopping.signal;
    // Reading Status is this PC's own business: should it fail, that is not the fleet host's doing (the
    // schedule logs it), and nothing is sent.
    const body = await this.source();
    const report: FleetReport = {
      counterId: this.options.counterId,
      sentAt: reportTime(this.now()),
      ...body,
    };
    let status: number;
    try {
      status = await withDeadline(
        async (signal) => {
          const response = await fetch(new URL(FLEET_PATHS.report, url), {
            method: 'POST',
            headers: {
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
              'user-agent': 'OrderSlip',
            },
            body: JSON.stringify(report),
            // The key goes to the address a person set, never on to wherever that sends it.
            redirect: 'error',
            signal,
          });
          // Only the status counts: a host that drips its answer cannot hold the report.
          await response.body?.cancel();
          return response.status;
        },
        this.options.deadlineMs ?? REPORT_DEADLINE_MS,
        stop,
      );
    } catch (error) {
      if (error instanceof CallAbandoned || stop.aborted) return 'stopped';
      this.setFailing(
        msg('network.fleet-unreachable', { url, detail: msg('general.text', { text: failureText(error) }) }),
      );
      return 'failed';
    }
    if (stop.aborted || url !== this.url) return 'stopped';
    if (status >= 200 && status < 300) {
      if (this.failing) this.options.log('info', msg('network.fleet-reporting', { url }));
      this.setFailing(null);
      return 'taken';
    }
    this.setFailing(
      status === 401 || status === 403
        ? msg('network.fleet-key-refused', { url })
        : msg('network.fleet-unreachable', { url, detail: msg('network.fleet-answered', { status }) }),
    );
    return 'failed';
  }

  /** The next report at `nextAt` on the monotonic clock: a wall clock that steps moves nothing. */
  private schedule(): void {
    const delay = Math.max(0, this.nextAt - this.monotonic());
    this.timer = setTimeout(() => void this.tick(), delay);
    // Reports never keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const stop = this.stopping.signal;
    await this.reportNow().catch((error: unknown) =>
      this.options.log('error', msg('general.unexpected', { detail: failureText(error) })),
    );
    if (stop.aborted || this.url === '') return;
    this.nextAt += this.everyMs;
    // Behind (the PC slept, the host answered late): the next one a whole interval from now, not a burst.
    if (this.nextAt < this.monotonic()) this.nextAt = this.monotonic() + this.everyMs;
    this.schedule();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping.abort();
    this.stopping = new AbortController();
  }

  /** Said once: a log line when reports start failing (or fail otherwise), and the problem while it lasts. */
  private setFailing(detail: Message | null): void {
    const before = this.failing;
    if (detail === null) {
      if (before === null) return;
      this.failing = null;
    } else {
      if (before?.detail.code === detail.code) return;
      this.options.log('warn', detail);
      this.failing = { since: before?.since ?? this.now(), detail };
    }
    for (const listener of this.listeners) listener();
  }
}
