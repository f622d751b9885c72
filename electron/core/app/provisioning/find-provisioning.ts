/**
 * Which provisioning file a start applies: the one `--provision` names, whenever given; else, on the
 * first start only (no settings stored yet), `orderslip-provision.json` beside the program (the
 * AppImage, or the program folder the Windows installer copied it into from beside itself).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadProvisioning } from './apply-provisioning';
import type { Provisioning } from './provisioning-file';
import { provisioningSource, type FetchLimits, type ProvisioningSource } from './provisioning-source';

export const PROVISION_FILE_NAME = 'orderslip-provision.json';
export const PROVISION_FLAG = '--provision';

/** The value of `--provision FILE|URL` (or `--provision=…`) among the program's arguments; null without. */
export function provisionArgument(argv: readonly string[]): string | null {
  let given: string | null = null;
  argv.forEach((arg, index) => {
    if (arg === PROVISION_FLAG) given = argv[index + 1] ?? null;
    else if (arg.startsWith(`${PROVISION_FLAG}=`)) given = arg.slice(PROVISION_FLAG.length + 1);
  });
  return given;
}

/** Where a provisioning file is looked for beside the program, most particular first. */
export function provisioningCandidates(program: {
  /** The running executable (OrderSlip.exe in its program folder). */
  readonly execPath: string;
  /** The AppImage file, when running from one ($APPIMAGE): the executable is then inside a mount. */
  readonly appImage?: string | undefined;
}): string[] {
  return [
    ...(program.appImage ? [join(dirname(program.appImage), PROVISION_FILE_NAME)] : []),
    join(dirname(program.execPath), PROVISION_FILE_NAME),
  ];
}

export interface ProvisioningChoice {
  /** `--provision`'s value, or null. */
  readonly explicit: string | null;
  /** No settings are stored yet: the first start on this PC (for this user). */
  readonly firstStart: boolean;
  readonly candidates: readonly string[];
}

/** The source to apply at this start, or null: none given, or not the first start. */
export function provisioningToApply(choice: ProvisioningChoice): ProvisioningSource | null {
  if (choice.explicit !== null) return provisioningSource(choice.explicit);
  if (!choice.firstStart) return null;
  const found = choice.candidates.find((candidate) => existsSync(candidate));
  return found === undefined ? null : { kind: 'file', path: found };
}

/** What a start applies, read and decoded whole: nothing is written before it is known to be right. */
export interface StartProvisioning {
  readonly source: ProvisioningSource;
  readonly provisioning: Provisioning;
}

/**
 * The app's start: the provisioning to apply, or null. First start means no settings file yet: after
 * a provisioning is applied there is one, so a file left beside the program is not applied again.
 * Throws ProvisioningRefused (every problem) when the file to apply is wrong or cannot be had.
 */
export async function provisioningAtStart(options: {
  readonly argv: readonly string[];
  readonly execPath: string;
  readonly appImage?: string | undefined;
  /** The settings file whose absence says this is the first start. */
  readonly settingsFile: string;
  readonly limits?: FetchLimits;
}): Promise<StartProvisioning | null> {
  const source = provisioningToApply({
    explicit: provisionArgument(options.argv),
    firstStart: !existsSync(options.settingsFile),
    candidates: provisioningCandidates(options),
  });
  if (source === null) return null;
  return { source, provisioning: await loadProvisioning(source, options.limits) };
}
