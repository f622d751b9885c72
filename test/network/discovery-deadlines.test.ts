/**
 * Discovery's outgoing calls have deadlines (issue 23 §5): a peer named by address whose name the DNS
 * never answers (a resolver that swallows queries, on the LAN's router; the PC is a network namespace
 * whose resolv.conf points at it) holds neither the announcements nor the stop, which ends within seconds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../engine/world';
import { ROOT } from '../headless/cli-process';
import { lan, type Lan } from './netns';

const BIN = resolve(ROOT, 'node_modules/.bin');
let network: Lan;
let resolver: ChildProcess;
let queries = 0;
let netnsDir = '';

/** A DNS server on the router that reads every query and answers none; it says `q` for each. */
const SWALLOWER = `
const socket = require('node:dgram').createSocket('udp4');
socket.on('message', () => process.stdout.write('q'));
socket.bind(53, process.argv[1], () => process.stdout.write('ready\\n'));
`;

beforeAll(async () => {
  network = lan(1);
  const [command, ...prefix] = network.exec(network.router);
  resolver = spawn(command!, [...prefix, join(BIN, 'node'), '-e', SWALLOWER, network.gateway], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  resolver.stdout!.on('data', (chunk: Buffer) => {
    said += chunk.toString('utf8');
    queries = said.replace('ready\n', '').length;
  });
  await eventually('the resolver listens', () => said.includes('ready\n'), 20_000);
  // `ip netns exec` puts /etc/netns/NS/resolv.conf in the place of /etc/resolv.conf for what it runs.
  netnsDir = join('/etc/netns', network.hosts[0]!.ns);
  mkdirSync(netnsDir, { recursive: true });
  writeFileSync(
    join(netnsDir, 'resolv.conf'),
    `nameserver ${network.gateway}\noptions timeout:30 attempts:1\n`,
  );
});

afterAll(() => {
  resolver?.kill('SIGKILL');
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
    // The lookup was really asked and never answered (the resolver says so through a pipe of its own);
    // asked once, not again at each announcement.
    await eventually('the resolver heard the lookup', () => queries > 0, 10_000);
    expect(queries).toBeLessThanOrEqual(2);
    // The goodbye's lookup is given 2 s, the socket's close 2 s more.
    expect(stopMs).toBeLessThan(4_500);
  }, 60_000);
});
