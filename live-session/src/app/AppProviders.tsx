import type { ReactNode } from 'react';
import { AppThemeProvider, ToastProvider } from '@tp/ui';
import { SignInProvider } from '../sign-in/SignInProvider.tsx';
import { AppServicesContext } from './AppServicesContext.ts';
import type { AppServices } from './services.ts';

/** Everything the screens rely on; the services come in as a prop so tests swap them. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <AppThemeProvider>
      <AppServicesContext.Provider value={services}>
        <ToastProvider>
          <SignInProvider>{children}</SignInProvider>
        </ToastProvider>
      </AppServicesContext.Provider>
    </AppThemeProvider>
  );
}
