/**
 * The app's side of provisioning (docs/DEPLOY.md): which file this start applies is decided, read and
 * checked in electron/core/app/provisioning; here, a refusal is shown and the app exits 2 before any
 * settings are stored, and an accepted file is applied once the app runs.
 */
import { dialog } from 'electron';
import type { AppApi } from '../common/contract/app-api';
import type { Message } from '../common/messages/catalogue';
import { messageOf } from '../common/messages/errors';
import { say } from '../common/messages/say';
import type { Language } from '../common/words/languages';
import {
  applyProvisioning,
  ProvisioningRefused,
  provisioningUpdate,
} from '../core/app/provisioning/apply-provisioning';
import { provisioningAtStart, type StartProvisioning } from '../core/app/provisioning/find-provisioning';

/** Exit code of a wrong provisioning file, as for a wrong command line. */
export const EXIT_PROVISIONING_REFUSED = 2;

/**
 * The provisioning to apply at this start, or null; 'refused' when it is wrong, said in a dialog (the
 * summary, then one line per problem) and on stderr, for the person who deploys it.
 */
export async function provisioningForStart(options: {
  readonly settingsFile: string;
  readonly language: Language;
}): Promise<StartProvisioning | null | 'refused'> {
  try {
    return await provisioningAtStart({
      argv: process.argv,
      execPath: process.execPath,
      appImage: process.env['APPIMAGE'],
      settingsFile: options.settingsFile,
    });
  } catch (error) {
    if (!(error instanceof ProvisioningRefused)) throw error;
    const lines = [error.said, ...error.problems].map((message) => say(message, options.language));
    process.stderr.write(`${lines.join('\n')}\n`);
    dialog.showErrorBox('OrderSlip', lines.join('\n\n'));
    return 'refused';
  }
}

/**
 * Applies it through the window's save (the token into the protected store); every outcome goes to
 * the log. A save that fails (no keyring to keep the token in) is logged and leaves the window to it.
 */
export async function applyStartProvisioning(
  api: Pick<AppApi, 'saveSettings'>,
  start: StartProvisioning,
  log: (level: 'info' | 'warn' | 'error', message: Message) => void,
): Promise<void> {
  try {
    const said = await applyProvisioning(
      api,
      start.source,
      provisioningUpdate(start.provisioning.settings, start.provisioning),
    );
    for (const message of said) log(message.code === 'app.provision-secrets-left' ? 'warn' : 'info', message);
  } catch (error) {
    log('error', messageOf(error));
  }
}
