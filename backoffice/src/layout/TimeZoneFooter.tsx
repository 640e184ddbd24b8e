import { AppFooter } from '@tp/ui';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/** The shared shell footer ("All times displayed in {zone}") in the zone times are shown in. */
export function TimeZoneFooter() {
  return <AppFooter timeZone={useDisplayTimeZone()} />;
}
