/** Every fixed statement the ledger runs, prepared once when the ledger opens. */
import type { DatabaseSync } from 'node:sqlite';

const ORDER_COLUMNS = `o.id, o.tenant, o.shop_id, o.state, o.reason, o.hold_code, o.hold_printer, o.first_seen_at, o.printed_at, o.confirmed_at,
  o.collected_at, o.confirm_attempts, o.next_confirm_at, p.order_json, p.raw`;
/** Every column `toOrder` reads, from `orders o` joined with its payload `p`. */
export const ORDERS = `SELECT ${ORDER_COLUMNS} FROM orders o JOIN order_payloads p ON p.order_seq = o.seq`;

/**
 * The purge: only what is finished with the service, and quiet since the cutoff. A handled order not yet
 * confirmed, or one confirmed just now (the service may list it a while longer), must still be known, or
 * it would be taken for a new order and print again. At most :limit orders, oldest first, so one batch
 * stays a few milliseconds long: the walk along the first-seen index stops at the :limit-th match. (Left
 * to choose, SQLite finds every match through the state index and sorts them all, for each batch: 0.3 s
 * a batch when a shortened retention leaves 750,000 orders to remove.)
 */
const PURGE_CANDIDATES = `SELECT seq FROM orders INDEXED BY orders_by_first_seen
  WHERE first_seen_at < :cutoff
  AND ((state IN ('confirmed', 'handled') AND confirmed_at IS NOT NULL AND confirmed_at < :cutoff)
    OR (state = 'gone' AND NOT EXISTS (SELECT 1 FROM events e WHERE e.order_id = orders.id AND e.at >= :cutoff)))
  ORDER BY first_seen_at, id LIMIT :limit`;
export const PURGE_BATCH = `DELETE FROM orders WHERE seq IN (${PURGE_CANDIDATES})`;

