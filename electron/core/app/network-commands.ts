/**
 * The app's side of the shop's network (docs/NETWORK.md): the parts the host built are given each new
 * settings, their state goes into Status, and the window's network commands reach them. Absent parts
 * (a single PC, nothing served, no alerts) answer as such.
 */
import type { ProblemView } from '../../common/contract/app-api';
import type {
  AlertTestView,
  NetworkStatusView,
  PairedDeviceView,
  PairingCodeView,
} from '../../common/contract/network';
import type { AppSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { announcementKey } from '../network/discovery/announcement-auth';
import type { NetworkParts, OwnerAlerts, SecretStore } from '../network/parts';
import type { AppContext } from './app-context';

export class NetworkCommands {
  private stopFollowing: (() => void) | null = null;
  private stopFollowingFleet: (() => void) | null = null;

  constructor(
    private readonly parts: NetworkParts,
    private readonly context: Pick<AppContext, 'settings' | 'emit' | 'pin'>,
  ) {}

  /** Each part takes the (new) settings; a peer coming or going has Status (and the tray) read again. */
  apply(settings: AppSettings, token: string | null): void {
    // The coordinator gets a key derived from the token, never the token: it signs what goes on the LAN.
    this.parts.shops?.apply(
      settings,
      token ? announcementKey(token, settings.connection.baseUrl, settings.connection.tenant) : null,
    );
    this.parts.alerts?.apply(settings);
    this.parts.pairing?.apply(settings);
    this.parts.fleet?.apply(settings);
    const shops = this.parts.shops;
    if (shops && !this.stopFollowing)
      this.stopFollowing = shops.onChange(() => this.context.emit({ type: 'status-changed' }));
    const fleet = this.parts.fleet;
    if (fleet && !this.stopFollowingFleet)
      this.stopFollowingFleet = fleet.onChange(() => this.context.emit({ type: 'status-changed' }));
  }

  /** Ends what lives across restarts of the engine: discovery, alerts, the served window. */
  async dispose(): Promise<void> {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.stopFollowingFleet?.();
    this.stopFollowingFleet = null;
    await Promise.all([
      this.parts.shops?.stop(),
      this.parts.alerts?.stop(),
      this.parts.pairing?.stop(),
      this.parts.fleet?.stop(),
    ]);
  }

  /** What the engine asks before each listing of a shop; none on a single PC. */
  get gate(): NonNullable<NetworkParts['shops']>['gate'] | undefined {
    return this.parts.shops?.gate;
  }

  /** The alerts, when a channel that tells conditions is on (so Status must be read for them). */
  listeningAlerts(): OwnerAlerts | null {
    return this.parts.alerts?.listening() ? this.parts.alerts : null;
  }

  /** Where the SMTP password is kept, if this host can keep one. */
  get alertPassword(): SecretStore | undefined {
    return this.parts.alertPassword;
  }

  /** Where the fleet key is kept, if this host reports to a fleet host. */
  get fleetKey(): SecretStore | undefined {
    return this.parts.fleetKey;
  }

  /**
   * The network's problems, for Status; each shop named as the service's shop list named it when the
   * settings do not.
   */
  problems(shops: readonly { readonly shopId: number; readonly name: string | null }[]): ProblemView[] {
    return [...named(this.parts.shops?.problems() ?? [], shops), ...(this.parts.fleet?.problems() ?? [])];
  }

  status(): NetworkStatusView | null {
    const shops = this.parts.shops;
    if (!shops) return null;
    return { ...shops.status(), servedAt: this.parts.pairing?.servedAt() ?? null };
  }

  async getNetwork(): Promise<NetworkStatusView | null> {
    return this.status();
  }

  async startPairing(): Promise<PairingCodeView> {
    // A paired device gets the window: letting one in is the owner's decision, like the settings.
    await this.context.pin.require();
    const pairing = this.parts.pairing;
    if (!pairing) throw new MessageError(msg('pairing.not-served'));
    return pairing.startPairing();
  }

  async listPairedDevices(): Promise<readonly PairedDeviceView[]> {
    return this.parts.pairing?.devices() ?? [];
  }

  async unpairDevice(deviceId: string): Promise<void> {
    await this.context.pin.require();
    this.parts.pairing?.unpair(deviceId);
  }

  async sendTestAlert(): Promise<AlertTestView> {
    const alerts = this.parts.alerts;
    if (!alerts) throw new MessageError(msg('alerts.not-available'));
    return alerts.test(this.context.settings.load());
  }
}

/** The network's problems name a shop as the service's shop list named it, when the settings do not. */
function named(
  problems: readonly ProblemView[],
  shops: readonly { readonly shopId: number; readonly name: string | null }[],
): ProblemView[] {
  return problems.map((problem) => {
    if (
      (problem.kind !== 'peer-conflict' &&
        problem.kind !== 'took-over' &&
        problem.kind !== 'shop-taken-over' &&
        problem.kind !== 'standby-orders-waiting') ||
      problem.shopName !== null
    )
      return problem;
    const name = shops.find((shop) => shop.shopId === problem.shopId)?.name ?? null;
    return { ...problem, shopName: name };
  });
}
