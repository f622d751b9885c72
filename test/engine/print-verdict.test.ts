import { describe, expect, it } from 'vitest';
import { printVerdict } from '../../electron/core/engine/print-verdict';
import {
  delivered,
  failed,
  printed,
  queueCompleted,
  type PrintResult,
} from '../../electron/core/printer/print-result';
import { msg } from '../../electron/common/messages/catalogue';

const printer = 'Counter';
const ok = msg('printer.printed', { printer, copies: 1, paperLow: false });
const sent = msg('printer.device-delivered', { printer, where: '/dev/usb/lp0' });
const x = msg('printer.offline', { printer });
const spooled = msg('printer.queue-completed', { printer, queue: 'Bar' });

const first = { possibleDuplicate: false };
const second = { possibleDuplicate: true };

describe('what one print attempt means for its job', () => {
  it.each<[string, PrintResult, { possibleDuplicate: boolean }, boolean, unknown]>([
    [
      'proof from the printer',
      printed(ok),
      first,
      false,
      { kind: 'reached', proof: 'verified', silent: false },
    ],
    [
      'a device file, not allowed',
      delivered(sent),
      first,
      false,
      { kind: 'reached', proof: 'none', silent: true },
    ],
    [
      'a device file, allowed',
      delivered(sent),
      first,
      true,
      { kind: 'reached', proof: 'trusted', silent: true },
    ],
    [
      'no completion answer',
      failed('no_answer', x, true),
      first,
      false,
      { kind: 'reached', proof: 'none', silent: true },
    ],
    [
      'no completion answer, allowed',
      failed('no_answer', x, true),
      first,
      true,
      { kind: 'reached', proof: 'trusted', silent: true },
    ],
    [
      'paper end during the job, allowed',
      failed('paper_out', x, true),
      first,
      true,
      { kind: 'reached', proof: 'none', silent: false },
    ],
    [
      'completed by the print queue, the queue may not confirm',
      queueCompleted(spooled),
      first,
      true,
      { kind: 'reached', proof: 'none', silent: false },
    ],
    ['paper out before anything was sent', failed('paper_out', x, false), first, false, { kind: 'retry' }],
    ['cut off once', failed('connection_lost', x, true), first, false, { kind: 'retry' }],
    [
      'cut off again after a marked retry',
      failed('connection_lost', x, true),
      second,
      true,
      { kind: 'reached', proof: 'none', silent: false },
    ],
    [
      'offline on a marked retry: nothing sent',
      failed('offline', x, false),
      second,
      false,
      { kind: 'retry' },
    ],
  ])('%s', (_what, result, job, allowUnverified, verdict) => {
    expect(printVerdict(result, job, { allowUnverified, confirmOnQueueCompletion: false })).toEqual(verdict);
  });

  it('completed by the print queue, where the queue may confirm: trusted, whatever allowUnverified says', () => {
    for (const allowUnverified of [false, true])
      expect(
        printVerdict(queueCompleted(spooled), first, { allowUnverified, confirmOnQueueCompletion: true }),
      ).toEqual({ kind: 'reached', proof: 'trusted', silent: false });
  });

  it('the queue setting does not make an unproven delivery trusted', () => {
    expect(
      printVerdict(delivered(sent), first, { allowUnverified: false, confirmOnQueueCompletion: true }),
    ).toEqual({ kind: 'reached', proof: 'none', silent: true });
  });
});
