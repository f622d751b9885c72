/**
 * The Day view's commands on the ledger: a day's bake list and pick-up sheet, the bake list as CSV, and
 * marking an order collected.
 */
import type { CollectOutcomeView, DayView, ExportView } from '../../common/contract/app-api';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { orderRefOf } from '../../common/order-label';
import type { DayQuery } from '../../common/shop-day/day';
import type { Ledger } from '../ledger/ledger';
import { computeBakeList } from '../shop-day/bake-list';
import type { Language } from '../../common/words/languages';
import { bakeListCsv, bakeListFileName } from '../shop-day/bake-list-csv';
import { csvConvention } from '../shop-day/csv';
import { computePickupSheet } from '../shop-day/pickup-sheet';

/** Both lists of a day from one read of its orders. */
export function dayView(ledger: Ledger, query: DayQuery): DayView {
  const orders = ledger.day.ordersDue(query);
  return {
    bakeList: computeBakeList(orders, query),
    pickupSheet: computePickupSheet(orders, query),
    nextDay: ledger.day.nextDay(query),
  };
}

/**
 * The bake list as a CSV file to save. It starts with a byte-order mark: without it Excel, where this
 * file is opened, reads UTF-8 as the PC's code page and garbles every accent ("crème" as "crÃ¨me").
 */
export function bakeListExport(ledger: Ledger, query: DayQuery, language: Language): ExportView {
  const list = computeBakeList(ledger.day.ordersDue(query), query);
  return {
    fileName: bakeListFileName(list),
    mimeType: 'text/csv;charset=utf-8',
    content: `\uFEFF${bakeListCsv(list, csvConvention(language))}`,
  };
}

/**
 * Marks the order a scan or a click names collected (or not, after all). A second scan of the same
 * order changes nothing and says so (`unchanged`), so a double read of the scanner is harmless. An
 * order due on another day than `today` is not marked unless `anyDay`: a bag for tomorrow scanned
 * today is the wrong bag until a person, warned, says otherwise (`notToday`). An order whose data
 * cannot be read has no known day, and is marked as asked.
 */
export function markCollected(
  ledger: Ledger,
  scanned: string,
  collected: boolean,
  when: { readonly today: string; readonly anyDay: boolean },
): CollectOutcomeView {
  const found = ledger.day.findScanned(scanned);
  if (found === null) throw new MessageError(msg('day.scan-unknown', { scanned: scanned.trim() }));
  const unchanged = (found.collectedAt !== null) === collected;
  const due = found.order?.due ?? null;
  const otherDay = collected && !unchanged && due !== null && due.date !== when.today;
  const notToday = otherDay && !when.anyDay;
  const detail =
    otherDay && due !== null
      ? msg('day.handed-over-other-day', {
          date: due.date,
          time: due.time.slice(0, 5),
          delivery: found.order?.type === 'delivery',
        })
      : undefined;
  const entry = unchanged || notToday ? found : ledger.day.markCollected(found.id, collected, detail);
  const ref = orderRefOf(entry.id, entry.order);
  return {
    orderId: entry.id,
    type: ref.type,
    orderNumber: ref.orderNumber,
    clientName: ref.clientName,
    collectedAt: entry.collectedAt?.toISOString() ?? null,
    unchanged,
    due,
    notToday,
  };
}
