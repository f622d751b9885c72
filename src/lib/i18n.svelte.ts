/**
 * The window's language: the app's setting (`settings.language`, which the tray and notifications follow
 * too), 'system' meaning the browser's. The choice is also kept in localStorage, only so the first paint
 * is already in the right language before the app answers. Components read `i18n.t`, a typed table
 * (electron/common/words/<language>/window), so every label has a translation by construction, and say the app's
 * messages with `i18n.say`.
 */
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import type { AppLanguage } from '../../electron/common/contract/settings';
import type { Messages } from '../../electron/common/words/en/window/app';
import { type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { localeTag } from '../../electron/common/words/languages';
import { wordsOf } from '../../electron/common/words/catalogues';

/** The window's words of each language. */
export const MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, wordsOf(language).window]),
) as Readonly<Record<Language, Messages>>;

const STORAGE_KEY = 'orderslip.language';

/** nl-BE → nl, fr-CA → fr, de-DE → de; a language the app does not speak (it, en-US, empty) → English. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.find((language) => language === base) ?? 'en';
}

const isAppLanguage = (value: unknown): value is AppLanguage =>
  value === 'system' || LANGUAGES.some((language) => language === value);

function remembered(): AppLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
    return isAppLanguage(value) ? value : null;
  } catch {
    // Storage can be refused (privacy settings); the system language then applies.
    return null;
  }
}

function remember(setting: AppLanguage): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, setting);
  } catch {
    // Not remembered for the next first paint; the app's setting still holds it.
  }
}

class I18n {
  /** The setting as the app keeps it: a language, or 'system'. */
  setting = $state<AppLanguage>(remembered() ?? 'system');
  /** The browser's language tag, which 'system' follows. */
  private systemTag = $state<string | undefined>(globalThis.navigator?.language);
  /** The system's language, which 'system' follows. */
  readonly system: Language = $derived(languageOf(this.systemTag));
  readonly language: Language = $derived(this.setting === 'system' ? this.system : this.setting);
  readonly t: Messages = $derived(MESSAGES[this.language]);
  readonly locale: string = $derived(localeTag(this.language));

  /** An app message (a printer's state, a reason, a command's refusal) in the window's language. */
  say(message: Message): string {
    // A view is trusted to carry messages; should one still carry a bare text, it shows as it is rather
    // than breaking the window.
    if (typeof message !== 'object' || message === null) return typeof message === 'string' ? message : '';
    const said = say(message, this.language);
    return typeof said === 'string' ? said : '';
  }

  /** Follows the app's setting, as read from `getSettings()` (no command is sent back). */
  set(setting: AppLanguage): void {
    if (!isAppLanguage(setting)) return;
    this.setting = setting;
    remember(setting);
  }

  /**
   * The person picks a language: the window switches at once, and the app is told (`setLanguage`), so
   * notifications and the tray follow and the choice holds on the next start. Resolves when the app
   * has stored it; rejects as the command does (the window keeps the new language meanwhile).
   */
  async choose(
    setting: AppLanguage,
    app: { setLanguage(language: AppLanguage): Promise<void> },
  ): Promise<void> {
    this.set(setting);
    await app.setLanguage(setting);
  }

  /** Back to the system's language (`systemTag`, the browser's by default), nothing remembered: for tests. */
  reset(systemTag: string | undefined = globalThis.navigator?.language): void {
    try {
      globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was remembered.
    }
    this.systemTag = systemTag;
    this.setting = 'system';
  }
}

export const i18n = new I18n();
