/**
 * A receipt as plain text, for golden files, logs and a reader without a printer. Each printed line sits
 * between `|` bars exactly as wide as the paper. Double-width text is written letter-spaced, so it takes
 * the columns it takes on paper; what plain text cannot show (bold, tall, inverted) is named after the bar.
 * A drawn part (a raster block) is `[IMAGE WxH]` followed by the lines of text it shows, marked `image`.
 */
import { layoutReceipt } from '../../common/receipt/layout';
import type { Receipt } from '../../common/receipt/receipt';

export function renderText(receipt: Receipt, columns: number): string {
  const width = Math.max(1, Math.floor(columns));
  const frame = `+${'-'.repeat(width)}+`;
  const out = [frame];
  const put = (content: string, notes: string[] = []): void => {
    out.push(`|${content.padEnd(width)}|${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`);
  };
  for (const line of layoutReceipt(receipt, width)) {
    switch (line.kind) {
      case 'text': {
        const wide = line.size === 'large';
        const shown = wide ? [...line.text].map((char) => `${char} `).join('') : line.text;
        const room = width - shown.length;
        const lead = line.align === 'center' ? Math.floor(room / 2) : line.align === 'right' ? room : 0;
        const notes = [
          ...(line.size === 'normal' ? [] : [line.size]),
          ...(line.bold ? ['bold'] : []),
          ...(line.inverted ? ['inverted'] : []),
        ];
        put(' '.repeat(Math.max(0, lead)) + shown, notes);
        break;
      }
      case 'qr':
        put(centre('[QR]', width), [`qr ${line.payload}`]);
        break;
      case 'logo':
        put(centre('[LOGO]', width), [`logo ${line.width}x${line.height}`]);
        break;
      case 'feed':
        for (let i = 0; i < line.lines; i++) put('');
        break;
      case 'raster':
        // A drawn part: its size, then the text it shows, so a golden file still reads as the receipt.
        put(centre(`[IMAGE ${line.widthDots}x${line.heightDots}]`, width));
        for (const text of line.text.split('\n')) put(text, ['image']);
        break;
    }
  }
  out.push(frame);
  return `${out.join('\n')}\n`;
}

function centre(text: string, width: number): string {
  return ' '.repeat(Math.max(0, Math.floor((width - text.length) / 2))) + text;
}
