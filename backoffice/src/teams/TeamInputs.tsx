import { zodResolver } from '@hookform/resolvers/zod';
import { AutocompleteArrayInput, AutocompleteInput, SelectInput, TextInput } from 'react-admin';
import { TEAM_TYPES, teamForm } from '@tp/domain';
import { useTeamCandidates } from './useTeamCandidates.ts';

/**
 * The team forms validate with domain's schema, cross-field rules included (`teamForm`); the
 * server runs the same rules and its 422s land on the same fields.
 */
export const teamResolver = zodResolver(teamForm);

const TYPE_CHOICES = TEAM_TYPES.map((type) => ({ id: type, name: type }));

/** The team's fields, shared by Create and Edit. */
export function TeamInputs() {
  const { candidates, isLoading } = useTeamCandidates();
  const tutors = candidates.filter((candidate) => candidate.isTutor);
  return (
    <>
      <TextInput source="name" fullWidth />
      <SelectInput source="type" choices={TYPE_CHOICES} />
      <AutocompleteInput
        source="managerId"
        label="Manager"
        choices={candidates}
        isPending={isLoading}
        helperText="An employee, usually a tutor: a tutor who manages a team may spoof its tutors."
        fullWidth
      />
      <AutocompleteArrayInput
        source="tutorIds"
        label="Tutors"
        choices={tutors}
        isPending={isLoading}
        fullWidth
      />
      <AutocompleteArrayInput
        source="advisorIds"
        label="Advisors"
        choices={candidates}
        isPending={isLoading}
        fullWidth
      />
    </>
  );
}
