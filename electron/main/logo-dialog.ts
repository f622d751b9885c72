/**
 * The app's way of choosing a logo: an open dialog in the app's language, for PNG, JPEG and BMP
 * pictures. The file is read here (refused unread when larger than a logo may be, so a person who
 * picked a photo of 40 MB waits for nothing) and handed to the logo store, which checks and keeps it.
 * Written against the dialog call it needs, so it is tested without Electron.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { OpenDialogOptions } from 'electron';
import { LOGO_MAX_BYTES } from '../common/contract/app-api';
import { msg } from '../common/messages/catalogue';
import { MessageError } from '../common/messages/errors';
import { say } from '../common/messages/say';
import type { Language } from '../common/words/languages';
import type { LogoParts } from '../core/app/logo-store';

export interface OpenDialogContext {
  readonly showOpenDialog: (
    options: OpenDialogOptions,
  ) => Promise<{ readonly canceled: boolean; readonly filePaths: readonly string[] }>;
  readonly language: () => Language;
}

export function dialogLogo(context: OpenDialogContext): NonNullable<LogoParts['pick']> {
  return async () => {
    const language = context.language();
    const { canceled, filePaths } = await context.showOpenDialog({
      title: say(msg('host.logo-dialog-title'), language),
      properties: ['openFile'],
      filters: [
        { name: say(msg('host.logo-file-kind'), language), extensions: ['png', 'jpg', 'jpeg', 'bmp'] },
      ],
    });
    const [path] = filePaths;
    if (canceled || path === undefined) return null;
    const name = basename(path);
    if ((await stat(path)).size > LOGO_MAX_BYTES)
      throw new MessageError(msg('app.logo-too-large', { name, maxKb: Math.floor(LOGO_MAX_BYTES / 1024) }));
    return { name, bytes: await readFile(path) };
  };
}
