/**
 * French typography in every French sentence of the window and of notifications and the tray: a narrow
 * no-break space (U+202F) before ; : ! ? and inside « », never a plain space (the line could break
 * before the mark) nor a U+00A0 (too wide, and mixed with the narrow one it shows). Every string of the
 * tables is read, and every function is called with sample arguments of each kind it may take.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { wordsOf } from '../../electron/common/words/catalogues';

const fr = wordsOf('fr').window;

const NARROW = '\u202f';

/** What a problem, a busy folder… may hold: one object with every field the tables read. */
const RECORD = {
  state: 'paper_out',
  printerName: 'Comptoir',
  waiting: 2,
  count: 2,
  shopId: 1042,
  detail: msg('general.text', { text: 'Le service ne répond pas.' }),
  folder: '/srv/orderslip',
  kind: 'app',
  pid: 4242,
  hostname: 'caisse',
  startedAt: 'lundi 9 h 30',
  lockFile: '/srv/orderslip/orderslip.lock',
};
const SAY = (): string => 'Le service ne répond pas.';
/** One sample of each kind of argument the tables take; the two counts pick singular and plural. */
const SAMPLES: readonly unknown[] = [1, 3, 0, 'Comptoir', [1043, 1044], true, false, RECORD, SAY];

/** Every text the table can say, with where it comes from. */
function texts(table: unknown, path: string): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function') return calls(table as (...args: unknown[]) => unknown, path);
  if (table !== null && typeof table === 'object')
    return Object.entries(table).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  return [];
}

/** What a function says for every combination of samples it accepts. */
function calls(fn: (...args: unknown[]) => unknown, path: string): [string, string][] {
  const said: [string, string][] = [];
  const combinations = (length: number): unknown[][] =>
    length === 0
      ? [[]]
      : combinations(length - 1).flatMap((head) => SAMPLES.map((sample) => [...head, sample]));
  for (const args of combinations(fn.length)) {
    let result: unknown;
    try {
      result = fn(...args);
    } catch {
      continue; // a sample of the wrong kind for this argument
    }
    // Not walked: a sample handed back as it was (not the table's words), a function (its own samples
    // would be the same).
    if (typeof result !== 'function' && !SAMPLES.includes(result)) said.push(...texts(result, `${path}(…)`));
  }
  return said;
}

/** Where a French sentence sets a mark wrongly: what is around it, or null when all is right. */
function wrongSpacing(text: string): string | null {
  const wrong =
    /[ \u00a0][;:!?»]/.exec(text) ??
    /«[ \u00a0]/.exec(text) ??
    // No space at all: "plein?" or «Imprimer».
    /[\p{L}\d)][;!?»]/u.exec(text) ??
    // A colon in an address (tcp://…, printer:<name>) is no punctuation.
    /[\p{L})]:(?![/<])/u.exec(text) ??
    /«[^\u202f]/.exec(text);
  return wrong ? JSON.stringify(text.slice(Math.max(0, wrong.index - 20), wrong.index + 20)) : null;
}

describe('French typography', () => {
  const tables = {
    window: fr,
    notifications: wordsOf('fr').notifications,
  };

  for (const [name, table] of Object.entries(tables)) {
    it(`the ${name} table puts a narrow no-break space before ; : ! ? and inside « »`, () => {
      const all = texts(table, name);
      // The walk reached the tables' sentences, functions included.
      expect(all.length).toBeGreaterThan(100);
      expect(all.some(([, text]) => text.includes(`${NARROW}:`))).toBe(true);
      const wrong = all.flatMap(([path, text]) => {
        const where = wrongSpacing(text);
        return where ? [`${path}: ${where}`] : [];
      });
      expect([...new Set(wrong)]).toEqual([]);
    });
  }

  it('sees a wrong space: plain, U+00A0, or none', () => {
    expect(wrongSpacing('Tout va bien : rien à faire.')).not.toBeNull();
    expect(wrongSpacing('Le disque est-il plein\u00a0?')).not.toBeNull();
    expect(wrongSpacing('Le disque est-il plein?')).not.toBeNull();
    expect(wrongSpacing('activez « Imprimer sans preuve\u202f»')).not.toBeNull();
    expect(wrongSpacing('activez «\u202fImprimer sans preuve\u202f» ; merci\u202f!')).not.toBeNull();
    expect(
      wrongSpacing('activez «\u202fImprimer sans preuve\u202f»\u202f; merci\u202f! Voir http://x'),
    ).toBeNull();
  });
});
