/**
 * The devices paired to the window served on the shop's network, and the one pairing code that lets a
 * new one in. A code is six digits, valid a few minutes, good once, and void after a few wrong tries.
 * A paired device holds a random secret (in a cookie); the data folder keeps only its SHA-256 hash.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PairedDeviceView } from '../../../common/contract/network';

export const CODE_VALID_MS = 5 * 60_000;
export const WRONG_TRIES = 5;
/** A device's last use is written at most this often (each write is a file rewrite). */
const SEEN_EVERY_MS = 60_000;

interface StoredDevice {
  readonly id: string;
  readonly name: string;
  readonly pairedAt: string;
  readonly lastSeenAt: string | null;
  readonly address: string | null;
  readonly secretHash: string;
}

export type PairingAttempt =
  | { readonly ok: true; readonly secret: string; readonly device: PairedDeviceView }
  | { readonly ok: false; readonly why: 'wrong' | 'expired' | 'no-code' };

const hash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export class PairingStore {
  private code: { readonly code: string; readonly expiresAt: number; wrong: number } | null = null;
  private devices: StoredDevice[];

  constructor(
    private readonly file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.devices = readDevices(file);
  }

  /** A new code; the one before stops working. */
  newCode(): { code: string; expiresAt: Date } {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = this.now() + CODE_VALID_MS;
    this.code = { code, expiresAt, wrong: 0 };
    return { code, expiresAt: new Date(expiresAt) };
  }

  /** A device typed `code`: paired (its secret returned once), or why not. */
  pair(code: string, device: { name: string; address: string | null }): PairingAttempt {
    const current = this.code;
    if (current === null) return { ok: false, why: 'no-code' };
    if (this.now() > current.expiresAt) {
      this.code = null;
      return { ok: false, why: 'expired' };
    }
    if (code.replace(/\s/g, '') !== current.code) {
      current.wrong += 1;
      // Guessing a million codes is not possible in five tries; a new code must be asked for.
      if (current.wrong >= WRONG_TRIES) this.code = null;
      return { ok: false, why: 'wrong' };
    }
    this.code = null;
    const secret = randomBytes(32).toString('base64url');
    const stored: StoredDevice = {
      id: randomUUID(),
      name: cleanName(device.name),
      pairedAt: new Date(this.now()).toISOString(),
      lastSeenAt: null,
      address: device.address,
      secretHash: hash(secret),
    };
    this.devices = [...this.devices, stored];
    this.write();
    return { ok: true, secret, device: view(stored) };
  }

  /** The paired device holding `secret`, noting that it was seen; null for anything else. */
  verify(secret: string | null, address: string | null): PairedDeviceView | null {
    if (!secret) return null;
    const wanted = hash(secret);
    const index = this.devices.findIndex((device) => device.secretHash === wanted);
    const device = this.devices[index];
    if (!device) return null;
    const now = this.now();
    if (device.lastSeenAt === null || now - Date.parse(device.lastSeenAt) > SEEN_EVERY_MS) {
      const seen = { ...device, lastSeenAt: new Date(now).toISOString(), address };
      this.devices = this.devices.map((other, at) => (at === index ? seen : other));
      this.write();
      return view(seen);
    }
    return view(device);
  }

  list(): PairedDeviceView[] {
    return this.devices.map(view);
  }

  unpair(id: string): void {
    const left = this.devices.filter((device) => device.id !== id);
    if (left.length === this.devices.length) return;
    this.devices = left;
    this.write();
  }

  private write(): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.devices, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

function view(device: StoredDevice): PairedDeviceView {
  return {
    id: device.id,
    name: device.name,
    pairedAt: device.pairedAt,
    lastSeenAt: device.lastSeenAt,
    address: device.address,
  };
}

/** What a browser calls itself, kept short and printable: it came from another device. */
function cleanName(userAgent: string): string {
  // eslint-disable-next-line no-control-regex
  const text = userAgent.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(text)?.[0]?.split('/')[0];
  const system = /(Windows|Android|iPhone|iPad|Macintosh|Linux)/.exec(text)?.[0];
  const named = [browser === 'Edg' ? 'Edge' : browser, system].filter(Boolean).join(' · ');
  return (named || text || '?').slice(0, 60);
}

function readDevices(file: string): StoredDevice[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is StoredDevice =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as StoredDevice).id === 'string' &&
        typeof (item as StoredDevice).secretHash === 'string' &&
        typeof (item as StoredDevice).name === 'string' &&
        typeof (item as StoredDevice).pairedAt === 'string',
    );
  } catch {
    return [];
  }
}
