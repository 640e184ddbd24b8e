import type { DateHeaderProps, DateLocalizer } from 'react-big-calendar';
import { formatDateParam } from './schedule-date.ts';
import { formatDuration } from '@tp/domain';

/** "3h", "1.5h": what fits a phone's month cell (a seventh of 390 px). */
function compactHours(minutes: number): string {
  return `${Math.round(minutes / 30) / 2}h`;
}

/**
 * A month cell's header with the day's open time ("3 h open"): month view draws no
 * availability blocks, so the day says how much is left to book; a click on it, as on the
 * day's number, opens the day to book in.
 */
export function monthDateHeader(
  openMinutes: ReadonlyMap<string, number>,
  zone: string,
  localizer: DateLocalizer,
) {
  return function MonthDateHeader({ date, label, onDrillDown }: DateHeaderProps) {
    const minutes = openMinutes.get(formatDateParam(date, zone)) ?? 0;
    return (
      <div className="tp-month-date">
        {minutes > 0 ? (
          <button
            type="button"
            className="tp-month-open"
            onClick={onDrillDown}
            aria-label={`${formatDuration(minutes)} open on ${localizer.format(date, 'dddd, MMMM D')}: open the day to book`}
          >
            <span className="tp-month-open-long">{formatDuration(minutes)} open</span>
            <span className="tp-month-open-short">{compactHours(minutes)}</span>
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="rbc-button-link" onClick={onDrillDown}>
          {label}
        </button>
      </div>
    );
  };
}
