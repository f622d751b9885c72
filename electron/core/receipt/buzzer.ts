/**
 * The bytes that sound a printer's own buzzer, by the command family of its model (`PrinterModel.buzzer`).
 * None of these commands answers anything, so the status and completion answers the printer flows wait
 * for (`DLE EOT`, `GS ( H`, `GS r 1`, Star's ASB and ETB counter) read exactly as without them.
 */
import { printerModel, type BuzzerCommand } from '../../common/model/printer-models';
import type { PrinterSettings } from '../../common/model/printer-settings';
import { paperLengthOf, withPaperLength, type PrintCopy } from '../printer/paper-time';

const ESC = 0x1b;
const GS = 0x1d;

const BUZZER_BYTES: Readonly<Record<BuzzerCommand, Uint8Array>> = {
  // ESC ( A pL pH fn n c t, Function 48 "Beep the buzzer" (Epson's ESC/POS reference lists it for the
  // TM-T20, TM-T88IV–VII and TM-m30 families; fn 97 is the TM-U230's alone): pL pH = 4 bytes follow,
  // n 49 = the model's first sound, c 2 beeps, t 10 = one beep per 1 s cycle (t × 100 ms). Not yet
  // checked on a real printer.
  'epson-esc-paren-a': Uint8Array.of(ESC, 0x28, 0x41, 0x04, 0x00, 0x30, 0x31, 0x02, 0x0a),
  // ESC B n t: 3 beeps of 3 × 50 ms (the clones' manuals: n 1–9, t 1–9).
  'escpos-esc-b': Uint8Array.of(ESC, 0x42, 0x03, 0x03),
  // ESC GS BEL m t1 t2: the buzzer on circuit 1, 200 ms on, 200 ms off (units of 20 ms).
  'star-esc-gs-bel': Uint8Array.of(ESC, GS, 0x07, 0x01, 0x0a, 0x0a),
};

/** What the printer's model sounds its buzzer with; null when it has none (the setting is then ignored). */
export function buzzerCommandOf(settings: Pick<PrinterSettings, 'model'>): BuzzerCommand | null {
  return printerModel(settings.model).buzzer;
}

/** The bytes that sound this printer's buzzer; null when it is not set to, or its model has none. */
export function buzzerBytes(settings: Pick<PrinterSettings, 'model' | 'buzzer' | 'role'>): Uint8Array | null {
  if (!settings.buzzer || settings.role === 'label') return null;
  const command = buzzerCommandOf(settings);
  return command === null ? null : BUZZER_BYTES[command];
}

/**
 * The job's buffers with the buzzer sounded once, after the first copy (its last bytes are the cut): the
 * kitchen hears it when the ticket is there to take, and the job's completion request still follows the
 * copy, as it always does. No buzzer: the buffers as they are.
 */
export function withBuzzer(
  buffers: readonly PrintCopy[],
  settings: Pick<PrinterSettings, 'model' | 'buzzer' | 'role'>,
): PrintCopy[] {
  const bytes = buzzerBytes(settings);
  const [first, ...rest] = buffers;
  if (bytes === null || first === undefined) return [...buffers];
  const joined = new Uint8Array(first.length + bytes.length);
  joined.set(first);
  joined.set(bytes, first.length);
  // The buzzer moves no paper: the copy takes as long to print as without it.
  return [withPaperLength(joined, paperLengthOf(first)), ...rest];
}
