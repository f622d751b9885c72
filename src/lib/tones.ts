/**
 * The colour family of a state, so a glance tells good from bad. Colour is never the only signal: every
 * badge also says its state in words.
 */
import type {
  ConnectionStateView,
  OrderStateView,
  PrinterStateView,
} from '../../electron/common/contract/app-api';

export type Tone = 'good' | 'busy' | 'warn' | 'bad' | 'neutral';

export const PRINTER_TONES: Readonly<Record<PrinterStateView, Tone>> = {
  ready: 'good',
  printing: 'busy',
  paper_low: 'warn',
  paused: 'warn',
  not_verifiable: 'warn',
  unknown: 'neutral',
  paper_out: 'bad',
  cover_open: 'bad',
  offline: 'bad',
  error: 'bad',
  unreachable: 'bad',
};

export const CONNECTION_TONES: Readonly<Record<ConnectionStateView, Tone>> = {
  ok: 'good',
  starting: 'busy',
  stopped: 'neutral',
  not_configured: 'warn',
  failing: 'bad',
  token_rejected: 'bad',
};

export const ORDER_TONES: Readonly<Record<OrderStateView, Tone>> = {
  confirmed: 'good',
  handled: 'good',
  printed: 'busy',
  waiting: 'busy',
  held: 'bad',
  gone: 'neutral',
};
