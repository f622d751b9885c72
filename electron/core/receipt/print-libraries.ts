/**
 * The libraries that encode and draw what goes on paper, loaded the first time something is printed
 * rather than when the engine starts: an idle host (before its first order, or a PC standing by for
 * another) does not pay for them. Together they cost about 12 MiB of memory once loaded (measured in
 * docs/PERFORMANCE.md), against an idle footprint target of 70 MiB. Loaded synchronously (`require`),
 * so the encoders stay synchronous.
 */
import type * as ThermalPrinterModule from 'node-thermal-printer';
import type * as QrCodeModule from 'qrcode';
import type * as PngModule from 'pngjs';
import type IconvModule from 'iconv-lite';
import type Transliterate from '@sindresorhus/transliterate';
import { packageRequire } from '../runtime/package-require';

const load = packageRequire(import.meta.url);

function lazily<T>(name: string, loader: () => unknown = () => load()(name)): () => T {
  let loaded: T | null = null;
  return () => (loaded ??= loader() as T);
}

/**
 * node-thermal-printer `require`s pngjs as it loads, for the PNG a logo is sent as; a text receipt
 * without a logo never reads one, and pngjs is 22 modules (about 1 MiB of a host that has printed,
 * docs/PERFORMANCE.md). So while it loads, Node's module cache (which may be filled in: Node's
 * documentation of `require.cache`) answers its `require('pngjs')` with a stand-in whose one function
 * node-thermal-printer calls loads the real pngjs; the stand-in is taken out again, so every other
 * `require('pngjs')` gets the real one. Nothing to stand in for when pngjs is loaded already (a logo).
 */
function loadThermalPrinter(): unknown {
  const { Module, createRequire } = process.getBuiltinModule('node:module');
  const require = load();
  const itsPngjs = createRequire(require.resolve('node-thermal-printer')).resolve('pngjs');
  if (require.cache[itsPngjs] !== undefined) return require('node-thermal-printer');
  const standIn = new Module(itsPngjs);
  standIn.filename = itsPngjs;
  standIn.loaded = true;
  standIn.exports = {
    PNG: { sync: { read: (buffer: Buffer) => png().PNG.sync.read(buffer) } },
  };
  require.cache[itsPngjs] = standIn;
  try {
    return require('node-thermal-printer');
  } finally {
    if (require.cache[itsPngjs] === standIn) Reflect.deleteProperty(require.cache, itsPngjs);
  }
}

export const thermalPrinter = lazily<typeof ThermalPrinterModule>('node-thermal-printer', loadThermalPrinter);
export const qrCode = lazily<typeof QrCodeModule>('qrcode');
export const png = lazily<typeof PngModule>('pngjs');
/** Code pages, for the virtual printer's reading of what it was sent (node-thermal-printer brings its own). */
export const iconv = lazily<typeof IconvModule>('iconv-lite');
/** An ES module: `require` gives its namespace, whose default export is the function. */
const transliterateModule = lazily<{ default: typeof Transliterate }>('@sindresorhus/transliterate');
export const transliterate = (text: string): string => transliterateModule().default(text);
