/**
 * A stand-in for the fleet host's receiving end, on a real socket: it keeps every report as it came
 * (its Authorization header and body) and answers as the test says — takes it (204), refuses the key
 * (401), or never answers (a host that hangs).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FleetReport } from '../../electron/common/contract/fleet';

export interface ReceivedReport {
  readonly path: string;
  readonly authorization: string | null;
  readonly text: string;
  readonly report: FleetReport;
}

export type ReceiverMode = 'take' | 'refuse' | 'hang';

export class FleetReceiver {
  readonly received: ReceivedReport[] = [];
  mode: ReceiverMode = 'take';
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FleetReceiver> {
    let receiver: FleetReceiver | null = null;
    const server = createServer((request, response) => void receiver?.take(request, response));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    receiver = new FleetReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return receiver;
  }

  /** Reports that carried this key. */
  withKey(key: string): ReceivedReport[] {
    return this.received.filter((report) => report.authorization === `Bearer ${key}`);
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private async take(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    this.received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? null,
      text,
      report: JSON.parse(text) as FleetReport,
    });
    if (this.mode === 'hang') {
      this.hanging.add(response);
      return;
    }
    response.writeHead(this.mode === 'take' ? 204 : 401).end();
  }
}
