/**
 * What the app service asks of the shop's network (docs/NETWORK.md): who prints which shop, the devices
 * paired to the served window, and the owner's alerts. The hosts build them (they live across engine
 * restarts and own sockets); the service only asks. Absent parts: a single PC, nothing served, no alerts.
 */
import type { AppSettings } from '../../common/contract/settings';
import type { ProblemView, StatusView } from '../../common/contract/app-api';
import type {
  AlertTestView,
  NetworkStatusView,
  PairedDeviceView,
  PairingCodeView,
} from '../../common/contract/network';
import type { ShopGate } from '../engine/shop-gate';
import type { AnnouncementKey } from './discovery/announcement-auth';
import type { FleetReport } from '../../common/contract/fleet';

/** One per process: finds the other OrderSlips and decides, per shop, whether this PC prints it. */
export interface ShopCoordinator {
  /** What the engine asks before each listing of a shop. */
  readonly gate: ShopGate;
  /**
   * Takes (new) settings: PC name, discovery, named peers, chosen shops, tenant and service, and the key
   * derived from the tenant's token (`announcementKey`; null without a token) — never the token itself.
   */
  apply(settings: AppSettings, key: AnnouncementKey | null): void;
  status(): NetworkStatusView;
  /** `peer-conflict`, `took-over`, `peer-unproven`, `discovery-failing` while they hold. */
  problems(): readonly ProblemView[];
  /** Told when what `status` says changed (a peer came or went, a role changed). */
  onChange(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** The window served to the shop's network: pairing codes and paired devices. */
export interface WindowPairing {
  /** Starts, moves or stops the network listener as `settings.network.serveWindow` says. */
  apply(settings: AppSettings): void;
  /** Where the window is served now; null when it is not. */
  servedAt(): readonly string[] | null;
  /** Throws MessageError `pairing.not-served` when the window is not served. */
  startPairing(): PairingCodeView;
  devices(): readonly PairedDeviceView[];
  unpair(deviceId: string): void;
  /** Closes the network listener (at quit). */
  stop(): Promise<void>;
}

/** Alerts for the owner: watches Status over time and sends e-mail, webhook and heartbeat. */
export interface OwnerAlerts {
  /** Takes (new) settings; the password is read from its store when needed. */
  apply(settings: AppSettings): void;
  /** Whether a channel that tells conditions is on: otherwise Status need not be read for them. */
  listening(): boolean;
  /** A reading of Status (every alarm check, about every 10 s): conditions start, last, and end. */
  observe(status: StatusView, now: Date): void;
  /** "Send a test alert": every channel switched on in `settings`, each with its outcome. */
  test(settings: AppSettings): Promise<AlertTestView>;
  stop(): Promise<void>;
}

/**
 * Reports to the chain's fleet host (docs/DEPLOY.md; core/fleet/reporter.ts): what the app service asks
 * of them. The host hands in what a report says once the app service exists.
 */
export interface FleetReporting {
  /** What a report says, read when it is sent; the reporter adds its counter id and the time. */
  attach(source: () => Promise<Omit<FleetReport, 'counterId' | 'sentAt'>>): void;
  /** Takes (new) settings: the fleet host's address; reports start, move or stop. */
  apply(settings: AppSettings): void;
  /** `fleet-failing` while reports are not taken. */
  problems(): readonly ProblemView[];
  /** Told when what `problems` says changed. */
  onChange(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** A secret the settings do not hold (the SMTP password): stored like the token, never read back. */
export interface SecretStore {
  read(): Promise<string | null>;
  /** '' removes it. */
  write(secret: string): Promise<void>;
}

export interface NetworkParts {
  readonly shops?: ShopCoordinator;
  readonly pairing?: WindowPairing;
  readonly alerts?: OwnerAlerts;
  readonly alertPassword?: SecretStore;
  /** Reports to the chain's fleet host (docs/DEPLOY.md); absent: this host does not report. */
  readonly fleet?: FleetReporting;
  /** Where the fleet key is kept (stored like the SMTP password, never read back). */
  readonly fleetKey?: SecretStore;
}
