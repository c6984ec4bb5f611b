import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@conf/common';
import { loadAdminLocale, saveAdminLocale } from './admin-locale';
import {
  browserStorage,
  DEFAULT_THEME_SETTINGS,
  loadThemeSettings,
  saveThemeSettings,
  type ThemeSettings,
} from './settings';

/** The organiser's console preferences: language and look, both remembered in this browser. */
export interface Preferences {
  locale: Locale;
  setLocale(locale: Locale): void;
  theme: ThemeSettings;
  updateTheme(patch: Partial<ThemeSettings>): void;
  resetTheme(): void;
}

/**
 * The console's language when someone else keeps it: the desktop app, whose tray, menus and
 * notifications speak it too. Without one, this browser remembers the organiser's choice.
 */
export interface LanguageControl {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function PreferencesProvider({
  children,
  language,
}: {
  children: ReactNode;
  language?: LanguageControl;
}) {
  const storage = browserStorage();
  const [storedLocale, setStoredLocale] = useState<Locale>(() => loadAdminLocale(storage));
  const [theme, setTheme] = useState<ThemeSettings>(() => loadThemeSettings(storage));

  const locale = language?.locale ?? storedLocale;
  const controlled = language?.setLocale;
  const setLocale = useCallback(
    (next: Locale) => {
      if (controlled) {
        controlled(next);
      } else {
        setStoredLocale(next);
        saveAdminLocale(storage, next);
      }
    },
    [storage, controlled],
  );
  const save = useCallback(
    (next: ThemeSettings) => {
      saveThemeSettings(storage, next);
      return next;
    },
    [storage],
  );
  const updateTheme = useCallback(
    (patch: Partial<ThemeSettings>) => setTheme((current) => save({ ...current, ...patch })),
    [save],
  );
  const resetTheme = useCallback(() => setTheme(save({ ...DEFAULT_THEME_SETTINGS })), [save]);

  const value = useMemo(
    () => ({ locale, setLocale, theme, updateTheme, resetTheme }),
    [locale, setLocale, theme, updateTheme, resetTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
