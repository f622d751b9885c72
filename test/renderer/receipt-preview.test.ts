import { render } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../electron/common/model/printer-settings';
import { layoutReceipt, type PrintedLine } from '../../electron/common/receipt/layout';
import type { Receipt } from '../../electron/common/receipt/receipt';
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
});
