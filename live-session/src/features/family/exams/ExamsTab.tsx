import Typography from '@mui/material/Typography';

/** The exams tab: exams and score reports arrive with the exams release. */
export function ExamsTab() {
  return (
    <Typography color="text.secondary">
      Exams and score reports are not available here yet.
    </Typography>
  );
}
