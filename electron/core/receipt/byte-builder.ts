/**
 * Gathers a run of printer bytes in one growing buffer, so a receipt's lines become one piece handed to
 * node-thermal-printer at once. The library's own `print` makes a buffer per character and concatenates
 * its whole output again on every call: most of what a text receipt cost (docs/PERFORMANCE.md).
 */
import type { CodePageBytes } from './code-pages';

export class ByteBuilder {
  private buffer: Uint8Array;
  private length = 0;

  /**
   * `capacity`: what it starts with, enough for a typical receipt. `keep`: the most it holds on to between
   * runs, so one long receipt with drawings does not keep its memory for the rest of the day.
   */
  constructor(
    private readonly capacity = 4096,
    private readonly keep = 64 * 1024,
  ) {
    this.buffer = new Uint8Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /**
   * Adds the text in the code page, one byte per character by the page's table (printable ASCII as itself,
   * as node-thermal-printer sends it), when the page prints every character of it as it is; otherwise adds
   * nothing and says so (a control, a character of another page: the caller's guard must see it first).
   */
  text(text: string, page: CodePageBytes): boolean {
    this.reserve(text.length);
    const out = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const byte = code < page.length ? (page[code] ?? 0) : 0;
      if (byte === 0) return false;
      out[at++] = byte;
    }
    this.length = at;
    return true;
  }

  /** Forgets what was gathered (what a receipt that failed halfway left), keeping its memory up to `keep`. */
  clear(): void {
    this.length = 0;
    if (this.buffer.length > this.keep) this.buffer = new Uint8Array(this.capacity);
  }

  /** The bytes gathered so far, as a Buffer of their own; the builder is empty again (`clear`). */
  take(): Buffer {
    const taken = Buffer.from(this.buffer.subarray(0, this.length));
    this.clear();
    return taken;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + more));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}
