/**
 * A grapheme segmenter made at its first use rather than when its module loads: the first
 * `Intl.Segmenter` loads ICU's break data, up to 3 MiB of a host's memory (docs/PERFORMANCE.md), and most
 * text (ASCII, Latin accents) never needs one. Same arguments and `segment` as `Intl.Segmenter`.
 */
export function graphemeSegmenter(locale?: string): Pick<Intl.Segmenter, 'segment'> {
  let segmenter: Intl.Segmenter | null = null;
  return {
    segment: (text) => (segmenter ??= new Intl.Segmenter(locale, { granularity: 'grapheme' })).segment(text),
  };
}
