/**
 * How a receipt goes onto a printer's paper, by its print mode: as text in its code page, drawn as an
 * image, or (`auto`) as text with the parts the code page cannot show drawn. A raster-only printer (Star
 * TSP100) gets every receipt drawn, whatever its mode says.
 *
 * The receipt is built once with `repertoireFor(settings)` (text kept as typed where it may be drawn);
 * `prepareReceipt` then decides block by block and returns the receipt that is printed, and previewed.
 */
import { printerModel } from '../../common/model/printer-models';
import type { CharacterSetName, PrinterSettings, PrintMode } from '../../common/model/printer-settings';
import type { Receipt, ReceiptBlock, TextRepertoire } from '../../common/receipt/receipt';
import { effectiveCharacterSet } from './code-pages';
import { drawBlocks, rasterGeometry } from './raster/draw';
import { asciiPayload, guardText, oneLine, showsAsTyped } from './sanitize';

type ModeSettings = Pick<PrinterSettings, 'printMode' | 'model' | 'type' | 'characterSet'>;

/** The print mode really used: a printer that cannot print text draws every receipt. */
export function effectivePrintMode(settings: Pick<PrinterSettings, 'printMode' | 'model'>): PrintMode {
  return printerModel(settings.model).text ? settings.printMode : 'image';
}

/**
 * What a receipt's text may hold for this printer: `unicode` where it may be drawn (mode image or auto, or
 * a raster-only printer), so a plate keeps every character as typed; otherwise the printer's code page.
 */
export function repertoireFor(settings: ModeSettings): TextRepertoire {
  return effectivePrintMode(settings) === 'text'
    ? effectiveCharacterSet(settings.type, settings.characterSet)
    : 'unicode';
}

/**
 * The blocks that will be printed: in mode `text` every text is held to the code page; in mode `image`
 * the whole receipt is one drawn RasterBlock; in mode `auto` each run of blocks holding a character the
 * code page cannot show is drawn, the rest stays text (held to the code page). A receipt that already
 * holds a RasterBlock was prepared before and is returned as it is.
 */
export function prepareReceipt(
  receipt: Receipt,
  settings: ModeSettings & Pick<PrinterSettings, 'paperWidth' | 'dpi'>,
): Receipt {
  if (receipt.blocks.some((block) => block.kind === 'raster')) return receipt;
  const mode = effectivePrintMode(settings);
  const codePage = effectiveCharacterSet(settings.type, settings.characterSet);
  if (mode === 'text') return guardReceipt(receipt, codePage);

  const geometry = rasterGeometry(settings.paperWidth, settings.dpi);
  const drawable = guardReceipt(receipt, 'unicode');
  if (mode === 'image') {
    return { ...drawable, blocks: [drawBlocks(drawable, drawable.blocks, geometry)] };
  }

  const blocks: ReceiptBlock[] = [];
  let run: ReceiptBlock[] = [];
  const flush = (): void => {
    if (run.length > 0) blocks.push(drawBlocks(drawable, run, geometry));
    run = [];
  };
  for (const block of drawable.blocks) {
    if (needsDrawing(block, codePage)) {
      run.push(block);
    } else {
      flush();
      const guarded = guardBlock(block, codePage);
      if (guarded !== null) blocks.push(guarded);
    }
  }
  flush();
  return { ...drawable, characterSet: codePage, blocks };
}

/** Whether the block holds a character the code page would not show as typed. */
export function needsDrawing(block: ReceiptBlock, codePage: CharacterSetName): boolean {
  return textsOf(block).some((text) => [...text].some((char) => !showsAsTyped(char, codePage)));
}

function textsOf(block: ReceiptBlock): string[] {
  switch (block.kind) {
    case 'text':
      return [block.text];
    case 'row':
      return [block.left, block.right];
    case 'plate':
      return [block.label, block.text, block.note ?? ''];
    case 'qr':
    case 'logo':
    case 'rule':
    case 'feed':
    case 'raster':
      return [];
  }
}

/**
 * The last guard: text is sanitised when the receipt is built, but a receipt may have been built for
 * another printer or come back from elsewhere; here every text is held to the repertoire again (for
 * `unicode`: controls and direction overrides stripped).
 */
export function guardReceipt(receipt: Receipt, characterSet: TextRepertoire): Receipt {
  const blocks: ReceiptBlock[] = [];
  for (const block of receipt.blocks) {
    const guarded = guardBlock(block, characterSet);
    if (guarded !== null) blocks.push(guarded);
  }
  return { ...receipt, characterSet, blocks };
}

/**
 * The block held to the repertoire; null for a QR code left with nothing to encode. A block whose texts
 * the guard leaves as they are (nearly every one) is returned itself rather than copied: a receipt is
 * guarded on every print.
 */
function guardBlock(block: ReceiptBlock, characterSet: TextRepertoire): ReceiptBlock | null {
  switch (block.kind) {
    case 'text': {
      const text = guardText(block.text, characterSet);
      return text === block.text ? block : { ...block, text };
    }
    case 'row': {
      const left = oneLine(guardText(block.left, characterSet));
      const right = oneLine(guardText(block.right, characterSet));
      return left === block.left && right === block.right ? block : { ...block, left, right };
    }
    case 'plate': {
      const label = guardText(block.label, characterSet);
      const text = guardText(block.text, characterSet);
      const note = block.note === null ? null : guardText(block.note, characterSet);
      return label === block.label && text === block.text && note === block.note
        ? block
        : { ...block, label, text, note };
    }
    case 'qr': {
      const payload = asciiPayload(block.payload);
      return payload === '' ? null : payload === block.payload ? block : { ...block, payload };
    }
    case 'logo':
    case 'rule':
    case 'feed':
    case 'raster':
      return block;
  }
}
