/**
 * A stand-in for a CUPS machine, for tests: fake `lp` and `cancel` scripts on a PATH of their own, and a
 * small IPP server on a real socket (reached through `CUPS_SERVER`, as CUPS' own commands do) that
 * answers Get-Job-Attributes and Get-Printer-Attributes from a script of job states.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { decodeIpp, encodeIpp, IPP_TAGS, type IppJobState } from '../../electron/core/printer/ipp';

export interface FakeJobStep {
  readonly state: IppJobState;
  readonly reasons?: readonly string[];
  readonly message?: string;
  /** The scheduler has started processing the job (`time-at-processing` set), whatever its state now. */
  readonly processed?: boolean;
}

export interface FakeCupsOptions {
  /** The job lp reports (`<queue>-<jobId>`). */
  readonly jobId: number;
  /** One step per Get-Job-Attributes; the last one repeats. Empty: the job is unknown (not found). */
  readonly steps: readonly FakeJobStep[];
  /** The queue's printer-state (3 idle, 4 processing, 5 stopped) and message. */
  readonly queueState?: { readonly state: 3 | 4 | 5; readonly message: string };
  /**
   * A print server that hangs: every IPP answer starts (200, headers) and then comes one byte every
   * `dripMs`, never ending, so no socket is ever idle long enough for an idle timeout.
   */
  readonly dripMs?: number;
}

export interface FakeCups {
  /** Environment for printJob: PATH with the fakes first, CUPS_SERVER at the IPP server. */
  readonly env: NodeJS.ProcessEnv;
  /** How many times the job was asked about. */
  readonly polls: () => number;
  /** What lp received on stdin. */
  readonly received: () => Promise<Buffer>;
  /** The arguments `cancel` was called with, one call a line; '' if never. */
  readonly cancelled: () => Promise<string>;
  close(): Promise<void>;
}

export async function fakeCups(options: FakeCupsOptions): Promise<FakeCups> {
  const dir = await mkdtemp(join(tmpdir(), 'orderslip-cups-'));
  const bin = join(dir, 'bin');
  await mkdir(bin);
  const script = async (name: string, body: string): Promise<void> => {
    await writeFile(join(bin, name), `#!/bin/sh\n${body}\n`);
    await chmod(join(bin, name), 0o755);
  };
  await script('lp', `cat > "${join(dir, 'out.bin')}"; echo "request id is $2-${options.jobId} (1 file(s))"`);
  await script('cancel', `echo "$@" >> "${join(dir, 'cancel.txt')}"`);

  let polls = 0;
  const drips = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    if (options.dripMs !== undefined) {
      if (req.headers['content-type'] === 'application/ipp') polls += 1;
      res.writeHead(200, { 'Content-Type': 'application/ipp' });
      const drip = setInterval(() => res.write(Buffer.from([0x01])), options.dripMs);
      drips.add(drip);
      res.on('close', () => {
        clearInterval(drip);
        drips.delete(drip);
      });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = decodeIpp(Buffer.concat(chunks));
      const operation = request.code;
      const reply = (status: number, attributes: Parameters<typeof encodeIpp>[2][number]['attributes']) => {
        const body = encodeIpp(status, request.requestId, [
          {
            tag: IPP_TAGS.operation,
            attributes: [
              { tag: IPP_TAGS.charset, name: 'attributes-charset', values: ['utf-8'] },
              { tag: IPP_TAGS.naturalLanguage, name: 'attributes-natural-language', values: ['en'] },
            ],
          },
          ...(attributes.length ? [{ tag: 0x02, attributes }] : []),
        ]);
        res.writeHead(200, { 'Content-Type': 'application/ipp' }).end(body);
      };
      if (operation === 0x0009) {
        const uri = String(request.attributes.get('job-uri')?.values[0] ?? '');
        polls += 1;
        const step = options.steps[Math.min(polls, options.steps.length) - 1];
        if (!uri.endsWith(`/jobs/${options.jobId}`) || !step) return reply(0x0406, []);
        reply(0x0000, [
          { tag: IPP_TAGS.enum, name: 'job-state', values: [step.state] },
          { tag: IPP_TAGS.keyword, name: 'job-state-reasons', values: step.reasons ?? ['none'] },
          { tag: IPP_TAGS.text, name: 'job-printer-state-message', values: [step.message ?? ''] },
          { tag: IPP_TAGS.integer, name: 'job-impressions-completed', values: [0] },
          { tag: IPP_TAGS.uri, name: 'job-printer-uri', values: ['ipp://localhost/printers/Bar'] },
          // As CUPS: out-of-band no-value (0x13) until processing starts, then a time in seconds.
          step.processed
            ? { tag: IPP_TAGS.integer, name: 'time-at-processing', values: [1_700_000_000] }
            : { tag: 0x13, name: 'time-at-processing', values: [''] },
        ]);
        return;
      }
      if (operation === 0x000b) {
        const queue = options.queueState ?? { state: 3, message: '' };
        reply(0x0000, [
          { tag: IPP_TAGS.enum, name: 'printer-state', values: [queue.state] },
          { tag: IPP_TAGS.text, name: 'printer-state-message', values: [queue.message] },
        ]);
        return;
      }
      reply(0x0501, []);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      CUPS_SERVER: `127.0.0.1:${port}`,
    },
    polls: () => polls,
    received: () => readFile(join(dir, 'out.bin')),
    cancelled: () => readFile(join(dir, 'cancel.txt'), 'utf8').catch(() => ''),
    close: async () => {
      drips.forEach((drip) => clearInterval(drip));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
