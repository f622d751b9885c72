import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RotatingLog } from '../../electron/core/logging/rotating-log';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-log-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the rotating log file', () => {
  it('moves a full file aside and keeps only so many old ones', () => {
    const log = new RotatingLog(join(dir, 'logs', 'orderslip.log'), { maxBytes: 100, keep: 2 });
    for (let i = 0; i < 20; i++) log.write(`line ${String(i).padStart(2, '0')} ${'x'.repeat(30)}`);
    const files = log.files();
    expect(files.map((file) => file.slice(file.lastIndexOf('/') + 1))).toEqual([
      'orderslip.log',
      'orderslip.log.1',
      'orderslip.log.2',
    ]);
    expect(readFileSync(files[0]!, 'utf8')).toContain('line 19');
    for (const file of files) expect(readFileSync(file, 'utf8').length).toBeLessThanOrEqual(100);
  });

  it('never writes a secret, and keeps one event on one line, its line break shown', () => {
    const log = new RotatingLog(join(dir, 'secret.log'), { secrets: () => ['s3cret-token'] });
    log.write('the service echoed s3cret-token\nin two lines');
    expect(readFileSync(join(dir, 'secret.log'), 'utf8')).toBe('the service echoed [token]\\nin two lines\n');
  });

  it('redacts as redactSecrets does: every occurrence, but not a secret too short to be one', () => {
    const log = new RotatingLog(join(dir, 'short.log'), { secrets: () => ['abc', 'tok-1234'] });
    log.write('abc tok-1234 abc tok-1234');
    expect(readFileSync(join(dir, 'short.log'), 'utf8')).toBe('abc [token] abc [token]\n');
  });
});
