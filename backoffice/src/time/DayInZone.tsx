import { DATE_FORMAT, formatInZone } from './formatInZone.ts';
import { useDisplayTimeZone } from './useDisplayTimeZone.ts';

/** A timestamp's day ("Mon, Nov 23, 2026") in the viewer's zone, for a table cell; "—" when there is none. */
export function DayInZone({ iso }: { iso: string | null }) {
  const zone = useDisplayTimeZone();
  return <>{iso ? formatInZone(iso, zone, DATE_FORMAT) : '—'}</>;
}
