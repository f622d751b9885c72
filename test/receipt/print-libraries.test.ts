/**
 * The print libraries load at the first print, and node-thermal-printer loads without pngjs
 * (`core/receipt/print-libraries.ts`): a text receipt leaves it unloaded, and a logo printed after text
 * receipts is the same bytes as one printed by a process that had loaded pngjs first; the transliteration
 * package loads only for a character that needs it, not for dashes, quotes or an ellipsis. Each order of
 * loading needs a process of its own (Node's module cache lives as long as its process).
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEscPos } from '../../electron/demo/virtual-printer/escpos-parser';
import { runInFreshNode } from '../fresh-node';

const ROOT = resolve(import.meta.dirname, '../..');
const at = (path: string): string => JSON.stringify(join(ROOT, path));

interface Printed {
  /** Whether any pngjs module was loaded after the text receipt (null: pngjs was loaded first). */
  readonly pngjsAfterText: boolean | null;
  readonly logoReceipt: string;
}

async function printIn(order: 'text-first' | 'pngjs-first'): Promise<Printed> {
  const script = `
    import { createRequire } from 'node:module';
    import { png } from ${at('electron/core/receipt/print-libraries.ts')};
    import { encodeCopies } from ${at('electron/core/receipt/encode.ts')};
    import { printerSettings } from ${at('electron/common/model/printer-settings.ts')};
    import { PICK_UP_CAKE, PRINTED_AT } from ${at('test/receipt/fixtures.ts')};
    const cache = createRequire(import.meta.url).cache;
    const pngjsLoaded = () => Object.keys(cache).some((file) => /[\\\\/]node_modules[\\\\/]pngjs[\\\\/]/.test(file));
    const printer = printerSettings({ id: 'p', name: 'P', uri: 'tcp://127.0.0.1:9100', printMode: 'text' });
    const print = { printedAt: PRINTED_AT, kind: 'original' };
    let pngjsAfterText = null;
    if (${JSON.stringify(order)} === 'pngjs-first') png();
    encodeCopies(PICK_UP_CAKE, printer, print);
    if (${JSON.stringify(order)} === 'text-first') pngjsAfterText = pngjsLoaded();
    const { PNG } = png();
    const image = new PNG({ width: 200, height: 40 });
    for (let i = 0; i < image.data.length; i += 4) image.data.writeUInt32BE(i % 8 === 0 ? 0x000000ff : 0xffffffff, i);
    const logo = { png: new Uint8Array(PNG.sync.write(image)) };
    const [receipt] = encodeCopies(PICK_UP_CAKE, printer, { ...print, logo });
    console.log(JSON.stringify({ pngjsAfterText, logoReceipt: Buffer.from(receipt).toString('base64') }));
  `;
  return JSON.parse(await runInFreshNode(script)) as Printed;
}

describe('the print libraries', () => {
  it('print a text receipt without loading pngjs, and a logo after it as a process with pngjs loaded first does', async () => {
    const [textFirst, pngjsFirst] = await Promise.all([printIn('text-first'), printIn('pngjs-first')]);
    expect(textFirst.pngjsAfterText).toBe(false);
    const bytes = Buffer.from(textFirst.logoReceipt, 'base64');
    expect(bytes.equals(Buffer.from(pngjsFirst.logoReceipt, 'base64'))).toBe(true);
    const job = parseEscPos(bytes, { initialCodePage: 0, dialect: 'epson' });
    expect(job.images).toHaveLength(1);
    expect(job.text).toContain('AFHALEN 12');
  }, 60_000);
});

/** Sanitises `texts` for PC858 in a fresh process: what each became, and whether transliteration loaded. */
async function sanitizeIn(
  texts: readonly string[],
): Promise<{ readonly texts: string[]; readonly loaded: boolean }> {
  const script = `
    import { createRequire } from 'node:module';
    import { sanitizeText } from ${at('electron/core/receipt/sanitize.ts')};
    const cache = createRequire(import.meta.url).cache;
    const texts = ${JSON.stringify(texts)}.map((text) => sanitizeText(text, 'PC858_EURO').text);
    const loaded = Object.keys(cache).some((file) => /[\\\\/]@sindresorhus[\\\\/]transliterate[\\\\/]/.test(file));
    console.log(JSON.stringify({ texts, loaded }));
  `;
  return JSON.parse(await runInFreshNode(script)) as { texts: string[]; loaded: boolean };
}

describe('the transliteration package', () => {
  it('is not loaded for dashes, curly quotes and an ellipsis, and is for a letter the code page lacks', async () => {
    const typography = ['Taart – “Sara” — 18 jaar…', 'non‑breaking ‐ figure ‒ bar ―', '‘Proficiat’'];
    const [plain, withLetter] = await Promise.all([sanitizeIn(typography), sanitizeIn(['Gőzös'])]);
    expect(plain).toEqual({
      texts: ['Taart - "Sara" - 18 jaar...', 'non-breaking - figure - bar -', "'Proficiat'"],
      loaded: false,
    });
    expect(withLetter).toEqual({ texts: ['Gozös'], loaded: true });
  }, 60_000);
});
