/**
 * The shell speaks the app's language: notifications, the tray menu and tooltip follow
 * `settings.language` ('system' is the system's locale), and change with it while the app runs —
 * through the one words object the notification policy and the tray were given at start.
 */
import { describe, expect, it } from 'vitest';
import { ShellLanguage } from '../../electron/main/language';
import { trayMenu } from '../../electron/main/tray';

const noop = () => undefined;
const actions = { open: noop, pauseAll: noop, resumeAll: noop, quit: noop };
const headline = { tone: 'ok', waiting: 0, worst: null } as const;

describe("the shell's language", () => {
  it("follows the system's locale while the setting is 'system'", () => {
    expect(new ShellLanguage('fr-BE', 'system').language).toBe('fr');
    expect(new ShellLanguage('nl-BE', 'system').language).toBe('nl');
    expect(new ShellLanguage('de-BE', 'system').language).toBe('de');
    expect(new ShellLanguage('it-IT', 'system').language).toBe('en');
  });

  it('takes a chosen language over the system', () => {
    const shell = new ShellLanguage('fr-BE', 'nl');
    expect(shell.language).toBe('nl');
    expect(trayMenu(false, actions, shell.words.menu)[0]?.label).toBe('OrderSlip openen');
  });

  it('changes the words already handed out when the setting changes', () => {
    const shell = new ShellLanguage('en-GB', 'system');
    const words = shell.words;
    expect(words.headline(headline)).toBe('All is well');
    expect(shell.set('nl')).toBe(true);
    expect(words.language).toBe('nl');
    expect(words.headline(headline)).toBe('Alles in orde');
    expect(trayMenu(false, actions, words.menu)[0]?.label).toBe('OrderSlip openen');
    expect(shell.set('nl')).toBe(false);
    expect(shell.set('system')).toBe(true);
    expect(words.headline(headline)).toBe('All is well');
  });
});
