import { describe, expect, it } from 'vitest';
import { NotificationWords } from '../../electron/common/i18n/notification-words';
import { connectionView, findProblems, headline, type ProblemInput } from '../../electron/core/app/problems';
import type { EngineStatus } from '../../electron/core/engine/engine';
import type { PrinterRuntime, ShopPollStatus } from '../../electron/core/engine/events';
import { msg, verbatim } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';

const NOW = new Date('2025-03-14T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const printer = (patch: Partial<PrinterRuntime> = {}): PrinterRuntime => ({
  printerId: 'counter',
  name: 'Counter',
  state: 'ready',
  detail: verbatim('Ready.'),
  queued: 0,
  lastPrintedAt: null,
  jobsWithoutProof: 0,
  answersTooSoon: false,
  ...patch,
});
const shop = (patch: Partial<ShopPollStatus> = {}): ShopPollStatus => ({
  shopId: 1042,
  name: 'Bakkerij Noëlle',
  lastSuccessAt: ago(1_000),
  lastError: null,
  lastErrorAt: null,
  nextPollAt: null,
  failures: 0,
  failingSince: null,
  wrongShop: null,
  tokenDoubtedSince: null,
  ...patch,
});
const engine = (patch: Partial<EngineStatus> = {}): EngineStatus => ({
  connection: { state: 'ok', detail: verbatim('Connected.') },
  shops: [shop()],
  printers: [printer()],
  ledgerDamaged: null,
  ledgerUnwritable: null,
  historyLostAt: null,
  ...patch,
});
const input = (patch: Partial<ProblemInput> = {}): ProblemInput => ({
  engine: engine(),
  held: 0,
  waiting: { count: 0, oldestFirstSeenAt: null },
  now: NOW,
  ...patch,
});
const kinds = (patch: Partial<ProblemInput>) => findProblems(input(patch)).map((problem) => problem.kind);

