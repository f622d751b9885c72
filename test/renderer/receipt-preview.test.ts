import { render } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../electron/common/model/printer-settings';
import { layoutReceipt, type PrintedLine } from '../../electron/common/receipt/layout';
import type { RasterBlock, Receipt } from '../../electron/common/receipt/receipt';
import ReceiptPreview from '../../src/components/ReceiptPreview.svelte';
import { i18n } from '../../src/lib/i18n.svelte';
import { sampleReceipt } from './fixtures';

/** What the paper shows, line by line, as the preview must show it. */
function expectedLines(receipt: Receipt): { kind: string; text: string }[] {
  return layoutReceipt(receipt, COLUMNS[receipt.paperWidth]).flatMap((line: PrintedLine) => {
    switch (line.kind) {
      case 'text':
        return [{ kind: 'text', text: line.text }];
      case 'feed':
        return Array.from({ length: line.lines }, () => ({ kind: 'feed', text: '' }));
      case 'qr':
        return [{ kind: 'qr', text: line.payload }];
      case 'logo':
        return [{ kind: 'logo', text: '' }];
      case 'raster':
        return [{ kind: 'raster', text: '' }];
    }
  });
}

function shownLines(container: HTMLElement): { kind: string; text: string }[] {
  return [...container.querySelectorAll<HTMLElement>('[data-kind]')].map((element) => ({
    kind: element.dataset['kind'] ?? '',
    text:
      element.dataset['kind'] === 'qr'
        ? (element.querySelector('.qr-payload')?.textContent ?? '')
        : (element.querySelector('span')?.textContent ?? ''),
  }));
}

function lineWith(container: HTMLElement, text: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[data-kind="text"]')].find((element) =>
    element.textContent?.includes(text),
  );
  if (!found) throw new Error(`no line with "${text}"`);
  return found;
}

