import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_COMMANDS,
  type ConnectionStateView,
  type HeadlineView,
  type PrinterStateView,
  type ProblemView,
} from '../../electron/common/contract/app-api';
import { LANGUAGES } from '../../electron/common/words/languages';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { httpAppApi } from '../../src/http-app-api';
import { MESSAGES } from '../../src/lib/i18n.svelte';
import { headline, problemSentence, reprintSentence, shownConnection } from '../../src/lib/problems';
import { PRINTER_TONES } from '../../src/lib/tones';

const NOW = new Date('2026-11-22T10:00:00Z');
const SINCE = '2026-11-22T09:42:00Z';

/** What went wrong as an outside system said it (an OS error, an HTTP status): shown as it is. */
const outside = verbatim;

/** One of each problem, with parameters a sentence must carry. */
const PROBLEMS: readonly ProblemView[] = [
  { kind: 'ledger-damaged', detail: outside('malformed') },
  { kind: 'ledger-unwritable', since: SINCE, detail: outside('disk full') },
  { kind: 'token-rejected', detail: outside('HTTP 401') },
  { kind: 'token-doubted', since: SINCE, detail: outside('HTTP 403') },
  {
    kind: 'printer-not-ready',
    printerId: 'c',
    printerName: 'Toog',
    state: 'paper_out',
    waiting: 3,
    detail: outside('paper end sensor'),
  },
  {
    kind: 'printer-cannot-report',
    printerId: 'c',
    printerName: 'Toog',
    jobsWithoutProof: 4,
    earlyAnswers: false,
  },
  { kind: 'service-failing', since: SINCE, failures: 7, detail: msg('service.connected') },
  { kind: 'wrong-shop', shopId: 3, otherShopIds: [1, 2], count: 12 },
  { kind: 'held-orders', count: 5 },
  { kind: 'confirm-failing', count: 8, since: SINCE, detail: outside('HTTP 422') },
  { kind: 'printer-untested', printerId: 'c', printerName: 'Toog' },
  { kind: 'orders-waiting', count: 6, oldestSince: SINCE },
  { kind: 'history-lost', at: SINCE },
  {
    kind: 'update-check-failed',
    version: '1.3.0',
    fromVersion: '1.2.0',
    detail: msg('update.check-failures', { failures: [msg('update.check-service-silent')] }),
  },
  {
    kind: 'not-collected',
    date: '2026-11-23',
    count: 9,
    orders: [{ orderId: 'a', type: 'pick_up', orderNumber: '12', clientName: 'Zoë', dueTime: '10:30' }],
  },
  { kind: 'orders-gone', count: 4, orderIds: ['gone-1', 'gone-2', 'gone-3', 'gone-4'] },
  {
    kind: 'peer-conflict',
    shopId: 7,
    shopName: 'Noëlle',
    otherPc: 'Kantoor',
    otherAddress: '10.0.0.9',
    thisPcPrints: true,
  },
  {
    kind: 'took-over',
    shopId: 7,
    shopName: null,
    fromPc: 'Kantoor',
    at: SINCE,
    possibleDuplicates: 4,
    ordersWaited: null,
  },
  { kind: 'shop-taken-over', shopId: 8, shopName: 'Zuid', byPc: 'Laptop', byAddress: '10.0.0.7' },
  {
    kind: 'standby-orders-waiting',
    shopId: 9,
    shopName: null,
    printedBy: 'Laptop',
    orderNumber: '31',
    since: SINCE,
    count: 1,
  },
  {
    kind: 'peer-unproven',
    address: '10.0.0.66',
    reason: 'unproven',
    shopId: 7,
    shopName: 'Noëlle',
    records: 1500,
    since: SINCE,
  },
  { kind: 'discovery-failing', detail: outside('EADDRINUSE') },
  { kind: 'fleet-failing', since: SINCE, detail: outside('ECONNREFUSED') },
];

