/** The window's words for the Day view: the bake list, the pick-up sheet, scanning and marking orders collected, printing and exporting. `dayEn` defines the shape. */
export const dayEn = {};

export type DayWords = typeof dayEn;

export const dayNl: DayWords = {};

export const dayFr: DayWords = {};
