/**
 * Discovery's outgoing calls have deadlines (issue 23 §5): a peer named by address whose name the DNS
 * never answers (a resolver that swallows queries, on a PC of its own: a network namespace whose
 * resolv.conf points at it) holds neither the announcements nor the stop, which ends within seconds.
 */
import { createSocket, type Socket } from 'node:dgram';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../engine/world';
import { ROOT } from '../headless/cli-process';
import { lan, type Lan } from './netns';

const BIN = resolve(ROOT, 'node_modules/.bin');
let network: Lan;
let resolver: Socket;
let queries = 0;
let netnsDir = '';

beforeAll(async () => {
  network = lan(1);
  // A DNS server that reads every query and answers none.
  resolver = createSocket('udp4');
  resolver.on('message', () => (queries += 1));
  await new Promise<void>((done) => resolver.bind(53, network.gateway, () => done()));
  // `ip netns exec` puts /etc/netns/NS/resolv.conf in the place of /etc/resolv.conf for what it runs.
  netnsDir = join('/etc/netns', network.hosts[0]!.ns);
  mkdirSync(netnsDir, { recursive: true });
  writeFileSync(
    join(netnsDir, 'resolv.conf'),
    `nameserver ${network.gateway}\noptions timeout:30 attempts:1\n`,
  );
});

afterAll(() => {
  resolver?.close();
  if (netnsDir) rmSync(netnsDir, { recursive: true, force: true });
  network?.close();
});

describe('discovery with a named peer the DNS never answers', () => {
  it('stops within its deadline instead of waiting on the lookup', async () => {
    const [command, ...prefix] = network.exec(network.hosts[0]!);
    const child = spawn(
      command!,
      [...prefix, join(BIN, 'node'), '--import', 'tsx', join(ROOT, 'test/network/stuck-discovery.ts')],
      { cwd: ROOT, env: { ...process.env, PATH: `${BIN}${delimiter}${process.env['PATH'] ?? ''}` } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    try {
      // The resolver would hold a lookup 30 s: the stop is told well before that, or not at all.
      await eventually(`the stop is told (stderr: ${err})`, () => out.includes('stopMs'), 20_000);
    } finally {
      // The last lookup is still with the resolver (it cannot be cancelled): the process is ended here.
      child.kill('SIGKILL');
    }
    const { stopMs } = JSON.parse(out.trim().split('\n').at(-1)!) as { stopMs: number };
    // The lookup was really asked and never answered; asked once, not again at each announcement.
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(2);
    // The goodbye's lookup is given 2 s, the socket's close 2 s more.
    expect(stopMs).toBeLessThan(4_500);
  }, 60_000);
});
