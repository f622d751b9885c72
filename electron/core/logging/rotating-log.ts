/**
 * A log file that never grows without bound: past `maxBytes` it moves to `.1`, `.1` to `.2`, and so on,
 * keeping `keep` old files. Lines are written synchronously so the last words before a crash are on disk.
 */
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { redactSecrets } from '../../common/syntax/redact';
import { oneLine } from './one-line';

export interface RotatingLogOptions {
  readonly maxBytes?: number;
  readonly keep?: number;
  /** Texts that must never reach the file (the token), replaced before writing. */
  readonly secrets?: () => readonly string[];
}

export class RotatingLog {
  private readonly maxBytes: number;
  private readonly keep: number;
  private size: number;

  constructor(
    readonly file: string,
    private readonly options: RotatingLogOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    this.keep = Math.max(1, options.keep ?? 5);
    mkdirSync(dirname(file), { recursive: true });
    this.size = existsSync(file) ? statSync(file).size : 0;
  }

  write(line: string): void {
    // Whoever calls, one write is one line: a newline inside it is shown, not obeyed (oneLine).
    const text = redactSecrets(oneLine(line), this.options.secrets?.() ?? []) + '\n';
    const bytes = Buffer.byteLength(text);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
    appendFileSync(this.file, text);
    this.size += bytes;
  }

  /** The current file and the kept older ones, newest first. */
  files(): string[] {
    return [this.file, ...Array.from({ length: this.keep }, (_, i) => `${this.file}.${i + 1}`)].filter(
      (file) => existsSync(file),
    );
  }

  private rotate(): void {
    rmSync(`${this.file}.${this.keep}`, { force: true });
    for (let index = this.keep - 1; index >= 1; index--) {
      if (existsSync(`${this.file}.${index}`))
        renameSync(`${this.file}.${index}`, `${this.file}.${index + 1}`);
    }
    renameSync(this.file, `${this.file}.1`);
    this.size = 0;
  }
}
