/** The tray icon: its picture says how things stand; its menu opens the window, pauses printing, quits. */
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { wordsOf } from '../common/words/catalogues';
import { type TrayMenuWords } from '../common/i18n/notification-words';
import type { TrayState } from '../core/app/tray-state';

export interface TrayActions {
  readonly open: () => void;
  readonly pauseAll: () => void;
  readonly resumeAll: () => void;
  readonly quit: () => void;
}

export function trayIconPath(resources: string, state: TrayState): string {
  return join(resources, 'tray', `${state}.png`);
}

/** `paused`: every printer is paused, so the menu offers to resume. */
export function trayMenu(
  paused: boolean,
  actions: TrayActions,
  words: TrayMenuWords = wordsOf('en').notifications.menu,
): MenuItemConstructorOptions[] {
  return [
    { label: words.open, click: actions.open },
    { type: 'separator' },
    paused
      ? { label: words.resume, click: actions.resumeAll }
      : { label: words.pause, click: actions.pauseAll },
    { type: 'separator' },
    { label: words.quit, click: actions.quit },
  ];
}
