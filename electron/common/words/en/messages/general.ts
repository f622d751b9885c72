/** Messages every area uses: a text shown as it is, and what went wrong unexpectedly. */
import { words } from '../../wording';

export const general = {
  /** A text shown as it is: what an older ledger kept as text, or a detail that came from outside. */
  'general.text': words<{ text: string }>((p) => p.text),
  /** Something we did not foresee; `detail` is the error's own text, for support. */
  'general.unexpected': words<{ detail: string }>(
    (p) =>
      `Something unexpected went wrong (${p.detail}). If it keeps happening, export diagnostics and send them to support.`,
  ),
} as const;
