import type { PaletteMode } from '@mui/material/styles';

/** Where the live app keeps the user's choice (per browser, like react-admin's own store). */
export const THEME_MODE_STORAGE_KEY = 'tp.themeMode';

/** The stored choice, or null when none was made (or storage is unavailable). */
export function readStoredThemeMode(
  storage: Storage | undefined = globalStorage(),
): PaletteMode | null {
  try {
    const value = storage?.getItem(THEME_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can throw (blocked cookies, private modes): the system preference applies.
    return null;
  }
}

export function storeThemeMode(mode: PaletteMode, storage: Storage | undefined = globalStorage()) {
  try {
    storage?.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembered across visits; the choice still applies to this page.
  }
}

function globalStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}
