/**
 * A picture of the paper as HTML: a narrow monospace column, sizes, bold, underline, white-on-black,
 * QR codes and barcodes as labelled boxes, raster images as the very dots printed (a PNG, 1 dot = 1 px,
 * scaled so the paper's full dot width spans the text column), cuts as dashed lines. Every piece of job
 * text is escaped.
 */
import type { ParsedJob, ParsedLine, ParsedSegment } from './escpos-parser';
import { pngDataUrl } from './png-encode';

export type PaperWidth = 58 | 80;

const COLUMNS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };
/** Dots across the printable width at 203 dpi (Epson TM-T20/T88, Star TSP100/TSP650 alike). */
const DOTS: Readonly<Record<PaperWidth, number>> = { 58: 384, 80: 576 };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function segmentHtml(segment: ParsedSegment): string {
  const classes = [
    segment.bold ? 'b' : '',
    segment.underline ? 'u' : '',
    segment.inverted ? 'inv' : '',
  ].filter(Boolean);
  const classAttr = classes.length > 0 ? ` class="${classes.join(' ')}"` : '';
  const text = escapeHtml(segment.text);
  const { widthScale: w, heightScale: h } = segment;
  if (w === 1 && h === 1) return `<span${classAttr}>${text}</span>`;
  // Scaled characters take w columns and h lines on paper: reserve that box, then stretch the glyphs into it.
  const box = `width:${segment.text.length * w}ch;height:${h * 1.35}em`;
  return `<span class="big" style="${box}"><span${classAttr} style="transform:scale(${w},${h})">${text}</span></span>`;
}

function imageHtml(line: ParsedLine, paperDots: number): string {
  const image = line.image;
  if (!image || image.widthDots === 0 || image.heightDots === 0)
    return `<div class="box image ${line.align}"><small>${escapeHtml(line.text)}</small></div>`;
  // A picture wider than the paper is cut off by the printer; here it is shown whole, at most paper-wide.
  const share = Math.min(100, (image.widthDots / paperDots) * 100);
  const size = `${image.widthDots}x${image.heightDots}`;
  return (
    `<div class="picture ${line.align}"><img src="${pngDataUrl(image)}" width="${image.widthDots}" ` +
    `height="${image.heightDots}" alt="${escapeHtml(line.text)}" title="image ${size} dots" ` +
    `style="width:${share.toFixed(4)}%"></div>`
  );
}

function lineHtml(line: ParsedLine, paperDots: number): string {
  switch (line.kind) {
    case 'cut':
      return '<div class="cut" title="cut"></div>';
    case 'qr':
      return `<div class="box qr ${line.align}"><span>QR</span><small>${escapeHtml(line.text.slice(5, -1))}</small></div>`;
    case 'image':
      return imageHtml(line, paperDots);
    case 'barcode':
      return `<div class="box ${line.kind} ${line.align}"><small>${escapeHtml(line.text)}</small></div>`;
    default:
      if (line.segments.length === 0) return '<div class="line">&nbsp;</div>';
      return `<div class="line ${line.align}">${line.segments.map(segmentHtml).join('')}</div>`;
  }
}

const STYLE = `
body { background: #d8d8d8; margin: 0; padding: 16px; }
.paper { background: #fff; margin: 0 auto; padding: 12px 10px; font: 13px/1.35 'DejaVu Sans Mono', Consolas, monospace;
  color: #111; box-shadow: 0 1px 4px rgba(0,0,0,.3); }
.line { white-space: pre; overflow: hidden; }
.center { text-align: center; } .right { text-align: right; }
.b { font-weight: bold; } .u { text-decoration: underline; } .inv { background: #000; color: #fff; }
.big { display: inline-block; vertical-align: bottom; white-space: pre; text-align: left; }
.big > span { display: inline-block; transform-origin: 0 0; }
.cut { border-top: 2px dashed #777; margin: 10px -10px; }
.box { border: 2px solid #000; margin: 6px auto; padding: 6px; width: 60%; text-align: center; word-break: break-all; }
.box.left { margin-left: 0; } .box.right { margin-right: 0; }
.qr span { display: block; font-weight: bold; font-size: 1.6em; }
.image { border-style: dotted; background: #eee; }
.picture { margin: 0; line-height: 0; } .picture img { height: auto; image-rendering: pixelated; }
`;

/** A standalone HTML document showing the job's paper. */
export function renderPaperHtml(
  job: ParsedJob,
  options: {
    paperWidth?: PaperWidth;
    title?: string;
    /** Dots across the paper (576 at 80 mm, 384 at 58 mm at 203 dpi; 512/360 at 180 dpi…). */
    paperDots?: number;
  } = {},
): string {
  const paperWidth = options.paperWidth ?? 80;
  const columns = COLUMNS[paperWidth];
  const paperDots = options.paperDots ?? DOTS[paperWidth];
  const title = escapeHtml(options.title ?? 'Receipt');
  const body = job.lines.map((line) => lineHtml(line, paperDots)).join('\n');
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<div class="paper" style="width:${columns}ch">`,
    body,
    '</div>',
    '</body></html>',
  ].join('\n');
}
