/**
 * The shell's language: notifications, the tray and its dialogs follow the app's setting
 * (`settings.language`; 'system' is the system's locale), and change when the setting does.
 */
import type { AppLanguage } from '../common/contract/settings';
import { appLanguage, NotificationWords } from '../common/i18n/notification-words';
import type { Language } from '../common/words/languages';

export class ShellLanguage {
  private current: NotificationWords;
  /**
   * Words that always speak the current language. The notification policy and the tray keep the one
   * object they were given; this one answers each call with the words of the moment.
   */
  readonly words: NotificationWords;

  constructor(
    private readonly systemLocale: string,
    setting: AppLanguage,
  ) {
    this.current = new NotificationWords(appLanguage(setting, systemLocale));
    this.words = new Proxy(this.current, {
      get: (_target, key) => {
        const words = this.current;
        const value: unknown = Reflect.get(words, key, words);
        return typeof value === 'function' ? value.bind(words) : value;
      },
    });
  }

  get language(): Language {
    return this.current.language;
  }

  /** Follows a new setting; true when the language changed. */
  set(setting: AppLanguage): boolean {
    const language = appLanguage(setting, this.systemLocale);
    if (language === this.current.language) return false;
    this.current = new NotificationWords(language);
    return true;
  }
}
