import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreChartsOf, type Transcript } from '@tp/domain';
import { ScoreChart } from './ScoreChart.tsx';

export const NO_SCORED_EXAMS_TEXT = 'No scored exams yet.';

/**
 * A student's score charts (spec sign-in-exams §2 "score charts per exam type"), one per exam
 * type with a scored sitting, side by side from the md breakpoint; the family app's Exams
 * screen and the back-office student's Exams tab draw the same. MUI X Charts is heavy: the
 * back-office loads this lazily.
 */
export function ScoreCharts({ transcripts }: { transcripts: readonly Transcript[] }) {
  const charts = scoreChartsOf(transcripts);
  if (charts.length === 0)
    return <Typography color="text.secondary">{NO_SCORED_EXAMS_TEXT}</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: charts.length > 1 ? '1fr 1fr' : '1fr' },
        // A grid item's min-width is its content's: without 0 the chart pushes past a phone.
        '& > *': { minWidth: 0 },
      }}
    >
      {charts.map((chart) => (
        <ScoreChart key={chart.examType} chart={chart} />
      ))}
    </Box>
  );
}
