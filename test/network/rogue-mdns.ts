/**
 * A rogue device on the shop's LAN for `rogue-peers.test.ts`: a plain `multicast-dns` sender, run in its
 * own network namespace (`node --import tsx rogue-mdns.ts MODE TARGET SHOP [COUNT]`). It listens until
 * it has heard the real PC at TARGET, then attacks with what it heard, as the attacks of issue 23 did:
 *
 * - `forge`: the PC's own TXT strings (its `svc` hash, PC name, MAC and all) with a new instance id,
 *   naming SHOP as printed by it since long ago and chosen; sent every 200 ms.
 * - `goodbye`: the PC's own last records, resent with TTL 0 (a goodbye) every 200 ms.
 * - `flood`: COUNT packets as fast as it can, each a forged announcement under a new instance id plus a
 *   query for the service; then counts the packets the PC sent meanwhile and for 2 s after.
 *
 * It tells the test what it does as JSON lines on stdout.
 */
import { randomUUID } from 'node:crypto';
import type { Answer } from 'dns-packet';
import makeMdns from 'multicast-dns';

const [mode, target, shopText, countText] = process.argv.slice(2);
const shop = Number(shopText);
const SERVICE = '_orderslip._udp.local';
const say = (event: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
};

const mdns = makeMdns({ multicast: true });
let captured: Answer[] | null = null;
let fromTarget = 0;

mdns.on('response', (packet, rinfo) => {
  if (rinfo.address !== target) return;
  fromTarget += 1;
  const answers = packet.answers.filter((record) => record.type === 'TXT' && record.name.endsWith(SERVICE));
  if (answers.length === 0 || answers.some((record) => record.type === 'TXT' && record.ttl === 0)) return;
  captured = packet.answers;
});

const txtOf = (records: Answer[]): string[] => {
  const txt = records.find((record) => record.type === 'TXT');
  return txt?.type === 'TXT' ? (txt.data as Buffer[]).map((entry) => entry.toString('utf8')) : [];
};

/** The real PC's TXT strings under another instance id, claiming `shop` as chosen and printing first. */
function forgedClaim(records: Answer[], instanceId: string): Answer[] {
  const strings = txtOf(records).map((entry) => (entry.startsWith('id=') ? `id=${instanceId}` : entry));
  const mac = strings.findIndex((entry) => entry.startsWith('mac='));
  const claim = `s=${shop}:p:1:1`;
  const withClaim = strings.filter((entry) => !entry.startsWith('s='));
  withClaim.splice(
    mac >= 0 ? withClaim.findIndex((entry) => entry.startsWith('mac=')) : withClaim.length,
    0,
    claim,
  );
  const name = `Rogue (${instanceId.slice(0, 6)}).${SERVICE}`;
  return [
    { name: SERVICE, type: 'PTR', ttl: 120, data: name },
    { name, type: 'TXT', ttl: 120, data: withClaim.map((entry) => Buffer.from(entry, 'utf8')) },
  ];
}

const respond = (answers: Answer[]): Promise<void> =>
  new Promise((resolve) => mdns.respond({ answers }, () => resolve()));

async function heardTarget(): Promise<Answer[]> {
  // Ask, so the PC answers at once rather than at its next interval.
  mdns.query([{ name: SERVICE, type: 'PTR' }]);
  for (;;) {
    if (captured) return captured;
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

async function main(): Promise<void> {
  await new Promise<void>((resolve) => mdns.once('ready', () => resolve()));
  const records = await heardTarget();
  say({ event: 'captured', txt: txtOf(records) });
  if (mode === 'forge') {
    const instanceId = randomUUID();
    for (let sent = 1; ; sent += 1) {
      await respond(forgedClaim(records, instanceId));
      if (sent % 10 === 0) say({ event: 'sent', count: sent });
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
  if (mode === 'goodbye') {
    for (let sent = 1; ; sent += 1) {
      const last = captured ?? records;
      await respond(last.map((record) => (record.type === 'OPT' ? record : { ...record, ttl: 0 })));
      if (sent % 10 === 0) say({ event: 'sent', count: sent });
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
  if (mode === 'flood') {
    const count = Number(countText);
    fromTarget = 0;
    const started = Date.now();
    for (let sent = 0; sent < count; sent += 1) {
      mdns.respond({ answers: forgedClaim(records, randomUUID()) });
      mdns.query([{ name: SERVICE, type: 'PTR' }]);
      // Let the socket drain now and then, as a flooding device's network card would.
      if (sent % 50 === 0) await new Promise((wake) => setImmediate(wake));
    }
    const floodMs = Date.now() - started;
    await new Promise((wake) => setTimeout(wake, 2_000));
    say({ event: 'flooded', sent: count * 2, floodMs, fromTarget, windowMs: Date.now() - started });
    mdns.destroy();
    return;
  }
}

main().catch((error: unknown) => {
  say({ event: 'failed', error: String(error) });
  process.exit(1);
});
