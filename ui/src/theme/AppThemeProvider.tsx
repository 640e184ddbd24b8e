import { useCallback, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { createAppTheme } from './theme.ts';
import { ThemeModeContext, type ThemeModeApi } from './ThemeModeContext.ts';
import { readStoredThemeMode, storeThemeMode } from './theme-mode-storage.ts';

/**
 * The platform theme for an app that is not react-admin: the user's stored choice, else the
 * system's preference; `useThemeMode()` below it switches and remembers (localStorage).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [chosen, setChosen] = useState<PaletteMode | null>(() => readStoredThemeMode());
  const mode: PaletteMode = chosen ?? (prefersDark ? 'dark' : 'light');

  const setMode = useCallback((next: PaletteMode) => {
    storeThemeMode(next);
    setChosen(next);
  }, []);

  const api = useMemo<ThemeModeApi>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={api}>
      <ThemeProvider theme={theme}>
        {/* Native controls and scrollbars follow the mode too. */}
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
