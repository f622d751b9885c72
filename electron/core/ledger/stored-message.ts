/**
 * Messages in the ledger's text columns (an order's reason, a timeline entry's detail): kept as their
 * JSON, so a reason written today is worded tomorrow in whatever language the window has then. Text
 * written by versions before messages existed is not message JSON: it reads back as that text.
 */
import { decodeMessage, verbatim, type Message } from '../../common/messages/catalogue';

export function storeMessage(message: Message): string {
  return JSON.stringify(message);
}

export function readMessage(text: string): Message {
  if (!text.startsWith('{')) return verbatim(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return verbatim(text);
  }
  // A code a newer OrderSlip wrote (downgraded since) is not known here: shown as it was kept.
  return decodeMessage(parsed) ?? verbatim(text);
}
