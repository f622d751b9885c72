/**
 * `npm run bench [-- --quick] [-- --only receipt,image,labels,history,day,drain,latency,startup,idle,fleet]`: measures OrderSlip's
 * whole path (simulator and virtual printers over real sockets, the real headless host as a child
 * process), prints a table and writes bench/results.json. `npm run bench -- --soak MINUTES` runs only
 * the soak (the engine under a stream of orders, memory after GC). `npm run bench -- --peers [--quick]`
 * runs only the side by side with the peer libraries (bench/peer-libs/). See docs/PERFORMANCE.md.
 */
import '../electron/core/runtime/quiet-sqlite-warning';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Figure } from './lib/figure';
import { describeMachine, machineLine } from './lib/machine';
import { procAvailable } from './lib/proc';
import type { Scenario } from './lib/scenario';
import { formatTable } from './lib/table';
import { dayScenario } from './scenarios/day';
import { drainScenario } from './scenarios/drain';
import { fleetScenario } from './scenarios/fleet';
import { historyScenario } from './scenarios/history';
import { idleScenario } from './scenarios/idle';
import { labelsScenario } from './scenarios/labels';
import { latencyScenario } from './scenarios/latency';
import { peersScenario } from './scenarios/peers';
import { receiptScenario } from './scenarios/receipt';
import { receiptImageScenario } from './scenarios/receipt-image';
import { soakScenario } from './scenarios/soak';
import { startupScenario } from './scenarios/startup';

export const SCENARIOS: readonly Scenario[] = [
  receiptScenario,
  receiptImageScenario,
  labelsScenario,
  historyScenario,
  dayScenario,
  drainScenario,
  latencyScenario,
  startupScenario,
  idleScenario,
  fleetScenario,
];

const RESULTS = resolve(import.meta.dirname, 'results.json');
/** Bump when a figure's meaning changes, so old files are not compared with new ones by mistake. */
const RESULTS_SCHEMA = 1;

function gitRevision(): { commit: string | null; dirty: boolean | null } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      soak: { type: 'string' },
      peers: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      [
        'Usage: npm run bench [-- --quick] [-- --only ID,ID]',
        '       npm run bench -- --soak MINUTES',
        '       npm run bench -- --peers [--quick]',
        '',
        `Scenarios: ${SCENARIOS.map((s) => s.id).join(', ')}.`,
        '  idle      also idle requests and CPU for 1, 10, 50 and 100 shops of one tenant (bundled host)',
        '  latency   also a burst of 300 orders over 100 shops, a printer each',
        '--quick          smaller sizes and fewer runs: a smoke run of a few minutes, figures less steady.',
        '--soak MINUTES   only the soak: the engine (its own process, --expose-gc) under a steady stream',
        '                 of orders for MINUTES, heap and RSS after GC every ~30 s, growth per 1,000 orders.',
        '--peers          only OrderSlip side by side with the peer libraries (escpos, node-thermal-printer,',
        '                 receiptline, ReceiptPrinterEncoder, jszpl): the same orders, interleaved, each',
        '                 job read back to check it is the same receipt; OrderSlip ÷ best peer per figure.',
        'Writes bench/results.json; see docs/PERFORMANCE.md.',
      ].join('\n'),
    );
    return 0;
  }
  let soakMinutes: number | null = null;
  if (values.soak !== undefined) {
    soakMinutes = Number(values.soak);
    if (!Number.isFinite(soakMinutes) || soakMinutes <= 0 || soakMinutes > 24 * 60) {
      console.error(`--soak takes the minutes to run, such as --soak 60; not "${values.soak}".`);
      return 2;
    }
    if (values.only !== undefined || values.quick) {
      console.error('--soak runs only the soak: leave out --only and --quick.');
      return 2;
    }
  }
  if (values.peers && (values.only !== undefined || soakMinutes !== null)) {
    console.error('--peers runs only the side by side: leave out --only and --soak (--quick may stay).');
    return 2;
  }
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = only?.filter((id) => !SCENARIOS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) {
    console.error(
      `Unknown scenario(s) ${unknown.join(', ')}. Scenarios: ${SCENARIOS.map((s) => s.id).join(', ')}.`,
    );
    return 2;
  }
  if (
    !procAvailable() &&
    soakMinutes === null &&
    !values.peers &&
    (only === undefined || only.includes('idle'))
  ) {
    console.error('The idle figures read /proc (Linux). Leave them out here with --only.');
    return 2;
  }
  const chosen =
    soakMinutes !== null
      ? [soakScenario(soakMinutes)]
      : values.peers
        ? [peersScenario]
        : SCENARIOS.filter((s) => only === undefined || only.includes(s.id));
  const machine = describeMachine();
  const startedAt = new Date();
  const mode = [
    ...(soakMinutes !== null ? [`--soak ${soakMinutes}`] : []),
    ...(values.peers ? ['--peers'] : []),
    ...(values.quick ? ['--quick'] : []),
  ];
  const modeText = mode.length > 0 ? ` (${mode.join(' ')})` : '';
  console.log(`OrderSlip benchmarks${modeText} on ${machineLine(machine)}`);
  const figures: Figure[] = [];
  for (const scenario of chosen) {
    const start = performance.now();
    console.log(`\n${scenario.title}…`);
    const found = await scenario.run({ quick: values.quick, log: (line) => console.log(line) });
    figures.push(...found);
    console.log(`  (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  }
  const finishedAt = new Date();
  const results = {
    schema: RESULTS_SCHEMA,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    quick: values.quick,
    soakMinutes,
    peers: values.peers,
    scenarios: chosen.map((s) => s.id),
    machine,
    loadAverageAtEnd: describeMachine().loadAverage,
    git: gitRevision(),
    figures,
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatTable(figures)}\n`);
  const missed = figures.filter((f) => !f.met);
  console.log(
    `${figures.length - missed.length} of ${figures.length} figures meet their targets; ${results.durationSeconds} s. Written to ${RESULTS}.`,
  );
  // Benchmarks report; they do not fail a build. A missed target is in the table and the file.
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  },
);
