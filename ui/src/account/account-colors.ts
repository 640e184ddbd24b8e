import { useContext, useSyncExternalStore, type CSSProperties } from 'react';
import type { PaletteMode } from '@mui/material/styles';
import { FONT_FAMILY } from '../theme/font.ts';
import { paletteFor } from '../theme/palettes.ts';
import { ThemeModeContext } from '../theme/ThemeModeContext.ts';
import { readStoredThemeMode } from '../theme/theme-mode-storage.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemMode(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_QUERY).matches);
}

/**
 * The light or dark mode of the account screens: the app's theme mode inside the app, and on
 * the stand-alone sign-in page (which has no MUI theme) the same choice the app would make, the
 * stored one, else the system's.
 */
export function useAccountColorMode(): PaletteMode {
  const appMode = useContext(ThemeModeContext)?.mode;
  const prefersDark = useSyncExternalStore(subscribeToSystemMode, systemPrefersDark, () => false);
  return appMode ?? readStoredThemeMode() ?? (prefersDark ? 'dark' : 'light');
}

/**
 * The theme's palette as the CSS variables account.css draws with: one source for the colours
 * of the MUI screens and of these plain ones.
 */
export function accountColorVariables(mode: PaletteMode): CSSProperties {
  const palette = paletteFor(mode);
  return {
    '--tp-font': FONT_FAMILY,
    '--tp-background': palette.background.default,
    '--tp-paper': palette.background.paper,
    '--tp-text': palette.text.primary,
    '--tp-text-secondary': palette.text.secondary,
    '--tp-text-disabled': palette.text.disabled,
    '--tp-primary': palette.primary.main,
    '--tp-primary-dark': palette.primary.dark,
    '--tp-on-primary': palette.primary.contrastText,
    '--tp-error': palette.error.main,
    '--tp-on-error': palette.error.contrastText,
    '--tp-warning': palette.warning.main,
    '--tp-on-warning': palette.warning.contrastText,
    '--tp-info': palette.info.main,
    '--tp-on-info': palette.info.contrastText,
    '--tp-success': palette.success.main,
    '--tp-on-success': palette.success.contrastText,
    '--tp-divider': palette.divider,
    colorScheme: mode,
  } as CSSProperties;
}
