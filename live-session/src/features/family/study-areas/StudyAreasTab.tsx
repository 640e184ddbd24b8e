import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudyArea } from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { ConfirmDialog } from '../../schedule/ConfirmDialog.tsx';
import { StudyAreaCard } from './StudyAreaCard.tsx';
import { StudyAreaDialog } from './StudyAreaDialog.tsx';
import {
  createStudyArea,
  deleteStudyArea,
  updateStudyArea,
  type StudyAreaChanges,
} from './study-areas-api.ts';
import { useStudyAreas } from './useStudyAreas.ts';

/** The study area being added (null) or edited, while the dialog is open. */
type Editing = { area: StudyArea | null } | null;

/**
 * The Study areas tab of a student (spec §3, §5): their study areas, adding, editing and
 * deleting one (after a confirmation).
 */
export function StudyAreasTab() {
  const studentId = Number(useParams().studentId);
  const { httpClient } = useAppServices();
  const toast = useToast();
  const toastError = useErrorToast();
  const { state, reload } = useStudyAreas(studentId);
  const [editing, setEditing] = useState<Editing>(null);
  // Kept once the question closes, so its text does not change while it fades out.
  const [deleting, setDeleting] = useState<{ area: StudyArea; isOpen: boolean } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading study areas" />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error">We could not load the study areas. Please reload the page.</Alert>
    );
  }

  const save = async (changes: StudyAreaChanges) => {
    const area = editing?.area ?? null;
    if (area) await updateStudyArea(httpClient, area, changes);
    else await createStudyArea(httpClient, studentId, changes);
    setEditing(null);
    toast.success(area ? 'Study area saved.' : 'Study area added.');
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { area } = deleting;
    setIsDeleting(true);
    try {
      await deleteStudyArea(httpClient, area.id);
      toast.success(`${area.subject.name} was removed from the study areas.`);
      setDeleting({ area, isOpen: false });
      reload();
    } catch (error) {
      toastError(error);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          Study areas
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ area: null })}>
          Add study area
        </Button>
      </Stack>
      {state.areas.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>No study areas yet.</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Add the subjects you work on, so your tutor knows where to help and you can book
            sessions.
          </Typography>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.areas.map((area) => (
            <StudyAreaCard
              key={area.id}
              area={area}
              onEdit={() => setEditing({ area })}
              onDelete={() => setDeleting({ area, isOpen: true })}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <StudyAreaDialog
          area={editing.area}
          data={state}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting?.isOpen ?? false}
        title="Delete study area"
        confirmLabel="Delete"
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting((current) => current && { ...current, isOpen: false })}
      >
        <Typography>
          Are you sure you want to delete the study area {deleting?.area.subject.name}?
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