function byKind<K extends ProblemView['kind']>(kind: K): Extract<ProblemView, { kind: K }> {
  const found = PROBLEMS.find((problem) => problem.kind === kind);
  if (!found) throw new Error(`no ${kind} problem`);
  return found as Extract<ProblemView, { kind: K }>;
}

/** What each sentence must mention, whatever the language. */
const CARRIES: Record<ProblemView['kind'], readonly string[]> = {
  'ledger-damaged': ['OrderSlip'],
  'ledger-unwritable': ['OrderSlip'],
  'token-rejected': [],
  'token-doubted': [],
  'printer-not-ready': ['Toog', '3'],
  'printer-cannot-report': ['Toog', '4'],
  'service-failing': ['7'],
  'wrong-shop': ['3', '1, 2'],
  'held-orders': ['5'],
  'confirm-failing': ['8'],
  'printer-untested': ['Toog'],
  'orders-waiting': ['6'],
  'history-lost': [],
  'update-check-failed': ['1.3.0', '1.2.0'],
  'not-collected': ['9', 'Zoë', '10:30', '…'],
  'orders-gone': ['4'],
  'peer-conflict': ['Noëlle', 'Kantoor', '10.0.0.9'],
  'took-over': ['7', 'Kantoor', '4'],
  'shop-taken-over': ['Zuid', 'Laptop', '10.0.0.7'],
  'standby-orders-waiting': ['9', 'Laptop', '31'],
  'peer-unproven': ['10.0.0.66', 'Noëlle', '1500'],
  'discovery-failing': [],
  'fleet-failing': [],
};

describe('problem sentences', () => {
  it('word every problem in every language, with its parameters, each language its own', () => {
    for (const problem of PROBLEMS) {
      const sentences = LANGUAGES.map((language) => {
        const sentence = problemSentence(MESSAGES[language], problem, NOW, 'en-GB');
        expect(sentence.trim(), `${language} ${problem.kind}`).not.toBe('');
        expect(sentence[0], `${language} ${problem.kind} starts a sentence`).toBe(
          sentence[0]?.toLocaleUpperCase(),
        );
        for (const part of CARRIES[problem.kind])
          expect(sentence, `${language} ${problem.kind}`).toContain(part);
        return sentence;
      });
      expect(new Set(sentences).size, problem.kind).toBe(LANGUAGES.length);
    }
  });

  it('tell the setting to turn on by the name it has in Settings', () => {
    const problem = byKind('printer-cannot-report');
    for (const language of LANGUAGES) {
      const t = MESSAGES[language];
      expect(problemSentence(t, problem, NOW, 'en-GB')).toContain(t.settings.printers.allowUnverified);
    }
  });

  it('never advise printing without proof for a printer whose "printed" came sooner than paper can move', () => {
    const problem = { ...byKind('printer-cannot-report'), earlyAnswers: true };
    const advice: Record<string, RegExp> = {
      en: /do not turn on/,
      nl: /niet aan\./,
      fr: /n’activez pas/,
    };
    for (const language of LANGUAGES) {
      const sentence = problemSentence(MESSAGES[language], problem, NOW, 'en-GB');
      expect(sentence, language).toMatch(advice[language]!);
      expect(sentence, language).not.toMatch(/for it in Settings|zet dan|pour elle dans Réglages/);
    }
  });

  it('point orders gone from the service to their own panel, by its heading, without listing them again', () => {
    const gone = byKind('orders-gone');
    for (const language of LANGUAGES) {
      const t = MESSAGES[language];
      const sentence = problemSentence(t, gone, NOW, 'en-GB');
      expect(sentence, language).toContain(t.lateChanges.gone.heading);
      for (const orderId of gone.orderIds) expect(sentence, language).not.toContain(orderId);
    }
    expect(problemSentence(MESSAGES.nl, { ...gone, count: 1, orderIds: ['gone-1'] }, NOW, 'en-GB')).toBe(
      'Een bestelling die hier afgedrukt is, is niet meer bij de bestelservice: ze staat hieronder bij „Niet meer bij de bestelservice”, met wat u kunt doen.',
    );
  });

  it('say what to do for a printer in every state', () => {
    for (const state of Object.keys(PRINTER_TONES) as PrinterStateView[]) {
      const problem: ProblemView = { ...byKind('printer-not-ready'), state };
      for (const language of LANGUAGES) {
        const t = MESSAGES[language];
        const sentence = problemSentence(t, problem, NOW, 'en-GB');
        expect(sentence).toContain(t.problems.printerFix[state]);
        expect(sentence).toMatch(/^[A-ZÀ-Ý]/);
      }
    }
  });
});

