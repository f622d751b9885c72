/**
 * Which rows of a long list of equal-height rows to draw: only those in view, plus a few either side so
 * scrolling does not show blanks. Thousands of rows then cost as much as a screenful.
 */
export interface VisibleRange {
  /** First row to draw. */
  readonly start: number;
  /** One past the last row to draw. */
  readonly end: number;
  /** Pixels above the first drawn row (the rows not drawn). */
  readonly offset: number;
  /** Pixels of the whole list, drawn or not. */
  readonly total: number;
}

export function visibleRange(options: {
  readonly count: number;
  readonly rowHeight: number;
  readonly scrollTop: number;
  readonly viewportHeight: number;
  readonly overscan?: number;
}): VisibleRange {
  const { count, rowHeight } = options;
  const overscan = options.overscan ?? 4;
  const total = count * rowHeight;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, offset: 0, total: Math.max(0, total) };
  const top = Math.min(Math.max(0, options.scrollTop), Math.max(0, total - options.viewportHeight));
  const first = Math.floor(top / rowHeight);
  const inView = Math.ceil(Math.max(options.viewportHeight, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + inView + overscan);
  return { start, end, offset: start * rowHeight, total };
}

/** Whether the reader is within `threshold` rows of the end: time to load the next page. */
export function nearEnd(range: VisibleRange, count: number, threshold = 10): boolean {
  return range.end >= count - threshold;
}
