/**
 * The shop's day: the bake list, the pick-up sheet, marking orders collected, their CLI.
 */
import { words } from './wording';

export const shopDayWords = {} as const;

// Keeps the import used while the area has no code yet.
void words;
