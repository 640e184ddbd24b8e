import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { confidenceLevelLabel, type StudyArea } from '@tp/domain';
import { testDateLabel } from './study-area-choices.ts';

/** One study area: subject, confidence level in words, and for test prep date and goal. */
export function StudyAreaCard({
  area,
  onEdit,
  onDelete,
}: {
  area: StudyArea;
  onEdit(): void;
  onDelete(): void;
}) {
  const confidence = confidenceLevelLabel(area.confidenceLevel);
  return (
    <Card variant="outlined" component="li" aria-label={area.subject.name}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
            {area.subject.name}
          </Typography>
          <Chip size="small" label={area.subject.categoryName} variant="outlined" />
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {area.isTestPrep && (
            <>
              <Typography component="dt" color="text.secondary" variant="body2">
                Test date
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {area.testDate ? testDateLabel(area.testDate) : 'Not chosen'}
              </Typography>
              <Typography component="dt" color="text.secondary" variant="body2">
                Goal score
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {area.goalScore ?? '—'}
              </Typography>
            </>
          )}
          <Typography component="dt" color="text.secondary" variant="body2">
            Confidence
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {confidence ?? 'Not set'}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${area.subject.name}`}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={`Delete ${area.subject.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
