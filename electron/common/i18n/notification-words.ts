/**
 * Desktop notifications and the tray's tooltip in the app's language setting (`appLanguage`); their
 * words are each language's `words/<language>/notifications.ts`.
 */
import type { HeadlineView, ProblemView } from '../contract/app-api';
import type { AppLanguage } from '../contract/settings';
import { say } from '../messages/say';
import { holdsOrdersBack } from '../contract/problem-kinds';
import { languageOfLocale, type Language } from '../words/languages';
import { wordsOf } from '../words/catalogues';
import type {
  FolderBusy,
  NotificationTable,
  NotificationText,
  NotRunning,
  Say,
  TrayMenuWords,
} from '../words/en/notifications';

export type { FolderBusy, NotificationText, NotRunning, TrayMenuWords };

/** The language the app speaks: the one chosen in its settings, or the system's ('system'). */
export function appLanguage(setting: AppLanguage, systemLocale: string): Language {
  return setting === 'system' ? languageOfLocale(systemLocale) : setting;
}

/** The sentences of one language, for the notification policy and the tray. */
export class NotificationWords {
  private readonly messages: NotificationTable;

  constructor(readonly language: Language) {
    this.messages = wordsOf(language).notifications;
  }

  get menu(): TrayMenuWords {
    return this.messages.menu;
  }

  folderBusy(busy: FolderBusy): NotificationText {
    return this.messages.folderBusy(busy);
  }

  newOrders(count: number): NotificationText {
    return this.messages.newOrders(count);
  }

  problem(problem: ProblemView): NotificationText {
    // One entry per kind; TypeScript cannot relate the entry's parameter to the union member here.
    const words = this.messages.problem[problem.kind] as (problem: ProblemView, say: Say) => NotificationText;
    return words(problem, (message) => say(message, this.language));
  }

  /** A reminder: the problem's own words, said to be still there. */
  still(problem: ProblemView): NotificationText {
    const text = this.problem(problem);
    return { title: this.messages.still(text.title), body: text.body };
  }

  /** Null for problems a person ends in the window, where a notification would only repeat it. */
  over(problem: ProblemView): NotificationText | null {
    const words = this.messages.over[problem.kind] as
      ((problem: ProblemView) => NotificationText) | undefined;
    return words ? words(problem) : null;
  }

  /** The headline in one sentence: "3 orders wait: Counter is out of paper". */
  headline(headline: HeadlineView, notRunning: NotRunning | null = null): string {
    const { worst, waiting } = headline;
    if (worst) {
      const title = this.problem(worst).title;
      return waiting > 0 && worst.kind !== 'orders-waiting' && holdsOrdersBack(worst.kind)
        ? this.messages.ordersWaitBecause(waiting, title)
        : title;
    }
    if (notRunning) return this.messages.notRunning[notRunning];
    return waiting > 0 ? this.messages.printing(waiting) : this.messages.allWell;
  }
}
