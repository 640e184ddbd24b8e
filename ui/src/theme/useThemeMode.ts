import { useContext } from 'react';
import { ThemeModeContext, type ThemeModeApi } from './ThemeModeContext.ts';

/** The nearest AppThemeProvider's mode. Throws without one, so a missing provider fails loudly. */
export function useThemeMode(): ThemeModeApi {
  const api = useContext(ThemeModeContext);
  if (!api) throw new Error('useThemeMode must be used inside an AppThemeProvider');
  return api;
}
