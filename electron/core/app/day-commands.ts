/**
 * The Day view's commands: a day's lists, the bake list as CSV, a list printed, the day's printed orders
 * checked for late changes, an order collected.
 */
import type {
  CollectOutcomeView,
  DayChangesView,
  DayListKind,
  DayView,
  ExportView,
  PrintOutcomeView,
} from '../../common/contract/app-api';
import type { Language } from '../../common/words/languages';
import { localDate, type DayQuery } from '../../common/shop-day/day';
import type { AppContext } from './app-context';
import { checkDayChanges } from './day-changes';
import { printDayList } from './day-printing';
import { bakeListExport, dayView, markCollected } from './day-service';

export class DayCommands {
  constructor(private readonly context: AppContext) {}

  async getDay(query: DayQuery): Promise<DayView> {
    return dayView(this.context.ledger, query);
  }

  async exportBakeList(query: DayQuery, language: Language): Promise<ExportView> {
    return bakeListExport(this.context.ledger, query, language);
  }

  async printDayList(query: DayQuery, list: DayListKind, printerId: string): Promise<PrintOutcomeView> {
    return printDayList(
      {
        engine: this.context.engine.running(),
        ledger: this.context.ledger,
        settings: this.context.settings.load(),
        now: this.context.now(),
      },
      query,
      list,
      printerId,
    );
  }

  /** Needs the running engine: the demo's too (its simulator edits and deletes orders, so it shows this). */
  async checkDayChanges(query: DayQuery): Promise<DayChangesView> {
    return checkDayChanges(this.context.engine.running(), query);
  }

  async markCollected(scanned: string, collected: boolean, anyDay = false): Promise<CollectOutcomeView> {
    const outcome = markCollected(this.context.ledger, scanned, collected, {
      today: localDate(this.context.now()),
      anyDay,
    });
    if (!outcome.unchanged) this.context.emit({ type: 'status-changed' });
    return outcome;
  }
}
