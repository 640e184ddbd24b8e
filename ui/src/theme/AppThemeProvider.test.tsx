import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { AppThemeProvider } from './AppThemeProvider.tsx';
import { ThemeModeToggle } from './ThemeModeToggle.tsx';
import { DARK_PALETTE, LIGHT_PALETTE } from './palettes.ts';
import { THEME_MODE_STORAGE_KEY } from './theme-mode-storage.ts';

function Probe() {
  const theme = useTheme();
  return <p data-testid="probe">{`${theme.palette.mode} ${theme.palette.primary.main}`}</p>;
}

function renderThemed() {
  return render(
    <AppThemeProvider>
      <ThemeModeToggle />
      <Probe />
    </AppThemeProvider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('AppThemeProvider', () => {
  it('applies the platform theme, light when nothing was chosen and the system has no preference', () => {
    renderThemed();
    expect(screen.getByTestId('probe')).toHaveTextContent(`light ${LIGHT_PALETTE.primary.main}`);
  });

  it('switches to dark from the toggle and remembers the choice', () => {
    renderThemed();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(screen.getByTestId('probe')).toHaveTextContent(`dark ${DARK_PALETTE.primary.main}`);
    expect(window.localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('starts in the stored mode', () => {
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    renderThemed();
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
  });

  it('ignores a stored value that is not a mode', () => {
    window.localStorage.setItem(THEME_MODE_STORAGE_KEY, 'purple');
    renderThemed();
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
  });
});
