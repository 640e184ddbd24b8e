import { zodResolver } from '@hookform/resolvers/zod';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  ReferenceManyField,
  SimpleList,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { tierTutorAssignment, type Tier, type TierTutorAssignment, type Tutor } from '@tp/domain';

const tutorName = (tutor: Tutor) => `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`;
/** The action's input schema from domain checks the form before anything is sent. */
const assignmentResolver = zodResolver(tierTutorAssignment);

/** The tutors on the tier, and (for those `can` allows) the form that moves tutors onto it. */
export function TierTutors() {
  const tier = useRecordContext<Tier>();
  const { canAccess: canAssign } = useCanAccess({
    action: 'assignTutors',
    resource: 'tiers',
    record: tier,
  });
  if (!tier) return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 320 } }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Tutors on this tier
        </Typography>
        <ReferenceManyField<Tier, Tutor>
          reference="tutors"
          target="tierId"
          perPage={100}
          sort={{ field: 'lastName', order: 'ASC' }}
          empty={<Typography variant="body2">No tutor is on this tier yet.</Typography>}
        >
          <SimpleList<Tutor> primaryText={tutorName} rowClick={false} dense />
        </ReferenceManyField>
        {canAssign ? (
          <Form resolver={assignmentResolver} defaultValues={{ tutorIds: [] }}>
            <Stack spacing={1} sx={{ mt: 2 }}>
              <ReferenceArrayInput source="tutorIds" reference="tutors" perPage={25}>
                <AutocompleteArrayInput
                  label="Move tutors to this tier"
                  optionText={tutorName}
                  filterToQuery={(query) => ({ query })}
                  helperText="Each tutor leaves the tier they are on."
                />
              </ReferenceArrayInput>
              <AssignTutorsButton tier={tier} />
            </Stack>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Sends the form through the tier's `assignTutors` action (one transaction on the server),
 * with the data provider's action method; disabled while sending or with no tutor chosen.
 */
function AssignTutorsButton({ tier }: { tier: Tier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSending, setSending] = useState(false);
  const { handleSubmit, reset, watch } = useFormContext<TierTutorAssignment>();
  const chosen = watch('tutorIds') ?? [];

  const assign = handleSubmit(async ({ tutorIds }) => {
    setSending(true);
    try {
      await dataProvider.action('tiers', 'assignTutors', { id: tier.id, data: { tutorIds } });
      const moved = tutorIds.length === 1 ? '1 tutor' : `${tutorIds.length} tutors`;
      notify(`${moved} moved to ${tier.name}`, { type: 'success' });
      reset({ tutorIds: [] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The tutors could not be moved.', {
        type: 'error',
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <Button
      variant="contained"
      startIcon={isSending ? <CircularProgress size={16} /> : <GroupAddIcon />}
      disabled={isSending || chosen.length === 0}
      onClick={() => void assign()}
    >
      Assign tutors
    </Button>
  );
}
