/**
 * The fonts a drawn receipt uses, bundled as npm packages so every PC draws the same receipt offline, and
 * registered with Skia once, the first time a receipt is drawn.
 *
 * Noto Sans Mono is the grid font: every Latin, Greek and Cyrillic letter is 0.6 em wide, so a drawn
 * receipt keeps the columns of the text receipt (amounts end in the last column). Skia falls back, per
 * character, through the families after it: Arabic (with its shaping), Hebrew, then monochrome emoji.
 * All are under the SIL Open Font License 1.1 (LICENSE_FONT in each package).
 */
import { readFileSync } from 'node:fs';
import { packageRequire } from '../../runtime/package-require';
import { loadSkia } from './skia';

const load = packageRequire(import.meta.url);

interface FontFile {
  /** The family name we register it under: ours, so a system font of the same name never stands in. */
  readonly family: string;
  /** Resolved from node_modules, so it works from the sources, the bundles and inside the app's asar. */
  readonly module: string;
}

/** Regular and Bold of each family: electron-builder packs only these weights (electron-builder.yml). */
const FONT_FILES: readonly FontFile[] = [
  {
    family: 'OrderSlip Mono',
    module: '@expo-google-fonts/noto-sans-mono/400Regular/NotoSansMono_400Regular.ttf',
  },
  { family: 'OrderSlip Mono', module: '@expo-google-fonts/noto-sans-mono/700Bold/NotoSansMono_700Bold.ttf' },
  {
    family: 'OrderSlip Arabic',
    module: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  {
    family: 'OrderSlip Arabic',
    module: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  {
    family: 'OrderSlip Hebrew',
    module: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  },
  {
    family: 'OrderSlip Hebrew',
    module: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
  { family: 'OrderSlip Emoji', module: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf' },
  { family: 'OrderSlip Emoji', module: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf' },
];

/** The font files, as paths inside node_modules: electron-builder.yml must pack each (a test checks). */
export const FONT_MODULES: readonly string[] = FONT_FILES.map((font) => font.module);

/** The families in the order Skia tries them for each character: the grid font first. */
export const FONT_FAMILIES = ['OrderSlip Mono', 'OrderSlip Arabic', 'OrderSlip Hebrew', 'OrderSlip Emoji'];

/** For a CSS `font` value: `bold 20px ${FONT_STACK}`. */
export const FONT_STACK = FONT_FAMILIES.map((family) => `"${family}"`).join(', ');

let registered = false;

/**
 * Registers the bundled fonts (once). The files are read with node:fs and handed over as buffers:
 * Electron's fs reads inside app.asar, Skia's own file access would not. Throws, naming the file, when a
 * font is missing: a receipt drawn with whatever the system has would not be the receipt we promise.
 */
export function ensureFonts(): void {
  if (registered) return;
  const require = load();
  for (const font of FONT_FILES) {
    const path = require.resolve(font.module);
    if (loadSkia().GlobalFonts.register(readFileSync(path), font.family) === null)
      throw new Error(`The receipt font ${path} could not be loaded.`);
  }
  registered = true;
}