describe('the headline', () => {
  const TONES: HeadlineView['tone'][] = ['ok', 'warn', 'bad'];
  const CONNECTIONS: ConnectionStateView[] = [
    'ok',
    'starting',
    'failing',
    'token_rejected',
    'stopped',
    'not_configured',
  ];

  it('says all is well only when the app is content, lists no problem, nothing waits and the service is connected', () => {
    for (const language of LANGUAGES) {
      const t = MESSAGES[language];
      for (const tone of TONES)
        for (const waiting of [0, 2])
          for (const problems of [[], [byKind('held-orders')]])
            for (const state of CONNECTIONS) {
              const line = headline(t, {
                headline: { tone, waiting, worst: null },
                problems,
                connection: { state, detail: msg('service.connected') },
              });
              const well = tone === 'ok' && waiting === 0 && problems.length === 0 && state === 'ok';
              expect(
                line.text === t.headline.allWell,
                `${language} ${tone} ${waiting} ${problems.length} ${state}`,
              ).toBe(well);
              expect(line.tone === 'good').toBe(well);
            }
    }
  });

  it('is never "all is well" while an order gone from the service is unseen: it warns to check it', () => {
    const one: ProblemView = { kind: 'orders-gone', count: 1, orderIds: ['gone-1'] };
    const expected: Record<string, string> = {
      en: 'An order is gone from the ordering service: cancelled? Check it before you make it.',
      nl: 'Een bestelling is niet meer bij de bestelservice: geannuleerd? Kijk het na voor u ze maakt.',
      fr: 'Une commande a disparu du service de commandes\u202f: annulée\u202f? Vérifiez-la avant de la préparer.',
      de: 'Eine Bestellung ist nicht mehr beim Bestelldienst: storniert? Prüfen Sie sie, bevor Sie sie machen.',
    };
    for (const language of LANGUAGES) {
      const t = MESSAGES[language];
      // Orders printing meanwhile are not held back by it: no "2 orders wait:" before it.
      for (const waiting of [0, 2]) {
        const line = headline(t, {
          headline: { tone: 'warn', waiting, worst: one },
          problems: [one],
          connection: { state: 'ok', detail: msg('service.connected') },
        });
        expect(line, `${language} ${waiting}`).toEqual({ tone: 'warn', text: expected[language] });
        expect(line.text).not.toBe(t.headline.allWell);
      }
    }
    expect(
      headline(MESSAGES.en, {
        headline: { tone: 'warn', waiting: 0, worst: { ...one, count: 3, orderIds: ['a', 'b', 'c'] } },
        problems: [],
        connection: { state: 'ok', detail: msg('service.connected') },
      }).text,
    ).toBe('3 orders are gone from the ordering service: cancelled? Check them before you make them.');
  });

  it('puts the number waiting before the worst problem', () => {
    const status = (worst: ProblemView, waiting: number) => ({
      headline: { tone: 'bad' as const, waiting, worst },
      problems: [worst],
      connection: { state: 'ok' as const, detail: msg('service.connected') },
    });
    expect(headline(MESSAGES.en, status(byKind('printer-not-ready'), 3)).text).toBe(
      '3 orders wait: Toog is out of paper',
    );
    expect(headline(MESSAGES.nl, status(byKind('printer-not-ready'), 1)).text).toBe(
      '1 bestelling wacht: Toog heeft geen papier meer',
    );
    expect(headline(MESSAGES.fr, status(byKind('printer-not-ready'), 3)).text).toBe(
      '3 commandes attendent\u202f: Toog n’a plus de papier',
    );
    expect(headline(MESSAGES.en, status(byKind('service-failing'), 0)).text).toBe(
      'The ordering service cannot be reached.',
    );
    expect(headline(MESSAGES.en, status(byKind('orders-waiting'), 2)).text).toBe(
      '6 orders wait: for longer than a minute',
    );
    expect(headline(MESSAGES.en, status(byKind('orders-waiting'), 9)).text).toBe(
      '9 orders wait: 6 of them for longer than a minute',
    );
    expect(headline(MESSAGES.nl, status(byKind('printer-untested'), 0)).text).toBe(
      'Toog heeft nog geen testbon afgedrukt.',
    );
    // Orders printing have nothing to do with an untested printer or held orders: no "because".
    expect(headline(MESSAGES.fr, status(byKind('printer-untested'), 2)).text).toBe(
      'Toog n’a pas encore imprimé de ticket de test.',
    );
    expect(headline(MESSAGES.nl, status(byKind('held-orders'), 1)).text).not.toMatch(/wacht/);
    for (const language of LANGUAGES)
      for (const problem of PROBLEMS) {
        const line = headline(MESSAGES[language], status(problem, 0));
        expect(line.text.trim()).not.toBe('');
        expect(line.tone).toBe('bad');
      }
  });
});

