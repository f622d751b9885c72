/**
 * The shop's network parts (docs/NETWORK.md) as both hosts build them: the shop coordinator (who prints
 * which shop), the owner's alerts and the window served to the network behind a pairing code. Built
 * here once, so the app and the headless host cannot drift apart; each host brings only what differs
 * (where the SMTP password is kept, where words go, where the built window is).
 */
import type { AppApi } from '../../common/contract/app-api';
import type { Message } from '../../common/messages/catalogue';
import type { Language } from '../../common/words/languages';
import { OwnerAlerts } from '../network/alerts/owner-alerts';
import { hostShopCoordinator } from '../network/host-coordinator';
import type { NetworkParts, SecretStore } from '../network/parts';
import type { DispatchOptions } from './dispatch';
import { LanWindow } from './lan-window';
import { CounterMetrics } from './metrics';
import type { AppService } from '../app/app-service';
import { counterIdOf } from '../fleet/counter-id';
import { FleetReporter } from '../fleet/reporter';

export interface NetworkSetup {
  /** The data folder: this installation's id and the paired devices are kept there. */
  readonly dataDir: string;
  /** The app's root: the window served to the network is `out/renderer` below it. */
  readonly windowRoot: string;
  /** Where the parts' words go: the log file (and stdout in the headless host). */
  readonly log: (level: 'info' | 'warn' | 'error', message: Message) => void;
  /** A command from the served window failed for a reason the service did not mean: for the log. */
  readonly onUnexpected?: DispatchOptions['onUnexpected'];
  /** Where the alert e-mails' SMTP password is kept: the keyring in the app, a file in the headless host. */
  readonly alertPassword: SecretStore;
  /**
   * Look for other OrderSlips and print only the shops this PC is to print. The real service does; the
   * headless demo, on its own simulator, does not.
   */
  readonly coordinateShops: boolean;
  /** The alerts' language when the app follows the system's (the app knows it; the headless host: English). */
  readonly systemLanguage?: () => Language;
  /** Where the served window listens: all addresses by default (tests: 127.0.0.2). */
  readonly lanHost?: string;
  /**
   * Where the fleet key is kept: with it, the host reports to the chain's fleet host when the settings
   * name one (docs/DEPLOY.md). Absent: no reports (the demo).
   */
  readonly fleetKey?: SecretStore;
}

export interface ComposedNetwork {
  readonly parts: NetworkParts;
  /**
   * The served window's API: the app service, which is made after (and with) these parts. With a fleet
   * key, the served window's port also answers `GET /metrics` (docs/DEPLOY.md), as the headless host's does.
   */
  serve(api: AppApi & Pick<AppService, 'counterSnapshot'>): void;
}

export function composeNetwork(setup: NetworkSetup): ComposedNetwork {
  const { log, alertPassword } = setup;
  const shops = setup.coordinateShops ? hostShopCoordinator(setup.dataDir, log) : undefined;
  const alerts = new OwnerAlerts({
    password: alertPassword,
    log,
    ...(setup.systemLanguage ? { systemLanguage: setup.systemLanguage } : {}),
  });
  const pairing = new LanWindow({
    dataDir: setup.dataDir,
    root: setup.windowRoot,
    log,
    ...(setup.onUnexpected ? { onUnexpected: setup.onUnexpected } : {}),
    ...(setup.lanHost ? { host: setup.lanHost } : {}),
  });
  const fleet = setup.fleetKey
    ? new FleetReporter({ counterId: counterIdOf(setup.dataDir), key: setup.fleetKey, log })
    : undefined;
  return {
    parts: {
      alerts,
      alertPassword,
      pairing,
      ...(shops ? { shops } : {}),
      ...(fleet && setup.fleetKey ? { fleet, fleetKey: setup.fleetKey } : {}),
    },
    serve: (api) => {
      const key = setup.fleetKey;
      pairing.serve(
        api,
        key ? new CounterMetrics({ snapshot: () => api.counterSnapshot(), key }) : undefined,
      );
    },
  };
}
