/**
 * Status: the connection, each shop and printer, the held orders, and every problem worst first with
 * the headline (`problems.ts` decides them), read from the engine and the ledger. When the ledger it
 * reads is what broke, Status still says so.
 */
import type { AlarmView, ProblemView, ShopView, StatusView, UpdateView } from '../../common/contract/app-api';
import type { NetworkStatusView } from '../../common/contract/network';
import { msg } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import { localDate } from '../../common/shop-day/day';
import { isLedgerDamaged } from '../engine/internal-error';
import type { AppContext } from './app-context';
import { namesOf } from './lookups';
import type { NetworkCommands } from './network-commands';
import {
  connectionView,
  CONFIRM_FAILURES,
  findProblems,
  headline,
  NOT_COLLECTED_LISTED,
  notCollectedOf,
  pastClosingTime,
} from './problems';
import { attentionItem, goneOrderView, printerView } from './views';

/**
 * An order gone from the service stays listed while it is due today or later, and for this long after a
 * check found it gone: one found gone the morning after its day (a late check) is still news, one of
 * last month is not.
 */
export const GONE_LISTED_MS = 3 * 24 * 3_600_000;

export interface StatusSources {
  readonly network: Pick<NetworkCommands, 'problems' | 'status'>;
  /** The alarm as it is now (Status carries it, so a window opened late sounds it). */
  readonly alarm: () => AlarmView | null;
  /** Updates: a version downloaded, or a new version's failed check of itself; absent: the host has none. */
  readonly update?: { problems(): ProblemView[]; view(): UpdateView | null };
}

export class StatusReader {
  constructor(
    private readonly context: AppContext,
    private readonly sources: StatusSources,
  ) {}

  async getStatus(): Promise<StatusView> {
    try {
      return this.read();
    } catch (error) {
      if (!isLedgerDamaged(error)) throw error;
      // The window must still say what happened when the ledger it reads from is what broke.
      const engine = this.context.engine.current();
      engine?.ledgerIsDamaged(error);
      const detail = engine?.status().ledgerDamaged ?? msg('app.ledger-damaged', { detail: textOf(error) });
      const problems: ProblemView[] = [{ kind: 'ledger-damaged', detail }];
      return {
        connection: { state: 'stopped', detail },
        shops: [],
        printers: [],
        attention: [],
        problems,
        headline: headline(problems, 0, false),
        alarm: this.sources.alarm(),
        network: this.network(),
        update: this.sources.update?.view() ?? null,
      };
    }
  }

  private read(): StatusView {
    const { ledger } = this.context;
    const settings = this.context.settings.load();
    const now = this.context.now();
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    const open = new Map(ledger.shopCounts(midnight).map((row) => [row.shopId, row]));
    // "Today" is the shop's day: orders due today, and apart those that arrived today.
    const today = ledger.countToday(localDate(now));
    const engine = this.context.engine.current()?.status() ?? null;
    const shops = (engine?.shops ?? []).map((shop): ShopView => ({
      shopId: shop.shopId,
      name: shop.name,
      lastSuccessAt: shop.lastSuccessAt?.toISOString() ?? null,
      lastError: shop.lastError,
      nextPollAt: shop.nextPollAt?.toISOString() ?? null,
      dueToday: today.get(shop.shopId)?.due ?? 0,
      arrivedToday: today.get(shop.shopId)?.arrived ?? 0,
      waiting: open.get(shop.shopId)?.waiting ?? 0,
      held: open.get(shop.shopId)?.held ?? 0,
    }));
    const printerName = namesOf(settings, ledger);
    const attention = ledger.needsAttention().map((entry) => attentionItem(entry, printerName));
    const goneOrders = ledger.versions
      .goneUnseen({ today: localDate(now), foundSince: new Date(now.getTime() - GONE_LISTED_MS) })
      .map(goneOrderView);
    const waiting = ledger.waitingSummary();
    const unconfirmed = ledger.unconfirmedSummary(CONFIRM_FAILURES);
    const problems = findProblems({
      network: this.sources.network.problems(engine?.shops ?? []),
      update: this.sources.update?.problems() ?? [],
      engine,
      held: attention.length,
      waiting,
      unconfirmed,
      printers: settings.printers,
      notCollected: pastClosingTime(settings.shopDay.closingTime, now)
        ? notCollectedOf(localDate(now), ledger.day.notCollected(localDate(now), NOT_COLLECTED_LISTED))
        : null,
      // The same orders the panel lists: the problem lasts exactly as long as the list.
      gone: goneOrders.map((order) => order.orderId),
      now,
    });
    return {
      connection: engine
        ? connectionView(engine)
        : { state: 'not_configured', detail: this.context.engine.notSetUp() },
      shops,
      printers: (engine?.printers ?? []).map(printerView),
      attention,
      goneOrders,
      problems,
      headline: headline(problems, waiting.count, engine !== null),
      alarm: this.sources.alarm(),
      network: this.network(),
      update: this.sources.update?.view() ?? null,
    };
  }

  private network(): NetworkStatusView | null {
    return this.sources.network.status();
  }
}
