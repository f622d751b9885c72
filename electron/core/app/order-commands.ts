/**
 * The orders' commands: history, one order with its receipt and labels as they would print, reprints
 * followed to their outcome, and what a person decides about a held order.
 */
import type {
  HistoryPageView,
  HistoryQueryView,
  JobView,
  OrderDetailView,
  ReprintOutcomeView,
  UnverifiedAnswer,
} from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { printerSettings, type PrinterSettings } from '../../common/model/printer-settings';
import type { JobEntry, OrderState } from '../ledger/types';
import { monotonicNow } from '../time/monotonic';
import type { AppContext } from './app-context';
import { namesOf, requireOrder, requirePrinter } from './lookups';
import { previewLabelsFor, previewReceipt } from './preview';
import { historyView, orderRef, timelineView, versionViews } from './views';

/** How long a reprint is followed before the window is told it still waits. */
const REPRINT_WAIT_MS = 8_000;

/** Shown for a printer that no longer exists in the settings but still has history. */
const PREVIEW_PRINTER = printerSettings({ id: 'preview', name: 'Preview', uri: 'tcp://127.0.0.1' });

export class OrderCommands {
  constructor(
    private readonly context: AppContext,
    /** How long `reprint` waits to say what became of the reprint (tests shorten it). */
    private readonly reprintWaitMs = REPRINT_WAIT_MS,
  ) {}

  async listHistory(query: HistoryQueryView): Promise<HistoryPageView> {
    const { state, sort, ...rest } = query;
    const known: OrderState | undefined = state;
    return historyView(
      this.context.ledger.history({ ...rest, ...(known ? { state: known } : {}), ...(sort ? { sort } : {}) }),
    );
  }

  async getOrder(orderId: string, printerId?: string | null): Promise<OrderDetailView> {
    const { ledger } = this.context;
    const entry = requireOrder(ledger, orderId);
    const settings = this.context.settings.load();
    const asked = settings.printers.find((candidate) => candidate.id === printerId) ?? null;
    // A label printer asked for shows its labels and no receipt; a receipt printer its receipt.
    const printer =
      asked?.role === 'label' ? null : previewPrinter(settings, entry.shopId, asked?.id ?? null);
    const printedAt = entry.printedAt ?? this.context.now();
    const labels = entry.order
      ? previewLabelsFor(
          entry.order,
          asked?.role === 'label' ? [asked] : labelRoute(settings, entry.shopId),
          printedAt,
        )
      : null;
    const printerName = namesOf(settings, ledger);
    return {
      id: entry.id,
      shopId: entry.shopId,
      state: entry.state,
      reason: entry.reason,
      order: entry.order,
      raw: entry.raw,
      firstSeenAt: entry.firstSeenAt.toISOString(),
      printedAt: entry.printedAt?.toISOString() ?? null,
      confirmedAt: entry.confirmedAt?.toISOString() ?? null,
      collectedAt: entry.collectedAt?.toISOString() ?? null,
      timeline: timelineView(ledger.timeline(entry.id), printerName),
      receipt:
        entry.order && printer
          ? previewReceipt(
              entry.order,
              printer,
              printedAt,
              this.context.engine.current()?.servesSeveralShops(printer.id) ? entry.order.shop.name : null,
            )
          : null,
      labels: labels?.labels ?? [],
      labelPrinterId: labels?.printerId ?? null,
      jobs: ledger.jobsOf(entry.id).map((job) => jobView(job, printerName(job.printerId))),
      // An order that could not be read has no content to have versions of.
      versions: entry.order ? versionViews(ledger.versions.versionsOf(entry.id)) : [],
    };
  }

