import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AllotmentsRead } from '@tp/domain';

export const ALLOTMENTS_SKIPPED_MESSAGE = 'Subject allocations were skipped.';

interface AllotmentsReadViewProps {
  read: AllotmentsRead;
  mayEdit: boolean;
  onEdit(): void;
}

/** "Subject allotments": each subject with its minutes, and Edit Allotments (spec §2). */
export function AllotmentsReadView({ read, mayEdit, onEdit }: AllotmentsReadViewProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Subject allotments
        </Typography>
        {mayEdit ? (
          <Button variant="outlined" size="small" onClick={onEdit}>
            Edit Allotments
          </Button>
        ) : null}
      </Box>
      {read.skipped ? (
        <Typography color="text.secondary">{ALLOTMENTS_SKIPPED_MESSAGE}</Typography>
      ) : read.allotments.length === 0 ? (
        <Typography color="text.secondary">No subject allotments yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Subject allotments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {read.allotments.map((allotment) => (
            <Box
              component="li"
              key={allotment.id}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <span>
                {allotment.subjectName}
                {allotment.categoryName ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    · {allotment.categoryName}
                  </Typography>
                ) : null}
              </span>
              <span>{allotment.minutes} minutes</span>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
