/**
 * The coordinator as both hosts build it (the app and the headless `run`): mDNS discovery, this
 * installation's id from its data folder. Tests shorten the timings through the environment.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import { textOf } from '../../common/messages/errors';
import { MdnsDiscovery } from './discovery/mdns-discovery';
import { instanceIdOf } from './instance-id';
import { readRememberedRoles, writeRememberedRoles } from './remembered-roles';
import { NetworkShopCoordinator } from './shop-coordinator';

/** A whole number from the environment (tests of several PCs shorten the network's timings). */
function testTiming(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function hostShopCoordinator(
  dataDir: string,
  log: (level: 'info' | 'warn' | 'error', message: Message) => void,
): NetworkShopCoordinator {
  const announceEveryMs = testTiming('ORDERSLIP_TEST_ANNOUNCE_MS');
  const listenMs = testTiming('ORDERSLIP_TEST_LISTEN_MS');
  const takeoverMs = testTiming('ORDERSLIP_TEST_TAKEOVER_MS');
  const resumeMs = testTiming('ORDERSLIP_TEST_RESUME_MS');
  return new NetworkShopCoordinator({
    instanceId: instanceIdOf(dataDir),
    discovery: (settings) =>
      new MdnsDiscovery({ ...settings, log, ...(announceEveryMs ? { announceEveryMs } : {}) }),
    log,
    remembered: readRememberedRoles(dataDir),
    remember: (roles) => {
      try {
        writeRememberedRoles(dataDir, roles);
      } catch (error) {
        // Not kept: the next start listens the whole time, as a PC that did not print its shops.
        log('warn', msg('network.roles-not-kept', { detail: textOf(error) }));
      }
    },
    ...(listenMs ? { listenMs } : {}),
    ...(resumeMs ? { resumeMs } : {}),
    ...(takeoverMs ? { takeoverMs } : {}),
  });
}
