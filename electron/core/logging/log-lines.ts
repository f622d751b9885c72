/**
 * One line per event for the headless host's stdout and the log file: readable by default, JSON for
 * machines. Always exactly one line: ids, names and messages come from outside (oneLine).
 */
import type { AppEvent } from '../../shared/contract';
import { jsonLine, oneLine } from './one-line';

export type LogFormat = 'text' | 'json';

/** The line for an event, or null for events that only tell the window to refresh. */
export function logLine(event: AppEvent, format: LogFormat, now: Date): string | null {
  if (event.type === 'status-changed') return null;
  const at = event.type === 'log' ? event.at : now.toISOString();
  if (format === 'json') return jsonLine({ ...event, at });
  return oneLine(textLine(event, at));
}

function textLine(event: Exclude<AppEvent, { type: 'status-changed' }>, at: string): string {
  switch (event.type) {
    case 'log':
      return `${at} ${event.level.toUpperCase().padEnd(5)} ${event.message}`;
    case 'order':
      return `${at} ORDER ${event.orderId} ${event.state}${event.isNew ? ' (new)' : ''}${event.reason ? `: ${event.reason}` : ''}`;
    case 'printer':
      return `${at} PRINT ${event.printer.name}: ${event.printer.state} (${event.printer.detail})`;
    case 'connection':
      return `${at} SERVICE ${event.state}: ${event.detail}`;
  }
}
