/**
 * The image buffer of a Star printer in raster mode (STAR Graphic Mode Command Specifications Rev. 2.31,
 * §3-2, TSP100 and the raster commands of TSP650/mC-Print): rows arrive as `b n1 n2 d…` (the row, then
 * the next row) or `k n1 n2 d…` (ORed into the current row, which stays), a left margin shifts them,
 * `ESC * r Y n NUL` moves down n dots, and the page ends with `ESC FF …` or `ESC * r B`, which then feed
 * and cut as the FF / EOT / EM mode says.
 */
import { blankImage, type ParsedImage } from './raster-image';

export type StarPageEnd = 'ff' | 'eot' | 'em';

/** Modes 8, 9, 12 and 13 cut (full, full + feed, partial, partial + feed); 0 = the default, 13 on a cutter model. */
const CUTTING_MODES = new Set([0, 8, 9, 12, 13]);
const DEFAULT_MODE = 13;

export class StarRaster {
  private inRaster = false;
  private rows: Uint8Array[] = [];
  private current: Uint8Array | null = null;
  private leftMarginBytes = 0;
  private readonly modes: Record<StarPageEnd, number> = {
    ff: DEFAULT_MODE,
    eot: DEFAULT_MODE,
    em: DEFAULT_MODE,
  };

  /** `ESC * r … n NUL`: n in ASCII decimal digits from `from` up to the NUL. */
  static number(c: Uint8Array, from: number): number {
    let value = 0;
    for (let i = from; i < c.length && c[i] !== 0; i++) {
      const digit = (c[i] ?? 0) - 0x30;
      if (digit >= 0 && digit <= 9) value = value * 10 + digit;
    }
    return value;
  }

  get active(): boolean {
    return this.inRaster;
  }

  get empty(): boolean {
    return this.rows.length === 0 && this.current === null;
  }

  /** ESC * r A: raster mode, with page length, margins and the FF/EOT modes back at their defaults. */
  enter(): void {
    this.inRaster = true;
    this.leftMarginBytes = 0;
    this.modes.ff = DEFAULT_MODE;
    this.modes.eot = DEFAULT_MODE;
  }

  quit(): void {
    this.inRaster = false;
    this.clear();
  }

  clear(): void {
    this.rows = [];
    this.current = null;
  }

  row(data: Uint8Array, advance: boolean): void {
    const shifted = new Uint8Array(this.leftMarginBytes + data.length);
    shifted.set(data, this.leftMarginBytes);
    const merged = this.current ? or(this.current, shifted) : shifted;
    if (advance) {
      this.rows.push(merged);
      this.current = null;
    } else {
      this.current = merged;
    }
  }

  /** The settings that change what the paper shows; the others (quality, page length, colour) do not. */
  setting(name: string, c: Uint8Array): void {
    switch (name) {
      case 'ESC * r E':
        this.modes.eot = StarRaster.number(c, 4);
        return;
      case 'ESC * r F':
        this.modes.ff = StarRaster.number(c, 4);
        return;
      case 'ESC * r e':
        this.modes.em = StarRaster.number(c, 4);
        return;
      case 'ESC * r m l':
        this.leftMarginBytes = StarRaster.number(c, 5);
        return;
      case 'ESC * r Y':
        if (!this.empty) {
          if (this.current) this.rows.push(this.current);
          this.current = null;
          for (let i = StarRaster.number(c, 4); i > 0; i--) this.rows.push(new Uint8Array(0));
        }
        return;
    }
  }

  cutsAfter(end: StarPageEnd): boolean {
    return CUTTING_MODES.has(this.modes[end]);
  }

  /** The rows so far as one picture (as wide as the widest row), emptying the buffer; null if none. */
  takePicture(): ParsedImage | null {
    if (this.current) this.rows.push(this.current);
    this.current = null;
    if (this.rows.length === 0) return null;
    const widthBytes = this.rows.reduce((widest, row) => Math.max(widest, row.length), 1);
    const image = blankImage(widthBytes * 8, this.rows.length);
    this.rows.forEach((row, y) => image.bits.set(row, y * widthBytes));
    this.rows = [];
    return image;
  }
}

function or(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.max(a.length, b.length));
  out.set(a);
  b.forEach((byte, i) => (out[i] = (out[i] ?? 0) | byte));
  return out;
}
