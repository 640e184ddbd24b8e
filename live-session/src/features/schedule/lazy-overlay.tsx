import { lazy, Suspense, useEffect, useEffectEvent } from 'react';
import { useTheme } from '@mui/material/styles';
import type { OverlayProps } from 'react-overlays/Overlay';
import { calendarCssVariables } from './calendar-colors.ts';

/**
 * What react-big-calendar imports from react-overlays: the Overlay of its month view's "+N more"
 * popup, drawn only once someone opens one. The build resolves `react-overlays` here
 * (vite.config.ts), so react-overlays and Popper (about 8 KB) load with the first popup, not
 * with the calendars. A calendar version that imports anything else from it fails the build.
 */
const LoadedOverlay = lazy(() => import('react-overlays/Overlay'));

/**
 * Escape closes the popup, as a click outside does. react-overlays would (its root close), but
 * react-big-calendar hands the popup its own ref in place of the Overlay's, so the Overlay never
 * sees its element and never listens. A dialog opened from the popup takes its own Escape first
 * (MUI's modal stops it), so the popup stays under it.
 */
function useCloseOnEscape(onHide: OverlayProps['onHide']) {
  const hide = useEffectEvent((event: KeyboardEvent) => onHide?.(event));
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) hide(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The popup is drawn in a portal at the end of the page, outside the calendar: it is wrapped in
 * the calendar's class and colours (schedule.css), so its items keep the legend's colours and
 * the dark mode, and a phone can place it across the screen.
 */
export function Overlay({ children, ...props }: OverlayProps) {
  const theme = useTheme();
  useCloseOnEscape(props.onHide);
  // Its own boundary: the popup waits for its code, the calendar around it does not.
  return (
    <Suspense fallback={null}>
      <LoadedOverlay {...props}>
        {(popup) => (
          <div className="tp-calendar tp-calendar-popup" style={calendarCssVariables(theme)}>
            {children(popup)}
          </div>
        )}
      </LoadedOverlay>
    </Suspense>
  );
}
