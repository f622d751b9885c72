/**
 * One library in the side-by-side bench (`npm run bench -- --peers`): how it turns an order into printer
 * bytes, and what it does less than OrderSlip (said in the results and in docs/PERFORMANCE.md, so a
 * faster peer is read for what it is).
 */
import type { LaidOutLabel } from '../../electron/common/label/label';
import type { Order } from '../../electron/common/model/order';

export interface Contender<Input> {
  /** Stable, for results.json: 'orderslip', 'escpos', 'node-thermal-printer'… */
  readonly id: string;
  readonly name: string;
  readonly orderSlip: boolean;
  /** Work OrderSlip does for this receipt that this contender leaves out (or cannot do). */
  readonly lessWork: readonly string[];
  /** Whether its bytes carry the order's QR code as a QR command (the fairness check reads its payload). */
  readonly qr: boolean;
  /** One print job's bytes; labels: one buffer per label. */
  encode(input: Input): Uint8Array[];
}

export type ReceiptContender = Contender<Order>;

/** A label job: the order, and OrderSlip's layout of its labels (jszpl is given it: it has no layout). */
export interface LabelJob {
  readonly order: Order;
  readonly laidOut: readonly LaidOutLabel[];
}

export type LabelContender = Contender<LabelJob>;

/** 80 mm paper, font A: the columns every text contender prints to. */
export const COLUMNS_80MM = 48;
/** 80 mm paper at 203 dpi: the dots every image contender draws. */
export const DOTS_80MM = 576;
