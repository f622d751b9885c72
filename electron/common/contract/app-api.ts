/**
 * AppApi: everything the window may ask of the app, and every event it hears, declared once. The
 * Electron preload (IPC) and the headless host (HTTP + server-sent events) both implement it; the
 * renderer uses nothing else. Only plain JSON crosses it: times are ISO-8601 strings, so both
 * transports carry the same values.
 */
import type { LocalDateTime, Order, OrderType } from '../model/order';
import type { Receipt } from '../receipt/receipt';
import type { LaidOutLabel } from '../label/label';
import type { Message } from '../messages/catalogue';
import type { OrderChange } from '../model/order-change';
import type { OrderRef } from '../order-label';
import type { LabelProtocol, PrinterModelId, PrinterSettings } from '../model/printer-settings';
import type { AlarmMode, AlarmSound, AppLanguage, AppSettings } from './settings';
import type { Language } from '../words/languages';
import type { BakeList, DayQuery, PickupSheet } from '../shop-day/day';
import type { AlertTestView, NetworkStatusView, PairedDeviceView, PairingCodeView } from './network';

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly host: 'electron' | 'headless';
  /** Running on the built-in simulator and virtual printer. */
  readonly demo: boolean;
  /** In the demo: where its simulator and virtual printer are, so the wizard can offer them (no token). */
  readonly demoSetup: {
    readonly serviceUrl: string;
    readonly tenant: string;
    readonly printerUri: string;
  } | null;
}

/** A receipt that came out of the demo's virtual printer, as text and as a picture of the paper. */
export interface DemoPrintView {
  readonly at: string;
  /** From the demo's receipt printer, or its label printer. */
  readonly kind: 'receipt' | 'label';
  /**
   * The order it is of (its QR code's; a cake label's from the order label before it), so the window
   * names it "Pick-up 14"; null for a day's list, a test print, a piece of no order the service knows.
   */
  readonly order: OrderRef | null;
  readonly text: string;
  /** A self-contained HTML fragment of the paper, all job text escaped. */
  readonly html: string;
}

/**
 * What the demo's virtual printer does: print normally, run out of paper, go offline (refuse
 * connections), or print but never answer the completion request.
 */
export type DemoPrinterFault = 'none' | 'paper-out' | 'offline' | 'no-completion' | 'early-answer';

export type OrderStateView = 'waiting' | 'printed' | 'confirmed' | 'held' | 'handled' | 'gone';
export type ConnectionStateView =
  'starting' | 'ok' | 'token_rejected' | 'failing' | 'stopped' | 'not_configured';
export type PrinterStateView =
  | 'ready'
  | 'paper_low'
  | 'paper_out'
  | 'cover_open'
  | 'offline'
  | 'error'
  | 'unreachable'
  | 'unknown'
  | 'paused'
  | 'not_verifiable'
  | 'printing';

export interface PrinterView {
  readonly printerId: string;
  readonly name: string;
  readonly state: PrinterStateView;
  /** What is wrong and what to do, or that it is ready. */
  readonly detail: Message;
  readonly queued: number;
  readonly lastPrintedAt: string | null;
}

export interface ShopView {
  readonly shopId: number;
  readonly name: string | null;
  readonly lastSuccessAt: string | null;
  readonly lastError: Message | null;
  readonly nextPollAt: string | null;
  /** Orders of this shop due today (pick-up or delivery date is today), whenever they arrived. */
  readonly dueToday: number;
  /** Orders of this shop that arrived today, whatever their due date. */
  readonly arrivedToday: number;
  readonly waiting: number;
  readonly held: number;
}

/**
 * Why an order is held, as a code the window words in the person's language (the `reason` text is the
 * engine's English detail, for the log and support).
 * - `unverified`: sent to a printer that cannot prove printing (no completion answer, OS queue,
 *   device file): the question "Did it come out on `printerName`?" with *It came out* / *Print again*.
 * - `undecodable`: the service's data could not be read; only "handled" is possible.
 * - `no-printer`: no printer is set up for its shop.
 * - `printer-removed`: its printer was removed from the settings while it waited.
 * - `too-large`: the order is beyond what one order may cost (size, nesting); held alone.
 * - `cannot-build`: its receipt could not be built.
 * - `other`: anything else (the reason says what).
 */
export type HoldCode =
  'unverified' | 'undecodable' | 'no-printer' | 'printer-removed' | 'too-large' | 'cannot-build' | 'other';

