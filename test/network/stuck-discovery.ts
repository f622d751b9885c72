/**
 * Discovery with a named peer whose address the DNS never answers, for `discovery-deadlines.test.ts`:
 * run in a network namespace whose resolver does not answer (`node --import tsx stuck-discovery.ts`).
 * It starts, announces, stops, and says on stdout (JSON) how long the stop took.
 */
import { performance } from 'node:perf_hooks';
import { announcementKey, ReplayGuard } from '../../electron/core/network/discovery/announcement-auth';
import { MdnsDiscovery } from '../../electron/core/network/discovery/mdns-discovery';

const discovery = new MdnsDiscovery({
  multicast: false,
  peerAddresses: ['office-pc.stuck.example'],
  key: announcementKey('tok', 'https://api.example.com', 'bakery'),
  replay: new ReplayGuard(),
  announceEveryMs: 200,
});
await discovery.start();
discovery.announce({
  instanceId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  pcName: 'Kassa',
  serviceKey: 'abcdef0123456789',
  tenant: 'bakery',
  shops: [{ shopId: 7, state: 'printing', since: 1, chosen: false }],
});
// A few announce intervals, each looking the peer up again.
await new Promise((wake) => setTimeout(wake, 1_000));
const started = performance.now();
await discovery.stop();
process.stdout.write(`${JSON.stringify({ stopMs: Math.round(performance.now() - started) })}\n`);
