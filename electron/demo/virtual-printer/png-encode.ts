/**
 * A printed picture as a 1-bit greyscale PNG (data URL), so the paper's HTML shows the very dots the
 * printer received. node:zlib does the deflate and the CRC: no image library for a few lines of format.
 */
import { crc32, deflateSync } from 'node:zlib';
import { bytesPerRow, type ParsedImage } from './raster-image';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** PNG bytes: bit depth 1, colour type 0 (grey). In PNG grey 0 is black, so the printer's bits are inverted. */
export function encodePng(image: ParsedImage): Buffer {
  const width = Math.max(1, image.widthDots);
  const height = Math.max(1, image.heightDots);
  const rowBytes = bytesPerRow(width);
  const source = bytesPerRow(image.widthDots);
  const raw = Buffer.alloc((rowBytes + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    raw[at] = 0; // filter: none
    for (let x = 0; x < rowBytes; x++) {
      const byte = y < image.heightDots && x < source ? (image.bits[y * source + x] ?? 0) : 0;
      raw[at + 1 + x] = ~byte & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grey, deflate, no filter method variants, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function pngDataUrl(image: ParsedImage): string {
  return `data:image/png;base64,${encodePng(image).toString('base64')}`;
}
