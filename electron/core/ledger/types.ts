/**
 * The ledger's vocabulary: every order's journey and the history the window shows. The ledger is the
 * source of truth after a crash, so each state that decides the next step is written (durably) before
 * that step runs.
 */
import type { Order, OrderType } from '../../common/model/order';
import type { Message } from '../../common/messages/catalogue';
import type { DecidedBy } from '../../common/words/en/messages/order';

export type { DecidedBy };

/**
 * Where an order stands.
 * - `waiting`: seen, not yet printed on every printer it is routed to (includes "printing").
 * - `printed`: printed on all its printers, not yet confirmed to the service.
 * - `confirmed`: the service confirmed it. Done.
 * - `held`: needs a person; `reason` says why (undecodable, printed but not verified, …).
 * - `handled`: a person marked it handled without OrderSlip printing it (then it is confirmed).
 * - `gone`: the service stopped listing it before we confirmed it (confirmed elsewhere, cancelled).
 */
export const ORDER_STATES = ['waiting', 'printed', 'confirmed', 'held', 'handled', 'gone'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * One print job of one order on one printer.
 * - `pending`: to be printed (again, after a failure that printed nothing).
 * - `sending`: bytes are going to the printer. Found at start-up, it means the process died mid-job:
 *   nobody knows whether paper came out, so it becomes `pending` with `possibleDuplicate`.
 * - `printed`: the printer confirmed it, or (where the printer's settings allow) took it unverified.
 * - `cancelled`: no longer to be printed (order handled, gone or held).
 */
export const JOB_STATES = ['pending', 'sending', 'printed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type JobKind = 'auto' | 'reprint';

/** Why an order is held, for the window to word (see HoldCode in the AppApi contract). */
export const HOLD_CODES = [
  'unverified',
  'undecodable',
  'no-printer',
  'printer-removed',
  'too-large',
  'cannot-build',
  'other',
] as const;
export type HoldCode = (typeof HOLD_CODES)[number];

export interface JobEntry {
  readonly id: number;
  readonly orderId: string;
  readonly printerId: string;
  readonly kind: JobKind;
  readonly state: JobState;
  /** Print the next attempt with the "POSSIBLE DUPLICATE" banner: an earlier attempt may have printed. */
  readonly possibleDuplicate: boolean;
  readonly attempts: number;
  /** For printed jobs: whether the printer itself confirmed it (false = delivered, not verified). */
  readonly verified: boolean | null;
  /**
   * A printed job without proof that still counts: its printer is set to print unverified, or a person
   * said the paper came out. An untrusted unverified job holds its order with a question.
   */
  readonly trusted: boolean;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

interface OrderEntryFields {
  readonly id: string;
  readonly tenant: string;
  readonly shopId: number;
  readonly state: OrderState;
  /** Why it is held or gone, for a person (kept as message JSON; older text is read as `general.text`). */
  readonly reason: Message | null;
  /** Why it is held, as a code (null unless held). */
  readonly holdCode: HoldCode | null;
  /** For `unverified`: the printer the question "did it come out?" is about. */
  readonly holdPrinterId: string | null;
  readonly firstSeenAt: Date;
  readonly printedAt: Date | null;
  readonly confirmedAt: Date | null;
  /** When a person marked it collected (scanned or clicked); null while not. */
  readonly collectedAt: Date | null;
  readonly confirmAttempts: number;
  /** When the next confirm may be tried (backoff after a failed confirm); null = now. */
  readonly nextConfirmAt: Date | null;
}

/**
 * An order as the ledger keeps it, with one copy of its payload: the decoded order, or — only when the
 * service's JSON could not be decoded — that JSON as it was sent (see docs/LEDGER.md).
 */
export type OrderEntry = OrderEntryFields &
  (
    | {
        /** The decoded order. */
        readonly order: Order;
        /** Not kept for a decoded order: `order` is all there is. */
        readonly raw: null;
      }
    | {
        /** The service's JSON could not be decoded. */
        readonly order: null;
        /** The JSON exactly as the service sent it (cut to the order size limit). */
        readonly raw: string;
      }
  );

export type TimelineKind =
  | 'seen'
  | 'undecodable'
  | 'print-started'
  | 'printed'
  /** The bytes reached the printer, which gave no proof that it printed: never titled "printed". */
  | 'sent-unconfirmed'
  | 'print-failed'
  | 'crash-recovered'
  | 'confirm-failed'
  | 'confirmed'
  | 'still-listed'
  | 'reprint-requested'
  | 'held'
  | 'handled'
  | 'gone'
  | 'released'
  | 'answered'
  | 'jobs-moved'
  | 'collected'
  | 'uncollected'
  /** A delivery's bag given to the driver (scanned or clicked): a delivery is never "collected". */
  | 'handed-over'
  | 'not-handed-over'
  /** A late-change check read the order again and what is made or handed over changed (`versions.ts`). */
  | 'content-changed'
  /** A late-change check found the service no longer knows the order (404): cancelled? */
  | 'gone-from-service'
  /** A person saw on Status that the service no longer knows the order (`versions.ts`: `markGoneSeen`). */
  | 'gone-seen';

export interface TimelineEvent {
  readonly at: Date;
  readonly kind: TimelineKind;
  readonly printerId: string | null;
  /** For people: "Printed on Counter (verified by the printer)", as a message. */
  readonly detail: Message;
}

export interface HistoryQuery {
  /** Inclusive range on the pick-up/delivery date (YYYY-MM-DD). */
  readonly dueFrom?: string;
  readonly dueTo?: string;
  readonly shopId?: number;
  readonly type?: OrderType;
  readonly state?: OrderState;
  /**
   * What a person has in hand: client name, order number, product or plate text (case-insensitive,
   * anywhere in the text); or exactly: the order's full id (the receipt's QR code), its short id as
   * printed ("#f5fd7c72", with or without "#"), a client's phone number in any notation, the payment
   * reference.
   */
  readonly text?: string;
  /**
   * `arrival` (the default): newest first. `due`: by pick-up/delivery date and time, soonest first,
   * orders without one last.
   */
  readonly sort?: HistorySort;
  /** Page size, default 50, at most 500. */
  readonly limit?: number;
  /** From a previous page's `nextCursor`. */
  readonly cursor?: string;
}

export const HISTORY_SORTS = ['arrival', 'due'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** One shop's orders of one day: due that day (any state), and arrived that day. */
export interface DayCount {
  readonly due: number;
  readonly arrived: number;
}

/** One row of the history list: small, so thousands of them stay cheap. */
export interface HistoryRow {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderState;
  readonly reason: Message | null;
  readonly type: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
  readonly dueDate: string | null;
  readonly dueTime: string | null;
  readonly total: number | null;
  readonly firstSeenAt: Date;
  readonly printedAt: Date | null;
  readonly confirmedAt: Date | null;
  readonly reprints: number;
  readonly possibleDuplicate: boolean;
  readonly collectedAt: Date | null;
  /** Read again after it printed: its content changed since, or the service no longer knows it. */
  readonly lateChange: LateChange | null;
}

export const LATE_CHANGES = ['changed', 'gone'] as const;
/** What the latest version a late-change check kept says (`versions.ts`): changed, or gone from the service. */
export type LateChange = (typeof LATE_CHANGES)[number];

export interface HistoryPage {
  readonly rows: readonly HistoryRow[];
  /** Null on the last page. */
  readonly nextCursor: string | null;
}
