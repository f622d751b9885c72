/** SQLite rows → the ledger's entries. Each reader checks the column's type, so a bad file fails loudly. */
import type { Order, OrderType } from '../../common/model/order';
import { ORDER_TYPES } from '../../common/model/order';
import type {
  HoldCode,
  HistoryRow,
  JobEntry,
  JobKind,
  JobState,
  LateChange,
  OrderEntry,
  OrderState,
  TimelineEvent,
  TimelineKind,
} from './types';
import { HOLD_CODES, JOB_STATES, LATE_CHANGES, ORDER_STATES } from './types';
import type { Message } from '../../common/messages/catalogue';
import { readMessage } from './stored-message';

export type Row = Readonly<Record<string, unknown>>;

function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`The order ledger has no text in column ${column}.`);
  return value;
}

function optionalText(row: Row, column: string): string | null {
  return row[column] === null ? null : text(row, column);
}

function optionalMessage(row: Row, column: string): Message | null {
  const value = optionalText(row, column);
  return value === null ? null : readMessage(value);
}

function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new Error(`The order ledger has no number in column ${column}.`);
  return value;
}

function optionalInteger(row: Row, column: string): number | null {
  return row[column] === null ? null : integer(row, column);
}

function date(row: Row, column: string): Date {
  return new Date(integer(row, column));
}

function optionalDate(row: Row, column: string): Date | null {
  const value = optionalInteger(row, column);
  return value === null ? null : new Date(value);
}

function oneOf<T extends string>(allowed: readonly T[], row: Row, column: string): T {
  const value = text(row, column);
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`The order ledger has an unknown value "${value}" in column ${column}.`);
  }
  return value as T;
}

const JOB_KINDS: readonly JobKind[] = ['auto', 'reprint'];

export function toJob(row: Row): JobEntry {
  const verified = optionalInteger(row, 'verified');
  return {
    id: integer(row, 'id'),
    orderId: text(row, 'order_id'),
    printerId: text(row, 'printer_id'),
    kind: oneOf(JOB_KINDS, row, 'kind'),
    state: oneOf<JobState>(JOB_STATES, row, 'state'),
    possibleDuplicate: integer(row, 'possible_duplicate') !== 0,
    attempts: integer(row, 'attempts'),
    verified: verified === null ? null : verified !== 0,
    trusted: integer(row, 'trusted') !== 0,
    createdAt: date(row, 'created_at'),
    finishedAt: optionalDate(row, 'finished_at'),
  };
}

export function toOrder(row: Row): OrderEntry {
  const json = optionalText(row, 'order_json');
  // One copy of the payload: the decoded order, or (only when it could not be decoded) the raw JSON.
  const payload =
    json === null
      ? { order: null, raw: text(row, 'raw') }
      : // Written by this ledger from a decoded Order, so it is that plain data again.
        { order: JSON.parse(json) as Order, raw: null };
  return {
    id: text(row, 'id'),
    tenant: text(row, 'tenant'),
    shopId: integer(row, 'shop_id'),
    state: oneOf<OrderState>(ORDER_STATES, row, 'state'),
    reason: optionalMessage(row, 'reason'),
    holdCode: row['hold_code'] === null ? null : oneOf<HoldCode>(HOLD_CODES, row, 'hold_code'),
    holdPrinterId: optionalText(row, 'hold_printer'),
    ...payload,
    firstSeenAt: date(row, 'first_seen_at'),
    printedAt: optionalDate(row, 'printed_at'),
    confirmedAt: optionalDate(row, 'confirmed_at'),
    collectedAt: optionalDate(row, 'collected_at'),
    confirmAttempts: integer(row, 'confirm_attempts'),
    nextConfirmAt: optionalDate(row, 'next_confirm_at'),
  };
}

export function toHistoryRow(row: Row): HistoryRow {
  const type = optionalText(row, 'type');
  return {
    id: text(row, 'id'),
    shopId: integer(row, 'shop_id'),
    state: oneOf<OrderState>(ORDER_STATES, row, 'state'),
    reason: optionalMessage(row, 'reason'),
    type: type === null ? null : oneOf<OrderType>(ORDER_TYPES, row, 'type'),
    orderNumber: optionalText(row, 'order_number'),
    clientName: text(row, 'client_name'),
    dueDate: optionalText(row, 'due_date'),
    dueTime: optionalText(row, 'due_time'),
    total: optionalInteger(row, 'total_cents'),
    firstSeenAt: date(row, 'first_seen_at'),
    printedAt: optionalDate(row, 'printed_at'),
    confirmedAt: optionalDate(row, 'confirmed_at'),
    reprints: integer(row, 'reprints'),
    possibleDuplicate: integer(row, 'possible_duplicate') !== 0,
    collectedAt: optionalDate(row, 'collected_at'),
    lateChange: row['late_change'] === null ? null : oneOf<LateChange>(LATE_CHANGES, row, 'late_change'),
  };
}

export function toEvent(row: Row): TimelineEvent {
  return {
    at: date(row, 'at'),
    // Only this ledger writes the column, always from TimelineKind.
    kind: text(row, 'kind') as TimelineKind,
    printerId: optionalText(row, 'printer_id'),
    detail: readMessage(text(row, 'detail')),
  };
}
