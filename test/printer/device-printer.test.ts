import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printJob, queryStatus } from '../../electron/core/printer';
import { receipt, settingsFor } from './helpers';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orderslip-device-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('printJob to a device file', () => {
  it('writes every copy, in order, and reports delivered (a device gives no proof)', async () => {
    const device = join(dir, 'lp0');
    await writeFile(device, '');
    const result = await printJob(settingsFor(device), [receipt('one'), receipt('two')]);
    expect(result).toEqual({
      outcome: 'delivered',
      detail: msg('printer.device-delivered', { printer: 'Counter', where: device }),
    });
    expect(result.outcome === 'delivered' && say(result.detail, 'en')).toContain('not confirmed');
    expect(new Uint8Array(await readFile(device))).toEqual(
      Uint8Array.from([...receipt('one'), ...receipt('two')]),
    );
  });

  it('does not create a missing device, and says what to check', async () => {
    const device = join(dir, 'missing-lp0');
    const result = await printJob(settingsFor(device), [receipt('x')]);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'device_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.device-cannot-open',
        params: {
          printer: 'Counter',
          where: device,
          cause: msg('printer.device-problem', { problem: 'missing', code: 'ENOENT' }),
        },
      },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain(
      `Cannot open Counter at ${device}: it does not exist — is the printer plugged in`,
    );
    await expect(readFile(device)).rejects.toThrow();
  });

  it('explains a path that is no device', async () => {
    const result = await printJob(settingsFor(dir), [receipt('x')]);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'device_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: { params: { cause: { code: 'printer.device-problem', params: { problem: 'folder' } } } },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain(
      'it is a folder, not a device (EISDIR)',
    );
  });

  it('status: unknown when writable, unreachable when missing', async () => {
    const device = join(dir, 'lp0');
    await writeFile(device, '');
    expect(await queryStatus(settingsFor(device))).toEqual({
      state: 'unknown',
      detail: msg('printer.device-present', { where: device }),
    });
    expect(await queryStatus(settingsFor(join(dir, 'gone')))).toMatchObject({
      state: 'unreachable',
      detail: { code: 'printer.device-unreachable', params: { where: join(dir, 'gone') } },
    });
  });

  it('refuses an address it cannot use without throwing', async () => {
    const result = await printJob(settingsFor('lp0'), [receipt('x')]);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'device_error', mayHavePrinted: false });
    expect(result).toMatchObject({
      message: {
        code: 'printer.address-unusable',
        params: {
          printer: 'Counter',
          cause: msg('printer.address-invalid', { address: 'lp0', problem: 'not-understood' }),
        },
      },
    });
    expect(result.outcome === 'failed' && say(result.message, 'en')).toContain(
      'Counter has an address OrderSlip cannot use. Printer address “lp0” is not understood.',
    );
  });
});
