/**
 * Where a provisioning file comes from: a path, or an http(s) address an IT person serves it at. An
 * address is fetched under one overall deadline (a server that drips its answer a byte at a time does
 * not hold the counter's start) and a size limit (an address that serves something else entirely).
 */
import { readFile } from 'node:fs/promises';
import { msg, type Message } from '../../../common/messages/catalogue';
import { MessageError, textOf } from '../../../common/messages/errors';
import { printable } from '../../api/decode-fields';
import { DeadlineExceeded, withDeadline } from '../../time/deadline';

export type ProvisioningSource =
  { readonly kind: 'file'; readonly path: string } | { readonly kind: 'url'; readonly url: string };

/** A provisioning file could not be had at all (not one of its settings: those are problems). */
export class ProvisioningUnavailable extends MessageError {
  override readonly name = 'ProvisioningUnavailable';
}

export interface FetchLimits {
  /** The whole fetch, from asking to the last byte. */
  readonly deadlineMs: number;
  readonly maxBytes: number;
}

/** A settings file of 100 printers is some 60 KB; anything past this is not one. */
export const PROVISIONING_LIMITS: FetchLimits = { deadlineMs: 30_000, maxBytes: 1024 * 1024 };

/** `--provision` as given: an http(s) address, else a path. */
export function provisioningSource(given: string): ProvisioningSource {
  return /^https?:\/\//i.test(given.trim())
    ? { kind: 'url', url: given.trim() }
    : { kind: 'file', path: given };
}

/** How a source is named in messages: a path as given, an address without anything secret in it. */
export function sourceName(source: ProvisioningSource): string {
  if (source.kind === 'file') return printable(source.path);
  try {
    const url = new URL(source.url);
    // A query may carry a key of the server's: it is not repeated in logs.
    return printable(`${url.origin}${url.pathname}`);
  } catch {
    return printable(source.url);
  }
}

/** The file's JSON, or a ProvisioningUnavailable saying why there is none. */
export async function readProvisioningJson(
  source: ProvisioningSource,
  limits: FetchLimits = PROVISIONING_LIMITS,
): Promise<unknown> {
  const text = source.kind === 'file' ? await readLocal(source, limits) : await fetchRemote(source, limits);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProvisioningUnavailable(
      msg('app.provision-not-json', { source: sourceName(source), detail: textOf(error) }),
    );
  }
}

const tooLarge = (source: ProvisioningSource, limits: FetchLimits): Message =>
  msg('app.provision-too-large', { source: sourceName(source), maxKb: Math.round(limits.maxBytes / 1024) });

async function readLocal(
  source: ProvisioningSource & { kind: 'file' },
  limits: FetchLimits,
): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(source.path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? textOf(error);
    throw new ProvisioningUnavailable(
      msg('app.provision-unreadable', { source: sourceName(source), reason }),
    );
  }
  if (bytes.length > limits.maxBytes) throw new ProvisioningUnavailable(tooLarge(source, limits));
  return bytes.toString('utf8');
}

async function fetchRemote(
  source: ProvisioningSource & { kind: 'url' },
  limits: FetchLimits,
): Promise<string> {
  const name = sourceName(source);
  try {
    return await withDeadline(async (signal) => {
      const response = await fetch(source.url, { signal, redirect: 'follow' });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProvisioningUnavailable(
          msg('app.provision-http-status', { source: name, status: response.status }),
        );
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (declared > limits.maxBytes) {
        await response.body?.cancel();
        throw new ProvisioningUnavailable(tooLarge(source, limits));
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        size += next.value.byteLength;
        // Counted as it comes: a server may not say its length, or say it wrongly.
        if (size > limits.maxBytes) {
          await reader?.cancel();
          throw new ProvisioningUnavailable(tooLarge(source, limits));
        }
        chunks.push(next.value);
      }
      return Buffer.concat(chunks).toString('utf8');
    }, limits.deadlineMs);
  } catch (error) {
    if (error instanceof ProvisioningUnavailable) throw error;
    if (error instanceof DeadlineExceeded)
      throw new ProvisioningUnavailable(
        msg('app.provision-deadline', { source: name, seconds: Math.ceil(limits.deadlineMs / 1000) }),
      );
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const reason = typeof cause?.code === 'string' ? cause.code : textOf(error);
    throw new ProvisioningUnavailable(msg('app.provision-unreadable', { source: name, reason }));
  }
}
