import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { quartersOf, targetChartWindow, type TargetChartRange } from '@tp/domain';
import { useTargetHistories } from './useTargetHistories.ts';
import { weekLabel } from './week-label.ts';

const RANGES: { value: TargetChartRange; label: string }[] = [
  { value: 'weeks', label: 'Last 6 weeks' },
  { value: 'quarters', label: '5 quarters' },
];

/**
 * The targets chart (spec §9): delivered and available hours beside their targets, for the last
 * 6 weeks (this one included) or five quarters of 13 weeks, weeks cut in the tutor's zone.
 */
export function TargetsChart({
  tutorId,
  timeZone,
  now,
  version,
}: {
  tutorId: number;
  timeZone: string;
  now: Date;
  version: number;
}) {
  const [range, setRange] = useState<TargetChartRange>('weeks');
  const window = useMemo(() => targetChartWindow(now, timeZone, range), [now, timeZone, range]);
  const state = useTargetHistories(tutorId, window, version);
  const points =
    state.status !== 'loaded'
      ? []
      : range === 'weeks'
        ? state.weeks
        : quartersOf(state.weeks, window.startDate);

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="targets-chart-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography variant="h6" component="h2" id="targets-chart-title">
          Targets chart
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label="Chart range"
          onChange={(_, value: TargetChartRange | null) => {
            if (value) setRange(value);
          }}
        >
          {RANGES.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {state.status === 'failed' ? (
        <Alert severity="error">The chart could not be loaded.</Alert>
      ) : state.status === 'loading' ? (
        <Skeleton variant="rectangular" height={280} />
      ) : (
        <Box
          data-testid="targets-chart"
          data-points={points.length}
          data-first={points[0]?.date}
          sx={{ width: '100%' }}
        >
          <BarChart
            height={280}
            xAxis={[
              {
                scaleType: 'band',
                data: points.map((point) =>
                  range === 'weeks' ? weekLabel(point.date) : `From ${weekLabel(point.date)}`,
                ),
              },
            ]}
            yAxis={[{ label: 'Hours' }]}
            series={[
              { label: 'Delivered', data: points.map((p) => p.deliveryActual) },
              { label: 'Delivery target', data: points.map((p) => p.deliveryTarget) },
              { label: 'Available', data: points.map((p) => p.availabilityActual) },
              { label: 'Availability target', data: points.map((p) => p.availabilityTarget) },
            ]}
            skipAnimation
          />
        </Box>
      )}
    </Stack>
  );
}
