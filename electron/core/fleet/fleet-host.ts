/**
 * The fleet host (docs/DEPLOY.md): receives the counters' reports, keeps them (`FleetStore`), works
 * out the view on its own clock, tells the alerts when a counter changes state, and serves the page,
 * the view and /metrics (`listenFleet`). The headless `fleet` command runs it.
 */
import type { IncomingMessage } from 'node:http';
import type { FleetView } from '../../common/contract/fleet';
import type { Message } from '../../common/messages/catalogue';
import { decodeFleetReport } from './decode-report';
import { keyChecker } from './fleet-key';
import { listenFleet, type FleetListener } from './fleet-http';
import { fleetMetrics } from './fleet-metrics';
import { fleetPage, FLEET_PAGE_CSP, fleetPageBody } from './fleet-page';
import { FleetStore, slotOf } from './fleet-store';
import { fleetView, reportReasons } from './fleet-view';
import type { FleetTimings } from './timings';

/** What watches each view the host works out: the alerts (`FleetAlerts`). */
export interface FleetWatcher {
  observe(view: FleetView, store: FleetStore): void;
  stop(): Promise<void>;
}

export interface FleetHostOptions {
  readonly dataDir: string;
  readonly key: string;
  readonly address: string;
  readonly port: number;
  readonly timings: FleetTimings;
  readonly watcher?: FleetWatcher;
  readonly log: (level: 'info' | 'warn' | 'error', message: Message) => void;
  readonly onUnexpected: (error: unknown) => void;
  readonly now?: () => number;
  /** How often the host looks for counters gone silent (`checkEveryMs(timings)` unless a test says). */
  readonly checkEveryMs?: number;
}

export interface RunningFleetHost {
  readonly url: string;
  readonly port: number;
  /** The view as it is now (what `GET FLEET_PATHS.view` answers). */
  view(): FleetView;
  stop(): Promise<void>;
}

/**
 * How often the host looks at the clock for counters gone silent: a small part of the silent
 * threshold, so an alert is late by at most that, and never more often than needed to stay idle.
 */
export function checkEveryMs(timings: FleetTimings): number {
  return Math.min(15_000, Math.max(100, Math.floor(timings.silentAfterMs / 8)));
}

export async function startFleetHost(options: FleetHostOptions): Promise<RunningFleetHost> {
  const now = options.now ?? Date.now;
  const store = FleetStore.open(options.dataDir);
  const authorised = keyChecker(options.key);
  const view = (): FleetView => fleetView(store.counterList(), now(), options.timings.silentAfterMs);
  const observe = (records = store.counterList()): void => {
    try {
      options.watcher?.observe(fleetView(records, now(), options.timings.silentAfterMs), store);
    } catch (error) {
      options.onUnexpected(error);
    }
  };
  store.prune(now());
  let listener: FleetListener;
  try {
    listener = await listenFleet(
      {
        authorised,
        report: (body) => {
          const decoded = decodeFleetReport(body);
          if (!decoded.ok) return decoded;
          store.put(decoded.report, now(), reportReasons(decoded.report).length > 0);
          // Only this counter can have changed by its report: the others are looked at by the timer.
          const counter = store.counter(decoded.report.counterId);
          if (counter) observe([counter]);
          return { ok: true };
        },
        view,
        pageBody: (url) => fleetPageBody(view(), url),
        metrics: () => fleetMetrics(view()),
        page: (request: IncomingMessage, url: URL) => fleetPage(request, url),
        pageCsp: FLEET_PAGE_CSP,
      },
      options.address,
      options.port,
      options.onUnexpected,
    );
  } catch (error) {
    store.close();
    throw error;
  }
  let slot = slotOf(now());
  const timer = setInterval(
    () => {
      // The strip moves on a quarter hour at a time: the old slots go when a new one starts.
      const current = slotOf(now());
      if (current !== slot) {
        slot = current;
        store.prune(now());
      }
      observe();
    },
    options.checkEveryMs ?? checkEveryMs(options.timings),
  );
  timer.unref();
  observe();
  return {
    url: listener.url,
    port: listener.port,
    view,
    async stop() {
      clearInterval(timer);
      await listener.close();
      await options.watcher?.stop();
      store.close();
    },
  };
}
