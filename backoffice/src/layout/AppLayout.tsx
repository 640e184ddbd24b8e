import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AuthUserProvider } from '../auth/AuthUserContext.tsx';
import { StaffOnly } from '../auth/StaffOnly.tsx';
import { ShellWarnings } from './ShellWarnings.tsx';
import { TimeZoneFooter } from './TimeZoneFooter.tsx';

/**
 * react-admin's layout (app bar with the user's name and logout, the resource menu) with the
 * shell's pieces: account warnings on top, the time zone line at the bottom.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AuthUserProvider>
      <StaffOnly>
        <Layout>
          <ShellWarnings />
          {children}
          <TimeZoneFooter />
        </Layout>
      </StaffOnly>
    </AuthUserProvider>
  );
}
