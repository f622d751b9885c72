/**
 * Where the app puts exported diagnostics: a save dialog in the app's language, opened on the Downloads
 * folder with the suggested name, so the person chooses a place they will find again — never the data
 * folder. Written against the dialog call it needs, so it is tested without Electron.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SaveDialogOptions } from 'electron';
import type { DiagnosticsTarget } from '../core/app/diagnostics';
import { msg } from '../common/messages/catalogue';
import { say } from '../common/messages/say';
import type { Language } from '../common/words/languages';

export interface SaveDialogContext {
  readonly showSaveDialog: (
    options: SaveDialogOptions,
  ) => Promise<{ readonly canceled: boolean; readonly filePath?: string | undefined }>;
  /** The person's Downloads folder (`app.getPath('downloads')`). */
  readonly downloads: () => string;
  readonly language: () => Language;
}

export function dialogDiagnostics(context: SaveDialogContext): DiagnosticsTarget['save'] {
  return async (content, suggestedName) => {
    const language = context.language();
    const { canceled, filePath } = await context.showSaveDialog({
      title: say(msg('host.diagnostics-dialog-title'), language),
      defaultPath: join(context.downloads(), suggestedName),
      filters: [{ name: say(msg('host.diagnostics-file-kind'), language), extensions: ['json'] }],
    });
    if (canceled || !filePath) return { saved: 'cancelled' };
    await writeFile(filePath, content, { mode: 0o600 });
    return { saved: 'file', path: filePath };
  };
}
