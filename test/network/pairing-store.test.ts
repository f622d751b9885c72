/**
 * Pairing codes and paired devices (issue 14): a code is good once and for five minutes, five wrong
 * tries void it, and the data folder keeps only a hash of a device's secret.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_VALID_MS, PairingStore, WRONG_TRIES } from '../../electron/core/network/pairing/pairing-store';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-pairing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = () => join(dir, `devices-${n++}.json`);
const TABLET = { name: 'Mozilla/5.0 (iPad; CPU OS 17_0) AppleWebKit Safari/604.1', address: '192.168.1.31' };

describe('pairing codes', () => {
  it('pair once with the right code; the secret opens, a hash is all that is stored', () => {
    const path = file();
    const store = new PairingStore(path);
    const { code } = store.newCode();
    expect(code).toMatch(/^\d{6}$/);
    const paired = store.pair(code, TABLET);
    expect(paired.ok).toBe(true);
    if (!paired.ok) return;
    expect(paired.device.name).toBe('Safari · iPad');
    expect(store.verify(paired.secret, '192.168.1.31')?.id).toBe(paired.device.id);
    expect(store.verify('not-it', null)).toBeNull();
    const stored = readFileSync(path, 'utf8');
    expect(stored).not.toContain(paired.secret);
    expect(statSync(path).mode & 0o077).toBe(0);
    // Good once: the same code again pairs nothing.
    expect(store.pair(code, TABLET)).toEqual({ ok: false, why: 'no-code' });
    // Another store on the same file (a restart) still knows the device; unpaired, it does not.
    const again = new PairingStore(path);
    expect(again.verify(paired.secret, null)?.id).toBe(paired.device.id);
    again.unpair(paired.device.id);
    expect(new PairingStore(path).verify(paired.secret, null)).toBeNull();
  });

  it('a code expires, and five wrong tries void it', () => {
    let now = 1_000_000;
    const store = new PairingStore(file(), () => now);
    const { code } = store.newCode();
    now += CODE_VALID_MS + 1;
    expect(store.pair(code, TABLET)).toEqual({ ok: false, why: 'expired' });
    const fresh = store.newCode().code;
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < WRONG_TRIES; i += 1)
      expect(store.pair(wrong, TABLET)).toEqual({ ok: false, why: 'wrong' });
    expect(store.pair(fresh, TABLET)).toEqual({ ok: false, why: 'no-code' });
  });
});
