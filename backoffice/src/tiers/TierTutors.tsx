import { zodResolver } from '@hookform/resolvers/zod';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  ReferenceManyField,
  SimpleList,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { tierTutorAssignment, type Tier, type TierTutorAssignment, type Tutor } from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';

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
  const { run, isSending } = useActionCall();
  const { handleSubmit, reset, watch } = useFormContext<TierTutorAssignment>();
  const chosen = watch('tutorIds') ?? [];

  const assign = handleSubmit(async ({ tutorIds }) => {
    const outcome = await run(
      (provider) => provider.action('tiers', 'assignTutors', { id: tier.id, data: { tutorIds } }),
      {
        success: () =>
          `${tutorIds.length === 1 ? '1 tutor' : `${tutorIds.length} tutors`} moved to ${tier.name}`,
      },
    );
    if (outcome.ok) reset({ tutorIds: [] });
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
