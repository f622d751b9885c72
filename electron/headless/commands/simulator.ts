/**
 * `npm run cli -- simulator`: the ordering-service simulator as a standalone server, for trying
 * OrderSlip (or curl) against a service that behaves like the real one, with faults on demand.
 */
import { choiceFlag, intFlag, parseFlags, UsageError, type CliCommand } from '../command';
import { Simulator, type ConfirmMethod, type RequestLogEntry } from '../../demo/simulator';
import { textOf } from '../../common/messages/errors';
import { msg } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import { LANGUAGES } from '../../common/words/languages';

const CONFIRM_METHODS: readonly ConfirmMethod[] = ['POST', 'PUT', 'GET'];

function confirmMethods(raw: string | undefined): ConfirmMethod[] {
  if (raw === undefined) return ['PUT'];
  const methods = raw
    .split(',')
    .map((method) => method.trim().toUpperCase())
    .filter(Boolean);
  const wrong = methods.filter((method) => !CONFIRM_METHODS.includes(method as ConfirmMethod));
  if (methods.length === 0 || wrong.length > 0) {
    throw new UsageError(msg('cli.confirm-methods', { allowed: CONFIRM_METHODS, value: raw }));
  }
  return methods as ConfirmMethod[];
}

function logLine(entry: RequestLogEntry): string {
  const target = entry.query === '' ? entry.path : `${entry.path}?${entry.query}`;
  return `${entry.at.toISOString()} ${entry.method} ${target} ${entry.status === 0 ? 'no answer' : entry.status}`;
}

export const simulatorCommand: CliCommand = {
  name: 'simulator',
  summary: msg('cli.simulator.summary'),
  usage: [msg('cli.simulator.usage', { languages: LANGUAGES.join('|') })],

  async run(args, io, language = 'en') {
    const flags = parseFlags(args, {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      orders: { type: 'string' },
      stream: { type: 'string' },
      'confirm-methods': { type: 'string' },
      // Read by `main` before the rest of the line, for the words of the refusals; checked like any value.
      language: { type: 'string' },
    });
    choiceFlag('language', flags.language, LANGUAGES);
    const port = intFlag('port', flags.port, 8080, 0, 65_535);
    const seed = intFlag('seed', flags.seed, 1, 0, 4_294_967_295);
    const orders = intFlag('orders', flags.orders, 12, 0, 10_000);
    const stream = intFlag('stream', flags.stream, 0, 0, 60_000);
    const methods = confirmMethods(flags['confirm-methods']);
    const host = flags.host ?? '127.0.0.1';
    if (host.trim() === '') throw new UsageError(msg('cli.not-empty', { flag: '--host' }));

    let simulator: Simulator;
    try {
      simulator = await Simulator.start({
        host,
        port,
        seed,
        confirmMethods: methods,
        onRequest: (entry) => io.out(logLine(entry)),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'EADDRINUSE'
          ? msg('cli.port-in-use', { host, port })
          : msg('cli.cannot-listen', { host, port, detail: textOf(error) });
      io.err(say(msg('cli.refused', { command: 'simulator', reason }), language));
      return 1;
    }

    if (orders > 0) simulator.addOrders(orders);
    if (stream > 0) simulator.startStream(stream);
    const tenant = simulator.tenants[0];
    io.out(say(msg('tools.sim-listening', { url: simulator.url }), language));
    io.out(
      say(
        msg('tools.sim-details', {
          url: simulator.url,
          tenant: tenant?.id ?? '',
          token: tenant?.token ?? '',
          shops: tenant?.shopIds ?? [],
          methods,
          orders,
          stream,
        }),
        language,
      ),
    );

    const signal = await io.stopRequested;
    await simulator.close();
    io.out(say(msg('tools.sim-stopped', { signal }), language));
    return 0;
  },
};
