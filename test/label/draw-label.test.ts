/**
 * A label drawn with Skia: as wide as the label (whole bytes) and as high, each element where the layout
 * put it — boxes, QR modules, text inside its field, inverted text white on a black bar.
 */
import { describe, expect, it } from 'vitest';
import { unpackDots } from '../../electron/common/receipt/bitmap';
import { drawLabel, drawRegion, qrMatrix, type LabelBitmap } from '../../electron/core/label/draw-label';
import { label, text } from './encode-fixture';

function dotsOf(bitmap: LabelBitmap): (x: number, y: number) => boolean {
  const dots = unpackDots(bitmap.bits, bitmap.widthDots, bitmap.heightDots);
  return (x, y) => dots[y * bitmap.widthDots + x] === 1;
}

function blackIn(bitmap: LabelBitmap, x0: number, y0: number, x1: number, y1: number): number {
  const black = dotsOf(bitmap);
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (black(x, y)) count++;
  return count;
}

describe('drawLabel', () => {
  it('is as wide as the label in whole bytes and as high', () => {
    for (const [w, h, dpi, widthDots, heightDots] of [
      [58, 40, 203, 464, 320],
      [62, 29, 300, 736, 343],
      [100, 50, 203, 800, 400],
    ] as const) {
      const bitmap = drawLabel(label([], { w, h }, dpi));
      expect(bitmap.widthDots % 8).toBe(0);
      expect(bitmap).toMatchObject({ widthDots, heightDots });
      expect(bitmap.bits).toHaveLength((widthDots / 8) * heightDots);
      expect(blackIn(bitmap, 0, 0, widthDots, heightDots)).toBe(0);
    }
  });

  it('draws a frame, a bar and the QR code modules exactly where they are laid out', () => {
    const bitmap = drawLabel(
      label([
        { kind: 'box', x: 8, y: 8, width: 100, height: 60, thickness: 3 },
        { kind: 'box', x: 200, y: 10, width: 50, height: 6, thickness: 6 },
        { kind: 'qr', x: 300, y: 100, moduleDots: 4, payload: 'ord_12' },
      ]),
    );
    const black = dotsOf(bitmap);
    expect(blackIn(bitmap, 8, 8, 108, 11)).toBe(100 * 3);
    expect(blackIn(bitmap, 11, 11, 105, 65)).toBe(0);
    expect(blackIn(bitmap, 200, 10, 250, 16)).toBe(50 * 6);
    const modules = qrMatrix('ord_12')!;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        expect(black(300 + col * 4 + 1, 100 + row * 4 + 1)).toBe(modules.get(row, col));
  });

  it('draws text inside its field, and inverted text white on a full black bar', () => {
    const plain = drawLabel(label([text('AFHALEN 12', { x: 16, y: 16, width: 300, fontDots: 40 })]));
    const inside = blackIn(plain, 16, 16, 316, 56);
    expect(inside).toBeGreaterThan(200);
    expect(blackIn(plain, 0, 0, plain.widthDots, plain.heightDots)).toBe(inside);

    const inverted = drawLabel(
      label([text('KOELBOX', { x: 16, y: 100, width: 200, fontDots: 40, inverted: true })]),
    );
    const inBar = blackIn(inverted, 16, 100, 216, 140);
    expect(inBar).toBeLessThan(200 * 40);
    expect(inBar).toBeGreaterThan(200 * 40 * 0.6);
  });

  it('squeezes a text wider than its room instead of cutting it', () => {
    const long = 'Proficiat met je verjaardag lieve oma Jeanne';
    const bitmap = drawLabel(label([text(long, { x: 0, y: 0, width: 200, fontDots: 32 })]));
    const right = blackIn(bitmap, 180, 0, 200, 32);
    expect(right).toBeGreaterThan(0);
    expect(blackIn(bitmap, 200, 0, bitmap.widthDots, 32)).toBe(0);
  });

  it('draws every script and emoji (never blank), and one element alone in its region', () => {
    for (const plate of ['🎂❤️', 'مبروك', 'מזל טוב', 'Łódź']) {
      const element = text(plate, { x: 40, y: 40, width: 200, fontDots: 40 });
      const region = drawRegion([element], { x: 40, y: 40, width: 200, height: 40 });
      expect(region).toMatchObject({ widthDots: 200, heightDots: 40 });
      expect(blackIn(region, 0, 0, 200, 40)).toBeGreaterThan(20);
    }
  });
});
