import { createContext } from 'react';
import type { PaletteMode } from '@mui/material/styles';

/** The live app's light/dark choice and how to change it. */
export interface ThemeModeApi {
  mode: PaletteMode;
  setMode(mode: PaletteMode): void;
  toggleMode(): void;
}

export const ThemeModeContext = createContext<ThemeModeApi | null>(null);
