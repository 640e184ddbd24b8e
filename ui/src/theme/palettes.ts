import type { PaletteMode, PaletteOptions } from '@mui/material/styles';

/**
 * The platform's colours, one palette per mode. The brand is the live-session app's navy with
 * a teal accent; every colour that carries text was chosen for WCAG AA (4.5:1) against the
 * surfaces it sits on, and `theme-contrast.test.ts` checks it.
 */
export interface AppPalette extends PaletteOptions {
  mode: PaletteMode;
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; light: string; dark: string; contrastText: string };
  error: { main: string; contrastText: string };
  warning: { main: string; contrastText: string };
  info: { main: string; contrastText: string };
  success: { main: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
}

export const LIGHT_PALETTE: AppPalette = {
  mode: 'light',
  primary: { main: '#2f4b9a', light: '#5a72c0', dark: '#1f3470', contrastText: '#ffffff' },
  secondary: { main: '#0b6e70', light: '#3f9c9d', dark: '#064d4f', contrastText: '#ffffff' },
  // MUI's default warning orange and success green are below 4.5:1 under white text.
  error: { main: '#b3261e', contrastText: '#ffffff' },
  warning: { main: '#94560a', contrastText: '#ffffff' },
  info: { main: '#0b5fa5', contrastText: '#ffffff' },
  success: { main: '#1d7434', contrastText: '#ffffff' },
  background: { default: '#f4f6fb', paper: '#ffffff' },
  text: { primary: '#1b2233', secondary: '#4a5568', disabled: '#8a93a6' },
  divider: '#dfe3ec',
};

export const DARK_PALETTE: AppPalette = {
  mode: 'dark',
  primary: { main: '#a9bbff', light: '#cbd6ff', dark: '#7d94e6', contrastText: '#0f1a3d' },
  secondary: { main: '#6fd3cc', light: '#9be5df', dark: '#3fb0a8', contrastText: '#002b29' },
  error: { main: '#ffb4ab', contrastText: '#5c0b06' },
  warning: { main: '#f5bd6b', contrastText: '#3a2300' },
  info: { main: '#8fcdff', contrastText: '#00304f' },
  success: { main: '#8ddc9f', contrastText: '#00391a' },
  background: { default: '#0f141f', paper: '#171e2c' },
  text: { primary: '#e7eaf3', secondary: '#b1b9cb', disabled: '#7c8598' },
  divider: '#2c3548',
};

export function paletteFor(mode: PaletteMode): AppPalette {
  return mode === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
}
