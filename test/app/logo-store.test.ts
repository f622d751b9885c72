/**
 * The logo a person chooses: a PNG, JPEG or BMP picture is kept in the data folder as the PNG the
 * receipt's logo block reads, named by its content (the same picture twice is one file); a file too
 * large, one that is no picture and one that cannot be decoded are refused with their own message and
 * nothing is written. The app service keeps a sent picture, and opens the host's dialog for the app's own
 * window only. The preview shows the logo and header as the printer prints them. The commands'
 * arguments are decoded at the edge.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../electron/common/contract/app-api';
import { msg } from '../../electron/common/messages/catalogue';
import { messageOf } from '../../electron/common/messages/errors';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { logoKindOf, storeLogo } from '../../electron/core/app/logo-store';
import { previewLogo } from '../../electron/core/app/preview';
import { decodeArgs } from '../../electron/core/host/command-args';
import { readPng } from '../../electron/core/receipt/logo';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { asCaller } from '../../electron/core/app/pin/caller';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { Ledger } from '../../electron/core/ledger';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-logos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let folders = 0;
const folder = (): string => join(dir, `data-${++folders}`, 'logos');

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let i = 0; i < width * 4 * 4; i += 4) image.data[i] = image.data[i + 1] = image.data[i + 2] = 0;
  return PNG.sync.write(image);
}

function jpeg(): Buffer {
  const canvas = createCanvas(120, 40);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 120, 40);
  context.fillStyle = '#000';
  context.fillRect(10, 10, 100, 20);
  return canvas.toBuffer('image/jpeg');
}

/** A 2 × 2, 24-bit BMP as Windows Paint writes one. */
function bmp(): Buffer {
  const row = 8;
  const data = Buffer.alloc(54 + row * 2);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(2, 18);
  data.writeInt32LE(2, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  data.writeUInt32LE(row * 2, 34);
  return data;
}

async function refusal(work: Promise<unknown>) {
  return work.then(
    () => null,
    (error: unknown) => messageOf(error),
  );
}

describe('keeping a chosen logo', () => {
  it('keeps a PNG in the data folder, named by its content, once however often it is chosen', async () => {
    const logos = folder();
    const picture = png(200, 60);
    const path = await storeLogo(logos, { name: 'bakkerij.png', bytes: picture });
    expect(path).toMatch(
      new RegExp(`^${logos.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/logo-[0-9a-f]{16}\\.png$`),
    );
    const kept = readPng(readFileSync(path));
    expect([kept?.width, kept?.height]).toEqual([200, 60]);
    expect(await storeLogo(logos, { name: 'again.png', bytes: picture })).toBe(path);
    expect(readdirSync(logos)).toHaveLength(1);
  });

  it('keeps a JPEG and a BMP as the PNG the printer reads', async () => {
    const logos = folder();
    for (const [name, bytes, size] of [
      ['logo.jpg', jpeg(), [120, 40]],
      ['logo.bmp', bmp(), [2, 2]],
    ] as const) {
      const path = await storeLogo(logos, { name, bytes });
      const kept = readPng(readFileSync(path));
      expect([kept?.width, kept?.height], name).toEqual(size);
    }
    expect(readdirSync(logos)).toHaveLength(2);
  });

  it('tells the picture formats by their first bytes, not by the name', () => {
    expect(logoKindOf(png(1, 1))).toBe('png');
    expect(logoKindOf(jpeg())).toBe('jpeg');
    expect(logoKindOf(bmp())).toBe('bmp');
    expect(logoKindOf(Buffer.from('GIF89a……'))).toBeNull();
    expect(logoKindOf(Buffer.from('BM'))).toBeNull();
  });

  it('refuses a file too large, one that is no picture and one that cannot be read, writing nothing', async () => {
    const logos = folder();
    const large = Buffer.concat([png(1, 1), Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(await refusal(storeLogo(logos, { name: 'photo.png', bytes: large }))).toEqual(
      msg('app.logo-too-large', { name: 'photo.png', maxKb: 512 }),
    );
    expect(await refusal(storeLogo(logos, { name: 'logo.png', bytes: Buffer.from('<svg/>') }))).toEqual(
      msg('app.logo-not-image', { name: 'logo.png' }),
    );
    const broken = Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('not the rest of a PNG')]);
    expect(await refusal(storeLogo(logos, { name: 'broken.png', bytes: broken }))).toEqual(
      msg('app.logo-unreadable', { name: 'broken.png' }),
    );
    expect(await refusal(storeLogo(logos, { name: 'huge.png', bytes: png(4_001, 1) }))).toEqual(
      msg('app.logo-unreadable', { name: 'huge.png' }),
    );
    expect(() => readdirSync(logos)).toThrow();
  });
});

describe('the logo commands of the app service', () => {
  it('keeps a sent picture, and opens the dialog for the app’s own window only', async () => {
    const data = join(dir, 'service-data');
    const settings = fileSettingsStore(data);
    settings.save(DEFAULT_SETTINGS);
    const ledger = Ledger.open(join(data, 'ledger.db'));
    let asked = 0;
    const service = new AppService({
      info: { name: 'OrderSlip', version: 'test', host: 'electron', demo: false, demoSetup: null },
      ledger,
      settings,
      token: memoryTokenStore(''),
      logos: {
        folder: join(data, 'logos'),
        pick: () => (asked++, Promise.resolve({ name: 'chosen.png', bytes: png(20, 20) })),
      },
    });
    try {
      const sent = await service.storeLogo({ name: 'sent.png', base64: png(30, 30).toString('base64') });
      expect(sent.startsWith(join(data, 'logos'))).toBe(true);
      // A tablet's window (HTTP) would open a dialog on the counter's screen, where nobody looks.
      expect(await refusal(asCaller({ client: 'http', grant: null }, () => service.chooseLogo()))).toEqual(
        msg('app.logo-no-dialog'),
      );
      expect(asked).toBe(0);
      const chosen = await asCaller({ client: 'ipc', grant: null }, () => service.chooseLogo());
      expect(asked).toBe(1);
      expect(readPng(readFileSync(chosen!))?.width).toBe(20);
      expect(readdirSync(join(data, 'logos'))).toHaveLength(2);
    } finally {
      await service.stop();
      ledger.close();
    }
  });
});

describe('the logo’s preview', () => {
  it('shows the logo at the paper’s width, then the header, as the receipt begins', async () => {
    const path = await storeLogo(folder(), { name: 'wide.png', bytes: png(1_000, 100) });
    const printer = printerSettings({
      id: 'counter',
      name: 'Counter',
      uri: 'tcp://127.0.0.1:9100',
      paperWidth: 58,
      printMode: 'text',
      logoPath: path,
      header: 'Bakkerij Noëlle',
    });
    const receipt = previewLogo(printer);
    expect(receipt?.paperWidth).toBe(58);
    const [logo, header] = receipt!.blocks;
    // Scaled to the 384 dots of 58 mm paper, as the printer gets it.
    expect(logo).toMatchObject({ kind: 'logo', width: 384 });
    expect(header).toMatchObject({ kind: 'text', text: 'Bakkerij Noëlle' });
  });

  it('previews nothing without a logo, or with a file that can no longer be read', () => {
    const printer = printerSettings({ id: 'p', name: 'P', uri: 'tcp://127.0.0.1:9100' });
    expect(previewLogo(printer)).toBeNull();
    const gone = join(dir, 'gone.png');
    writeFileSync(gone, 'not a picture');
    expect(previewLogo({ ...printer, logoPath: gone })).toBeNull();
  });
});

describe('the logo commands’ arguments', () => {
  it('takes a name and base64, and refuses anything else', () => {
    expect(decodeArgs('storeLogo', [{ name: 'logo.png', base64: 'iVBORw0KGgo=' }])).toEqual([
      { name: 'logo.png', base64: 'iVBORw0KGgo=' },
    ]);
    expect(() => decodeArgs('storeLogo', [{ name: 'logo.png', base64: 'not base64!' }])).toThrow();
    expect(() => decodeArgs('storeLogo', [{ name: 'logo.png' }])).toThrow();
    expect(() => decodeArgs('storeLogo', ['logo.png'])).toThrow();
    expect(() => decodeArgs('chooseLogo', ['extra'])).toThrow();
  });

  it('previews a printer the wizard has not given an address yet', () => {
    const [printer] = decodeArgs('previewLogo', [{ id: 'printer-1', name: 'P', uri: '' }]);
    expect(printer.id).toBe('printer-1');
  });
});
