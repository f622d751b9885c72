/**
 * A server that hangs the way a sick one does: it accepts, says what it must say at once (an SMTP
 * greeting, an HTTP status line), and then answers one byte every `dripMs`, never finishing. No socket
 * is ever idle long enough for an idle timeout; only an overall deadline ends the call.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DripServerOptions {
  readonly dripMs: number;
  /** Written as soon as a client connects (an SMTP server's `220` greeting). */
  readonly greeting?: string;
  /** Written when the client first sends something (its request, its EHLO); then the drip starts. */
  readonly preface: string;
}

export interface DripServer {
  readonly port: number;
  /** Connections being dripped on right now (closed ones are gone from it). */
  readonly dripping: () => number;
  /** Every connection that ever started dripping. */
  readonly dripped: () => number;
  close(): Promise<void>;
}

export async function dripServer(options: DripServerOptions): Promise<DripServer> {
  const open = new Set<Socket>();
  let dripping = 0;
  let dripped = 0;
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      open.delete(socket);
      if (timer) {
        clearInterval(timer);
        dripping -= 1;
      }
    });
    if (options.greeting) socket.write(options.greeting);
    socket.once('data', () => {
      socket.write(options.preface);
      dripping += 1;
      dripped += 1;
      timer = setInterval(() => socket.write('a'), options.dripMs);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    port: (server.address() as AddressInfo).port,
    dripping: () => dripping,
    dripped: () => dripped,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** An SMTP server that greets at once and then drips its answer to EHLO. */
export const dripSmtp = (dripMs: number): Promise<DripServer> =>
  dripServer({ dripMs, greeting: '220 drip.test ESMTP\r\n', preface: '250-drip.test ' });

/** An HTTP server whose status line comes, then its headers one byte at a time. */
export const dripHttpHeaders = (dripMs: number): Promise<DripServer> =>
  dripServer({ dripMs, preface: 'HTTP/1.1 200 OK\r\nX-Drip: ' });

/** An HTTP server that sends its status and headers, then a JSON body one byte at a time. */
export const dripHttpBody = (dripMs: number): Promise<DripServer> =>
  dripServer({
    dripMs,
    preface: 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n[',
  });
