/**
 * The app's life in the tray: one instance, a window that hides instead of closing, and a quit that
 * lets the job being printed finish. Written against the few Electron calls it needs, so it is tested
 * with doubles (Electron cannot run in the tests).
 */
import type { App, BrowserWindow } from 'electron';

type AppLike = Pick<App, 'requestSingleInstanceLock' | 'quit' | 'exit' | 'on'>;
type WindowLike = Pick<BrowserWindow, 'on' | 'hide'>;

export interface Lifecycle {
  /** True once the person chose to quit (tray menu, OS shutdown): windows may really close then. */
  readonly quitting: boolean;
  quit(): void;
}

/**
 * The longest a quit waits for the engine to stop: a receipt being printed finishes well within it. Past
 * it the app exits anyway (the ledger is safe against a crash), so nothing a stranger holds open — a
 * server that drips its answer — keeps a quitting app alive.
 */
export const STOP_LIMIT_MS = 15_000;

/**
 * Takes the single-instance lock (false: another OrderSlip runs, this one quits), shows the window
 * when a second launch happens, and on quit stops the engine before the process exits.
 */
export function startLifecycle(
  app: AppLike,
  options: { show: () => void; stop: () => Promise<void>; stopLimitMs?: number },
): Lifecycle | null {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  let quitting = false;
  let stopping = false;
  app.on('second-instance', options.show);
  // Living in the tray: no window open is not a reason to quit.
  app.on('window-all-closed', () => undefined);
  app.on('before-quit', (event) => {
    quitting = true;
    event.preventDefault();
    if (stopping) return;
    stopping = true;
    let exited = false;
    const exit = (): void => {
      if (exited) return;
      exited = true;
      clearTimeout(limit);
      app.exit(0);
    };
    const limit = setTimeout(exit, options.stopLimitMs ?? STOP_LIMIT_MS);
    void options.stop().finally(exit);
  });
  return {
    get quitting() {
      return quitting;
    },
    quit() {
      quitting = true;
      app.quit();
    },
  };
}

/** Closing the window hides it; the app keeps printing until it quits. */
export function keepInTray(window: WindowLike, lifecycle: Pick<Lifecycle, 'quitting'>): void {
  window.on('close', (event) => {
    if (lifecycle.quitting) return;
    event.preventDefault();
    window.hide();
  });
}

/**
 * The alarm sounds in the window's page, so that page must live and play while nobody looks at it: the
 * window is hidden, never destroyed (closed to the tray, or made unshown when started at login), its
 * timers are not slowed down while hidden (the alarm repeats every few seconds), and it may play sound
 * before anyone clicked in it.
 */
export const AUDIBLE_WHILE_HIDDEN = { backgroundThrottling: false } as const;
export const AUTOPLAY_WITHOUT_CLICK = ['autoplay-policy', 'no-user-gesture-required'] as const;