export interface AttentionItem {
  readonly orderId: string;
  readonly shopId: number;
  /**
   * What the window names the order by, in its own language ("AFHALEN 12 · Zoë Verstraeten"): null
   * type for an order whose data could not be read (it is named by its id then).
   */
  readonly orderType: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
  /** The engine's own account of why (the window words `holdCode` first, this as the detail). */
  readonly reason: Message;
  readonly holdCode: HoldCode;
  /** For `unverified`: the printer the question is about. */
  readonly printerId: string | null;
  readonly printerName: string | null;
  readonly firstSeenAt: string;
  /** False for an order whose data could not be read: it cannot be printed, only handled. */
  readonly printable: boolean;
}

/**
 * One condition a person must act on or know about, as a code with parameters; the window words it.
 * Ordered worst first in `StatusView.problems`.
 */
export type ProblemView =
  | { readonly kind: 'ledger-damaged'; readonly detail: Message }
  /** The ledger cannot be written (a full disk): new orders are not recorded, printed ones not noted. */
  | { readonly kind: 'ledger-unwritable'; readonly since: string; readonly detail: Message }
  | { readonly kind: 'token-rejected'; readonly detail: Message }
  /**
   * Another OrderSlip insists on printing this shop too (both were chosen as its printing PC): one of
   * them prints (`thisPcPrints` says whether it is this one), and both say so until a person chooses.
   */
  | {
      readonly kind: 'peer-conflict';
      readonly shopId: number;
      readonly shopName: string | null;
      readonly otherPc: string;
      readonly otherAddress: string;
      readonly thisPcPrints: boolean;
    }
  /**
   * This PC took a shop over from a PC that went silent, or whose orders waited unconfirmed while it
   * claimed the shop (`ordersWaited`): the orders that were waiting printed marked POSSIBLE DUPLICATE.
   * Said for an hour after the takeover.
   */
  | {
      readonly kind: 'took-over';
      readonly shopId: number;
      readonly shopName: string | null;
      readonly fromPc: string;
      readonly at: string;
      /** Orders that printed with the mark. */
      readonly possibleDuplicates: number;
      /**
       * Why, when the other PC still announced itself as printing: the service watch saw this order
       * wait unconfirmed that long (ms). Null: the other PC went silent or said goodbye.
       */
      readonly ordersWaited: { readonly orderNumber: string | null; readonly waitedMs: number } | null;
    }
  /**
   * Another PC took this shop from this one because the shop's orders waited unconfirmed while this PC
   * claimed it (its printer unreachable, say): this PC stands down for the shop while the other says so.
   */
  | {
      readonly kind: 'shop-taken-over';
      readonly shopId: number;
      readonly shopName: string | null;
      readonly byPc: string;
      readonly byAddress: string;
    }
  /**
   * This PC stands by for a shop whose orders its service watch sees waiting unconfirmed: the PC that
   * claims the shop may not be printing it. Before (or instead of) a takeover.
   */
  | {
      readonly kind: 'standby-orders-waiting';
      readonly shopId: number;
      readonly shopName: string | null;
      readonly printedBy: string;
      readonly orderNumber: string | null;
      readonly since: string;
      readonly count: number;
    }
  /**
   * A device on the network announced itself as an OrderSlip of this tenant (claiming `shopId`) but
   * could not prove it: no valid signature (`unproven`), a record heard before (`replayed`), or a time
   * too far from this PC's (`clock`). Its announcements are ignored; said once, however many came.
   */
  | {
      readonly kind: 'peer-unproven';
      readonly address: string;
      readonly reason: 'unproven' | 'replayed' | 'clock';
      readonly shopId: number | null;
      readonly shopName: string | null;
      /** Records ignored since `since`. */
      readonly records: number;
      readonly since: string;
    }
  /** Network discovery cannot run (its port is taken, no network): other PCs cannot see this one. */
  | { readonly kind: 'discovery-failing'; readonly detail: Message }
  /**
   * The reports to the chain's fleet host fail (docs/DEPLOY.md): it refuses the fleet key, or it cannot be
   * reached. Printing goes on; the owner's fleet page shows this counter silent meanwhile.
   */
  | { readonly kind: 'fleet-failing'; readonly since: string; readonly detail: Message }
  /** The service refused the token, but not often enough yet to believe it: polling goes on slowly. */
  | { readonly kind: 'token-doubted'; readonly since: string; readonly detail: Message }
  | {
      readonly kind: 'printer-not-ready';
      readonly printerId: string;
      readonly printerName: string;
      readonly state: PrinterStateView;
      /** Jobs waiting for it. */
      readonly waiting: number;
      readonly detail: Message;
    }
  /** Several jobs in a row reached this printer without proof: it apparently cannot report completion. */
  | {
      readonly kind: 'printer-cannot-report';
      readonly printerId: string;
      readonly printerName: string;
      readonly jobsWithoutProof: number;
      /** Its "printed" came sooner than paper can move: it may lose jobs, so never print without proof. */
      readonly earlyAnswers: boolean;
    }
  | {
      readonly kind: 'service-failing';
      readonly since: string;
      readonly failures: number;
      readonly detail: Message;
    }
  /** The service answered a shop's listing with orders of other shops; they were left alone. */
  | {
      readonly kind: 'wrong-shop';
      readonly shopId: number;
      readonly otherShopIds: readonly number[];
      readonly count: number;
    }
  | { readonly kind: 'held-orders'; readonly count: number }
  /** Printed orders the service keeps refusing to confirm (they do not print again meanwhile). */
  | {
      readonly kind: 'confirm-failing';
      readonly count: number;
      readonly since: string;
      readonly detail: Message;
    }
  /** A printer set up without a successful test print ("skip for now" in the wizard). */
  | { readonly kind: 'printer-untested'; readonly printerId: string; readonly printerName: string }
  /** Orders waiting to print for longer than a minute, whatever the cause. */
  | { readonly kind: 'orders-waiting'; readonly count: number; readonly oldestSince: string }
  /** The ledger was new in a data folder that had been used: the first orders print marked POSSIBLE DUPLICATE. */
  | { readonly kind: 'history-lost'; readonly at: string }
  /**
   * The first start after an update from `fromVersion` found part of OrderSlip not answering (the
   * engine, the service, a printer): `detail` says which. Said until they all answer.
   */
  | {
      readonly kind: 'update-check-failed';
      readonly version: string;
      readonly fromVersion: string;
      readonly detail: Message;
    }
  /** After closing time: today's orders nobody marked collected (at most 50 listed; `count` is all). */
  | {
      readonly kind: 'not-collected';
      readonly date: string;
      readonly count: number;
      readonly orders: readonly NotCollectedView[];
    }
  /**
   * Printed orders the ordering service no longer knows (cancelled?) that no person marked seen: those of
   * `StatusView.goneOrders`, which lists them. `orderIds` lets the alarm sound again for an order found
   * gone later while an earlier one is still unseen (the count alone may stay the same).
   */
  | {
      readonly kind: 'orders-gone';
      readonly count: number;
      readonly orderIds: readonly string[];
    };

