/** The figures as a plain-text table for the terminal. */
import type { Figure } from './figure';

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

export function formatTable(figures: readonly Figure[]): string {
  const header = ['figure', 'median', 'spread (min–max)', 'runs', 'target', 'met'];
  const rows = figures.map((f) => [
    f.name,
    `${f.value} ${f.unit}`,
    `${f.spread.min}–${f.spread.max}`,
    String(f.spread.runs),
    f.targetText,
    f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [pad(header, widths), rule, ...rows.map((row) => pad(row, widths))].join('\n');
}
