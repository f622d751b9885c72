/**
 * The engine the app runs, across restarts: started on complete settings (or what is missing is kept,
 * to be said), stopped before new settings are applied. Commands that need it ask `running()`, which
 * refuses with what keeps it from running.
 */
import type { AppEvent } from '../../common/contract/app-api';
import type { AppSettings } from '../../common/contract/settings';
import { msg, type Message } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import { Engine, type EngineOptions } from '../engine/engine';
import type { EngineEvent } from '../engine/events';
import type { ShopGate } from '../engine/shop-gate';
import type { Ledger } from '../ledger/ledger';
import { engineConfigFrom } from './engine-config';

export interface EngineRunnerOptions {
  readonly ledger: Ledger;
  readonly engine?: Omit<EngineOptions, 'config' | 'ledger'>;
  /** Told of each of the running engine's events. */
  readonly onEvent: (event: EngineEvent) => void;
  readonly emit: (event: AppEvent) => void;
  readonly now?: () => Date;
}

export class EngineRunner {
  private engine: Engine | null = null;
  private stopForwarding: (() => void) | null = null;
  /** What keeps the engine from starting; null while it runs (or before the first start). */
  private notConfigured: readonly Message[] | null = null;
  /** The engine being stopped for new settings: its "stopped" is no news, another engine follows. */
  private replaced: Engine | null = null;
  /** An engine ran before this start, stopped for new settings: the start says it restarted. */
  private restarting = false;

  constructor(private readonly options: EngineRunnerOptions) {}

  /** Starts the engine when the settings are complete; otherwise says what is missing. */
  start(settings: AppSettings, token: string | null, gate: ShopGate | undefined): void {
    const result = engineConfigFrom(settings, token);
    const restarted = this.restarting;
    this.restarting = false;
    if (!result.ok) {
      this.notConfigured = result.problems;
      this.options.emit({ type: 'connection', state: 'not_configured', detail: this.notSetUp() });
      return;
    }
    this.notConfigured = null;
    const engine = new Engine({
      ...this.options.engine,
      config: result.config,
      ledger: this.options.ledger,
      ...(gate ? { shopGate: gate } : {}),
    });
    this.stopForwarding = engine.events.on((event) => {
      if (engine === this.replaced && event.type === 'connection' && event.state === 'stopped') return;
      this.options.onEvent(event);
    });
    this.engine = engine;
    engine.start();
    if (restarted)
      this.options.emit({
        type: 'log',
        level: 'info',
        message: msg('app.restarted'),
        at: (this.options.now?.() ?? new Date()).toISOString(),
      });
  }

  /**
   * Stops the engine. `restarting`: new settings are applied and the engine starts again at once, so
   * its "stopped" is not passed on (the terminal and the log said "Stopped." when the setup wizard
   * finished, though nothing had stopped); what else it says while it stops (a job finishing) still is.
   */
  async stop(options: { readonly restarting?: boolean } = {}): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (options.restarting) this.replaced = engine;
    try {
      if (engine) await engine.stop();
    } finally {
      this.replaced = null;
    }
    this.stopForwarding?.();
    this.stopForwarding = null;
    this.restarting = options.restarting === true && engine !== null;
  }

  /** The running engine, or null: for what also has something to say without one (Status, a preview). */
  current(): Engine | null {
    return this.engine;
  }

  /** The running engine, or a refusal saying what keeps it from running. */
  running(): Engine {
    if (!this.engine) throw new MessageError(msg('app.not-running', { problems: this.notConfigured ?? [] }));
    return this.engine;
  }

  /** Why no engine runs, as Status's connection says it. */
  notSetUp(): Message {
    return msg('app.not-set-up', { problems: this.notConfigured ?? [] });
  }

  /** The printer options the engine prints with, for a test print outside its queues. */
  get printOptions(): EngineOptions['printOptions'] {
    return this.options.engine?.printOptions;
  }
}
