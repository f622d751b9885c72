/**
 * The window's side of the counter's PIN: one prompt for the whole window (`PinPrompt` shows it while
 * `asking`), opened before Settings and whenever a guarded command comes back `pin.required`; and the
 * AppApi that does the latter by itself (`lockedBehindPin`): asked, unlocked, and the command sent again.
 */
import type { AppApi } from '../../electron/common/contract/app-api';
import { GUARDED_COMMANDS } from '../../electron/common/contract/pin';
import { messageOf } from '../../electron/common/messages/errors';
import { problemOf } from './errors';

export class PinGate {
  asking = $state(false);
  busy = $state(false);
  problem = $state<string | null>(null);
  private waiting: Promise<boolean> | null = null;
  private settle: (unlocked: boolean) => void = () => undefined;

  constructor(private readonly api: Pick<AppApi, 'unlock'>) {}

  /** Shows the prompt; resolves true once the PIN opened the lock, false when the person closed it. */
  ask(): Promise<boolean> {
    if (this.waiting) return this.waiting;
    this.problem = null;
    this.asking = true;
    this.waiting = new Promise((settle) => (this.settle = settle));
    return this.waiting;
  }

  async submit(pin: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.api.unlock(pin);
      this.end(true);
    } catch (error) {
      // Wrong, or wait a minute: said in the prompt, which stays open for the next try.
      this.problem = problemOf(error);
    } finally {
      this.busy = false;
    }
  }

  cancel(): void {
    this.end(false);
  }

  private end(unlocked: boolean): void {
    this.asking = false;
    this.waiting = null;
    this.settle(unlocked);
  }
}

/** `api` whose guarded commands, refused for the PIN, ask for it and are sent once more. */
export function lockedBehindPin(api: AppApi, gate: PinGate): AppApi {
  const guarded = Object.fromEntries(
    GUARDED_COMMANDS.map((command) => [
      command,
      async (...args: unknown[]) => {
        const send = () => (api[command] as (...parameters: unknown[]) => Promise<unknown>)(...args);
        try {
          return await send();
        } catch (error) {
          if (messageOf(error).code !== 'pin.required' || !(await gate.ask())) throw error;
          return send();
        }
      },
    ]),
  );
  return { ...api, ...guarded } as AppApi;
}
