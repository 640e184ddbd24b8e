import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TutorDegree, TutorDegreeChanges } from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { ConfirmDialog } from '../../schedule/ConfirmDialog.tsx';
import { DegreeDialog } from './DegreeDialog.tsx';
import { createDegree, deleteDegree, degreeTitle, updateDegree } from './degrees-api.ts';
import { useDegrees } from './useDegrees.ts';

/** The degree being added (null) or edited, while the dialog is open. */
type Editing = { degree: TutorDegree | null } | null;

/**
 * The tutor's education on their profile (issue 25): their degrees, newest first; adding,
 * editing, and deleting one after a confirmation. Staff read them in the back-office.
 */
export function DegreesSection({ tutorId }: { tutorId: number }) {
  const { httpClient } = useAppServices();
  const toast = useToast();
  const toastError = useErrorToast();
  const { data, error, reload } = useDegrees(tutorId);
  const [editing, setEditing] = useState<Editing>(null);
  // Kept once the question closes, so its text does not change while it fades out.
  const [deleting, setDeleting] = useState<{ degree: TutorDegree; isOpen: boolean } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const save = async (changes: TutorDegreeChanges) => {
    const degree = editing?.degree ?? null;
    if (degree) await updateDegree(httpClient, degree, changes);
    else await createDegree(httpClient, tutorId, changes);
    setEditing(null);
    toast.success(degree ? 'Degree saved.' : 'Degree added.');
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { degree } = deleting;
    setIsDeleting(true);
    try {
      await deleteDegree(httpClient, degree.id);
      toast.success(`${degreeTitle(degree)} was removed from your education.`);
      setDeleting({ degree, isOpen: false });
      reload();
    } catch (failure) {
      toastError(failure);
    } finally {
      setIsDeleting(false);
    }
  };

  const [degrees, levels] = data ?? [null, null];
  return (
    <Stack component="section" aria-labelledby="education-heading" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="education-heading" variant="h6" component="h2">
          Education
        </Typography>
        <Button variant="outlined" disabled={!levels} onClick={() => setEditing({ degree: null })}>
          Add degree
        </Button>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Try again
            </Button>
          }
        >
          We could not load your degrees.
        </Alert>
      ) : !degrees ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading degrees" />
        </Box>
      ) : degrees.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>No degrees yet.</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Add where you studied, so staff can match you with the right students.
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {degrees.map((degree) => (
            <Paper
              component="li"
              variant="outlined"
              key={degree.id}
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {degreeTitle(degree)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {degree.institution}
                  {degree.graduationYear === null ? '' : ` · ${degree.graduationYear}`}
                </Typography>
              </Box>
              <IconButton
                aria-label={`Edit ${degreeTitle(degree)}`}
                onClick={() => setEditing({ degree })}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={`Delete ${degreeTitle(degree)}`}
                onClick={() => setDeleting({ degree, isOpen: true })}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && levels && (
        <DegreeDialog
          degree={editing.degree}
          levels={levels}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting?.isOpen ?? false}
        title="Delete degree"
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting((current) => current && { ...current, isOpen: false })}
      >
        <Typography>
          Are you sure you want to delete {deleting ? degreeTitle(deleting.degree) : 'this degree'}{' '}
          from {deleting?.degree.institution ?? 'your education'}?
        </Typography>
      </ConfirmDialog>
    </Stack>
  );
}
