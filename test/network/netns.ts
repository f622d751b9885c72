/**
 * Several PCs on one machine, for tests of what crosses a network: each "PC" is a network namespace
 * (`ip netns`, iproute2; tests run as root, as CI does) with one interface on a bridge. Multicast (mDNS)
 * flows between them as on a shop's LAN.
 *
 * Nothing of the LAN is in this machine's own (root) namespace: the bridge and the LAN's gateway address
 * live in a namespace of their own, the router. An address added to or taken from the root namespace
 * makes every Chromium on the machine cut its requests in flight (`net::ERR_NETWORK_CHANGED`), and
 * window tests run beside these, in this suite and in a second suite on the same machine.
 *
 * Servers the test starts itself (simulator, virtual printers) listen on this machine's 127.0.0.1 as
 * anywhere else; `expose` and `forward` carry a port across with socat, through a Unix socket (a file,
 * which every namespace reaches).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const IP = existsSync('/usr/sbin/ip') ? '/usr/sbin/ip' : 'ip';

function ip(...args: string[]): void {
  execFileSync(IP, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function quietly(...args: string[]): void {
  try {
    ip(...args);
  } catch {
    // Already gone.
  }
}

export interface LanHost {
  /** The namespace's name: `ip netns exec <ns> …` runs a program on this PC. */
  readonly ns: string;
  /** Its address on the LAN: what the other PCs see it as. */
  readonly address: string;
  /** The address a server on this machine sees this PC's `forward`ed connections come from. */
  readonly forwardedFrom: string;
}

export interface Lan {
  /** The router's address on the LAN: ports `expose`d answer here. */
  readonly gateway: string;
  /** The router itself, to run a program on the LAN's gateway address (`exec(router)`). */
  readonly router: LanHost;
  readonly hosts: readonly LanHost[];
  /** The command prefix that runs a program on `host`. */
  exec(host: LanHost): string[];
  /** Makes this machine's `127.0.0.1:port` reachable from every PC as `gateway:port` (a printer). */
  expose(port: number): Promise<void>;
  /**
   * Makes this machine's `127.0.0.1:port` reachable as `127.0.0.1:port` on every PC: the ordering
   * service is https, or plain http only on the PC itself (a local proxy), and the simulator speaks
   * plain http. Each PC's connections arrive from its own `forwardedFrom` address.
   */
  forward(port: number): Promise<void>;
  close(): void;
}

/**
 * A LAN id no other test on this machine holds, with its router: creating the namespace is the claim, as
 * it fails when the name is taken. Test files run in parallel workers, and two suites may run at once
 * (two clones): an id worked out from the process id collided.
 */
function claimRouter(): number {
  for (let attempt = 1; ; attempt += 1) {
    const id = randomInt(0, 100_000);
    try {
      ip('netns', 'add', `os${id}-r`);
      return id;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
  }
}

/**
 * socat with `-d -d`, resolved once it says it listens: the wait is on the event, not on a guess of how
 * long a start takes.
 */
function listening(command: string, args: string[], children: ChildProcess[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  return new Promise((ready, fail) => {
    let said = '';
    const onData = (chunk: Buffer): void => {
      said = (said + chunk.toString('utf8')).slice(-4_000);
      if (/listening on/.test(said)) {
        // The forks' own chatter is read and dropped from here on, so the pipe never fills.
        child.stderr!.off('data', onData);
        child.stderr!.resume();
        ready();
      }
    };
    child.stderr!.on('data', onData);
    child.once('error', fail);
    child.once('exit', (code) =>
      fail(new Error(`socat ${args.join(' ')} ended (${code}) before it listened: ${said}`)),
    );
  });
}

/** `count` PCs on one LAN; call `close` (in afterAll) to take it all down. */
export function lan(count: number): Lan {
  const id = claimRouter();
  // Each LAN is a world of its own, so every LAN may use the same addresses.
  const subnet = '10.77.0';
  const gateway = `${subnet}.1`;
  const router: LanHost = { ns: `os${id}-r`, address: gateway, forwardedFrom: '127.0.0.1' };
  const hosts: LanHost[] = [];
  const namespaces: string[] = [router.ns];
  const children: ChildProcess[] = [];
  const sockets = mkdtempSync(join(tmpdir(), 'orderslip-lan-'));
  const close = (): void => {
    for (const child of children) child.kill('SIGKILL');
    // The router's end of each veth pair goes with it, and with it the PC's end.
    for (const ns of namespaces.reverse()) quietly('netns', 'del', ns);
    rmSync(sockets, { recursive: true, force: true });
  };
  try {
    ip('-n', router.ns, 'link', 'set', 'lo', 'up');
    ip('-n', router.ns, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', router.ns, 'addr', 'add', `${gateway}/24`, 'dev', 'br0');
    ip('-n', router.ns, 'link', 'set', 'br0', 'up');
    for (let index = 0; index < count; index += 1) {
      const ns = `os${id}-${index}`;
      const veth = `v${index}`;
      const address = `${subnet}.${10 + index}`;
      ip('netns', 'add', ns);
      namespaces.push(ns);
      ip('-n', router.ns, 'link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
      ip('-n', router.ns, 'link', 'set', veth, 'master', 'br0');
      ip('-n', router.ns, 'link', 'set', veth, 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
      ip('-n', ns, 'link', 'set', 'eth0', 'up');
      // mDNS goes to 224.0.0.251 by the default route, as on a PC with one network card.
      ip('-n', ns, 'route', 'add', 'default', 'via', gateway);
      hosts.push({ ns, address, forwardedFrom: `127.0.0.${10 + index}` });
    }
  } catch (error) {
    close();
    throw error;
  }
  const exec = (host: LanHost): string[] => [IP, 'netns', 'exec', host.ns];
  /** `listen` on the host's side, through a Unix socket to 127.0.0.1:port here (from its `forwardedFrom`). */
  const carry = async (host: LanHost, listen: string, port: number): Promise<void> => {
    const socket = join(sockets, `${host.ns}-${port}.sock`);
    await listening(
      'socat',
      ['-d', '-d', `UNIX-LISTEN:${socket},fork`, `TCP:127.0.0.1:${port},bind=${host.forwardedFrom}`],
      children,
    );
    await listening(
      IP,
      [
        'netns',
        'exec',
        host.ns,
        'socat',
        '-d',
        '-d',
        `TCP-LISTEN:${port},bind=${listen},fork,reuseaddr`,
        `UNIX-CONNECT:${socket}`,
      ],
      children,
    );
  };
  return {
    gateway,
    router,
    hosts,
    exec,
    expose: (port) => carry(router, gateway, port),
    forward: async (port) => {
      await Promise.all(hosts.map((host) => carry(host, '127.0.0.1', port)));
    },
    close,
  };
}
