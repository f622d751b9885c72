/**
 * Once its secrets are kept where the app keeps them, a provisioning file should not hold them any
 * more: rewritten without them (to a temporary file, renamed over it, so a crash leaves the old file
 * or the new, never half), where the file may be written. A file made read-only, or in a folder this
 * user may not write (Program Files), is left as it is: its owner decided that, and is told.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { textOf } from '../../../common/messages/errors';
import type { SecretKey } from './provisioning-file';

export type StripOutcome =
  | { readonly kind: 'no-secrets' }
  | { readonly kind: 'stripped' }
  | { readonly kind: 'left'; readonly reason: string };

/** Codes that mean "not yours to write", as opposed to a failure worth more than a log line. */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'EBUSY']);

/** Removes `keys` (the secrets now kept elsewhere) from the file at `path`. */
export function stripSecrets(path: string, keys: readonly SecretKey[]): StripOutcome {
  let raw: unknown;
  let mode: number;
  try {
    mode = statSync(path).mode & 0o777;
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { kind: 'left', reason: (error as NodeJS.ErrnoException).code ?? textOf(error) };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'no-secrets' };
  const kept: Record<string, unknown> = {};
  let found = false;
  for (const [key, value] of Object.entries(raw)) {
    if ((keys as readonly string[]).includes(key)) found = true;
    else kept[key] = value;
  }
  if (!found) return { kind: 'no-secrets' };
  // The owner's "read-only" holds even for an administrator (or root), whom the system would let write.
  if ((mode & 0o222) === 0) return { kind: 'left', reason: 'read-only' };
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(kept, null, 2)}\n`, { mode });
    renameSync(temporary, path);
    return { kind: 'stripped' };
  } catch (error) {
    rmSync(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== undefined && NOT_WRITABLE.has(code)) return { kind: 'left', reason: code };
    return { kind: 'left', reason: code ?? textOf(error) };
  }
}
