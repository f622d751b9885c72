/** The window's words for the printer editor's kitchen settings: ticket template, filters, buzzer. `kitchenEn` defines the shape. */
export const kitchenEn = {};

export type KitchenWords = typeof kitchenEn;

export const kitchenNl: KitchenWords = {};

export const kitchenFr: KitchenWords = {};
