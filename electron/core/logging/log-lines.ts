/**
 * One line per event for the headless host's stdout and the log file: readable by default, JSON for
 * machines. Always exactly one line: ids, names and messages come from outside (oneLine).
 *
 * Text lines say the event's message in the chosen language after a fixed marker (ORDER, PRINT,
 * SERVICE, a level) that scripts can grep whatever the language. JSON lines carry the message as its
 * `code` and `params`, so a machine reads what happened without parsing a sentence, and its English
 * text beside them for a person reading the raw log.
 */
import type { AppEvent } from '../../common/contract/app-api';
import { type Message } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import type { Language } from '../../common/words/languages';
import { jsonLine, oneLine } from './one-line';

export type LogFormat = 'text' | 'json';
export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

/** How lines are written: the format, and the language of the text lines (JSON text is English). */
export interface LogStyle {
  readonly format: LogFormat;
  readonly language: Language;
}

/** A bare format is English text (or JSON): what support reads in the log file. */
function styleOf(style: LogFormat | LogStyle): LogStyle {
  return typeof style === 'string' ? { format: style, language: 'en' } : style;
}

/** The line for an event, or null for events that only tell the window to refresh. */
export function logLine(event: AppEvent, style: LogFormat | LogStyle, now: Date): string | null {
  if (event.type === 'status-changed' || event.type === 'alarm') return null;
  const { format, language } = styleOf(style);
  const at = event.type === 'log' ? event.at : now.toISOString();
  if (format === 'json') return jsonLine(jsonEvent(event, at));
  return oneLine(textLine(event, at, language));
}

/**
 * A line of the host's own (starting, stopping, the demo's story): the message alone in text, with
 * its time, code and parameters in JSON.
 */
export function hostLine(message: Message, style: LogFormat | LogStyle, now: Date): string {
  const { format, language } = styleOf(style);
  if (format === 'json') return jsonLine({ type: 'host', at: now.toISOString(), ...coded(message) });
  return oneLine(say(message, language));
}

type LoggedEvent = Exclude<AppEvent, { type: 'status-changed' } | { type: 'alarm' }>;

function textLine(event: LoggedEvent, at: string, language: Language): string {
  switch (event.type) {
    case 'log':
      return `${at} ${event.level.toUpperCase().padEnd(5)} ${say(event.message, language)}`;
    case 'order': {
      const reason = event.reason ? `: ${say(event.reason, language)}` : '';
      return `${at} ORDER ${event.orderId} ${event.state}${event.isNew ? ' (new)' : ''}${reason}`;
    }
    case 'printer':
      return `${at} PRINT ${event.printer.name}: ${event.printer.state} (${say(event.printer.detail, language)})`;
    case 'connection':
      return `${at} SERVICE ${event.state}: ${say(event.detail, language)}`;
  }
}

/** The message's code and parameters, and its English text under the field name the event uses. */
function coded(message: Message, field: string | null = 'message'): Record<string, unknown> {
  return { code: message.code, params: message.params, ...(field ? { [field]: say(message, 'en') } : {}) };
}

function jsonEvent(event: LoggedEvent, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'log':
      return { type: 'log', at, level: event.level, ...coded(event.message) };
    case 'order': {
      const { reason, ...rest } = event;
      return { ...rest, at, ...(reason ? coded(reason, 'reason') : { reason: null }) };
    }
    case 'printer': {
      const { detail, ...printer } = event.printer;
      return {
        type: 'printer',
        at,
        printer: { ...printer, detail: say(detail, 'en') },
        ...coded(detail, null),
      };
    }
    case 'connection':
      return { type: 'connection', at, state: event.state, ...coded(event.detail, 'detail') };
  }
}
