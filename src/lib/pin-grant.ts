/**
 * The grant the app gave this window for the right PIN: the transport sends it with every command
 * (the app asks for it only on the commands the PIN guards). Kept in memory only: a reload, or leaving
 * Settings, forgets it, and the window asks for the PIN again.
 */
export class PinGrant {
  private value: string | null = null;

  get current(): string | null {
    return this.value;
  }

  keep(grant: string): void {
    this.value = grant;
  }

  forget(): void {
    this.value = null;
  }
}

/** The window's one grant: its transport sends it, App forgets it when the person leaves Settings. */
export const windowGrant = new PinGrant();
