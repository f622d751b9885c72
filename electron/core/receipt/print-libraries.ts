/**
 * The libraries that encode and draw what goes on paper, loaded the first time something is printed
 * rather than when the engine starts: an idle host (before its first order, or a PC standing by for
 * another) does not pay for them. Together they cost about 12 MiB of memory once loaded (measured in
 * docs/PERFORMANCE.md), against an idle footprint target of 70 MiB. Loaded synchronously (`require`),
 * so the encoders stay synchronous.
 */
import { createRequire } from 'node:module';
import type * as ThermalPrinterModule from 'node-thermal-printer';
import type * as QrCodeModule from 'qrcode';
import type * as PngModule from 'pngjs';
import type IconvModule from 'iconv-lite';
import type Transliterate from '@sindresorhus/transliterate';
import { optimizeFromNowOn } from '../runtime/optimizing-compiler';

const load = createRequire(import.meta.url);

/** Loading one means something is being printed: V8 may optimize from then on. */
function lazily<T>(name: string): () => T {
  let loaded: T | null = null;
  return () => {
    if (loaded === null) {
      optimizeFromNowOn();
      loaded = load(name) as T;
    }
    return loaded;
  };
}

export const thermalPrinter = lazily<typeof ThermalPrinterModule>('node-thermal-printer');
export const qrCode = lazily<typeof QrCodeModule>('qrcode');
export const png = lazily<typeof PngModule>('pngjs');
/** Code pages, for the virtual printer's reading of what it was sent (node-thermal-printer brings its own). */
export const iconv = lazily<typeof IconvModule>('iconv-lite');
/** An ES module: `require` gives its namespace, whose default export is the function. */
const transliterateModule = lazily<{ default: typeof Transliterate }>('@sindresorhus/transliterate');
export const transliterate = (text: string): string => transliterateModule().default(text);
