import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../src/App.svelte';
import type { Messages } from '../../electron/common/words/en/window/app';
import { i18n, languageOf, MESSAGES } from '../../src/lib/i18n.svelte';
import { theme } from '../../src/lib/theme.svelte';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { FakeApi } from './fake-api';
import { LANGUAGES } from '../../electron/common/words/languages';

/** Every leaf of a table, as a path and what it is. */
function leaves(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string' || typeof table === 'function') return [[path, typeof table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}

describe('languages', () => {
  beforeEach(() => i18n.reset('en-US'));
  afterEach(() => theme.set('system'));

  it('follows the system language: Dutch, French, German, else English', () => {
    expect(languageOf('nl-BE')).toBe('nl');
    expect(languageOf('nl')).toBe('nl');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('de-BE')).toBe('de');
    expect(languageOf('it-IT')).toBe('en');
    expect(languageOf('')).toBe('en');
    i18n.reset('fr-BE');
    expect(i18n.language).toBe('fr');
    expect(i18n.t.nav.history).toBe('Historique');
    i18n.reset('de-BE');
    expect(i18n.language).toBe('de');
    expect(i18n.t.nav.history).toBe('Verlauf');
  });

  it('has every string in every language, none empty', () => {
    const shape = leaves(MESSAGES.en);
    for (const language of LANGUAGES) {
      const table: Messages = MESSAGES[language];
      expect(leaves(table)).toEqual(shape);
      for (const [path, kind] of leaves(table)) {
        if (kind === 'string') expect(path && (getPath(table, path) as string).trim()).not.toBe('');
      }
    }
  });

  it('switches the whole window from the language menu, and the app keeps the choice', async () => {
    i18n.reset('fr-BE');
    const api = new FakeApi();
    render(App, { props: { api } });
    expect(await screen.findByRole('button', { name: 'Historique' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    await fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'nl' } });
    expect(await screen.findByRole('button', { name: 'Geschiedenis' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verbinding' })).toBeTruthy();
    expect(screen.getByText('Bestellingen worden vanzelf opgehaald en afgedrukt.')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    // The app's setting, so notifications and the tray follow; localStorage only for the first paint.
    expect(api.callsOf('setLanguage')).toEqual([['nl']]);
    expect(api.settings.settings.language).toBe('nl');
    expect(localStorage.getItem('orderslip.language')).toBe('nl');
    await fireEvent.change(screen.getByLabelText('Taal'), { target: { value: 'system' } });
    expect(await screen.findByRole('button', { name: 'Historique' })).toBeTruthy();
    expect(api.callsOf('setLanguage')).toEqual([['nl'], ['system']]);
  });

  it('starts in the language the app’s settings hold, whatever the system’s', async () => {
    i18n.reset('en-US');
    const api = new FakeApi();
    api.settings = { ...api.settings, settings: { ...api.settings.settings, language: 'fr' } };
    render(App, { props: { api } });
    expect(await screen.findByRole('button', { name: 'Historique' })).toBeTruthy();
    expect(i18n.setting).toBe('fr');
    expect(api.callsOf('setLanguage')).toEqual([]);
  });

  it('says the app’s messages in the window’s language', () => {
    const said = msg('app.enter-tenant');
    i18n.set('nl');
    expect(i18n.say(said)).toBe(say(said, 'nl'));
    i18n.set('fr');
    expect(i18n.say(said)).toBe(say(said, 'fr'));
    expect(i18n.say(said)).not.toBe(say(said, 'en'));
  });

  it('says a refused language change in the chosen language', async () => {
    i18n.reset('en-US');
    const api = new FakeApi();
    api.failNext('setLanguage', msg('app.bad-language', { language: 'it' }));
    render(App, { props: { api } });
    await screen.findByRole('button', { name: 'History' });
    await fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(say(msg('app.bad-language', { language: 'it' }), 'fr'));
    expect(screen.getByRole('button', { name: 'Historique' })).toBeTruthy();
  });

  it('switches between light and dark, or follows the system', async () => {
    render(App, { props: { api: new FakeApi() } });
    const menu = await screen.findByLabelText('Theme');
    await fireEvent.change(menu, { target: { value: 'dark' } });
    expect(document.documentElement.dataset['theme']).toBe('dark');
    await fireEvent.change(menu, { target: { value: 'system' } });
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it.each(LANGUAGES)(
    'names the language and theme menus by visible labels, their "as the system" choices apart (%s)',
    async (language) => {
      // The system's language, which the app's settings (`system`) leave the window in.
      i18n.reset(`${language}-BE`);
      const t = MESSAGES[language];
      render(App, { props: { api: new FakeApi() } });
      await screen.findByRole('button', { name: t.nav.history });
      const languageMenu = screen.getByRole('combobox', { name: t.app.language });
      const themeMenu = screen.getByRole('combobox', { name: t.app.theme });
      for (const menu of [languageMenu, themeMenu]) {
        const label = document.querySelector(`label[for="${menu.id}"]`);
        expect(label?.classList.contains('visually-hidden')).toBe(false);
        expect(label?.closest('.visually-hidden')).toBeNull();
      }
      const systemChoice = (menu: HTMLElement) =>
        (menu as HTMLSelectElement).querySelector('option[value="system"]')?.textContent;
      // Once "As the system (English)" and "As the system": read in a closed menu, the same words.
      const [languageChoice, themeChoice] = [systemChoice(languageMenu) ?? '', systemChoice(themeMenu) ?? ''];
      expect(languageChoice.startsWith(themeChoice) || themeChoice.startsWith(languageChoice)).toBe(false);
    },
  );
});

function getPath(table: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], table);
}
