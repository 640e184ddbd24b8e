import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  ReferenceManyField,
  SimpleList,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { Tier, Tutor } from '@tp/domain';
import { AssignTutorsButton } from './AssignTutorsButton.tsx';
import { tierTutorsResolver } from './tierTutorsResolver.ts';

const tutorName = (tutor: Tutor) => `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`;

/** The tutors on the tier, and (for admins) the form that moves tutors onto it. */
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
          <Form resolver={tierTutorsResolver} defaultValues={{ tutorIds: [] }}>
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
