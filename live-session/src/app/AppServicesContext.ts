import { createContext, useContext } from 'react';
import type { AppServices } from './services.ts';

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services; tests and the mocked mode provide their own. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside AppProviders');
  return services;
}