describe('the problems Status lists', () => {
  it('are none when the service answers, the printer prints and nothing waits or is held', () => {
    const problems = findProblems(input({ waiting: { count: 2, oldestFirstSeenAt: ago(5_000) } }));
    expect(problems).toEqual([]);
    expect(headline(problems, 2, true)).toEqual({ tone: 'ok', waiting: 2, worst: null });
  });

  it('name a printer that is out of paper while orders wait for it, worst first, in the headline', () => {
    const problems = findProblems(
      input({
        engine: engine({
          printers: [printer({ state: 'paper_out', detail: verbatim('Out of paper.'), queued: 3 })],
        }),
        waiting: { count: 3, oldestFirstSeenAt: ago(90_000) },
      }),
    );
    expect(problems).toEqual([
      {
        kind: 'printer-not-ready',
        printerId: 'counter',
        printerName: 'Counter',
        state: 'paper_out',
        waiting: 3,
        detail: verbatim('Out of paper.'),
      },
      { kind: 'orders-waiting', count: 3, oldestSince: ago(90_000).toISOString() },
    ]);
    const top = headline(problems, 3, true);
    expect(top.tone).toBe('bad');
    expect(new NotificationWords('en').headline(top)).toBe('3 orders wait: Counter is out of paper');
    expect(new NotificationWords('nl').headline(top)).toBe(
      '3 bestellingen wachten: Counter heeft geen papier meer',
    );
    expect(new NotificationWords('fr').headline(top)).toBe(
      '3 commandes attendent\u202f: Counter n’a plus de papier',
    );
    // Held orders do not keep the others from printing: the tray does not make one the cause of the other.
    const held = headline(findProblems(input({ held: 2 })), 1, true);
    expect(held.worst?.kind).toBe('held-orders');
    expect(new NotificationWords('en').headline(held)).not.toMatch(/wait/);
  });

  it.each([
    'paper_out',
    'offline',
    'paused',
    'cover_open',
    'error',
    'unreachable',
    'not_verifiable',
  ] as const)('count a printer that is %s with orders waiting as not ready', (state) => {
    expect(kinds({ engine: engine({ printers: [printer({ state, queued: 1 })] }) })).toEqual([
      'printer-not-ready',
    ]);
  });

  it('leave alone a printer that prints, or one with nothing waiting for it', () => {
    for (const state of ['ready', 'printing', 'paper_low'] as const)
      expect(kinds({ engine: engine({ printers: [printer({ state, queued: 4 })] }) })).toEqual([]);
    expect(kinds({ engine: engine({ printers: [printer({ state: 'paper_out', queued: 0 })] }) })).toEqual([]);
  });

  it('count a silent printer only once orders have waited a while for it', () => {
    const silent = engine({ printers: [printer({ state: 'unknown', queued: 1 })] });
    expect(kinds({ engine: silent, waiting: { count: 1, oldestFirstSeenAt: ago(2_000) } })).toEqual([]);
    expect(kinds({ engine: silent, waiting: { count: 1, oldestFirstSeenAt: ago(20_000) } })).toEqual([
      'printer-not-ready',
    ]);
  });

  it('say when a printer apparently cannot report completion (3 jobs in a row without proof)', () => {
    expect(kinds({ engine: engine({ printers: [printer({ jobsWithoutProof: 2 })] }) })).toEqual([]);
    expect(findProblems(input({ engine: engine({ printers: [printer({ jobsWithoutProof: 3 })] }) }))).toEqual(
      [
        {
          kind: 'printer-cannot-report',
          printerId: 'counter',
          printerName: 'Counter',
          jobsWithoutProof: 3,
          earlyAnswers: false,
        },
      ],
    );
  });

  it('say when the printer that cannot report answered sooner than paper can move', () => {
    const early = printer({ jobsWithoutProof: 3, answersTooSoon: true });
    const [problem] = findProblems(input({ engine: engine({ printers: [early] }) }));
    expect(problem).toMatchObject({ kind: 'printer-cannot-report', earlyAnswers: true });
  });

  it('say when orders have waited longer than a minute, whatever the cause', () => {
    expect(kinds({ waiting: { count: 1, oldestFirstSeenAt: ago(59_000) } })).toEqual([]);
    expect(kinds({ waiting: { count: 1, oldestFirstSeenAt: ago(61_000) } })).toEqual(['orders-waiting']);
  });

  it('say the service fails after a few failed listings in a row, or after 30 s of them', () => {
    const failing = (failures: number, sinceMs: number) =>
      engine({
        connection: { state: 'failing', detail: verbatim('HTTP 503') },
        shops: [
          shop({
            failures,
            failingSince: ago(sinceMs),
            lastError: verbatim('The service answered HTTP 503.'),
          }),
        ],
      });
    expect(kinds({ engine: failing(2, 10_000) })).toEqual([]);
    expect(kinds({ engine: failing(1, 31_000) })).toEqual(['service-failing']);
    expect(findProblems(input({ engine: failing(3, 12_000) }))).toEqual([
      {
        kind: 'service-failing',
        since: ago(12_000).toISOString(),
        failures: 3,
        detail: verbatim('The service answered HTTP 503.'),
      },
    ]);
  });

  it('say the service fails when even the shop list cannot be read (no shop is polled yet)', () => {
    expect(
      kinds({
        engine: engine({
          shops: [],
          connection: { state: 'failing', detail: verbatim('Connection refused.') },
        }),
      }),
    ).toEqual(['service-failing']);
  });

  it('tell a doubted token apart from a failing service, and a rejected one from both', () => {
    const doubted = engine({
      shops: [
        shop({
          failures: 4,
          failingSince: ago(60_000),
          tokenDoubtedSince: ago(60_000),
          lastError: verbatim('401'),
        }),
      ],
    });
    expect(findProblems(input({ engine: doubted }))).toEqual([
      { kind: 'token-doubted', since: ago(60_000).toISOString(), detail: verbatim('401') },
    ]);
    const rejected = engine({
      connection: { state: 'token_rejected', detail: verbatim('Token rejected: 401.') },
      shops: [shop({ failures: 4, failingSince: ago(60_000) })],
    });
    expect(findProblems(input({ engine: rejected }))).toEqual([
      { kind: 'token-rejected', detail: verbatim('Token rejected: 401.') },
    ]);
  });

  it('list every condition at once, worst first', () => {
    const everything = engine({
      connection: { state: 'failing', detail: verbatim('HTTP 502') },
      ledgerDamaged: verbatim('database disk image is malformed'),
      historyLostAt: ago(60_000),
      printers: [
        printer({ state: 'offline', queued: 2 }),
        printer({ printerId: 'kitchen', name: 'Kitchen', jobsWithoutProof: 5 }),
      ],
      shops: [
        shop({ failures: 5, failingSince: ago(120_000) }),
        shop({
          shopId: 1057,
          tokenDoubtedSince: ago(5_000),
          wrongShop: { otherShopIds: [2113], count: 4, at: ago(5_000) },
        }),
      ],
    });
    expect(
      kinds({ engine: everything, held: 2, waiting: { count: 2, oldestFirstSeenAt: ago(120_000) } }),
    ).toEqual([
      'ledger-damaged',
      'printer-not-ready',
      'service-failing',
      'wrong-shop',
      'held-orders',
      'orders-waiting',
      'token-doubted',
      'printer-cannot-report',
      'history-lost',
    ]);
  });

  it('say when printed orders keep failing to confirm, since the oldest of them', () => {
    const problems = findProblems(
      input({
        unconfirmed: { count: 2, oldest: ago(600_000), detail: verbatim('The service answered 500.') },
      }),
    );
    expect(problems).toEqual([
      {
        kind: 'confirm-failing',
        count: 2,
        since: ago(600_000).toISOString(),
        detail: verbatim('The service answered 500.'),
      },
    ]);
    expect(headline(problems, 0, true).tone).toBe('bad');
    expect(kinds({ unconfirmed: { count: 0, oldest: null, detail: null } })).toEqual([]);
  });

  it('say a printer set up without a test print, below a printer that is not ready, as worth knowing', () => {
    const printers = [
      { id: 'counter', name: 'Counter', untested: true },
      { id: 'kitchen', name: 'Kitchen' },
      { id: 'bar', name: 'Bar', untested: false },
    ];
    const alone = findProblems(input({ printers }));
    expect(alone).toEqual([{ kind: 'printer-untested', printerId: 'counter', printerName: 'Counter' }]);
    expect(headline(alone, 0, true).tone).toBe('warn');
    const withOthers = kinds({
      printers,
      engine: engine({
        printers: [printer({ state: 'offline', queued: 1 })],
        historyLostAt: ago(1_000),
        shops: [shop({ tokenDoubtedSince: ago(1_000), lastError: verbatim('401') })],
      }),
      waiting: { count: 1, oldestFirstSeenAt: ago(120_000) },
    });
    expect(withOthers).toEqual([
      'printer-not-ready',
      'orders-waiting',
      'printer-untested',
      'token-doubted',
      'history-lost',
    ]);
    const words = new NotificationWords('nl').problem(alone[0]!);
    expect(words.title).toBe('Counter heeft nog geen testbon afgedrukt');
  });

  it('give a refused confirm a detail, and a doubted token the connection’s, when the engine has none', () => {
    const [refused] = findProblems(input({ unconfirmed: { count: 1, oldest: ago(1_000), detail: null } }));
    expect(refused).toMatchObject({ kind: 'confirm-failing', detail: msg('app.service-gave-no-reason') });
    const [doubted] = findProblems(
      input({
        engine: engine({
          connection: { state: 'failing', detail: verbatim('HTTP 401') },
          shops: [shop({ tokenDoubtedSince: ago(1_000) })],
        }),
      }),
    );
    expect(doubted).toMatchObject({ kind: 'token-doubted', detail: verbatim('HTTP 401') });
    expect(say(msg('app.service-gave-no-reason'), 'fr')).toBe(
      'Le service de commandes n’a pas dit pourquoi.',
    );
  });

  it('say the history was lost for a day, then no more', () => {
    expect(kinds({ engine: engine({ historyLostAt: ago(23 * 3600_000) }) })).toEqual(['history-lost']);
    expect(kinds({ engine: engine({ historyLostAt: ago(25 * 3600_000) }) })).toEqual([]);
  });

  it('say printed orders gone from the service, until each is seen, as a warning that is not "all is well"', () => {
    const problems = findProblems(input({ gone: ['cake', 'tart'] }));
    expect(problems).toEqual([{ kind: 'orders-gone', count: 2, orderIds: ['cake', 'tart'] }]);
    expect(headline(problems, 0, true)).toEqual({ tone: 'warn', waiting: 0, worst: problems[0] });
    // The last one seen: all is well again.
    expect(headline(findProblems(input({ gone: [] })), 0, true).tone).toBe('ok');
    // What keeps orders from printing comes first; a gone order before what only needs knowing.
    expect(
      kinds({
        gone: ['cake'],
        held: 1,
        printers: [{ id: 'counter', name: 'Counter', untested: true }],
        engine: engine({ historyLostAt: ago(1_000) }),
        notCollected: { date: '2025-03-14', count: 1, orders: [] },
      }),
    ).toEqual(['held-orders', 'printer-untested', 'orders-gone', 'history-lost', 'not-collected']);
    expect(new NotificationWords('nl').headline(headline(problems, 3, true))).toBe(
      '2 bestellingen zijn niet meer bij de bestelservice: geannuleerd?',
    );
  });

  it('warn, not bad, for what only needs knowing', () => {
    const problems = findProblems(input({ engine: engine({ historyLostAt: ago(1_000) }) }));
    expect(headline(problems, 0, true).tone).toBe('warn');
  });

  it('without a running engine, still list held and late orders, and never say all is well', () => {
    expect(headline(findProblems(input({ engine: null })), 0, false)).toEqual({
      tone: 'warn',
      waiting: 0,
      worst: null,
    });
    const problems = findProblems(
      input({ engine: null, held: 1, waiting: { count: 1, oldestFirstSeenAt: ago(300_000) } }),
    );
    expect(problems.map((problem) => problem.kind)).toEqual(['held-orders', 'orders-waiting']);
    expect(headline(problems, 1, false).tone).toBe('bad');
  });
});