export interface NotCollectedView {
  readonly orderId: string;
  readonly type: OrderType;
  readonly orderNumber: string | null;
  readonly clientName: string;
  /** `HH:MM`. */
  readonly dueTime: string;
}

/**
 * The alarm that sounds in the window until someone acknowledges it (or once, per `mode`). Null in
 * `StatusView.alarm` when nothing calls for it.
 */
export interface AlarmView {
  /** Grows with every new reason to sound: the window plays "once" per id. */
  readonly id: number;
  readonly since: string;
  readonly mode: Exclude<AlarmMode, 'off'>;
  readonly sound: AlarmSound;
  /** New orders since the last acknowledgement. */
  readonly newOrders: number;
  /** Problems that need a person and appeared since the last acknowledgement. */
  readonly problems: readonly ProblemKind[];
}

export type ProblemKind = ProblemView['kind'];

/** The top of Status in one line: how many orders wait, and the worst problem (null: all is well). */
export interface HeadlineView {
  readonly tone: 'ok' | 'warn' | 'bad';
  /** Orders received but not yet printed on every printer of their route. */
  readonly waiting: number;
  readonly worst: ProblemView | null;
}

/**
 * An order printed here that the ordering service no longer knows (a late-change check read it again and
 * the service answered "not found"): cancelled? Listed on Status until a person marks it seen
 * (`markGoneSeen`), while it still matters: due today or later, or found gone in the last few days.
 */
export interface GoneOrderView {
  readonly orderId: string;
  readonly shopId: number;
  /** The shop's name as the order last had it. */
  readonly shopName: string;
  readonly type: OrderType;
  readonly orderNumber: string | null;
  readonly clientName: string;
  /** When it was due, as it last had content (the shop's local date and time). */
  readonly due: LocalDateTime;
  /** When a check found it gone. */
  readonly goneAt: string;
}

export interface StatusView {
  readonly connection: { readonly state: ConnectionStateView; readonly detail: Message };
  readonly shops: readonly ShopView[];
  readonly printers: readonly PrinterView[];
  readonly attention: readonly AttentionItem[];
  /** Orders gone from the service that no person has marked seen yet, soonest due first; absent: none. */
  readonly goneOrders?: readonly GoneOrderView[];
  /** Every condition to act on or know about, worst first; empty only when all is really well. */
  readonly problems: readonly ProblemView[];
  readonly headline: HeadlineView;
  /** Sounding (or to be sounded) in the window; null when quiet or the alarm is off. */
  readonly alarm: AlarmView | null;
  /** Other OrderSlips and who prints which shop; null where the host runs no discovery (tests). */
  readonly network: NetworkStatusView | null;
  /** A new version downloaded (and when it installs), or why updates fail; absent or null: nothing to say. */
  readonly update?: UpdateView | null;
}

