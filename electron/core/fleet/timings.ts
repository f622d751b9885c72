/**
 * The fleet's timings: how often a counter reports and when the fleet host calls it silent. Tests
 * shorten them through the environment (like ORDERSLIP_TEST_LISTEN_MS) so that a test of "silent after
 * two minutes" waits seconds, on both sides: the counter's reporter and the fleet host read the same.
 */
import { FLEET_REPORT_EVERY_SECONDS, FLEET_SILENT_AFTER_SECONDS } from '../../common/contract/fleet';

export interface FleetTimings {
  readonly reportEveryMs: number;
  readonly silentAfterMs: number;
}

export const FLEET_TEST_REPORT_ENV = 'ORDERSLIP_TEST_FLEET_REPORT_MS';
export const FLEET_TEST_SILENT_ENV = 'ORDERSLIP_TEST_FLEET_SILENT_MS';

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

export function fleetTimings(env: NodeJS.ProcessEnv = process.env): FleetTimings {
  return {
    reportEveryMs: positiveInteger(env[FLEET_TEST_REPORT_ENV]) ?? FLEET_REPORT_EVERY_SECONDS * 1000,
    silentAfterMs: positiveInteger(env[FLEET_TEST_SILENT_ENV]) ?? FLEET_SILENT_AFTER_SECONDS * 1000,
  };
}
