/**
 * What every domain of the app service works on: the ledger, the stores, the clock, the engine as it
 * runs now, and the event stream. AppService makes one and hands it to each domain's commands.
 */
import type { AppEvent } from '../../common/contract/app-api';
import type { Ledger } from '../ledger/ledger';
import type { EngineRunner } from './engine-runner';
import type { PinLock } from './pin/pin-lock';
import type { SettingsStore, TokenStore } from './stores';

export interface AppContext {
  readonly ledger: Ledger;
  readonly settings: SettingsStore;
  readonly token: TokenStore;
  readonly now: () => Date;
  readonly engine: EngineRunner;
  readonly emit: (event: AppEvent) => void;
  /** The counter's PIN: what guarded commands ask first (`pin.require()`). */
  readonly pin: PinLock;
}
