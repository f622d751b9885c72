/**
 * Light or dark: as the system says (prefers-color-scheme) unless the person chose one. The choice is
 * a `data-theme` attribute on <html>, which the stylesheet reads.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const STORAGE_KEY = 'orderslip.theme';

function remembered(): Theme {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return THEMES.find((theme) => theme === value) ?? 'system';
  } catch {
    return 'system';
  }
}

class ThemeChoice {
  current = $state<Theme>(remembered());

  set(theme: Theme): void {
    this.current = theme;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, theme);
    } catch {
      // Not remembered, but still applied for this session.
    }
    this.apply();
  }

  apply(): void {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    if (this.current === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = this.current;
  }
}

export const theme = new ThemeChoice();
