/**
 * Schedules: the bake list printed at a set time, due-today slips, what a missed or failed run says.
 */
import { words } from './wording';

export const scheduleWords = {} as const;

// Keeps the import used while the area has no code yet.
void words;