export function prepareStatements(db: DatabaseSync) {
  const sql = (text: string) => db.prepare(text);
  return {
    orderById: sql(`${ORDERS} WHERE o.id = ?`),
    savePrinterName: sql(
      'INSERT INTO printer_names (printer_id, name) VALUES (?, ?) ON CONFLICT (printer_id) DO UPDATE SET name = excluded.name',
    ),
    printerNames: sql('SELECT printer_id, name FROM printer_names'),
    orderState: sql(
      `SELECT state, reason, hold_code, hold_printer, shop_id, confirmed_at, type, order_number, client_name
        FROM orders WHERE id = ?`,
    ),
    // A JSON array of ids in, one row per id the ledger has: a whole listed page in one lookup.
    knownOrders: sql(`SELECT id, state, confirmed_at, shop_id FROM orders
      WHERE id IN (SELECT value FROM json_each(?))`),
    insertOrder: sql(`INSERT INTO orders (id, tenant, shop_id, state, reason, hold_code, type, order_number,
        client_name, client_folded, due_date, due_time, total_cents, paid_at, first_seen_at)
      VALUES ($id, $tenant, $shopId, $state, $reason, $holdCode, $type, $orderNumber, $clientName, $clientFolded,
        $dueDate, $dueTime, $total, $paidAt, $firstSeenAt)
      RETURNING seq`),
    // A decoded order keeps its decoded JSON only; raw JSON is kept only when there is none.
    insertPayload: sql('INSERT INTO order_payloads (order_seq, order_json, raw) VALUES (?, ?, ?)'),
    insertSearch: sql('INSERT INTO order_search (rowid, body) VALUES (?, ?)'),
    insertKey: sql('INSERT OR IGNORE INTO order_keys (key, order_seq) VALUES (?, ?)'),
    setState: sql(
      'UPDATE orders SET state = ?, reason = ?, hold_code = NULL, hold_printer = NULL WHERE id = ?',
    ),
    setHeld: sql(
      `UPDATE orders SET state = 'held', reason = ?, hold_code = ?, hold_printer = ? WHERE id = ?`,
    ),
    setPrinted: sql(
      `UPDATE orders SET state = 'printed', reason = NULL, hold_code = NULL, hold_printer = NULL,
        printed_at = coalesce(printed_at, ?) WHERE id = ?`,
    ),
    setHandled: sql(
      `UPDATE orders SET state = 'handled', reason = NULL, hold_code = NULL, hold_printer = NULL,
        next_confirm_at = NULL WHERE id = ?`,
    ),
    setReleased: sql(
      `UPDATE orders SET state = 'waiting', reason = NULL, hold_code = NULL, hold_printer = NULL,
        next_confirm_at = NULL WHERE id = ?`,
    ),
    setConfirmFailed: sql(
      'UPDATE orders SET confirm_attempts = confirm_attempts + 1, next_confirm_at = ? WHERE id = ?',
    ),
    setConfirmed:
      sql(`UPDATE orders SET state = CASE state WHEN 'handled' THEN 'handled' ELSE 'confirmed' END,
      reason = CASE state WHEN 'handled' THEN reason ELSE NULL END,
      confirmed_at = ?, next_confirm_at = NULL WHERE id = ?`),
    inheritDuplicateMark: sql(`UPDATE jobs SET possible_duplicate = 1 WHERE id = ? AND EXISTS (
      SELECT 1 FROM jobs earlier WHERE earlier.order_id = jobs.order_id AND earlier.printer_id = jobs.printer_id
        AND earlier.kind = 'auto' AND earlier.possible_duplicate = 1)`),
    cancelJob: sql(`UPDATE jobs SET state = 'cancelled', finished_at = ? WHERE id = ? AND state = 'pending'`),

    insertJob: sql(`INSERT INTO jobs (order_id, printer_id, kind, state, created_at)
      VALUES (?, ?, ?, 'pending', ?) RETURNING *`),
    jobById: sql('SELECT * FROM jobs WHERE id = ?'),
    jobsOf: sql('SELECT * FROM jobs WHERE order_id = ? ORDER BY id'),
    pendingJobs: sql(`SELECT j.* FROM jobs j JOIN orders o ON o.id = j.order_id
      WHERE j.state = 'pending' AND j.printer_id = ? AND (j.kind = 'reprint' OR o.state = 'waiting')
      ORDER BY j.kind = 'auto', CASE j.kind WHEN 'reprint' THEN j.id END, o.paid_at, o.id, j.id
      LIMIT ?`),
    countPendingJobsOf: sql(`SELECT count(*) AS n FROM jobs j JOIN orders o ON o.id = j.order_id
      WHERE j.state = 'pending' AND j.printer_id = ? AND (j.kind = 'reprint' OR o.state = 'waiting')`),
    startJob:
      sql(`UPDATE jobs SET state = 'sending', attempts = attempts + 1 WHERE id = ? AND state = 'pending'
      RETURNING *`),
    jobPrinted: sql(
      `UPDATE jobs SET state = 'printed', verified = ?, trusted = ?, finished_at = ? WHERE id = ?`,
    ),
    jobRetry: sql(`UPDATE jobs SET state = ?, possible_duplicate = max(possible_duplicate, ?), finished_at = ?
      WHERE id = ? RETURNING *`),
    sendingJobs: sql(`SELECT * FROM jobs WHERE state = 'sending' ORDER BY id`),
    // "unproven": printed without proof on a printer not trusted to print unverified: a person must say.
    autoJobTally: sql(`SELECT coalesce(sum(state IN ('pending', 'sending')), 0) AS open,
      coalesce(sum(state = 'printed'), 0) AS printed,
      coalesce(sum(state = 'printed' AND verified = 0 AND trusted = 0), 0) AS unproven,
      (SELECT printer_id FROM jobs u WHERE u.order_id = ?1 AND u.kind = 'auto' AND u.state = 'printed'
        AND u.verified = 0 AND u.trusted = 0 ORDER BY u.id LIMIT 1) AS unproven_printer
      FROM jobs WHERE order_id = ?1 AND kind = 'auto'`),
    unprovenJobs: sql(`SELECT * FROM jobs WHERE order_id = ? AND kind = 'auto' AND state = 'printed'
      AND verified = 0 AND trusted = 0 ORDER BY id`),
    trustJob: sql(`UPDATE jobs SET trusted = 1 WHERE id = ?`),
    cancelPrintedJob: sql(`UPDATE jobs SET state = 'cancelled' WHERE id = ? AND state = 'printed'`),
    insertDuplicateJob:
      sql(`INSERT INTO jobs (order_id, printer_id, kind, state, possible_duplicate, created_at)
      VALUES (?, ?, 'auto', 'pending', 1, ?) RETURNING *`),
    pendingJobsOn: sql(`SELECT * FROM jobs WHERE printer_id = ? AND state = 'pending' ORDER BY id`),
    // Jobs not finished yet, per printer: pending, or being sent right now.
    unfinishedByPrinter:
      sql(`SELECT j.printer_id, count(*) AS n FROM jobs j JOIN orders o ON o.id = j.order_id
      WHERE j.state IN ('pending', 'sending') AND (j.kind = 'reprint' OR o.state = 'waiting')
      GROUP BY j.printer_id`),
    moveJob: sql(`UPDATE jobs SET printer_id = ? WHERE id = ? AND state = 'pending'`),
    openAutoJobOn: sql(`SELECT 1 AS yes FROM jobs WHERE order_id = ? AND printer_id = ? AND kind = 'auto'
      AND state IN ('pending', 'sending', 'printed') LIMIT 1`),
    // Orders whose confirm failed a few times in a row: the service is refusing them.
    unconfirmedSummary: sql(`SELECT count(*) AS n, min(coalesce(printed_at, first_seen_at)) AS oldest,
      (SELECT e.detail FROM events e JOIN orders f ON f.id = e.order_id WHERE e.kind = 'confirm-failed'
        AND f.confirm_attempts >= ?1 AND f.confirmed_at IS NULL AND f.state IN ('printed', 'handled')
        ORDER BY e.id DESC LIMIT 1) AS detail
      FROM orders WHERE confirm_attempts >= ?1 AND confirmed_at IS NULL AND state IN ('printed', 'handled')`),
    waitingSummary: sql(
      `SELECT count(*) AS n, min(first_seen_at) AS oldest FROM orders WHERE state = 'waiting'`,
    ),
    autoJobs: sql(`SELECT printer_id, state FROM jobs WHERE order_id = ? AND kind = 'auto'`),
    cancelPendingAuto: sql(`UPDATE jobs SET state = 'cancelled', finished_at = ?
      WHERE order_id = ? AND state = 'pending' AND kind = 'auto'`),
    cancelPending: sql(
      `UPDATE jobs SET state = 'cancelled', finished_at = ? WHERE order_id = ? AND state = 'pending'`,
    ),

    insertEvent: sql('INSERT INTO events (order_id, at, kind, printer_id, detail) VALUES (?, ?, ?, ?, ?)'),
    lastEventAt: sql('SELECT max(at) AS at FROM events WHERE order_id = ? AND kind = ?'),
    timeline: sql('SELECT at, kind, printer_id, detail FROM events WHERE order_id = ? ORDER BY id'),

    ordersToConfirm:
      sql(`${ORDERS} WHERE o.state = 'printed' AND (o.next_confirm_at IS NULL OR o.next_confirm_at <= ?)
      ORDER BY o.printed_at, o.id`),
    handledToConfirm: sql(`${ORDERS} WHERE o.state = 'handled' AND o.confirmed_at IS NULL
      AND (o.next_confirm_at IS NULL OR o.next_confirm_at <= ?) ORDER BY o.first_seen_at, o.id`),
    printedToConfirmLight: sql(`SELECT id, next_confirm_at FROM orders WHERE state = 'printed'
      ORDER BY printed_at, id`),
    handledToConfirmLight: sql(`SELECT id, next_confirm_at FROM orders WHERE state = 'handled'
      AND confirmed_at IS NULL ORDER BY first_seen_at, id`),
    shiftConfirmTimes: sql(`UPDATE orders SET next_confirm_at = next_confirm_at + ?
      WHERE next_confirm_at IS NOT NULL AND state IN ('printed', 'handled')`),
    openOrders: sql(`${ORDERS} WHERE o.state IN ('waiting', 'printed') AND o.tenant = ? AND o.shop_id = ?
      ORDER BY o.first_seen_at, o.id`),
    needsAttention: sql(`${ORDERS} WHERE o.state = 'held' ORDER BY o.first_seen_at, o.id`),

    seenByShop: sql('SELECT shop_id, count(*) AS n FROM orders WHERE first_seen_at >= ? GROUP BY shop_id'),
    seenBetweenByShop: sql(`SELECT shop_id, count(*) AS n FROM orders
      WHERE first_seen_at >= ? AND first_seen_at < ? GROUP BY shop_id`),
    dueOnByShop: sql('SELECT shop_id, count(*) AS n FROM orders WHERE due_date = ? GROUP BY shop_id'),
    openByShop:
      sql(`SELECT shop_id, state, count(*) AS n FROM orders WHERE state IN ('waiting', 'printed', 'held')
      GROUP BY shop_id, state`),
    countByState: sql('SELECT state, count(*) AS n FROM orders GROUP BY state'),
    // What a fleet report and /metrics say of a shop (docs/DEPLOY.md): walks of the shop's index from
    // its newest order, so they stay cheap on a ledger of a million orders.
    lastPrintedOfShop: sql(`SELECT order_number, printed_at FROM orders INDEXED BY orders_by_shop
      WHERE shop_id = ? AND printed_at IS NOT NULL ORDER BY first_seen_at DESC, id DESC LIMIT 1`),
    lastConfirmedOfShop: sql(`SELECT confirmed_at FROM orders INDEXED BY orders_by_shop
      WHERE shop_id = ? AND confirmed_at IS NOT NULL ORDER BY first_seen_at DESC, id DESC LIMIT 1`),
    printedSinceOfShop: sql(`SELECT count(*) AS n FROM orders INDEXED BY orders_by_shop
      WHERE shop_id = ? AND first_seen_at >= ? AND printed_at >= ?`),
    lateByShop: sql(`SELECT shop_id, count(*) AS n FROM orders
      WHERE state = 'waiting' AND due_key < ? GROUP BY shop_id`),
    countPendingJobs: sql(`SELECT count(*) AS n FROM jobs WHERE state = 'pending'`),

    purgeBatch: sql(PURGE_BATCH),
    purgeCandidates: sql(PURGE_CANDIDATES),
    freePages: sql('PRAGMA freelist_count'),
    checkpoint: sql('PRAGMA wal_checkpoint(PASSIVE)'),

    // The journal of sent jobs (sent-check.ts): where an order is, and a lost send's mark on its jobs.
    orderPlace: sql('SELECT tenant, shop_id, state, confirmed_at FROM orders WHERE id = ?'),
    markPendingDuplicate: sql(`UPDATE jobs SET possible_duplicate = 1
      WHERE order_id = ? AND printer_id = ? AND state = 'pending' AND possible_duplicate = 0`),

    getMeta: sql('SELECT value FROM meta WHERE key = ?'),
    deleteMeta: sql('DELETE FROM meta WHERE key = ?'),
    setMeta: sql(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
