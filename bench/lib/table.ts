/** The figures as a plain-text table for the terminal. */
import type { Figure } from './figure';

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

/** OrderSlip ÷ the best peer, on the figures of `--peers` (bench/scenarios/peers.ts). */
function vsBestPeer(f: Figure): string {
  const ratio = f.detail?.['vsBestPeer'];
  return typeof ratio === 'number' ? String(ratio) : '';
}

export function formatTable(figures: readonly Figure[]): string {
  const withPeers = figures.some((f) => vsBestPeer(f) !== '');
  const header = [
    'figure',
    'median',
    'spread (min–max)',
    'runs',
    'target',
    'met',
    ...(withPeers ? ['÷ best peer'] : []),
  ];
  const rows = figures.map((f) => [
    f.name,
    `${f.value} ${f.unit}`,
    `${f.spread.min}–${f.spread.max}`,
    String(f.spread.runs),
    f.targetText,
    f.met ? 'yes' : 'NO',
    ...(withPeers ? [vsBestPeer(f)] : []),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [pad(header, widths), rule, ...rows.map((row) => pad(row, widths))].join('\n');
}
