import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { TIME_ZONE_OPTIONS, TUTOR_TARGET_MAX_HOURS, tutorCreate } from '@tp/domain';

/** Create and Edit validate with domain's schema; the server's 422s land on the same fields. */
export const tutorResolver = zodResolver(tutorCreate);
/** An edit sends only what the editor may change (an instruction manager: the targets). */
export const tutorTargetsResolver = zodResolver(
  tutorCreate.pick({ deliveryTarget: true, availabilityTarget: true, acceptNewStudents: true }),
);

const ZONE_CHOICES = TIME_ZONE_OPTIONS.map((zone) => ({
  id: zone.name,
  name: zone.name.replace(/_/g, ' '),
}));
const row = { display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } } as const;

function TargetInputs() {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Weekly targets
      </Typography>
      <Box sx={row}>
        <NumberInput
          source="deliveryTarget"
          label="Delivery target (hours/week)"
          min={0}
          max={TUTOR_TARGET_MAX_HOURS}
          step={1}
          fullWidth
        />
        <NumberInput
          source="availabilityTarget"
          label="Availability target (hours/week)"
          min={0}
          max={TUTOR_TARGET_MAX_HOURS}
          step={1}
          fullWidth
        />
      </Box>
      <BooleanInput source="acceptNewStudents" label="Accepting new students" />
    </>
  );
}

/**
 * The tutor's fields, shared by Create and Edit. Those who may only change targets
 * (instruction managers, spec §6 "the privileged editor of targets") see only those.
 */
export function TutorInputs({ targetsOnly = false }: { targetsOnly?: boolean }) {
  if (targetsOnly) return <TargetInputs />;
  return (
    <Box sx={{ width: '100%', maxWidth: 680 }}>
      <Box sx={row}>
        <TextInput source="firstName" label="First name" fullWidth />
        <TextInput source="lastName" label="Last name" fullWidth />
      </Box>
      <TextInput source="email" label="E-mail" type="email" fullWidth />
      <Box sx={row}>
        <TextInput source="phone" fullWidth />
        <AutocompleteInput source="timeZone" label="Time zone" choices={ZONE_CHOICES} fullWidth />
      </Box>
      <ReferenceInput source="tierId" reference="tiers">
        <SelectInput
          label="Tier"
          optionText="name"
          emptyText="No tier"
          parse={(value: unknown) => (value === '' ? null : value)}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceArrayInput source="subjectIds" reference="subjects" perPage={200}>
        <AutocompleteArrayInput label="Subjects" optionText="name" fullWidth />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="departmentIds" reference="departments" perPage={100}>
        <AutocompleteArrayInput label="Departments" optionText="name" fullWidth />
      </ReferenceArrayInput>
      <TargetInputs />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <BooleanInput source="featured" />
        <BooleanInput source="essayGrader" label="Essay grader" />
        <BooleanInput source="curriculumWork" label="Curriculum work" />
      </Box>
    </Box>
  );
}
