/**
 * The language the CLI speaks to the person at the terminal: `--language` when it names one of ours,
 * else the environment's locale (LC_ALL, LC_MESSAGES, LANG, the first one set, as POSIX reads them),
 * else English.
 */
import { LANGUAGES, type Language } from '../common/words/languages';

export type Environment = Readonly<Record<string, string | undefined>>;

/** `de_BE.UTF-8` → de, `nl_BE` → nl, `fr` → fr; C, POSIX and every language we do not speak → en. */
export function environmentLanguage(env: Environment): Language {
  const locale = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find(
    (value) => value !== undefined && value !== '',
  );
  const code = /^([a-z]{2,3})(?:[_.@-]|$)/i.exec(locale ?? '')?.[1]?.toLowerCase();
  return LANGUAGES.find((language) => language === code) ?? 'en';
}

/**
 * `--language` as typed anywhere among the arguments, read before they are parsed: a call that is
 * wrong elsewhere is still refused in the language it asked for. A value we do not speak (or none)
 * leaves the environment's language.
 */
export function cliLanguage(args: readonly string[], env: Environment): Language {
  let asked: string | undefined;
  args.forEach((arg, index) => {
    if (arg === '--language') asked = args[index + 1];
    else if (arg.startsWith('--language=')) asked = arg.slice('--language='.length);
  });
  return LANGUAGES.find((language) => language === asked) ?? environmentLanguage(env);
}