describe('the connection badge', () => {
  it('is not "connected" while the app reports the service failing or the token refused', () => {
    const ok = { state: 'ok' as const, detail: msg('service.connected') };
    expect(shownConnection(ok, [])).toEqual({ state: 'ok', doubted: false });
    expect(shownConnection(ok, [byKind('service-failing')]).state).toBe('failing');
    expect(shownConnection(ok, [byKind('token-rejected')]).state).toBe('token_rejected');
    expect(shownConnection(ok, [byKind('token-doubted')])).toEqual({ state: 'ok', doubted: true });
    expect(
      shownConnection({ state: 'not_configured', detail: msg('service.connected') }, [
        byKind('service-failing'),
      ]).state,
    ).toBe('not_configured');
  });
});

describe('reprint outcomes', () => {
  it('never say a reprint was printed unless it was', () => {
    for (const language of LANGUAGES) {
      const t = MESSAGES[language];
      const say = (
        outcome: 'printed' | 'delivered' | 'waiting' | 'cancelled',
        printerState: PrinterStateView | null,
      ) => reprintSentence(t, { outcome, printerName: 'Toog', printerState });
      expect(say('printed', null)).toEqual({ kind: 'done', text: t.reprint.printed('Toog') });
      expect(say('delivered', null).kind).toBe('warning');
      expect(say('waiting', 'paper_out').text).toContain(t.problems.printerIs.paper_out('Toog'));
      expect(say('waiting', 'ready').text).toBe(t.reprint.queued('Toog'));
      expect(say('cancelled', null).text).toBe(t.reprint.cancelled('Toog'));
      for (const outcome of ['delivered', 'waiting', 'cancelled'] as const)
        expect(say(outcome, 'offline').text).not.toBe(t.reprint.printed('Toog'));
    }
  });
});

describe('the HTTP client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries every command, the new ones too, as POST /api/<command> with its arguments', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ result: { jobId: 5, outcome: 'waiting' } }), { status: 200 });
    });
    const api = httpAppApi();
    for (const command of APP_COMMANDS) expect(typeof api[command], command).toBe('function');
    expect(await api.reprint('o-1', 'counter')).toEqual({ jobId: 5, outcome: 'waiting' });
    await api.cancelReprint(5);
    await api.answerUnverified('o-1', 'came-out');
    await api.checkSettings(DEFAULT_SETTINGS);
    await api.setDemoPrinterFault('paper-out');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/reprint',
      '/api/cancelReprint',
      '/api/answerUnverified',
      '/api/checkSettings',
      '/api/setDemoPrinterFault',
    ]);
    expect(sent[2]!.body).toEqual(['o-1', 'came-out']);
    expect(sent[4]!.body).toEqual(['paper-out']);
  });
});