/** What Status says about updates (docs/DEPLOY.md): the engine's own sentence. */
export interface UpdateView {
  /** for-it: a newer version is out, and this PC, installed for all its users, is updated by the chain's IT. */
  readonly state: 'downloaded' | 'installing' | 'for-it' | 'failed';
  readonly detail: Message;
}

export interface HistoryQueryView {
  readonly dueFrom?: string;
  readonly dueTo?: string;
  readonly shopId?: number;
  readonly type?: OrderType;
  readonly state?: OrderStateView;
  /**
   * Name, number, product, plate text, the full id (as the receipt's QR code holds it), the short id as
   * printed ("#f5fd7c72"), a phone number in any notation, the payment reference.
   */
  readonly text?: string;
  /** `arrival` (newest first, the default) or `due` (pick-up/delivery time, soonest first). */
  readonly sort?: 'arrival' | 'due';
  readonly limit?: number;
  readonly cursor?: string;
}

export interface HistoryRowView {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderStateView;
  readonly reason: Message | null;
  readonly type: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
  readonly dueDate: string | null;
  readonly dueTime: string | null;
  /** Cents. */
  readonly total: number | null;
  readonly firstSeenAt: string;
  readonly printedAt: string | null;
  readonly confirmedAt: string | null;
  readonly reprints: number;
  readonly possibleDuplicate: boolean;
  /** When a person marked it collected (scanned or clicked); null while not. */
  readonly collectedAt: string | null;
  /** Read again after it printed: its content changed since, or the service no longer knows it (the latest). */
  readonly lateChange: 'changed' | 'gone' | null;
}

export interface HistoryPageView {
  readonly rows: readonly HistoryRowView[];
  readonly nextCursor: string | null;
}

export interface TimelineEntryView {
  readonly at: string;
  readonly kind: string;
  readonly printerId: string | null;
  /** The printer's name as set up (or as last set up, for one removed since); null without a printer. */
  readonly printerName: string | null;
  readonly detail: Message;
}

/**
 * One version of an order's content: version 1 as it printed, each later one as a late-change check read
 * it from the service (or found the service no longer knew it).
 */
export interface OrderVersionView {
  readonly version: number;
  /** When OrderSlip read it (version 1: when the order arrived). */
  readonly seenAt: string;
  /** The service no longer knew the order (it answered "not found"). */
  readonly gone: boolean;
  /**
   * What changed from the version before it that had content, in what is made or handed over (the
   * fields the CHANGED slip names); empty for version 1 and a gone one.
   */
  readonly changes: readonly OrderChange[];
  /** The latest: what holds now. */
  readonly current: boolean;
}

export interface OrderDetailView {
  readonly id: string;
  readonly shopId: number;
  readonly state: OrderStateView;
  readonly reason: Message | null;
  readonly order: Order | null;
  /**
   * The JSON exactly as the service sent it, kept only for an order that could not be decoded (`order`
   * null); null for a decoded order, whose decoded `order` is all the ledger keeps.
   */
  readonly raw: string | null;
  readonly firstSeenAt: string;
  readonly printedAt: string | null;
  readonly confirmedAt: string | null;
  readonly collectedAt: string | null;
  readonly timeline: readonly TimelineEntryView[];
  /**
   * The receipt as the first printer of its shop prints it (or the one asked for): the preview draws
   * this. Null for an undecodable order, and when the printer asked for is a label printer.
   */
  readonly receipt: Receipt | null;
  /**
   * The order's labels, laid out as the label printer asked for (or the first label printer of its shop)
   * prints them; empty when it gets none, or the shop has no label printer.
   */
  readonly labels: readonly LaidOutLabel[];
  /** The label printer `labels` were laid out for; null when there is none. */
  readonly labelPrinterId: string | null;
  readonly jobs: readonly JobView[];
  /**
   * Every version of its content, oldest first (`order` and `receipt` stay what printed); one, as it
   * printed, until a check read it again; empty for an order that could not be read.
   */
  readonly versions: readonly OrderVersionView[];
}

/**
 * One print job of an order, for the order's detail (reprints can be cancelled while they wait).
 * `unconfirmed`: its bytes reached the printer, which never confirmed printing it, and nobody said it
 * came out — it may be on paper. Such a job is never `cancelled`, not even once it was printed again.
 */