describe('ReceiptPreview', () => {
  beforeEach(() => i18n.set('en'));

  it('shows exactly the lines layoutReceipt gives the printer, in a column as wide as the paper', () => {
    const receipt = sampleReceipt();
    const { container } = render(ReceiptPreview, { props: { receipt } });
    expect(shownLines(container)).toEqual(expectedLines(receipt));
    const paper = container.querySelector<HTMLElement>('.paper');
    expect(paper?.style.getPropertyValue('--columns')).toBe('48');
    expect(paper?.getAttribute('aria-label')).toBe('Receipt preview, 48 characters wide');
  });

  it('lays out a 58 mm receipt in 32 columns', () => {
    const receipt: Receipt = { ...sampleReceipt(), paperWidth: 58 };
    const { container } = render(ReceiptPreview, { props: { receipt } });
    expect(shownLines(container)).toEqual(expectedLines(receipt));
    for (const line of layoutReceipt(receipt, 32))
      if (line.kind === 'text') expect(line.text.length).toBeLessThanOrEqual(32);
  });

  it('puts amounts in the last columns, as on paper', () => {
    const { container } = render(ReceiptPreview, { props: { receipt: sampleReceipt() } });
    const total = lineWith(container, 'TOTAAL');
    expect(total.querySelector('span')?.textContent).toBe(`TOTAAL${' '.repeat(48 - 6 - 7)}€ 44,00`);
    expect(total.classList.contains('size-tall')).toBe(true);
    const wrapped = lineWith(container, '1x Chocoladetaart');
    expect(wrapped.querySelector('span')?.textContent?.endsWith('€ 44,00')).toBe(true);
    expect(wrapped.querySelector('span')?.textContent?.length).toBe(48);
  });

  it('draws inverted text white on black, and the text plate set apart', () => {
    const { container } = render(ReceiptPreview, { props: { receipt: sampleReceipt() } });
    const remarkLabel = lineWith(container, 'OPMERKING:').querySelector('span');
    expect(remarkLabel?.classList.contains('inverted')).toBe(true);
    expect(remarkLabel?.textContent).toBe(' OPMERKING: ');
    const plateLabel = lineWith(container, 'TEKST TAART:').querySelector('span');
    expect(plateLabel?.classList.contains('inverted')).toBe(true);
    expect(plateLabel?.classList.contains('bold')).toBe(true);
    const plateText = lineWith(container, 'Gelukkige verjaardag Lotte!');
    expect(plateText.classList.contains('size-tall')).toBe(true);
    const above = plateText.previousElementSibling?.previousElementSibling;
    expect(above?.querySelector('span')?.textContent).toBe('='.repeat(48));
  });

  it('draws large text at double size, centred; right-aligned text on the right', () => {
    const { container } = render(ReceiptPreview, { props: { receipt: sampleReceipt() } });
    const heading = lineWith(container, 'AFHALEN 12');
    expect(heading.classList.contains('size-large')).toBe(true);
    expect(heading.classList.contains('align-center')).toBe(true);
    expect(heading.querySelector('span')?.classList.contains('bold')).toBe(true);
    expect(lineWith(container, 'Bedankt!').classList.contains('align-right')).toBe(true);
  });

  it('shows a QR code as a box with its payload, and a logo as an image of its PNG', () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const receipt: Receipt = {
      ...sampleReceipt(),
      blocks: [{ kind: 'logo', pngBase64: png, width: 240, height: 80 }, ...sampleReceipt().blocks],
    };
    const { container } = render(ReceiptPreview, { props: { receipt } });
    const qr = container.querySelector('[data-kind="qr"]');
    expect(qr?.textContent).toContain('QR code');
    expect(qr?.querySelector('.qr-payload')?.textContent).toBe('order-12');
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('src')).toBe(`data:image/png;base64,${png}`);
    expect(logo?.getAttribute('alt')).toBe('Logo');
    expect(logo?.style.width).toBe('20ch');
  });

  it('draws a part printed as an image as its very bits, among the text lines, a whole line wide', () => {
    // 576 × 3 dots (a full line at 80 mm, 203 dpi): row 0 black at the far left and right, row 1
    // empty, row 2 all black.
    const rows = [new Uint8Array(72), new Uint8Array(72), new Uint8Array(72).fill(0xff)];
    rows[0]![0] = 0x80;
    rows[0]![71] = 0x01;
    const raster = rasterOf(rows, 576, 'Zoë 🎂 زينب');
    const receipt: Receipt = {
      ...sampleReceipt(),
      blocks: [...sampleReceipt().blocks.slice(0, 2), raster, ...sampleReceipt().blocks.slice(2)],
    };
    const { container } = render(ReceiptPreview, { props: { receipt } });
    expect(shownLines(container)).toEqual(expectedLines(receipt));
    const kinds = shownLines(container).map((line) => line.kind);
    const at = kinds.indexOf('raster');
    expect(kinds[at - 1]).toBe('text');
    expect(kinds[at + 1]).toBe('text');

    const image = container.querySelector<HTMLImageElement>('[data-kind="raster"] img')!;
    expect(image.getAttribute('alt')).toBe('Zoë 🎂 زينب');
    expect(image.getAttribute('width')).toBe('576');
    expect(image.style.width).toBe('100%');
    const bmp = decodeBmp(image.getAttribute('src')!);
    expect([bmp.width, bmp.height]).toEqual([576, 3]);
    expect(bmp.rows).toEqual(rows);
  });

  it('shows an image-mode receipt as nothing but the bitmap sent, at 58 mm too', () => {
    const rows = Array.from({ length: 40 }, (_, row) => new Uint8Array(48).fill(row % 2 ? 0xaa : 0x55));
    const receipt: Receipt = {
      language: 'nl',
      paperWidth: 58,
      characterSet: 'unicode',
      blocks: [rasterOf(rows, 384, '')],
    };
    const { container } = render(ReceiptPreview, { props: { receipt } });
    expect(shownLines(container).map((line) => line.kind)).toEqual(['raster']);
    const image = container.querySelector<HTMLImageElement>('img')!;
    expect(image.getAttribute('alt')).toBe('Printed as a picture of 384 × 40 dots');
    expect(image.style.width).toBe('100%');
    const bmp = decodeBmp(image.getAttribute('src')!);
    expect([bmp.width, bmp.height]).toEqual([384, 40]);
    expect(bmp.rows).toEqual(rows);
  });

  it('never draws half a bitmap: bits that do not fill its size show as a marked place', () => {
    const short: RasterBlock = { ...rasterOf([new Uint8Array(72)], 576, 'x'), heightDots: 2 };
    const { container } = render(ReceiptPreview, {
      props: { receipt: { ...sampleReceipt(), blocks: [short] } },
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-kind="raster"]')?.textContent).toBe(
      'Printed as a picture of 576 × 2 dots',
    );
  });
});

function rasterOf(rows: readonly Uint8Array[], widthDots: number, text: string): RasterBlock {
  const bytes = rows.flatMap((row) => [...row]);
  return {
    kind: 'raster',
    widthDots,
    heightDots: rows.length,
    bitsBase64: btoa(String.fromCharCode(...bytes)),
    text,
  };
}

/** A 1-bit BMP `data:` URL read back into rows top to bottom, 1 = black (palette entry 1 must be black). */
function decodeBmp(url: string): { width: number; height: number; rows: Uint8Array[] } {
  const prefix = 'data:image/bmp;base64,';
  expect(url.startsWith(prefix)).toBe(true);
  const bmp = Uint8Array.from(atob(url.slice(prefix.length)), (char) => char.charCodeAt(0));
  const view = new DataView(bmp.buffer);
  expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM');
  expect(view.getUint16(28, true)).toBe(1);
  const offset = view.getUint32(10, true);
  const width = view.getInt32(18, true);
  const height = view.getInt32(22, true);
  const palette = 14 + view.getUint32(14, true);
  expect([...bmp.subarray(palette, palette + 8)]).toEqual([255, 255, 255, 0, 0, 0, 0, 0]);
  const stride = Math.ceil(width / 32) * 4;
  const rows = Array.from({ length: height }, (_, row) => {
    const start = offset + (height - 1 - row) * stride;
    return bmp.slice(start, start + width / 8);
  });
  return { width, height, rows };
}
