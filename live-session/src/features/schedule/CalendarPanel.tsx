import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ScheduleView } from './calendar-settings.ts';

/** Pixels of the page around the calendar, per breakpoint: the time grid fills the rest. */
export interface CalendarChrome {
  xs: number;
  md: number;
}

/** The tutor schedule's header, mode bar and toolbar. */
const SCHEDULE_CHROME: CalendarChrome = { xs: 180, md: 260 };

export interface CalendarPanelProps {
  /** The calendar box's test id ("schedule-calendar", "planner-calendar"). */
  testId: string;
  view: ScheduleView;
  isLoading: boolean;
  /** The loading bar's accessible name ("Loading schedule"). */
  loadingLabel: string;
  chrome?: CalendarChrome;
  /** Beside the calendar from md up (260 px), under it on phones: legend, mini calendar. */
  aside?: ReactNode;
  /** The calendar. */
  children: ReactNode;
}

/**
 * The calendar's frame, one for the tutor schedule and the family planner: a loading bar that
 * keeps its 4 px so the page does not jump, and a box the calendar fills (a month grid of
 * fixed height; a time grid as tall as the screen minus the page around it, at least 560 px
 * on larger screens), with an optional aside.
 */
export function CalendarPanel({
  testId,
  view,
  isLoading,
  loadingLabel,
  chrome = SCHEDULE_CHROME,
  aside,
  children,
}: CalendarPanelProps) {
  return (
    <>
      <Box sx={{ height: 4 }}>
        {isLoading ? <LinearProgress aria-label={loadingLabel} /> : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: aside ? 'minmax(0, 1fr) 260px' : 'minmax(0, 1fr)',
          },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box
          data-testid={testId}
          aria-busy={isLoading}
          sx={{
            height:
              view === 'month'
                ? { xs: 620, md: 760 }
                : {
                    xs: `calc(100vh - ${chrome.xs}px)`,
                    md: `max(560px, calc(100vh - ${chrome.md}px))`,
                  },
            minHeight: 480,
          }}
        >
          {children}
        </Box>
        {aside ? (
          <Paper variant="outlined" component="aside" sx={{ p: 1.5 }}>
            <Stack spacing={2}>{aside}</Stack>
          </Paper>
        ) : null}
      </Box>
    </>
  );
}
