/**
 * The counter's PIN as both sides read it: its shape, and which commands it guards. The window asks
 * for it before these (and before it shows Settings); the app refuses them without a grant from
 * `unlock` (docs/DEPLOY.md#pin gives the reason for each command).
 */
import type { AppCommand } from './app-api';

export const PIN_LENGTH = { min: 4, max: 12 } as const;

/** The HTTP header a page sends its grant in (IPC carries it after the arguments). */
export const GRANT_HEADER = 'x-orderslip-grant';

export function isPinFormat(pin: string): boolean {
  return new RegExp(`^[0-9]{${PIN_LENGTH.min},${PIN_LENGTH.max}}$`).test(pin);
}

/**
 * What a PIN guards: changing the settings (a removed printer is part of a save), marking an order
 * handled (it is never printed then), and letting another device in or out of the served window.
 */
export const GUARDED_COMMANDS = [
  'saveSettings',
  // A logo is kept in the data folder: only a person who may change the settings adds files there.
  'storeLogo',
  'chooseLogo',
  'markHandled',
  'startPairing',
  'unpairDevice',
] as const satisfies readonly AppCommand[];

export function isGuarded(command: AppCommand): boolean {
  return (GUARDED_COMMANDS as readonly AppCommand[]).includes(command);
}
