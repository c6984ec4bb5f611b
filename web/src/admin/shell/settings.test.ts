import { describe, expect, it } from 'vitest';
import { ADMIN_DEFAULT_LOCALE } from '@conf/common';
import { loadAdminLocale, saveAdminLocale } from './admin-locale';
import {
  DEFAULT_THEME_SETTINGS,
  loadThemeSettings,
  parseThemeSettings,
  saveThemeSettings,
  THEME_OPTIONS,
  THEME_SETTING_KEYS,
  THEME_STORAGE_KEY,
  themeClassNames,
  type KeyValueStorage,
  type ThemeSettings,
} from './settings';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const everyOtherOption: ThemeSettings = {
  layout: 'horizontal',
  mode: 'dark',
  width: 'boxed',
  position: 'scrollable',
  topbar: 'dark',
  sidebarSize: 'small',
  sidebarColor: 'brand',
  direction: 'rtl',
};

describe('theme settings persistence', () => {
  it('starts from the defaults when nothing is stored', () => {
    expect(loadThemeSettings(memoryStorage())).toEqual(DEFAULT_THEME_SETTINGS);
    expect(loadThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('keeps every option through a save and a load', () => {
    const storage = memoryStorage();
    saveThemeSettings(storage, everyOtherOption);
    expect(JSON.parse(storage.data[THEME_STORAGE_KEY]!)).toEqual(everyOtherOption);
    expect(loadThemeSettings(storage)).toEqual(everyOtherOption);
  });

  it('has a default that is one of the options, for every setting', () => {
    for (const key of THEME_SETTING_KEYS) {
      expect(THEME_OPTIONS[key] as readonly string[]).toContain(DEFAULT_THEME_SETTINGS[key]);
    }
  });

  it('replaces only the invalid fields of stored JSON with their defaults', () => {
    const stored = JSON.stringify({
      ...everyOtherOption,
      mode: 'sepia',
      sidebarSize: 42,
      extra: 'ignored',
    });
    expect(parseThemeSettings(stored)).toEqual({
      ...everyOtherOption,
      mode: DEFAULT_THEME_SETTINGS.mode,
      sidebarSize: DEFAULT_THEME_SETTINGS.sidebarSize,
    });
  });

  it('survives text that is not JSON or not an object', () => {
    for (const raw of ['{broken', 'null', '"dark"', '[1,2]', '42', '']) {
      expect(parseThemeSettings(raw)).toEqual(DEFAULT_THEME_SETTINGS);
    }
  });

  it('does not fail when the storage itself throws', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadThemeSettings(throwing)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(() => saveThemeSettings(throwing, everyOtherOption)).not.toThrow();
    expect(loadAdminLocale(throwing)).toBe(ADMIN_DEFAULT_LOCALE);
  });

  it('gives one class per setting', () => {
    expect(themeClassNames(everyOtherOption)).toEqual([
      'admin--layout-horizontal',
      'admin--mode-dark',
      'admin--width-boxed',
      'admin--position-scrollable',
      'admin--topbar-dark',
      'admin--sidebar-small',
      'admin--sidebar-color-brand',
      'admin--rtl',
    ]);
  });
});

describe('console language', () => {
  it('defaults to Azerbaijani and remembers a valid choice only', () => {
    const storage = memoryStorage();
    expect(loadAdminLocale(storage)).toBe('az');
    saveAdminLocale(storage, 'en');
    expect(loadAdminLocale(storage)).toBe('en');
    storage.setItem('admin.locale', 'fr');
    expect(loadAdminLocale(storage)).toBe('az');
  });
});
