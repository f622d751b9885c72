/**
 * Draws OrderSlip's icons (a receipt with a torn edge) as PNG: the app icon electron-builder turns into
 * .ico/.icns, and the three tray states. Run `npx tsx resources/make-icons.ts` after changing the design.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

type Rgba = readonly [number, number, number, number];

function draw(size: number, paint: (x: number, y: number) => Rgba | null): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const color = paint(x / size, y / size) ?? [0, 0, 0, 0];
      png.data.set(color, (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const PAPER: Rgba = [255, 255, 255, 255];
const INK: Rgba = [40, 40, 48, 255];
const ORANGE: Rgba = [232, 110, 44, 255];

/** The receipt: a column with ruled lines and a zig-zag bottom, within [left,right]×[top,bottom]. */
function receipt(
  x: number,
  y: number,
  left: number,
  right: number,
  top: number,
  bottom: number,
): Rgba | null {
  if (x < left || x > right || y < top) return null;
  const teeth = 6;
  const tooth = (right - left) / teeth;
  const phase = ((x - left) % tooth) / tooth;
  const edge = bottom - Math.abs(phase - 0.5) * tooth;
  if (y > edge) return null;
  const inner = (y - top) / (bottom - top);
  const ruled = [0.2, 0.35, 0.5, 0.65].some((line) => Math.abs(inner - line) < 0.035);
  const margin = (right - left) * 0.18;
  if (ruled && x > left + margin && x < right - margin) return INK;
  return PAPER;
}

function roundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

const here = import.meta.dirname;
writeFileSync(
  join(here, 'icon.png'),
  draw(512, (x, y) => receipt(x, y, 0.28, 0.72, 0.14, 0.86) ?? (roundedSquare(x, y, 0.18) ? ORANGE : null)),
);

const DOTS: Readonly<Record<string, Rgba>> = {
  ok: [46, 160, 67, 255],
  attention: [232, 110, 44, 255],
  stopped: [128, 128, 128, 255],
};
for (const [state, dot] of Object.entries(DOTS)) {
  for (const size of [16, 32]) {
    const image = draw(size, (x, y) => {
      if ((x - 0.74) ** 2 + (y - 0.74) ** 2 <= 0.26 ** 2) return dot;
      const inked = receipt(x, y, 0.12, 0.62, 0.04, 0.96);
      return inked === PAPER ? [230, 230, 230, 255] : inked;
    });
    writeFileSync(join(here, 'tray', `${state}${size === 32 ? '@2x' : ''}.png`), image);
  }
}
