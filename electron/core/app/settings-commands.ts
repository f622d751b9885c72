/**
 * The settings' commands: read them with what is still missing, check and save new ones (the engine
 * restarts on them; jobs of removed printers moved or dropped as a person decided), the app's language,
 * and a test of a connection to the ordering service.
 */
import type {
  ConnectionTestView,
  SettingsImpactView,
  SettingsUpdate,
  SettingsView,
  WaitingJobsDecision,
} from '../../common/contract/app-api';
import type { AppLanguage, AppSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError, messageOf } from '../../common/messages/errors';
import { sameBaseUrl } from '../../common/syntax/base-url';
import { OrderingClient } from '../api/client';
import type { SecretStore } from '../network/parts';
import type { AppContext } from './app-context';
import { APP_LANGUAGES, decodeSettings } from './decode-settings';
import { engineConfigFrom } from './engine-config';
import { namesOf } from './lookups';
import { PinLock } from './pin/pin-lock';

export interface SettingsCommandsOptions {
  /** Where the SMTP password is kept; absent: this host cannot keep one. */
  readonly alertPassword: SecretStore | undefined;
  /** Where the fleet key is kept; absent: this host does not report to a fleet host. */
  readonly fleetKey?: SecretStore | undefined;
  /** Stops everything that runs on the settings, and starts it again on the stored ones. */
  readonly stop: () => Promise<void>;
  readonly start: () => Promise<void>;
}

export class SettingsCommands {
  constructor(
    private readonly context: AppContext,
    private readonly options: SettingsCommandsOptions,
  ) {}

  async getSettings(): Promise<SettingsView> {
    const settings = this.context.settings.load();
    const token = await this.context.token.read();
    const usable = engineConfigFrom(settings, token);
    return {
      settings,
      hasToken: Boolean(token),
      tokenStorage: this.context.token.kind,
      problems: usable.ok ? [] : usable.problems,
      hasAlertPassword: Boolean(await this.options.alertPassword?.read()),
      hasPin: await this.context.pin.isSet(),
      hasFleetKey: Boolean(await this.options.fleetKey?.read().catch(() => null)),
    };
  }

  async checkSettings(settings: AppSettings): Promise<SettingsImpactView> {
    return { removedPrintersWithJobs: this.removedPrintersWithJobs(this.context.settings.load(), settings) };
  }

  /**
   * Validates, stores, and restarts the engine on the new settings. Jobs waiting for a printer these
   * settings remove are moved or dropped as the person decided; without a decision nothing is saved.
   * The stored token never follows a changed service address: it must be entered again.
   */
  async saveSettings(update: SettingsUpdate): Promise<SettingsView> {
    const { ledger, pin } = this.context;
    // Removing a printer, dropping its jobs, a shorter history, a new PIN: all of it is the owner's.
    await pin.require();
    if (update.newPin !== undefined) PinLock.check(update.newPin);
    // Decoded here too: ModeSwitch hands the real service settings of its own making.
    const settings = decodeSettings(update.settings);
    const current = this.context.settings.load();
    const decisions = waitingJobDecisions(update.waitingJobs, current, settings, namesOf(current, ledger));
    const removed = this.removedPrintersWithJobs(current, settings);
    const undecided = removed.filter((printer) => decisions.get(printer.printerId) === undefined);
    if (undecided.length > 0)
      throw new MessageError(
        msg('app.removed-printers-have-jobs', {
          printers: undecided.map(({ name, waiting }) => ({ name, waiting })),
        }),
      );
    const newToken = update.token?.trim() ?? '';
    const before = current.connection.baseUrl;
    if (
      newToken === '' &&
      before !== '' &&
      settings.connection.baseUrl !== '' &&
      !sameBaseUrl(before, settings.connection.baseUrl) &&
      (await this.context.token.read())
    )
      throw new MessageError(msg('app.token-for-new-address'));
    if (newToken !== '') await this.context.token.write(newToken);
    if (update.alertPassword !== undefined) {
      const store = this.options.alertPassword;
      if (!store) throw new MessageError(msg('alerts.password-cannot-be-stored'));
      await store.write(update.alertPassword);
    }
    if (update.newPin !== undefined) await pin.change(update.newPin);
    if (update.fleetKey !== undefined) {
      const store = this.options.fleetKey;
      if (!store) throw new MessageError(msg('network.fleet-key-cannot-be-stored'));
      await store.write(update.fleetKey.trim());
    }
    await this.options.stop();
    // Stopped, a job that was being sent has finished: count again what now waits.
    for (const { printerId, name } of this.removedPrintersWithJobs(current, settings)) {
      const decision = decisions.get(printerId);
      if (decision === undefined) continue;
      if (decision === 'drop') {
        ledger.dropWaitingJobs(
          printerId,
          msg('app.printer-removed-jobs-dropped', { printer: name }),
          'person',
        );
      } else {
        ledger.moveWaitingJobs(printerId, decision.move);
      }
    }
    this.context.settings.save(settings);
    await this.options.start();
    return this.getSettings();
  }

