/**
 * Errors that carry a message for people. Anything thrown towards a person (a command's refusal, a
 * printer's failure) is a `MessageError`; `messageOf` turns whatever was thrown into a message, once,
 * for every place that shows or logs an error.
 */
import { msg, type Message } from './catalogue';
import { say } from './say';

export class MessageError extends Error {
  override readonly name: string = 'MessageError';
  /** What to tell a person, worded where it is shown. */
  readonly said: Message;

  constructor(said: Message, options?: { cause?: unknown }) {
    // The English wording as the Error's own text: what a stack trace and a developer read.
    super(say(said, 'en'), options);
    this.said = said;
  }
}

/** The message for anything thrown: its own message when it has one, else "something unexpected". */
export function messageOf(error: unknown): Message {
  if (error instanceof MessageError) return error.said;
  if (typeof error === 'object' && error !== null && 'said' in error) {
    const said = (error as { said: unknown }).said;
    if (typeof said === 'object' && said !== null && 'code' in said) return said as Message;
  }
  return msg('general.unexpected', { detail: textOf(error) });
}

/** An error's own text, for details and logs (not for a sentence on its own). */
export function textOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}
