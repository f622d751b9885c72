/**
 * What a test print finds out about a printer, and the settings that work with it: whether it answers
 * status (from the test print's own result, and from a short probe), whether it proved the receipt came
 * out, which model it names (`GS I 67`), and what to change — a printer that answers no status → "Print
 * without proof" with what that means; a Star → make Star and its model; a raster-only model → print
 * mode image; a 58 mm clone → 58 mm paper. Only settings that differ from the current ones are suggested.
 */
import type { SuggestedPrinterSettings, TestPrintFindingsView } from '../../common/contract/app-api';
import type { FindingChange, FindingProof, FindingStatus } from '../../common/words/en/messages/app';
import { msg, type Message } from '../../common/messages/catalogue';
import { modelFromName, printerModel } from '../../common/model/printer-models';
import type { PrinterModelId, PrinterSettings } from '../../common/model/printer-settings';
import { probePrinter, type ProbeAnswer } from '../printer/discovery-probe';
import { parsePrinterUri, type PrintFailureReason } from '../printer';

/** A print result as far as findings read it (H5's `queue-completed` included). */
export type TestPrintResult =
  | { readonly outcome: 'printed' | 'delivered' | 'queue-completed'; readonly detail: Message }
  | { readonly outcome: 'failed'; readonly reason: PrintFailureReason; readonly message: Message };

/** Failures that come after a status answer: the printer answered, then said what was wrong. */
const ANSWERED: ReadonlySet<PrintFailureReason> = new Set([
  'paper_out',
  'cover_open',
  'printer_error',
  'offline',
  'no_answer',
  'early_answer',
]);

/** Whether the printer answers status, as the test print's result shows it; null: the result cannot tell. */
function statusFromResult(result: TestPrintResult): boolean | null {
  switch (result.outcome) {
    case 'printed':
      return true;
    // A network or device printer is sent a job without proof only when it answered no status.
    case 'delivered':
      return false;
    case 'queue-completed':
      return null;
    case 'failed':
      if (result.reason === 'not_verifiable') return false;
      return ANSWERED.has(result.reason) ? true : null;
  }
}

function proofOf(result: TestPrintResult): FindingProof {
  if (result.outcome === 'printed') return 'printed';
  return result.outcome === 'queue-completed' ? 'queue-completed' : 'none';
}

/** The settings the model needs that the printer does not have yet, as suggestions and as words. */
function modelChanges(
  printer: PrinterSettings,
  id: PrinterModelId,
  suggested: Record<string, unknown>,
  changes: FindingChange[],
): void {
  const model = printerModel(id);
  if (printer.model !== id) {
    suggested['model'] = id;
    changes.push({ kind: 'model', model: model.label });
  }
  if (printer.type !== model.type) {
    suggested['type'] = model.type;
    if (model.type === 'star') changes.push({ kind: 'star' });
  }
  if (!model.text && printer.printMode !== 'image') {
    suggested['printMode'] = 'image';
    changes.push({ kind: 'image' });
  }
  const [width] = model.paperWidths;
  if (width !== undefined && !model.paperWidths.includes(printer.paperWidth)) {
    suggested['paperWidth'] = width;
    changes.push({ kind: 'paper', width });
  }
  if (printer.dpi !== model.dpi) {
    suggested['dpi'] = model.dpi;
    changes.push({ kind: 'dpi', dpi: model.dpi });
  }
  const [set] = model.codePages;
  if (set !== undefined && !model.codePages.includes(printer.characterSet)) {
    suggested['characterSet'] = set;
    changes.push({ kind: 'character-set', set });
  }
}

/**
 * The findings of one test print on `printer`, from its result and what a probe of the printer said
 * (null: not probed, or nothing listened). Undefined when nothing could be learnt (unreachable).
 */
export function testPrintFindings(
  printer: PrinterSettings,
  kind: 'tcp' | 'queue' | 'device',
  result: TestPrintResult,
  probe: ProbeAnswer | null,
  /** A name that may match a model but is not the printer's own answer (an OS queue's name). */
  nameHint: string | null = null,
): TestPrintFindingsView | undefined {
  const fromResult = statusFromResult(result);
  const probed = probe === null ? null : probe.answersStatus || probe.star;
  const answers =
    kind === 'queue' ? false : fromResult === true || probed === true ? true : (fromResult ?? probed);
  const id =
    (probe?.modelName ? modelFromName(probe.modelName) : null) ?? (nameHint ? modelFromName(nameHint) : null);
  if (kind !== 'queue' && answers === null && id === null) return undefined;

  const suggested: Record<string, unknown> = {};
  const changes: FindingChange[] = [];
  if (id !== null) modelChanges(printer, id, suggested, changes);
  else if (probe?.star && printer.type !== 'star') {
    suggested['type'] = 'star';
    changes.push({ kind: 'star' });
  }
  // A printer that answers nothing can still print: only without proof, which the shop must choose.
  if (kind !== 'queue' && answers === false && !printer.allowUnverified) {
    suggested['allowUnverified'] = true;
    changes.push({ kind: 'unverified' });
  }

  const status: FindingStatus =
    kind === 'queue' ? 'queue' : answers === null ? 'unknown' : answers ? 'answers' : 'silent';
  return {
    answersStatus: answers === true,
    provesCompletion: result.outcome === 'printed',
    model: id,
    suggested: suggested as SuggestedPrinterSettings,
    message: msg('app.test-print-findings', {
      printer: printer.name,
      status,
      proof: proofOf(result),
      model: id === null ? null : printerModel(id).label,
      named: id === null && probe?.modelName ? probe.modelName : null,
      star: id === null && (probe?.star ?? false),
      changes,
    }),
  };
}

/** A printer that just printed is known to be there: a little more patience than a search has. */
const AFTER_TEST_PRINT = { connectMs: 1_000, answerMs: 500 };

/**
 * The findings of a test print that gave `result`: a network printer is asked its status and model on a
 * connection of its own once the test print is done (it serves one connection at a time); a queue is
 * judged by its name. Device files are not asked here (see docs/PRINTING.md "Finding printers").
 */
export async function findingsOf(
  printer: PrinterSettings,
  result: TestPrintResult,
): Promise<TestPrintFindingsView | undefined> {
  let target;
  try {
    target = parsePrinterUri(printer.uri);
  } catch {
    return undefined;
  }
  if (target.kind === 'queue') return testPrintFindings(printer, 'queue', result, null, target.queue);
  if (target.kind === 'device') return testPrintFindings(printer, 'device', result, null);
  const unreachable = result.outcome === 'failed' && result.reason === 'unreachable';
  const probe = unreachable
    ? null
    : await probePrinter(target.host, target.port, {
        timeouts: AFTER_TEST_PRINT,
        star: printer.type === 'star' || result.outcome !== 'printed',
        // Findings are asked of receipt printers only: a label printer's status says nothing here.
        label: false,
      });
  return testPrintFindings(printer, 'tcp', result, probe);
}
