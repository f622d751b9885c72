/**
 * "Find printers": a scan of a range bounded as a shop's /24 finds virtual printers on several loopback
 * addresses (Linux routes all of 127/8 to lo), tells a printer that answers status from a silent one,
 * reads the model a printer names (GS I 67) and a Star's own status answer; it never has more
 * connections open than allowed; the /24 around each network of this PC is bounded; queues and devices
 * are listed from `lpstat` / PowerShell (fakes on PATH) and from the device folders (injected).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findNetworkPrinters,
  findPrinters,
  hostsInRange,
  localNetworkHosts,
} from '../../electron/core/printer/discovery';
import { hostsAround, isPrivateIpv4 } from '../../electron/core/printer/discovery-network';
import { listDevices, listQueues, modelOfDeviceId } from '../../electron/core/printer/discovery-local';
import {
  modelNameOf,
  probePrinter,
  type ProbeRequest,
  type ProbeTimeouts,
} from '../../electron/core/printer/discovery-probe';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';

/** Generous for loopback on a loaded machine: only open ports wait for answers, the rest refuse at once. */
// Bounds a machine running two suites keeps: a printer whose answer takes a while under load must not
// be listed as silent (600 ms did that). Silent hosts wait it out side by side, so it costs one wait.
const FAST = { connectMs: 3000, answerMs: 3000 };
const REQUESTS: readonly ProbeRequest[] = ['status', 'model', 'star', 'tspl', 'zpl'];
/*
 * A request that none of a scan's hosts answers bounds no answer: silence stays silence however busy the
 * machine, so waiting it out may be short (250 ms). Only the requests a scan's printers answer keep
 * FAST's bound. A mute printer waited out four requests at 3 s each, a Star the status request it
 * ignores: so hosts that are silent to some requests are scanned in a call of their own, side by side
 * with the others, told only what they answer.
 */
const answering = (...answered: ProbeRequest[]): ProbeTimeouts => ({
  ...FAST,
  answerMsOf: Object.fromEntries(
    REQUESTS.filter((request) => !answered.includes(request)).map((request) => [request, 250]),
  ),
});
/** A host silent on purpose: every wait short. */
const SILENT = answering();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function virtualPrinter(...args: Parameters<typeof VirtualPrinter.start>): Promise<VirtualPrinter> {
  const printer = await VirtualPrinter.start(...args);
  cleanups.push(() => printer.close());
  return printer;
}

/** A raw peer on host:port that answers what `reply` gives for each chunk it receives. */
async function peer(
  host: string,
  port: number,
  reply: (chunk: Buffer, socket: Socket) => void,
): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => reply(chunk, socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return server;
}

const includes = (chunk: Buffer, bytes: readonly number[]): boolean => chunk.includes(Buffer.from(bytes));

/** An ESC/POS printer that answers DLE EOT 1 as ready and GS I 67 with its model name. */
const namedEpson =
  (model: string) =>
  (chunk: Buffer, socket: Socket): void => {
    if (includes(chunk, [0x10, 0x04, 0x01])) socket.write(Uint8Array.of(0x12));
    if (includes(chunk, [0x1d, 0x49, 0x43]))
      socket.write(Buffer.concat([Buffer.of(0x5f), Buffer.from(model, 'latin1'), Buffer.of(0x00)]));
  };

/** A Star printer in Star mode: ignores DLE EOT, answers ESC ACK SOH with a 9-byte status (header 0x23). */
const starPrinter = (chunk: Buffer, socket: Socket): void => {
  if (includes(chunk, [0x1b, 0x06, 0x01])) socket.write(Uint8Array.of(0x23, 0x06, 0, 0, 0, 0, 0, 0, 0));
};

