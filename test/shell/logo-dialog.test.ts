/**
 * The app's open dialog for a logo, tested without Electron: it asks for a PNG, JPEG or BMP picture in
 * the app's language and reads the one chosen; closing it gives nothing; a file larger than a logo may be
 * is refused before it is read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenDialogOptions } from 'electron';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../electron/common/contract/app-api';
import { msg } from '../../electron/common/messages/catalogue';
import { messageOf } from '../../electron/common/messages/errors';
import { dialogLogo } from '../../electron/main/logo-dialog';

const dir = mkdtempSync(join(tmpdir(), 'orderslip-logo-dialog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  return PNG.sync.write(image);
}

async function refusal(work: Promise<unknown>) {
  return work.then(
    () => null,
    (error: unknown) => messageOf(error),
  );
}

describe('the app’s open dialog for a logo', () => {
  function picker(answer: { canceled: boolean; filePaths: string[] }) {
    const asked: OpenDialogOptions[] = [];
    const pick = dialogLogo({
      showOpenDialog: (options) => (asked.push(options), Promise.resolve(answer)),
      language: () => 'fr',
    });
    return { pick, asked };
  }

  it('asks for a picture in the app’s language and reads the one chosen', async () => {
    const chosen = join(dir, 'boulangerie.png');
    writeFileSync(chosen, png(10, 10));
    const { pick, asked } = picker({ canceled: false, filePaths: [chosen] });
    const file = await pick();
    expect(file?.name).toBe('boulangerie.png');
    expect(Buffer.from(file!.bytes)).toEqual(png(10, 10));
    expect(asked).toEqual([
      {
        title: 'Choisir un logo',
        properties: ['openFile'],
        filters: [{ name: 'Images', extensions: ['png', 'jpg', 'jpeg', 'bmp'] }],
      },
    ]);
  });

  it('gives nothing when the dialog is closed, and refuses a file too large unread', async () => {
    expect(await picker({ canceled: true, filePaths: [] }).pick()).toBeNull();
    const large = join(dir, 'photo.jpg');
    writeFileSync(large, Buffer.alloc(LOGO_MAX_BYTES + 1));
    expect(await refusal(picker({ canceled: false, filePaths: [large] }).pick())).toEqual(
      msg('app.logo-too-large', { name: 'photo.jpg', maxKb: 512 }),
    );
  });
});
