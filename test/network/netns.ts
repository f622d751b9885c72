/**
 * Several PCs on one machine, for tests of what crosses a network: each "PC" is a network namespace
 * (`ip netns`, iproute2; tests run as root, as CI does) with one interface on a bridge in this, the
 * root, namespace. Multicast (mDNS) flows between them as on a shop's LAN; servers the test starts
 * itself (simulator, virtual printers) listen on the bridge's address, which every PC reaches.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';

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
  readonly address: string;
}

export interface Lan {
  /** The root namespace's address on the LAN: servers the test starts listen here. */
  readonly gateway: string;
  readonly hosts: readonly LanHost[];
  /** The command prefix that runs a program on `host`. */
  exec(host: LanHost): string[];
  /**
   * Makes `gateway:port` reachable as `127.0.0.1:port` on every PC (socat): the ordering service is
   * https, or plain http only on the PC itself (a local proxy), and the simulator speaks plain http.
   */
  forward(port: number): Promise<void>;
  close(): void;
}

/**
 * A LAN id no other test on this machine holds, with its bridge: creating the bridge is the claim, as it
 * fails when the name is taken. Test files run in parallel workers, and two suites may run at once (two
 * clones): an id worked out from the process id collided.
 */
function claimBridge(): number {
  for (let attempt = 1; ; attempt += 1) {
    const id = randomInt(0, 10_000);
    try {
      ip('link', 'add', `osbr${id}`, 'type', 'bridge');
      return id;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
  }
}

/** `count` PCs on one LAN; call `close` (in afterAll) to take it all down. */
export function lan(count: number): Lan {
  const id = claimBridge();
  const subnet = `10.${77 + Math.floor(id / 250)}.${id % 250}`;
  const bridge = `osbr${id}`;
  const hosts: LanHost[] = [];
  const namespaces: string[] = [];
  const forwards: ChildProcess[] = [];
  const close = (): void => {
    for (const child of forwards) child.kill('SIGKILL');
    for (const ns of namespaces) quietly('netns', 'del', ns);
    quietly('link', 'del', bridge);
  };
  try {
    ip('addr', 'add', `${subnet}.1/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    for (let index = 0; index < count; index += 1) {
      const ns = `os${id}-${index}`;
      const veth = `osv${id}-${index}`;
      const address = `${subnet}.${10 + index}`;
      ip('netns', 'add', ns);
      namespaces.push(ns);
      ip('link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
      ip('link', 'set', veth, 'master', bridge);
      ip('link', 'set', veth, 'up');
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
      ip('-n', ns, 'link', 'set', 'eth0', 'up');
      // mDNS goes to 224.0.0.251 by the default route, as on a PC with one network card.
      ip('-n', ns, 'route', 'add', 'default', 'via', `${subnet}.1`);
      hosts.push({ ns, address });
    }
  } catch (error) {
    close();
    throw error;
  }
  const gateway = `${subnet}.1`;
  const forward = async (port: number): Promise<void> => {
    for (const host of hosts) {
      const child = spawn(
        IP,
        [
          'netns',
          'exec',
          host.ns,
          'socat',
          `TCP-LISTEN:${port},bind=127.0.0.1,fork,reuseaddr`,
          `TCP:${gateway}:${port}`,
        ],
        { stdio: 'ignore' },
      );
      forwards.push(child);
    }
    // socat listens within a moment; the CLI's first request comes later than that anyway.
    await new Promise((wake) => setTimeout(wake, 300));
  };
  return { gateway, hosts, exec: (host) => [IP, 'netns', 'exec', host.ns], forward, close };
}
