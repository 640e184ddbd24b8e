import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AuthUserProvider } from '../auth/AuthUserContext.tsx';
import { StaffOnly } from '../auth/StaffOnly.tsx';
import { AppBar } from './AppBar.tsx';
import { GroupedMenu } from './GroupedMenu.tsx';
import { ShellWarnings } from './ShellWarnings.tsx';
import { TimeZoneFooter } from './TimeZoneFooter.tsx';

/**
 * react-admin's layout (app bar with the user's name, logout and the light/dark toggle; the
 * grouped resource menu) with the shell's pieces: account warnings on top, the time zone line
 * at the bottom.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AuthUserProvider>
      <StaffOnly>
        <Layout appBar={AppBar} menu={GroupedMenu}>
          <ShellWarnings />
          {children}
          <TimeZoneFooter />
        </Layout>
      </StaffOnly>
    </AuthUserProvider>
  );
}
