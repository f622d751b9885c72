/**
 * The counter's PIN: what guarded commands and `unlock` answer (docs/DEPLOY.md#pin).
 */
import { words } from '../../wording';

export const pin = {
  'pin.required': words(() => 'This is locked: enter the counter’s PIN first.'),
  'pin.wrong': words<{ triesLeft: number }>(
    (p, f) =>
      `That PIN is not right. ${f.plural(p.triesLeft, { one: `${p.triesLeft} more try`, other: `${p.triesLeft} more tries` })} before a one-minute wait.`,
  ),
  'pin.wait': words<{ seconds: number }>(
    (p, f) =>
      `Too many wrong PINs: try again in ${f.plural(p.seconds, { one: `${p.seconds} second`, other: `${p.seconds} seconds` })}.`,
  ),
  'pin.bad-format': words<{ min: number; max: number }>(
    (p) => `A PIN is ${p.min} to ${p.max} digits, and nothing else.`,
  ),
  'pin.not-set': words(() => 'No PIN is set: nothing is locked.'),
  'pin.unreadable': words(
    () =>
      'The stored PIN cannot be read, so the counter stays locked. To reset it, remove pin.json from OrderSlip’s data folder.',
  ),
} as const;
