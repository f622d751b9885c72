/**
 * A failed command as the window says it: the app's refusal arrives as a `MessageError` (the transports
 * unwrap `{error: Message}` into one), said in the window's language. Anything else thrown on the way (a
 * transport that broke) becomes "something unexpected", with its own text as the detail.
 */
import { messageOf } from '../../electron/common/messages/errors';
import { i18n } from './i18n.svelte';

export function problemOf(error: unknown): string {
  return i18n.say(messageOf(error));
}
