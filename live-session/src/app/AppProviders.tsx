import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '@tp/ui';
import { SignInProvider } from '../sign-in/SignInProvider.tsx';
import { AppServicesContext } from './AppServicesContext.ts';
import type { AppServices } from './services.ts';
import { theme } from './theme.ts';

/** Everything the screens rely on; the services come in as a prop so tests swap them. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppServicesContext.Provider value={services}>
        <ToastProvider>
          <SignInProvider>{children}</SignInProvider>
        </ToastProvider>
      </AppServicesContext.Provider>
    </ThemeProvider>
  );
}
