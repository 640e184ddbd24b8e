import { AppBar as RaAppBar } from 'react-admin';

/**
 * react-admin's app bar (title, refresh, the light/dark toggle it adds for a dark theme, the
 * user menu) in the platform's primary colour, as the live-session app's bar; react-admin's
 * default is the secondary colour.
 */
export function AppBar() {
  return <RaAppBar color="primary" />;
}