export interface JobView {
  readonly id: number;
  readonly printerId: string;
  readonly printerName: string;
  readonly kind: 'auto' | 'reprint';
  readonly state: 'pending' | 'sending' | 'printed' | 'unconfirmed' | 'cancelled';
  readonly possibleDuplicate: boolean;
  readonly verified: boolean | null;
}

/**
 * What a reprint really did: printed (with proof), delivered without proof, or still waiting (the
 * printer's state says why: out of paper, offline…), in which case it can be cancelled by its job id.
 */
export interface ReprintOutcomeView {
  readonly jobId: number;
  readonly outcome: 'printed' | 'delivered' | 'waiting' | 'cancelled';
  readonly printerId: string;
  readonly printerName: string;
  /** The printer's state while the reprint waits (null once it printed). */
  readonly printerState: PrinterStateView | null;
  readonly detail: Message;
}

/** Where exported diagnostics went. */
export type DiagnosticsExportView =
  | { readonly saved: 'file'; readonly path: string }
  /** For the browser window: it offers the file as a download (the browser puts it in Downloads). */
  | { readonly saved: 'download'; readonly fileName: string; readonly content: string }
  /** The person closed the save dialog. */
  | { readonly saved: 'cancelled' };

/** A person's answer to "Did order X come out on printer P?". */
export type UnverifiedAnswer = 'came-out' | 'print-again';

/** Printers a settings change removes while jobs still wait for them. */
export interface SettingsImpactView {
  readonly removedPrintersWithJobs: readonly {
    readonly printerId: string;
    readonly name: string;
    readonly waiting: number;
  }[];
}

/** What to do with the jobs waiting for a printer that a settings change removes. */
export type WaitingJobsDecision = { readonly move: string } | 'drop';

export interface PrintOutcomeView {
  /** `queue-completed`: the OS print queue says the job completed; the printer itself said nothing. */
  readonly outcome: 'printed' | 'queue-completed' | 'delivered' | 'failed';
  readonly message: Message;
  /**
   * What a test print found out about the printer (does it answer status, does it prove completion, is
   * it a known model) and the settings that work with it; absent where nothing could be learnt.
   */
  readonly findings?: TestPrintFindingsView;
}

export interface TestPrintFindingsView {
  /** It answered a status request (DLE EOT on ESC/POS, ASB on Star). */
  readonly answersStatus: boolean;
  /** It proved that the test receipt printed. */
  readonly provesCompletion: boolean;
  /** The model it named, when it named one. */
  readonly model: PrinterModelId | null;
  /** Settings that work with what was found; empty when the current ones already do. */
  readonly suggested: SuggestedPrinterSettings;
  /** In plain words: what was found and what the suggestion changes. */
  readonly message: Message;
}

/** The settings a finding can suggest. */
export type SuggestedPrinterSettings = Partial<
  Pick<
    PrinterSettings,
    'type' | 'model' | 'paperWidth' | 'printMode' | 'dpi' | 'characterSet' | 'allowUnverified' | 'role'
  >
>;

/** A picture file the window sends as a logo: its name (for messages) and its content, base64. */
export interface LogoUpload {
  readonly name: string;
  readonly base64: string;
}

/** A logo's largest file: as base64 it stays well within a command's 1 MiB over HTTP. */
export const LOGO_MAX_BYTES = 512 * 1024;
/** What a logo may be, as a file input's `accept` names them. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

/** A printer "Find printers" found: on the network, an OS print queue, or a USB/serial device. */
export interface FoundPrinterView {
  /** The address to use, as settings take it (`tcp://192.168.1.50:9100`, `printer:Bar`, `/dev/usb/lp0`). */
  readonly uri: string;
  readonly kind: 'network' | 'queue' | 'device';
  /** What it calls itself (the model it answered, the queue's name), or null. */
  readonly name: string | null;
  /** The known family, when its answer or name matched one. */
  readonly model: PrinterModelId | null;
  /** It answered a status request during the search (null: not asked, e.g. a queue). */
  readonly answersStatus: boolean | null;
  /** Settings that fit it (type, model, paper, mode; a label printer's role and resolution), to start from. */
  readonly suggested: SuggestedPrinterSettings;
  /** A label printer's language, when it answered as one (ZPL `~HS`, TSPL `<ESC>!?`). */
  readonly labelProtocol?: LabelProtocol;
}

