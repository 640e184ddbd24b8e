export {
  lightTheme,
  darkTheme,
  backofficeLightTheme,
  backofficeDarkTheme,
  createAppTheme,
  type AppThemeOptions,
} from './theme.ts';
export { LIGHT_PALETTE, DARK_PALETTE, paletteFor, type AppPalette } from './palettes.ts';
export { AppThemeProvider } from './AppThemeProvider.tsx';
export { ThemeModeToggle } from './ThemeModeToggle.tsx';
export { useThemeMode } from './useThemeMode.ts';
export type { ThemeModeApi } from './ThemeModeContext.ts';
export {
  THEME_MODE_STORAGE_KEY,
  readStoredThemeMode,
  storeThemeMode,
} from './theme-mode-storage.ts';
