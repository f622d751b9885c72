/**
 * Whether "Send a test alert" can do anything, and if not, why: the test sends on the saved settings
 * (an unsaved change is not tested), through every switched-on channel, and a channel without its
 * server or address fails at once. The section says what is missing beside the button instead of
 * greying it out without a word.
 */
import type { AlertSettings } from '../../electron/common/contract/settings';
import { ALERT_CHANNELS, type AlertChannel } from '../../electron/common/contract/network';
import type { AlertField } from '../../electron/common/words/en/window/alerts';

export type { AlertField };

export interface AlertTestReadiness {
  /** Why nothing can be tested now, or null when the button may be pressed. */
  readonly blocked: 'unsaved' | 'nothing-on' | 'nothing-ready' | null;
  /** Each switched-on channel that lacks something, and what it lacks (it would fail the test). */
  readonly missing: readonly { readonly channel: AlertChannel; readonly fields: readonly AlertField[] }[];
}

/** What a switched-on channel lacks, by the engine's own rule (`setUp` in owner-alerts.ts). */
function missingOf(channel: AlertChannel, alerts: AlertSettings): AlertField[] {
  if (channel !== 'email') return alerts[channel].url.trim() === '' ? ['url'] : [];
  const { host, from, to } = alerts.email;
  const fields: AlertField[] = [];
  if (host.trim() === '') fields.push('host');
  if (from.trim() === '') fields.push('from');
  if (to.length === 0) fields.push('to');
  return fields;
}

/** `alerts` as saved; `dirty`: the form holds changes not saved yet. */
export function alertTestReadiness(alerts: AlertSettings, dirty: boolean): AlertTestReadiness {
  const on = ALERT_CHANNELS.filter((channel) => alerts[channel].enabled);
  const missing = on
    .map((channel) => ({ channel, fields: missingOf(channel, alerts) }))
    .filter((entry) => entry.fields.length > 0);
  const blocked = dirty
    ? 'unsaved'
    : on.length === 0
      ? 'nothing-on'
      : missing.length === on.length
        ? 'nothing-ready'
        : null;
  return { blocked, missing };
}