/** Settings as the window sees them: everything but the token, of which only its presence is told. */
export interface SettingsView {
  readonly settings: AppSettings;
  readonly hasToken: boolean;
  /** How the token is kept: the system keyring, or (where there is none) a weaker fallback to warn about. */
  readonly tokenStorage: 'keyring' | 'weak' | 'environment' | 'file' | 'none';
  /** What still keeps OrderSlip from running on these settings; empty when it can run. */
  readonly problems: readonly Message[];
  /** A password for the alert e-mail's SMTP login is stored (it is never read back). */
  readonly hasAlertPassword: boolean;
  /** A PIN locks Settings and destructive actions (the PIN itself is never read back). */
  readonly hasPin: boolean;
  /** A fleet key for the reports to the fleet host is stored (it is never read back). */
  readonly hasFleetKey: boolean;
}

/**
 * What a right PIN gives: a grant this client sends with its guarded commands (the window's transport
 * carries it), good while it is used at least every `idleSeconds`.
 */
export interface UnlockView {
  readonly grant: string;
  readonly idleSeconds: number;
}

export interface SettingsUpdate {
  readonly settings: AppSettings;
  /** A new token, or undefined to keep the stored one. Write-only: it is never read back. */
  readonly token?: string;
  /**
   * For each removed printer that still has waiting jobs (see `checkSettings`): move them to another
   * printer, or drop them. Without a decision the save is refused; jobs are never dropped silently.
   */
  readonly waitingJobs?: Readonly<Record<string, WaitingJobsDecision>>;
  /** A new SMTP password for the alert e-mails ('' removes it), or undefined to keep it. Write-only. */
  readonly alertPassword?: string;
  /** A new fleet key for the reports to the fleet host ('' removes it), or undefined to keep it. Write-only. */
  readonly fleetKey?: string;
  /** A new PIN that locks Settings and destructive actions ('' removes the lock), or undefined to keep it. Write-only. */
  readonly newPin?: string;
}

export interface ConnectionTestView {
  readonly ok: boolean;
  readonly message: Message;
  readonly shops: readonly { readonly id: number; readonly name: string; readonly city: string }[];
}

/** A day in the Day view: what to bake, and who comes when. */
export interface DayView {
  readonly bakeList: BakeList;
  readonly pickupSheet: PickupSheet;
  /** The first later day with an order due (not gone), in the same shop or all; null when none. */
  readonly nextDay: string | null;
}

