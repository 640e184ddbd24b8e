import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from './useThemeMode.ts';

/**
 * The app bar's light/dark switch; its name says what a click does, and so does the browser's
 * own hover hint (`title`): MUI's Tooltip would bring Popper into every page's first load for
 * one hint (about 11 KB in the tutor's shell).
 */
export function ThemeModeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleMode}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
