/** The window's words for Settings of the shop's day (opening and closing time, schedules, due-today slips), the alarm's settings and its banner. `shopDaySettingsEn` defines the shape. */
export const shopDaySettingsEn = {};

export type ShopDaySettingsWords = typeof shopDaySettingsEn;

export const shopDaySettingsNl: ShopDaySettingsWords = {};

export const shopDaySettingsFr: ShopDaySettingsWords = {};
