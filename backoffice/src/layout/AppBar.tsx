import { LoadingIndicator, AppBar as RaAppBar, ToggleThemeButton } from 'react-admin';
import { InboxButton } from '../inbox/InboxButton.tsx';

/**
 * react-admin's app bar (title, refresh, the light/dark toggle it adds for a dark theme, the
 * user menu) in the platform's primary colour, as the live-session app's bar; react-admin's
 * default is the secondary colour. The inbox's badge sits beside the toggle (spec §7).
 */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <InboxButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