/** A file the window offers as a download (the bake list's CSV). */
export interface ExportView {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

/** Which of a day's lists to print. */
export type DayListKind = 'bake-list' | 'pickup-sheet';

/** What marking an order collected (or not) did. */
export interface CollectOutcomeView {
  readonly orderId: string;
  readonly type: OrderType | null;
  readonly orderNumber: string | null;
  readonly clientName: string;
  readonly collectedAt: string | null;
  /** It already was in that state (a second scan): nothing changed. */
  readonly unchanged: boolean;
  /** When it is due (pick-up or delivery day and time, the shop's); null when its data cannot be read. */
  readonly due: LocalDateTime | null;
  /**
   * Not marked: it is due on another day than today, and handing over another day's bag unasked is how
   * the wrong bag goes out. The window warns and offers to hand it over anyway (`anyDay`).
   */
  readonly notToday: boolean;
}

/** An order the late-change check found changed since it printed: what changed, field by field. */
export interface ChangedOrderView {
  readonly order: OrderRef;
  readonly shopId: number;
  readonly changes: readonly OrderChange[];
}

/** An order a check found the ordering service no longer knows (it answered "not found"): cancelled? */
export interface GoneInCheckView {
  readonly order: OrderRef;
  readonly shopId: number;
  /** An earlier check found it gone already (its GONE slip printed then, not again). */
  readonly known: boolean;
}

/** A CHANGED or GONE slip that did not print: the order is found again, and its slip printed, at the next check. */
export interface SlipFailedView {
  readonly order: OrderRef;
  readonly gone: boolean;
  /** The receipt printer it was for; null where the shop has none on this PC. */
  readonly printer: string | null;
  readonly cause: Message;
}

/**
 * What "Check for changes" found for a day (in one shop, or every shop this PC prints): how many printed
 * orders were read again from the ordering service, which changed since they printed, which it no
 * longer knows, and how many it could not be asked about. Plain data the window words. A CHANGED or GONE
 * slip came out on the shop's receipt printer for each, except those in `slipsFailed`.
 */
export interface DayChangesView {
  readonly date: string;
  readonly shopId: number | null;
  /** Printed orders of the day read again (asked, whatever the answer). */
  readonly checked: number;
  readonly changed: readonly ChangedOrderView[];
  readonly gone: readonly GoneInCheckView[];
  /**
   * Orders the service could not be asked about, or whose answer could not be read (nothing is known of
   * a change in them), with why for the first; reason null when every order was checked.
   */
  readonly unchecked: { readonly count: number; readonly reason: Message | null };
  readonly slipsFailed: readonly SlipFailedView[];
}

export type AppEvent =
  | {
      readonly type: 'order';
      readonly orderId: string;
      readonly state: OrderStateView;
      readonly reason: Message | null;
      readonly isNew: boolean;
    }
  | { readonly type: 'printer'; readonly printer: PrinterView }
  | { readonly type: 'connection'; readonly state: ConnectionStateView; readonly detail: Message }
  | { readonly type: 'status-changed' }
  /** The alarm started, grew, or was acknowledged (null). */
  | { readonly type: 'alarm'; readonly alarm: AlarmView | null }
  | {
      readonly type: 'log';
      readonly level: 'info' | 'warn' | 'error';
      readonly message: Message;
      readonly at: string;
    };

export interface AppApi {
  getAppInfo(): Promise<AppInfo>;
  getStatus(): Promise<StatusView>;
  listHistory(query: HistoryQueryView): Promise<HistoryPageView>;
  /** One order; its receipt is laid out for `printerId` (default: the first printer of its shop). */
  getOrder(orderId: string, printerId?: string | null): Promise<OrderDetailView>;
  /** Queues a reprint and waits briefly for it: says whether it printed, or why it still waits. */
  reprint(orderId: string, printerId: string): Promise<ReprintOutcomeView>;
  /** Cancels a reprint that has not been sent yet. */
  cancelReprint(jobId: number): Promise<void>;
  /** Answers the question of an order held `unverified`: it came out (confirm it), or print it again. */
  answerUnverified(orderId: string, answer: UnverifiedAnswer): Promise<void>;
  markHandled(orderId: string): Promise<void>;
  /**
   * A person saw that the service no longer knows the order (Status lists it until then): kept in the
   * ledger, so every window of it stops listing the order. Nothing happens to the order itself.
   */
  markGoneSeen(orderId: string): Promise<void>;
  retryNow(orderId: string | null): Promise<void>;
  /** Tries one printer again now (a person loaded paper or switched it on). */
  retryPrinter(printerId: string): Promise<void>;
  pausePrinter(printerId: string): Promise<void>;
  resumePrinter(printerId: string): Promise<void>;
  /**
   * Prints a test receipt on a saved printer (by id), or on a printer as the window has it, unsaved
   * (the wizard tests before it saves). A success on a saved printer clears its `untested` mark.
   */
  testPrint(printer: string | PrinterSettings): Promise<PrintOutcomeView>;
  /**
   * Looks for printers: ESC/POS printers on this PC's local networks (port 9100, a /24 at most per
   * network, briefly), the OS print queues and USB/serial printer devices. Takes a few seconds.
   */
  findPrinters(): Promise<readonly FoundPrinterView[]>;
  /**
   * Keeps a picture the window sent as a printer's logo (PNG, JPEG or BMP, at most LOGO_MAX_BYTES) in
   * the data folder, as the PNG the printer gets: the path to put in `logoPath`.
   */
  storeLogo(file: LogoUpload): Promise<string>;
  /** The same through the host's own open dialog (the app): null when the person cancelled it. */
  chooseLogo(): Promise<string | null>;
  /** The top of this printer's receipts as they print: its logo and header; null without a readable logo. */
  previewLogo(printer: PrinterSettings): Promise<Receipt | null>;
  getSettings(): Promise<SettingsView>;
  /** What saving these settings would do to waiting jobs, so the window can ask first. */
  checkSettings(settings: AppSettings): Promise<SettingsImpactView>;
  saveSettings(update: SettingsUpdate): Promise<SettingsView>;
  testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView>;
  /** The demo's virtual printer paper, newest last; empty outside the demo. */
  getDemoPaper(): Promise<readonly DemoPrintView[]>;
  /** The demo's virtual printer misbehaves as a real one would, so a newcomer sees what OrderSlip does. */
  setDemoPrinterFault(fault: DemoPrinterFault): Promise<void>;
  /**
   * Logs, settings (never the token) and ledger counts in one file for support, saved where a person
   * finds it: the app asks where (a save dialog in Downloads); the browser window gets it to download.
   */
  exportDiagnostics(): Promise<DiagnosticsExportView>;
  /** The app's language (notifications, tray, window); 'system' follows the system's. */
  setLanguage(language: AppLanguage): Promise<void>;
  /** A day's bake list and pick-up sheet, for one shop or all. */
  getDay(query: DayQuery): Promise<DayView>;
  /**
   * The day's bake list as CSV (`product,options,unit,quantity,orders,…`), for a download, in the
   * window's language and that language's spreadsheet convention (nl, fr, de: `;` and a decimal comma).
   */
  exportBakeList(query: DayQuery, language: Language): Promise<ExportView>;
  /** Prints the day's bake list or pick-up sheet on a receipt printer (in that printer's turn). */
  printDayList(query: DayQuery, list: DayListKind, printerId: string): Promise<PrintOutcomeView>;
  /**
   * Reads the day's printed orders (of the shops this PC prints) again from the ordering service, one
   * request per order, spread out: a CHANGED or GONE slip prints on each shop's receipt printer for what
   * changed since it printed, the ledger keeps the new versions, and the answer says what was found.
   * Takes seconds (a few orders a second).
   */
  checkDayChanges(query: DayQuery): Promise<DayChangesView>;
  /**
   * Marks an order collected (or, with `collected` false, not collected after all). `scanned` is what a
   * scanner typed or a click sent: the full order id (the receipt's QR code), or its short id "#f5fd7c72".
   * An order due on another day than today is not marked unless `anyDay` (a person, warned, said "hand
   * it over anyway"): the outcome says `notToday` instead, with its due moment.
   */
  markCollected(scanned: string, collected: boolean, anyDay?: boolean): Promise<CollectOutcomeView>;
  /** Someone heard the alarm: it stops until the next reason. */
  acknowledgeAlarm(): Promise<void>;
  /** Other OrderSlips on the network and who prints which shop (also in `getStatus`). */
  getNetwork(): Promise<NetworkStatusView | null>;
  /**
   * A new pairing code for another device to open the served window (the previous one stops working).
   * Refused when the window is not served to the network.
   */
  startPairing(): Promise<PairingCodeView>;
  listPairedDevices(): Promise<readonly PairedDeviceView[]>;
  /** The device's pairing is withdrawn: its next request gets only the pairing page. */
  unpairDevice(deviceId: string): Promise<void>;
  /** Sends a test alert on every channel switched on in the saved settings, and says how each went. */
  sendTestAlert(): Promise<AlertTestView>;
  /**
   * Tries the counter's PIN: a grant for the commands it guards (`GUARDED_COMMANDS`), or why not (wrong,
   * or wait: five wrong tries wait a minute).
   */
  unlock(pin: string): Promise<UnlockView>;
  /** Listens to the app's events; returns the function that stops listening. */
  subscribe(listener: (event: AppEvent) => void): () => void;
}

/** The request/answer commands: every AppApi member but `subscribe`, which is a stream. */
export type AppCommand = Exclude<keyof AppApi, 'subscribe'>;

export const APP_COMMANDS = [
  'getAppInfo',
  'getStatus',
  'listHistory',
  'getOrder',
  'reprint',
  'cancelReprint',
  'answerUnverified',
  'markHandled',
  'markGoneSeen',
  'retryNow',
  'retryPrinter',
  'pausePrinter',
  'resumePrinter',
  'testPrint',
  'findPrinters',
  'storeLogo',
  'chooseLogo',
  'previewLogo',
  'getSettings',
  'checkSettings',
  'saveSettings',
  'testConnection',
  'getDemoPaper',
  'setDemoPrinterFault',
  'exportDiagnostics',
  'setLanguage',
  'getDay',
  'exportBakeList',
  'printDayList',
  'checkDayChanges',
  'markCollected',
  'acknowledgeAlarm',
  'getNetwork',
  'startPairing',
  'listPairedDevices',
  'unpairDevice',
  'sendTestAlert',
  'unlock',
] as const satisfies readonly AppCommand[];

// Compile-time proof that APP_COMMANDS names every command exactly: a missing one fails here.
type Missing = Exclude<AppCommand, (typeof APP_COMMANDS)[number]>;
const everyCommandListed: Missing extends never ? true : Missing = true;
void everyCommandListed;

export type CommandArgs<C extends AppCommand> = Parameters<AppApi[C]>;
export type CommandResult<C extends AppCommand> = Awaited<ReturnType<AppApi[C]>>;

/**
 * What a command answers, on both transports: its result, or why it was refused as a message the
 * window words in its own language (never an English sentence, never a transport's prefix).
 */
export type CommandReply<C extends AppCommand> =
  { readonly result: CommandResult<C> } | { readonly error: Message };

export const ipcChannel = (command: AppCommand): string => `orderslip:${command}`;
export const IPC_EVENT_CHANNEL = 'orderslip:event';

export function isAppCommand(name: string): name is AppCommand {
  return (APP_COMMANDS as readonly string[]).includes(name);
}