  /**
   * Queues the reprint, then follows it for a few seconds: the person hears what really happened —
   * printed, delivered without proof, or still waiting (and why) with the job id to cancel it by.
   */
  async reprint(orderId: string, printerId: string): Promise<ReprintOutcomeView> {
    const engine = this.context.engine.running();
    const entry = requireOrder(this.context.ledger, orderId);
    const printerName = requirePrinter(engine, printerId, this.printerNames());
    const queued = engine.reprint(entry.id, printerId);
    const deadline = monotonicNow() + this.reprintWaitMs;
    let job = queued;
    while (monotonicNow() < deadline) {
      job = engine.job(queued.id) ?? job;
      if (job.state === 'printed' || job.state === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    job = engine.job(queued.id) ?? job;
    const printer = engine.printerRuntime(printerId);
    const about = { order: orderRef(entry), printer: printerName };
    if (job.state === 'printed')
      return {
        jobId: job.id,
        outcome: job.verified === true ? 'printed' : 'delivered',
        printerId,
        printerName,
        printerState: null,
        detail: msg(job.verified === true ? 'app.reprint-printed' : 'app.reprint-delivered', about),
      };
    const cancelled = job.state === 'cancelled';
    return {
      jobId: job.id,
      outcome: cancelled ? 'cancelled' : 'waiting',
      printerId,
      printerName,
      printerState: printer?.state ?? null,
      // While it waits, the printer's own state says why (out of paper, offline…).
      detail: cancelled || !printer ? msg('app.reprint-cancelled', about) : printer.detail,
    };
  }

  async cancelReprint(jobId: number): Promise<void> {
    const engine = this.context.engine.running();
    const job = engine.job(jobId);
    if (!job) throw new MessageError(msg('app.no-such-job', { jobId }));
    if (!engine.cancelReprint(jobId)) {
      const entry = this.context.ledger.getOrder(job.orderId);
      throw new MessageError(
        msg('app.reprint-already-sent', {
          order: orderRef(entry ?? { id: job.orderId, order: null }),
          printer: this.printerNames()(job.printerId),
        }),
      );
    }
  }

  async answerUnverified(orderId: string, answer: UnverifiedAnswer): Promise<void> {
    if (answer !== 'came-out' && answer !== 'print-again')
      throw new MessageError(msg('app.bad-answer', { answer: String(answer) }));
    const engine = this.context.engine.running();
    const entry = requireOrder(this.context.ledger, orderId);
    if (entry.state !== 'held' || entry.holdCode !== 'unverified')
      throw new MessageError(msg('app.not-waiting-for-answer', { order: orderRef(entry) }));
    engine.answerUnverified(entry.id, answer);
  }

  /** Not guarded by the PIN: it changes nothing of the order, it only says a person saw it is gone. */
  async markGoneSeen(orderId: string): Promise<void> {
    const { ledger } = this.context;
    const entry = requireOrder(ledger, orderId);
    if (ledger.versions.markGoneSeen(entry.id, this.context.now(), msg('changes.gone-seen')))
      this.context.emit({ type: 'status-changed' });
  }

  async markHandled(orderId: string): Promise<void> {
    // Handled is never printed: on a locked counter only the owner decides that.
    await this.context.pin.require();
    const engine = this.context.engine.running();
    engine.markHandled(requireOrder(this.context.ledger, orderId).id);
  }

  async retryNow(orderId: string | null): Promise<void> {
    const engine = this.context.engine.running();
    engine.retryNow(
      orderId === null || orderId === undefined ? undefined : requireOrder(this.context.ledger, orderId).id,
    );
  }

  /** Read when a refusal names a printer, not before: the settings as they are then. */
  private printerNames(): (printerId: string) => string {
    return (printerId) => namesOf(this.context.settings.load(), this.context.ledger)(printerId);
  }
}

/**
 * The receipt printer a preview is laid out for: the one asked, else the first receipt printer of the
 * shop's route (a label printer prints no receipt), else the first receipt printer set up.
 */
function previewPrinter(settings: AppSettings, shopId: number, printerId: string | null): PrinterSettings {
  const chosen = settings.printers.find((printer) => printer.id === printerId);
  if (chosen) return chosen;
  const route = routeOf(settings, shopId);
  const receipts = settings.printers.filter((printer) => printer.role !== 'label');
  return receipts.find((printer) => route.includes(printer.id)) ?? receipts[0] ?? PREVIEW_PRINTER;
}

/** The printers a shop's orders go to, as the engine routes them (every printer without a route). */
function routeOf(settings: AppSettings, shopId: number): readonly string[] {
  const route =
    settings.shops.find((shop) => shop.shopId === shopId)?.printerIds ?? settings.defaultPrinterIds;
  return route.length > 0 ? route : settings.printers.map((printer) => printer.id);
}

/** The label printers of the shop's route, in its order. */
function labelRoute(settings: AppSettings, shopId: number): PrinterSettings[] {
  return routeOf(settings, shopId).flatMap((id) => {
    const printer = settings.printers.find((candidate) => candidate.id === id);
    return printer?.role === 'label' ? [printer] : [];
  });
}

function jobView(job: JobEntry, printerName: string): JobView {
  // A job sent without proof keeps saying so: "print again" takes it out of the ledger's count (as
  // cancelled), but its paper may well have come out.
  const unconfirmed =
    job.verified === false && (job.state === 'cancelled' || (job.state === 'printed' && !job.trusted));
  return {
    id: job.id,
    printerId: job.printerId,
    printerName,
    kind: job.kind,
    state: unconfirmed ? 'unconfirmed' : job.state,
    possibleDuplicate: job.possibleDuplicate,
    verified: job.verified,
  };
}