  /** The app's language: saved with the settings; the engine runs on as it was. */
  async setLanguage(language: AppLanguage): Promise<void> {
    if (!APP_LANGUAGES.includes(language))
      throw new MessageError(msg('app.bad-language', { language: String(language) }));
    const settings = this.context.settings.load();
    if (settings.language !== language) this.context.settings.save({ ...settings, language });
    // The tray and notifications are worded again in the new language.
    this.context.emit({ type: 'status-changed' });
  }

  async testConnection(connection: {
    baseUrl: string;
    tenant: string;
    token?: string;
  }): Promise<ConnectionTestView> {
    // The stored token only ever goes to the stored service: anything else must bring its own token.
    const stored = this.context.settings.load().connection.baseUrl;
    const sameService = stored !== '' && sameBaseUrl(stored, connection.baseUrl);
    const token = connection.token?.trim() || (sameService ? await this.context.token.read() : null);
    if (!token)
      return {
        ok: false,
        message: msg(sameService ? 'app.token-needed' : 'app.token-for-this-address'),
        shops: [],
      };
    try {
      const client = new OrderingClient({ ...connection, token, maxAttempts: 1, timeoutMs: 10_000 });
      const { shops } = await client.listShops();
      return {
        ok: true,
        message: msg('app.connected', { shops: shops.map((shop) => shop.name) }),
        shops: shops.map((shop) => ({ id: shop.id, name: shop.name, city: shop.city })),
      };
    } catch (error) {
      // An ApiError or a refused address: either way its message says what is wrong.
      return { ok: false, message: messageOf(error), shops: [] };
    }
  }

  private removedPrintersWithJobs(
    current: AppSettings,
    next: AppSettings,
  ): SettingsImpactView['removedPrintersWithJobs'] {
    const kept = new Set(next.printers.map((printer) => printer.id));
    const waiting = this.context.ledger.waitingJobsByPrinter();
    return current.printers
      .filter((printer) => !kept.has(printer.id) && (waiting.get(printer.id) ?? 0) > 0)
      .map((printer) => ({
        printerId: printer.id,
        name: printer.name,
        waiting: waiting.get(printer.id) ?? 0,
      }));
  }
}

/**
 * The window's decisions for removed printers' jobs (their shape decoded at the edge), checked against
 * the new settings: each `move` names a printer that stays, of the same role — a receipt printer's jobs
 * moved to a label printer would print labels (or nothing) where a receipt was owed, and back.
 */
function waitingJobDecisions(
  waitingJobs: SettingsUpdate['waitingJobs'],
  current: AppSettings,
  settings: AppSettings,
  printerName: (printerId: string) => string,
): Map<string, WaitingJobsDecision> {
  const decisions = new Map(Object.entries(waitingJobs ?? {}));
  for (const [printerId, decision] of decisions) {
    if (decision === 'drop') continue;
    const target = settings.printers.find((printer) => printer.id === decision.move);
    if (!target) throw new MessageError(msg('app.move-target-unknown', { printer: printerName(printerId) }));
    const role = current.printers.find((printer) => printer.id === printerId)?.role ?? 'receipt';
    if (target.role !== role)
      throw new MessageError(
        msg('app.move-target-other-role', { printer: printerName(printerId), target: target.name, role }),
      );
  }
  return decisions;
}
