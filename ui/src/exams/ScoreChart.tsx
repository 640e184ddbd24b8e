import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ScoreChart as ScoreChartData } from '@tp/domain';

/**
 * One exam type's scores (spec sign-in-exams §2): a line of form code against score in a
 * single colour, the y axis from the min to the max score in 6 intervals.
 */
export function ScoreChart({ chart }: { chart: ScoreChartData }) {
  const theme = useTheme();
  const title = `${chart.examType} scores`;
  return (
    <Paper variant="outlined" sx={{ p: 2, m: 0 }} component="figure" aria-label={title}>
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <LineChart
        height={240}
        // The last form code is centred on the line's end: room for it, not an ellipsis.
        margin={{ left: 8, right: 28 }}
        xAxis={[
          {
            scaleType: 'point',
            data: chart.points.map((point) => point.formCode),
            label: 'Form code',
          },
        ]}
        yAxis={[
          {
            min: chart.minScore,
            max: chart.maxScore,
            tickInterval: chart.ticks,
            valueFormatter: (value: number) => String(Math.round(value)),
            width: 48,
          },
        ]}
        series={[
          {
            data: chart.points.map((point) => point.score),
            label: chart.examType,
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : String(value)),
          },
        ]}
        hideLegend
      />
    </Paper>
  );
}
