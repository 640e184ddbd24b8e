import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import {
  STAFFING_MESSAGES,
  isSubstituteDisabled,
  type PotentialTutor,
  type Session,
} from '@tp/domain';
import { useLoaded } from '@tp/ui';
import { actionErrorMessage, actionFieldError } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';
import { useQualification } from '../scheduling/useQualification.ts';

/** How many candidates the substitute modal lists. */
const SUBSTITUTES_SHOWN = 20;

/**
 * The Substitute Tutor modal (spec scheduling §2, §5, §8): the tutors free for the joint
 * session (GET /sessions/potential_tutors), "No substitutes could be found" when none; the
 * chosen one's brand qualification (the enrollments lookup) disables Save with "This tutor is
 * not qualified."; Save hands the session over ("Saved your substitute").
 */
export function SubstituteTutorDialog({
  session,
  brandName,
  onClose,
}: {
  session: Pick<Session, 'id' | 'supervisorId'>;
  brandName: string | null;
  onClose(): void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, isSending } = useActionCall();
  const [chosen, setChosen] = useState<PotentialTutor | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, error, isLoading } = useLoaded(
    (signal) =>
      dataProvider
        .action('sessions', 'potentialTutors', {
          data: { ids: [session.id], limit: SUBSTITUTES_SHOWN },
          signal,
        })
        .then(({ data: answer }) => answer.potentialTutors),
    String(session.id),
  );
  const candidates = (data ?? []).filter((tutor) => tutor.id !== session.supervisorId);
  const qualification = useQualification(chosen?.id ?? null, brandName);
  const isQualified = qualification !== 'unqualified';

  async function save() {
    if (!chosen) return;
    setRefusal(null);
    const outcome = await run(
      (provider) =>
        provider.action('sessions', 'substituteJointSession', {
          id: session.id,
          data: { employeeId: chosen.id },
        }),
      {
        success: STAFFING_MESSAGES.substituted,
        failure: (failure) =>
          actionFieldError(failure, 'employeeId') ?? actionErrorMessage(failure),
      },
    );
    if (outcome.ok) onClose();
    else setRefusal(actionFieldError(outcome.error, 'employeeId'));
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="substitute-title">
      <DialogTitle id="substitute-title">Substitute Tutor</DialogTitle>
      <DialogContent>
        {isLoading ? <CircularProgress size={24} aria-label="Loading substitutes" /> : null}
        {error ? <Alert severity="error">{actionErrorMessage(error)}</Alert> : null}
        {!isLoading && !error && candidates.length === 0 ? (
          <Alert severity="info">{STAFFING_MESSAGES.noSubstitutes}</Alert>
        ) : null}
        {candidates.length > 0 ? (
          <List dense aria-label="Substitutes" sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {candidates.map((tutor) => (
              <ListItemButton
                key={tutor.id}
                selected={chosen?.id === tutor.id}
                onClick={() => {
                  setChosen(tutor);
                  setRefusal(null);
                }}
              >
                <ListItemText
                  primary={`${tutor.firstName} ${tutor.lastName}`}
                  secondary={tutor.tierName ?? undefined}
                />
              </ListItemButton>
            ))}
          </List>
        ) : null}
        {chosen && !isQualified ? (
          <Alert severity="warning">{STAFFING_MESSAGES.notQualified}</Alert>
        ) : null}
        {refusal && isQualified ? <Alert severity="error">{refusal}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={
            isSending ||
            chosen === null ||
            isSubstituteDisabled({ matchCount: candidates.length, isQualified })
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
