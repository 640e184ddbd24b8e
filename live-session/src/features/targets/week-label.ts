import { formatUsDate } from '@tp/domain';

/** A week by its Monday, as the table and chart show it: "Week of 03/02/2026". */
export function weekLabel(monday: string): string {
  return formatUsDate(monday);
}
