/**
 * A printer device (`/dev/usb/lp0`, `/dev/ttyUSB0`, a pseudo-terminal, `\\.\COM3`) as a two-way stream,
 * so the same status dialogue as over TCP runs on it (PrinterLink).
 *
 * How it reads without tying up Node's thread pool: the device is opened `O_RDWR | O_NOCTTY |
 * O_NONBLOCK`, and read with `fs.read` one call at a time, each returning at once — bytes, or `EAGAIN`
 * ("nothing yet"), after which the next read waits a few milliseconds. A blocking read (no O_NONBLOCK,
 * or `fs.createReadStream`) would hold a thread-pool thread until the printer says something, which a
 * silent printer never does; four such and every file and DNS call of the app waits. `tty.ReadStream`
 * would avoid that for ttys, but `/dev/usb/lp0` is no tty. On Windows, O_NONBLOCK does not exist: a read
 * of a COM port may wait inside the thread pool until the port answers or is closed (one at a time,
 * never more) — untested here, see docs/PRINTING.md.
 *
 * Writes go out with `fs.write` too; `EAGAIN` (the device's buffer is full: a pseudo-terminal holds only
 * a few KB) waits and writes the rest. The descriptor is closed exactly once, however the stream ends.
 */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Duplex } from 'node:stream';
import { isatty } from 'node:tty';

/** How long to wait after a read or write found nothing to do. */
const IDLE_MS = 5;
const READ_SIZE = 256;

const isAgain = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK';
};

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The flags a printer device is opened with: both ways, never our controlling terminal, never blocking. */
export function deviceOpenFlags(): number {
  // Windows has neither O_NOCTTY nor O_NONBLOCK (they are undefined there).
  return constants.O_RDWR | (constants.O_NOCTTY ?? 0) | (constants.O_NONBLOCK ?? 0);
}

export class DeviceStream extends Duplex {
  private reading = false;
  private shut = false;

  /**
   * A terminal (a serial port, a USB-serial adapter, a pseudo-terminal) reads `EAGAIN` while it has
   * nothing to say and 0 bytes once its other end hung up (unplugged, the master closed): for it, 0 is the
   * loss, told at once rather than when the wait for the printer's answer ends.
   */
  private readonly terminal: boolean;

  private constructor(private readonly handle: FileHandle) {
    super({ allowHalfOpen: true });
    this.terminal = isatty(handle.fd);
  }

  /** Opens the device read-write. No O_CREAT: a missing device fails instead of becoming a file. */
  static async open(path: string): Promise<DeviceStream> {
    return new DeviceStream(await open(path, deviceOpenFlags()));
  }

  /** Whether the path is a regular file (a test's stand-in), which can only be written. */
  async isRegularFile(): Promise<boolean> {
    return (await this.handle.stat()).isFile();
  }

  override _read(): void {
    if (this.reading) return;
    this.reading = true;
    void this.readLoop();
  }

  private async readLoop(): Promise<void> {
    const buffer = Buffer.alloc(READ_SIZE);
    while (!this.shut) {
      let count: number;
      try {
        ({ bytesRead: count } = await this.handle.read(buffer, 0, READ_SIZE, null));
      } catch (error) {
        if (this.shut) return;
        if (isAgain(error)) {
          await pause(IDLE_MS);
          continue;
        }
        // EIO: the other end went away (unplugged, the pseudo-terminal's master closed).
        this.destroy(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (this.shut) return;
      if (count === 0 && this.terminal) {
        this.destroy(new Error('The device hung up (0 bytes read from a terminal).'));
        return;
      }
      // 0 from anything else (a regular file, a printer class device): nothing to read now.
      if (count === 0) {
        await pause(IDLE_MS);
        continue;
      }
      if (!this.push(Buffer.from(buffer.subarray(0, count)))) {
        this.reading = false;
        return;
      }
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.writeAll(chunk).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private async writeAll(chunk: Uint8Array): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.shut) throw Object.assign(new Error('the device was closed'), { code: 'EBADF' });
      try {
        const { bytesWritten } = await this.handle.write(chunk, offset, chunk.length - offset);
        offset += bytesWritten;
        if (bytesWritten === 0) await pause(IDLE_MS);
      } catch (error) {
        if (!isAgain(error)) throw error;
        await pause(IDLE_MS);
      }
    }
  }

  override _final(done: (error?: Error | null) => void): void {
    done();
  }

  /** Ends the stream and resolves once the descriptor is closed, so the device can be opened again at once. */
  shutdown(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.once('close', () => resolve());
      this.destroy();
    });
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.shut = true;
    this.handle.close().then(
      () => done(error),
      () => done(error),
    );
  }
}