describe('network discovery', () => {
  it('finds the printers in a /24-bounded loopback range, tells silent from answering, and names models', async () => {
    const first = await virtualPrinter({ host: '127.0.0.2' });
    const port = first.port;
    await virtualPrinter({ host: '127.0.0.3', port, mode: 'mute' });
    await virtualPrinter({ host: '127.0.0.5', port, model: 'TM-T88VI' });
    await peer('127.0.0.7', port, starPrinter);
    await virtualPrinter({ host: '127.0.0.9', port, mode: 'paper-out' });

    const hosts = hostsInRange('127.0.0.1', '127.0.0.254');
    expect(hosts).toHaveLength(254);
    // 127.0.0.1 is where other tests' servers listen: one may hold this port number there by chance.
    // Side by side: the silent printer (127.0.0.3), the Star (127.0.0.7: it ignores DLE EOT) and the
    // printer out of paper (127.0.0.9: it names no model while its paper is out) each in a scan of its
    // own, and the rest of the range, where the printers answer status and name their model.
    const apart = ['127.0.0.3', '127.0.0.7', '127.0.0.9'];
    const scan = (scanned: readonly string[], timeouts: ProbeTimeouts) =>
      findNetworkPrinters({ hosts: scanned, port, timeouts, deadlineMs: 40_000 });
    const [rest, ...alone] = await Promise.all([
      scan(
        hosts.filter((host) => !apart.includes(host)),
        answering('status', 'model'),
      ),
      scan(['127.0.0.3'], SILENT),
      scan(['127.0.0.7'], answering('star')),
      scan(['127.0.0.9'], answering('status')),
    ]);
    const withoutOne = rest.filter(({ host }) => host !== '127.0.0.1');

    // In address order (the next test has probes that end out of it).
    expect(withoutOne.map(({ host }) => host)).toEqual(['127.0.0.2', '127.0.0.5']);
    expect(alone.map((found) => found.map(({ host }) => host))).toEqual([
      ['127.0.0.3'],
      ['127.0.0.7'],
      ['127.0.0.9'],
    ]);
    const found = [...withoutOne, ...alone.flat()];
    const by = (host: string) => found.find((printer) => printer.host === host);
    expect(by('127.0.0.2')).toMatchObject({
      answersStatus: true,
      star: false,
      statusByte: 0x12,
      modelName: 'TM-T20III',
    });
    expect(by('127.0.0.3')).toMatchObject({ answersStatus: false, star: false, modelName: null });
    expect(by('127.0.0.5')).toMatchObject({ answersStatus: true, modelName: 'TM-T88VI' });
    expect(by('127.0.0.7')).toMatchObject({ answersStatus: false, star: true });
    // Out of paper is still a printer that answers: DLE EOT 1 says offline (bit 3).
    expect(by('127.0.0.9')?.statusByte).toBe(0x1a);
    // Nothing was printed by the search: status and identity requests never reach the paper.
    expect(first.jobs()).toEqual([]);
  });

  it('lists what it found with the settings that fit each, as the window shows them', async () => {
    const first = await peer('127.0.0.2', 0, namedEpson('TM-T20III'));
    const address = first.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await virtualPrinter({ host: '127.0.0.4', port, mode: 'mute' });
    await peer('127.0.0.6', port, starPrinter);
    await peer('127.0.0.8', port, namedEpson('TSP143IIIU'));

    // The silent printer (127.0.0.4) in a search of its own at SILENT's short wait, beside the search of
    // the rest of the range at FAST's; each search's list is whole and in address order (the Star, whose
    // probe waits out an unanswered status request first, ends after 127.0.0.8).
    const range = hostsInRange('127.0.0.2', '127.0.0.20');
    const [answering, silent] = await Promise.all([
      findPrinters({
        network: { hosts: range.filter((host) => host !== '127.0.0.4'), port, timeouts: FAST },
        deadlineMs: 45_000,
        skipLocal: true,
      }),
      findPrinters({
        network: { hosts: ['127.0.0.4'], port, timeouts: SILENT },
        deadlineMs: 45_000,
        skipLocal: true,
      }),
    ]);
    expect(silent).toEqual([
      {
        uri: `tcp://127.0.0.4:${port}`,
        kind: 'network',
        name: null,
        model: null,
        answersStatus: false,
        suggested: { type: 'epson' },
      },
    ]);
    expect(answering).toEqual([
      {
        uri: `tcp://127.0.0.2:${port}`,
        kind: 'network',
        name: 'TM-T20III',
        model: 'epson-tm-t20',
        answersStatus: true,
        suggested: {
          type: 'epson',
          model: 'epson-tm-t20',
          printMode: 'auto',
          dpi: 203,
          paperWidth: 80,
          characterSet: 'PC858_EURO',
        },
      },
      {
        uri: `tcp://127.0.0.6:${port}`,
        kind: 'network',
        name: null,
        model: null,
        answersStatus: true,
        suggested: { type: 'star' },
      },
      {
        uri: `tcp://127.0.0.8:${port}`,
        kind: 'network',
        name: 'TSP143IIIU',
        model: 'star-tsp100',
        answersStatus: true,
        suggested: { type: 'star', model: 'star-tsp100', printMode: 'image', dpi: 203, paperWidth: 80 },
      },
    ]);
  });

  it('recognises a Star by its status port 9101, without writing to its printing port', async () => {
    const statusPort = await peer('127.0.0.13', 0, (chunk, socket) => {
      // Star's status port request: '2' and 50 NULs, answered with one status packet.
      if (chunk[0] === 0x32) socket.write(Uint8Array.of(0x23, 0x06, 0, 0, 0, 0, 0, 0, 0));
    });
    const address = statusPort.address();
    const starStatusPort = typeof address === 'object' && address ? address.port : 0;
    const received: Buffer[] = [];
    const printing = await peer('127.0.0.13', 0, (chunk) => received.push(chunk));
    const printingAddress = printing.address();
    const port = typeof printingAddress === 'object' && printingAddress ? printingAddress.port : 0;

    // It answers on its status port only: only Star's request waits for an answer.
    const found = await findNetworkPrinters({
      hosts: ['127.0.0.13'],
      port,
      starStatusPort,
      timeouts: answering('star'),
    });
    expect(found).toMatchObject([{ host: '127.0.0.13', answersStatus: false, star: true }]);
    // Only DLE EOT 1 went to the printing port; Star's request went to the status port.
    expect(Buffer.concat(received)).toEqual(Buffer.of(0x10, 0x04, 0x01));
  });

  it('never has more connection attempts open at once than allowed', async () => {
    const PATIENT = { connectMs: 30_000, answerMs: 30_000 };
    let open = 0;
    let most = 0;
    // A silent peer that hangs up after 50 ms: counted down when it hangs up, before the scanner can
    // notice and open the next connection, so the count is never behind. The scanner must never give up
    // on a connection by itself here (a busy machine once stalled past a 300 ms connect bound, and the
    // next attempt was counted beside one the peer still held): its bounds are far beyond the hang-up.
    const server = await peer('127.0.0.11', 0, () => undefined);
    server.on('connection', (socket: Socket) => {
      open++;
      most = Math.max(most, open);
      setTimeout(() => {
        open--;
        socket.destroy();
      }, 50);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const hosts = Array.from({ length: 120 }, () => '127.0.0.11');

    await findNetworkPrinters({ hosts, port, concurrency: 8, timeouts: PATIENT });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);

    most = 0;
    // Asking for more than 64 at once still gets 64 at most.
    await findNetworkPrinters({
      hosts,
      port,
      concurrency: 1000,
      timeouts: PATIENT,
    });
    expect(most).toBeLessThanOrEqual(64);
  });

  it('stops trying new addresses at its deadline and returns what it found', async () => {
    const printer = await virtualPrinter({ host: '127.0.0.2' });
    const found = await findNetworkPrinters({
      hosts: ['127.0.0.2', ...hostsInRange('127.0.0.3', '127.0.0.254')],
      port: printer.port,
      concurrency: 1,
      deadlineMs: 0,
      timeouts: FAST,
    });
    expect(found).toEqual([]);
  });

  it('answers with the printers found when its time is up, though a silent one still holds a probe', async () => {
    const printer = await virtualPrinter({ host: '127.0.0.2' });
    // Takes the connection and never answers: its probe would wait far beyond the search's time.
    await peer('127.0.0.14', printer.port, () => undefined);
    const found = await findPrinters({
      network: { hosts: ['127.0.0.2', '127.0.0.14'], port: printer.port, timeouts: { answerMs: 30_000 } },
      skipLocal: true,
      deadlineMs: 3_000,
    });
    expect(found.map((one) => one.uri)).toEqual([`tcp://127.0.0.2:${printer.port}`]);
  });

  it('lets go of a silent address in its own time when the wall clock steps back meanwhile', async () => {
    // The probe of a test print holds the printer's one connection: an hour of it keeps the shop from printing.
    const realNow = Date.now;
    let step = 0;
    Date.now = () => realNow() - step;
    let asked = 0;
    const closed: Promise<void>[] = [];
    try {
      await peer('127.0.0.1', 0, (_chunk, socket) => {
        asked += 1;
        // The PC's clock is set an hour back while the probe waits for this answer, which never comes.
        step = 3_600_000;
        closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
      }).then(async (server) => {
        const address = server.address();
        if (address === null || typeof address === 'string') throw new Error('no port');
        // The peer never answers: SILENT's short wait. Were the wait read from the wall clock, it would
        // last an hour and more, far beyond this test's 20 s.
        const answer = await probePrinter('127.0.0.1', address.port, {
          timeouts: SILENT,
          star: false,
          label: false,
        });
        expect(answer).toEqual({
          answersStatus: false,
          statusByte: null,
          modelName: null,
          star: false,
          label: null,
        });
      });
      expect(asked).toBe(1);
      await Promise.all(closed);
    } finally {
      Date.now = realNow;
    }
  }, 20_000);

  it('reads an answer that came in time though a busy event loop ran the deadline first', async () => {
    let blocked = false;
    const server = await peer('127.0.0.1', 0, (chunk, socket) => {
      namedEpson('TM-T20III')(chunk, socket);
      if (blocked || !includes(chunk, [0x10, 0x04, 0x01])) return;
      blocked = true;
      // The answer is on its way; the process is busy (drawing a receipt) past the probe's deadline.
      const until = performance.now() + 300;
      while (performance.now() < until);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await probePrinter('127.0.0.1', port, { timeouts: { connectMs: 3_000, answerMs: 50 } });
    expect(blocked).toBe(true);
    expect(answer).toMatchObject({ answersStatus: true, statusByte: 0x12 });
  });

  it('answers null where nothing listens, and never throws', async () => {
    const printer = await virtualPrinter({ host: '127.0.0.2' });
    await expect(probePrinter('127.0.0.12', printer.port, { timeouts: FAST })).resolves.toBeNull();
  });
});

describe('which addresses are scanned', () => {
  it('takes the /24 around an address, never wider, narrower where the netmask is', () => {
    const hosts = hostsAround('192.168.1.37', '255.255.255.0');
    expect(hosts).toHaveLength(253);
    expect(hosts[0]).toBe('192.168.1.1');
    expect(hosts.at(-1)).toBe('192.168.1.254');
    expect(hosts).not.toContain('192.168.1.37');
    // An office /16 is not swept: only the /24 this PC is in.
    const wide = hostsAround('10.20.30.40', '255.255.0.0');
    expect(wide).toHaveLength(253);
    expect(wide.every((host) => host.startsWith('10.20.30.'))).toBe(true);
    // A /26 is smaller than a /24: its 62 hosts, minus this PC.
    const narrow = hostsAround('192.168.1.70', '255.255.255.192');
    expect(narrow).toHaveLength(61);
    expect(narrow[0]).toBe('192.168.1.65');
    expect(narrow.at(-1)).toBe('192.168.1.126');
  });

  it("scans only this PC's private networks, not loopback, link-local or public addresses", () => {
    const hosts = localNetworkHosts({
      lo: [
        { address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', internal: true, mac: '', cidr: null },
      ],
      eth0: [
        {
          address: '192.168.1.10',
          netmask: '255.255.255.0',
          family: 'IPv4',
          internal: false,
          mac: '',
          cidr: null,
        },
        {
          address: 'fe80::1',
          netmask: 'ffff:ffff:ffff:ffff::',
          family: 'IPv6',
          internal: false,
          mac: '',
          cidr: null,
          scopeid: 2,
        },
      ],
      wlan0: [
        {
          address: '169.254.3.4',
          netmask: '255.255.0.0',
          family: 'IPv4',
          internal: false,
          mac: '',
          cidr: null,
        },
      ],
      wan: [
        {
          address: '81.82.83.84',
          netmask: '255.255.255.0',
          family: 'IPv4',
          internal: false,
          mac: '',
          cidr: null,
        },
      ],
      usb0: [
        {
          address: '192.168.1.11',
          netmask: '255.255.255.0',
          family: 'IPv4',
          internal: false,
          mac: '',
          cidr: null,
        },
      ],
    });
    // One /24, listed once although two interfaces are on it, without this PC's two addresses.
    expect(hosts).toHaveLength(252);
    expect(hosts.every((host) => host.startsWith('192.168.1.'))).toBe(true);
    expect(hosts).not.toContain('192.168.1.10');
    expect(hosts).not.toContain('192.168.1.11');
    expect(isPrivateIpv4('172.16.0.1')).toBe(true);
    expect(isPrivateIpv4('172.32.0.1')).toBe(false);
  });

  it('keeps a typed range within one /24', () => {
    expect(hostsInRange('127.0.0.250', '127.0.1.3')).toEqual([]);
    expect(hostsInRange('192.168.0.10', '192.168.0.12')).toEqual([
      '192.168.0.10',
      '192.168.0.11',
      '192.168.0.12',
    ]);
  });

  it('reads a model name block as printable text only', () => {
    expect(modelNameOf([0x5f, ...Buffer.from(' TM-T20III '), 0x00])).toBe('TM-T20III');
    expect(modelNameOf([0x5f, 0x1b, 0x07, 0x00])).toBeNull();
  });
});

describe('print queues and devices', () => {
  async function fakeBin(name: string, script: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'orderslip-discovery-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, name), `#!/bin/sh\n${script}\n`);
    await chmod(join(dir, name), 0o755);
    return dir;
  }

  it('lists CUPS queues from lpstat -e, spawned without a shell', async () => {
    const dir = await fakeBin(
      'lpstat',
      'if [ "$1" = "-e" ]; then printf "EPSON_TM-T20III\\nBar\\nPOS-58\\n"; else exit 1; fi',
    );
    const queues = await listQueues({ platform: 'linux', env: { PATH: dir } });
    expect(queues).toEqual([
      { queue: 'EPSON_TM-T20III', driver: null },
      { queue: 'Bar', driver: null },
      { queue: 'POS-58', driver: null },
    ]);
    const found = await findPrinters({
      network: false,
      local: { platform: 'linux', env: { PATH: dir }, readDir: async () => [] },
    });
    expect(found.map(({ uri, kind, model }) => ({ uri, kind, model }))).toEqual([
      { uri: 'printer:EPSON_TM-T20III', kind: 'queue', model: 'epson-tm-t20' },
      { uri: 'printer:Bar', kind: 'queue', model: null },
      { uri: 'printer:POS-58', kind: 'queue', model: 'generic-58' },
    ]);
    expect(found[2]?.suggested).toMatchObject({ paperWidth: 58, model: 'generic-58' });
  });

  it('gives no queues, not an error, where lpstat is missing or fails', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'orderslip-discovery-'));
    cleanups.push(() => rm(empty, { recursive: true, force: true }));
    await expect(listQueues({ platform: 'linux', env: { PATH: empty } })).resolves.toEqual([]);
    const failing = await fakeBin('lpstat', 'echo "lpstat: No destinations added." >&2; exit 1');
    await expect(listQueues({ platform: 'darwin', env: { PATH: failing } })).resolves.toEqual([]);
  });

  it('reads Windows queues and COM ports from PowerShell, leaving out the PDF and fax printers', async () => {
    const dir = await fakeBin(
      'powershell.exe',
      [
        'case "$*" in',
        '  *Get-Printer*) printf "Kassa\\tEPSON TM-T88V Receipt\\r\\nMicrosoft Print to PDF\\tMicrosoft Print To PDF\\r\\nFax\\tMicrosoft Shared Fax Driver\\r\\n" ;;',
        '  *GetPortNames*) printf "COM3\\r\\nCOM1\\r\\nCOM3\\r\\n" ;;',
        'esac',
      ].join('\n'),
    );
    const local = { platform: 'win32' as const, env: { PATH: dir } };
    expect(await listQueues(local)).toEqual([{ queue: 'Kassa', driver: 'EPSON TM-T88V Receipt' }]);
    expect(await listDevices(local)).toEqual([
      { path: 'COM1', name: null },
      { path: 'COM3', name: null },
    ]);
    const found = await findPrinters({ network: false, local });
    expect(found.find(({ kind }) => kind === 'queue')).toMatchObject({
      uri: 'printer:Kassa',
      name: 'Kassa (EPSON TM-T88V Receipt)',
      model: 'epson-tm-t88',
    });
  });

  it('lists USB printers and serial adapters on Linux, named by their IEEE 1284 id', async () => {
    const folders: Record<string, readonly string[]> = {
      '/dev/usb': ['lp1', 'lp0', 'hiddev0'],
      '/dev': ['tty0', 'ttyUSB0', 'ttyACM0', 'ttyS0', 'null'],
    };
    const devices = await listDevices({
      platform: 'linux',
      readDir: async (path) => {
        const names = folders[path];
        if (!names) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
        return names;
      },
      readText: async (path) => {
        if (path === '/sys/class/usbmisc/lp0/device/ieee1284_id')
          return 'MFG:EPSON;CMD:ESC/POS;MDL:TM-T20III;CLS:PRINTER;';
        throw new Error('no such file');
      },
    });
    expect(devices).toEqual([
      { path: '/dev/usb/lp0', name: 'TM-T20III' },
      { path: '/dev/usb/lp1', name: null },
      { path: '/dev/ttyACM0', name: null },
      { path: '/dev/ttyUSB0', name: null },
    ]);
    expect(modelOfDeviceId('MANUFACTURER:Star;MODEL:TSP143IIIU;')).toBe('TSP143IIIU');
  });
});
