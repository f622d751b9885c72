/**
 * A real update feed over HTTP on 127.0.0.1, as a chain's web server would serve it: channel files
 * (`latest.yml`, `beta.yml`…) written like electron-builder's, and installers, each with a way to
 * misbehave: served with other bytes than described, cut short after a part, stalled halfway, or never
 * answered.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dump } from 'js-yaml';
import { channelFile } from '../../electron/core/update/feed';

export type FileFault = 'none' | 'other-bytes' | 'cut-short' | 'stalls';

export interface Release {
  readonly version: string;
  readonly stagingPercentage?: number;
  /** The installer's bytes; made up from the version when absent. */
  readonly bytes?: Buffer;
}

export class FeedServer {
  /** What each path answers; a path not here answers 404. */
  private readonly files = new Map<string, Buffer>();
  private readonly faults = new Map<string, FileFault>();
  private readonly sockets = new Set<Socket>();
  /** Paths asked for, in order. */
  readonly requests: string[] = [];
  /** Every request is left unanswered (a server that hangs). */
  silent = false;

  private constructor(private readonly server: Server) {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (request, response) => {
      const path = new URL(request.url ?? '/', 'http://feed/').pathname;
      this.requests.push(path);
      if (this.silent) return;
      const body = this.files.get(path);
      if (!body) return void response.writeHead(404).end('not found');
      this.answer(response, body, this.faults.get(path) ?? 'none');
    });
  }

  static async start(): Promise<FeedServer> {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
    return new FeedServer(server);
  }

  /** The feed's address, as settings hold it: a folder of the server. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/orderslip/`;
  }

  /** Publishes `release` on `channel` for this platform, as `npm run dist` would lay it out. */
  publish(release: Release, channel: 'stable' | 'beta' = 'stable', fault: FileFault = 'none'): Buffer {
    const bytes = release.bytes ?? Buffer.from(`installer of OrderSlip ${release.version}\n`.repeat(4000));
    const name = `OrderSlip-Setup-${release.version}.exe`;
    const sha512 = createHash('sha512').update(bytes).digest('base64');
    const info = {
      version: release.version,
      files: [{ url: name, sha512, size: bytes.length }],
      path: name,
      sha512,
      releaseDate: '2026-11-20T10:00:00.000Z',
      ...(release.stagingPercentage === undefined ? {} : { stagingPercentage: release.stagingPercentage }),
    };
    this.files.set(`/orderslip/${channelFile(channel)}`, Buffer.from(dump(info)));
    this.files.set(`/orderslip/${name}`, bytes);
    this.faults.set(`/orderslip/${name}`, fault);
    return bytes;
  }

  /** From now on the installer of `version` is served as described. */
  repair(version: string): void {
    this.faults.set(`/orderslip/OrderSlip-Setup-${version}.exe`, 'none');
  }

  /** Serves a channel file with this text as it is. */
  putText(path: string, text: string): void {
    this.files.set(path, Buffer.from(text));
  }

  /** Takes everything off the feed (each path answers 404). */
  clear(): void {
    this.files.clear();
  }

  /** How often `path` (under the feed) was asked for. */
  asked(name: string): number {
    return this.requests.filter((path) => path === `/orderslip/${name}`).length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private answer(response: ServerResponse, body: Buffer, fault: FileFault): void {
    if (fault === 'other-bytes') {
      const other = Buffer.from(body);
      other[other.length >> 1] = (other[other.length >> 1] ?? 0) ^ 0xff;
      return void response.writeHead(200, { 'content-length': other.length }).end(other);
    }
    if (fault === 'cut-short') {
      // The length announced, half the bytes sent, and the connection closed: a download broken off.
      response.writeHead(200, { 'content-length': body.length });
      response.write(body.subarray(0, body.length >> 1), () => response.socket?.destroy());
      return;
    }
    if (fault === 'stalls') {
      // Half the bytes, then nothing more and the connection kept open: a server that hangs mid-file.
      response.writeHead(200, { 'content-length': body.length });
      response.write(body.subarray(0, body.length >> 1));
      return;
    }
    response.writeHead(200, { 'content-length': body.length }).end(body);
  }
}
