import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DateLocalizer } from 'react-big-calendar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { HttpClient } from '@tp/data-provider';
import { calendarDaysTouched, type Availability } from '@tp/domain';
import { MONTH_FETCH_SIZE } from './calendar-settings.ts';
import { loadAvailabilities } from './schedule-api.ts';
import { formatDateParam } from './schedule-date.ts';
import { useRangeData } from './useRangeData.ts';
import { visibleRange } from './visible-range.ts';

const NONE: Availability[] = [];

interface MiniAvailabilityCalendarProps {
  httpClient: HttpClient;
  tutorId: number | null;
  timeZone: string;
  localizer: DateLocalizer;
  /** The main calendar's date: its month is shown and its day highlighted. */
  date: Date;
  /** Changes when the schedule changed (a schedule-change, an edit): the marks are reloaded. */
  refreshKey: number;
  onSelectDay(day: Date): void;
  onError(error: unknown): void;
}

/**
 * A small month calendar marking the days that hold availability (spec §2 "a mini
 * availability calendar"); a click on a day moves the main calendar there.
 */
export function MiniAvailabilityCalendar({
  httpClient,
  tutorId,
  timeZone,
  localizer,
  date,
  refreshKey,
  onSelectDay,
  onError,
}: MiniAvailabilityCalendarProps) {
  const dateMonth = +localizer.startOf(date, 'month');
  // The month paged to, until the main calendar moves to another month: then its month.
  const [paged, setPaged] = useState({ from: dateMonth, month: dateMonth });
  const shownMonthMs = paged.from === dateMonth ? paged.month : dateMonth;
  const shownMonth = useMemo(() => new Date(shownMonthMs), [shownMonthMs]);
  const setShownMonth = (month: Date) => setPaged({ from: dateMonth, month: +month });

  const range = useMemo(
    () => visibleRange('month', shownMonth, localizer),
    [shownMonth, localizer],
  );
  const load = useCallback(
    (params: Parameters<typeof loadAvailabilities>[1]) =>
      loadAvailabilities(httpClient, params, MONTH_FETCH_SIZE),
    [httpClient],
  );
  const { data, reload } = useRangeData(load, NONE, tutorId, range, onError);
  const firstRefresh = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstRefresh.current) reload();
  }, [refreshKey, reload]);

  const marked = useMemo(
    () =>
      calendarDaysTouched(
        data.map((a) => ({ start: new Date(a.startsAt), end: new Date(a.endsAt) })),
        timeZone,
      ),
    [data, timeZone],
  );
  const days = useMemo(
    () => localizer.range(range.start, localizer.add(range.end, -1, 'day'), 'day'),
    [localizer, range],
  );
  const selectedKey = formatDateParam(date, timeZone);
  const todayKey = formatDateParam(new Date(), timeZone);

  return (
    <Box component="section" aria-labelledby="mini-calendar-title" sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          aria-label="Previous month"
          onClick={() => setShownMonth(localizer.add(shownMonth, -1, 'month'))}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        <Typography id="mini-calendar-title" variant="subtitle2" component="h2">
          {localizer.format(shownMonth, 'MMMM YYYY')}
        </Typography>
        <IconButton
          size="small"
          aria-label="Next month"
          onClick={() => setShownMonth(localizer.add(shownMonth, 1, 'month'))}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label="Days with availability"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center' }}
      >
        {days.slice(0, 7).map((day) => (
          <Typography
            key={`head-${+day}`}
            variant="caption"
            aria-hidden
            sx={{ color: 'text.secondary', py: 0.25 }}
          >
            {localizer.format(day, 'dd')}
          </Typography>
        ))}
        {days.map((day) => {
          const key = formatDateParam(day, timeZone);
          const hasAvailability = marked.has(key);
          const isOtherMonth = !localizer.eq(day, shownMonth, 'month');
          const isSelected = key === selectedKey;
          return (
            <ButtonBase
              key={key}
              data-date={key}
              data-available={hasAvailability || undefined}
              aria-label={`${localizer.format(day, 'dddd, MMMM D')}${hasAvailability ? ', has availability' : ''}`}
              aria-current={isSelected ? 'date' : undefined}
              onClick={() => onSelectDay(day)}
              sx={{
                position: 'relative',
                height: 30,
                borderRadius: '50%',
                fontSize: '0.8rem',
                color: isOtherMonth ? 'text.disabled' : 'text.primary',
                fontWeight: key === todayKey ? 700 : 400,
                bgcolor: isSelected ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {localizer.format(day, 'D')}
              {hasAvailability ? (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    bottom: 3,
                    width: 5,
                    height: 5,
                    borderRadius: '50%',
                    bgcolor: 'secondary.main',
                  }}
                />
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