describe('the connection Status shows', () => {
  it('is failing while any shop’s listings fail, though another shop polled fine last', () => {
    const status = engine({
      connection: { state: 'ok', detail: verbatim('Connected.') },
      shops: [
        shop(),
        shop({ shopId: 1057, failures: 1, failingSince: ago(1_000), lastError: verbatim('HTTP 503.') }),
      ],
    });
    expect(connectionView(status)).toEqual({ state: 'failing', detail: verbatim('HTTP 503.') });
  });

  it('is a refused token while the token is doubted, stopped when the ledger is damaged, else the engine’s', () => {
    const doubted = shop({ failures: 1, tokenDoubtedSince: ago(1_000), lastError: verbatim('HTTP 401.') });
    expect(connectionView(engine({ shops: [doubted] }))).toEqual({
      state: 'token_rejected',
      detail: verbatim('HTTP 401.'),
    });
    // Another shop that cannot reach the service at all: that is a connection problem.
    const unreachable = shop({
      shopId: 1057,
      failures: 2,
      failingSince: ago(1_000),
      lastError: verbatim('ECONNREFUSED'),
    });
    expect(connectionView(engine({ shops: [doubted, unreachable] })).state).toBe('failing');
    expect(connectionView(engine({ ledgerDamaged: verbatim('disk I/O error') }))).toEqual({
      state: 'stopped',
      detail: verbatim('disk I/O error'),
    });
    expect(connectionView(engine())).toEqual({ state: 'ok', detail: verbatim('Connected.') });
  });
});
