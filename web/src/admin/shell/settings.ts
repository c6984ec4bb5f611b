/**
 * The console's look (spec §2, theme customizer): one typed object, remembered in localStorage.
 * Stored JSON is untrusted (another version of the app, a hand edit): every field is checked on
 * its own and an invalid one falls back to its default, so one bad value never resets the rest.
 */
export const THEME_OPTIONS = {
  layout: ['vertical', 'horizontal'],
  mode: ['light', 'dark'],
  width: ['fluid', 'boxed'],
  position: ['fixed', 'scrollable'],
  topbar: ['light', 'dark'],
  sidebarSize: ['default', 'compact', 'small'],
  sidebarColor: ['light', 'dark', 'brand'],
  direction: ['ltr', 'rtl'],
} as const;

type Options = typeof THEME_OPTIONS;
export type ThemeSettingKey = keyof Options;
export type ThemeSettings = { [K in ThemeSettingKey]: Options[K][number] };

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  layout: 'vertical',
  mode: 'light',
  width: 'fluid',
  position: 'fixed',
  topbar: 'light',
  sidebarSize: 'default',
  sidebarColor: 'dark',
  direction: 'ltr',
};

export const THEME_STORAGE_KEY = 'admin.theme';

export const THEME_SETTING_KEYS = Object.keys(THEME_OPTIONS) as ThemeSettingKey[];

function isOption<K extends ThemeSettingKey>(key: K, value: unknown): value is ThemeSettings[K] {
  return (THEME_OPTIONS[key] as readonly unknown[]).includes(value);
}

/** Stored text to settings: unknown or invalid fields take their defaults. */
export function parseThemeSettings(raw: string | null): ThemeSettings {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const out: ThemeSettings = { ...DEFAULT_THEME_SETTINGS };
  if (typeof stored !== 'object' || stored === null) return out;
  const record = stored as Record<string, unknown>;
  for (const key of THEME_SETTING_KEYS) {
    const value = record[key];
    if (isOption(key, value)) (out as Record<ThemeSettingKey, string>)[key] = value;
  }
  return out;
}

/** Minimal storage surface (localStorage, or a stand-in in tests and private modes). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage when the browser lets us use it (it throws in some privacy modes). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadThemeSettings(storage: KeyValueStorage | null): ThemeSettings {
  try {
    return parseThemeSettings(storage?.getItem(THEME_STORAGE_KEY) ?? null);
  } catch {
    return { ...DEFAULT_THEME_SETTINGS };
  }
}

export function saveThemeSettings(storage: KeyValueStorage | null, settings: ThemeSettings): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // A full or blocked storage only costs remembering the choice.
  }
}

/** The CSS classes of the console's root element: one per setting, e.g. `admin--sidebar-compact`. */
export function themeClassNames(s: ThemeSettings): string[] {
  return [
    `admin--layout-${s.layout}`,
    `admin--mode-${s.mode}`,
    `admin--width-${s.width}`,
    `admin--position-${s.position}`,
    `admin--topbar-${s.topbar}`,
    `admin--sidebar-${s.sidebarSize}`,
    `admin--sidebar-color-${s.sidebarColor}`,
    `admin--${s.direction}`,
  ];
}
