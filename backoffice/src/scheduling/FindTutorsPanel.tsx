import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import {
  PRIORITIZED_TUTORS_PER_PAGE,
  TUTOR_SEARCH_PER_PAGE,
  tutorSearchNotice,
  type PotentialTutor,
  type PrioritizedTutor,
  type Session,
  type Tutor,
} from '@tp/domain';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { tutorName } from './TutorPicker.tsx';
import { useLoaded } from '@tp/ui';

type FinderTab = 'prioritized' | 'subjects' | 'potential';

/** Up to twenty tutors: the list scrolls inside the panel rather than pushing the page down. */
const LIST_SX = { maxHeight: 420, overflowY: 'auto' } as const;

interface FindTutorsPanelProps {
  brandId: number | null;
  subjectIds: number[];
  studentId: number | null;
  chosenTutorId: number | null;
  onChoose(tutorId: number): void;
}

/**
 * "Find tutors" (spec scheduling §7): the prioritized tutors for the brand and subject
 * (GET /tutors/prioritized, 20), the tutor search by every chosen subject (GET tutors with
 * subjects[] and notTutorIds[], 7, with the high-demand and "no tutors found" notices), and
 * the tutors free for the student's upcoming sessions (GET /sessions/potential_tutors).
 */
export function FindTutorsPanel(props: FindTutorsPanelProps) {
  const [tab, setTab] = useState<FinderTab>('prioritized');
  return (
    <Stack spacing={1}>
      <Tabs
        value={tab}
        onChange={(_event, next: FinderTab) => setTab(next)}
        variant="fullWidth"
        // Three tabs share a side panel: narrow tabs rather than a label cut off.
        sx={{ '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        <Tab value="prioritized" label="Prioritized" />
        <Tab value="subjects" label="By subjects" />
        <Tab value="potential" label="For sessions" />
      </Tabs>
      {tab === 'prioritized' ? <PrioritizedTutors {...props} /> : null}
      {tab === 'subjects' ? (
        // A new choice of subjects starts the search over (no tutors left out yet).
        <TutorsBySubjects key={props.subjectIds.join(',')} {...props} />
      ) : null}
      {tab === 'potential' ? <PotentialTutors {...props} /> : null}
    </Stack>
  );
}

function ChooseButton({
  tutorId,
  chosenTutorId,
  onChoose,
  label,
}: {
  tutorId: number;
  chosenTutorId: number | null;
  onChoose(tutorId: number): void;
  label: string;
}) {
  const isChosen = tutorId === chosenTutorId;
  return (
    <Button
      size="small"
      variant={isChosen ? 'contained' : 'outlined'}
      disabled={isChosen}
      onClick={() => onChoose(tutorId)}
      aria-label={`Choose ${label}`}
    >
      {isChosen ? 'Chosen' : 'Choose'}
    </Button>
  );
}

function Loading() {
  return <CircularProgress size={24} sx={{ m: 1 }} aria-label="Loading tutors" />;
}

function PrioritizedTutors({ brandId, subjectIds, chosenTutorId, onChoose }: FindTutorsPanelProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const subjectId = subjectIds[0];
  const { data, error, isLoading } = useLoaded(
    (signal) =>
      dataProvider
        .action('tutors', 'prioritized', {
          data: {
            page: 1,
            per: PRIORITIZED_TUTORS_PER_PAGE,
            acceptNewStudents: 'true',
            ...(brandId !== null ? { brandId } : {}),
            ...(subjectId !== undefined ? { subjectId } : {}),
          },
          signal,
        })
        .then(({ data: answer }) => answer.tutors),
    `${brandId}:${subjectId}`,
  );
  if (isLoading) return <Loading />;
  if (error) return <Alert severity="error">{actionErrorMessage(error)}</Alert>;
  const tutors: PrioritizedTutor[] = data ?? [];
  if (tutors.length === 0) return <Alert severity="info">No tutors found</Alert>;
  return (
    <List dense disablePadding aria-label="Prioritized tutors" sx={LIST_SX}>
      {tutors.map((tutor) => (
        <ListItem
          key={tutor.id}
          divider
          secondaryAction={
            <ChooseButton
              tutorId={tutor.id}
              chosenTutorId={chosenTutorId}
              onChoose={onChoose}
              label={tutorName(tutor)}
            />
          }
        >
          <ListItemText
            primary={
              <>
                {tutorName(tutor)}{' '}
                {tutor.featured ? <Chip size="small" label="Featured" color="secondary" /> : null}
              </>
            }
            secondary={[
              tutor.tierName ?? 'No tier',
              `${Math.round(tutor.bookedMinutesThisWeek / 6) / 10} h booked this week`,
              tutor.timeZone ?? undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
            sx={{ pr: 10 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function TutorsBySubjects({ subjectIds, chosenTutorId, onChoose }: FindTutorsPanelProps) {
  // Tutors already on screen are left out of the next page (notTutorIds[]).
  const [shownIds, setShownIds] = useState<number[]>([]);
  const {
    data: tutors = [],
    isPending,
    error,
  } = useGetList<Tutor>(
    'tutors',
    {
      pagination: { page: 1, perPage: TUTOR_SEARCH_PER_PAGE },
      sort: { field: 'lastName', order: 'ASC' },
      // Each tutor carries its subjects' names (subjectNames): no include needed.
      filter: { active: true, subjects: subjectIds, notTutorIds: shownIds },
    },
    { enabled: subjectIds.length > 0 },
  );
  if (subjectIds.length === 0)
    return <Alert severity="info">Choose the subjects to search tutors who teach them.</Alert>;
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{actionErrorMessage(error)}</Alert>;
  const notice = tutorSearchNotice(tutors.length);
  return (
    <Stack spacing={1}>
      {notice ? (
        <Alert severity={tutors.length === 0 ? 'warning' : 'info'} role="status">
          {notice}
        </Alert>
      ) : null}
      <List dense disablePadding aria-label="Tutors by subjects">
        {tutors.map((tutor) => (
          <ListItem
            key={tutor.id}
            divider
            secondaryAction={
              <ChooseButton
                tutorId={tutor.id}
                chosenTutorId={chosenTutorId}
                onChoose={onChoose}
                label={tutorName(tutor)}
              />
            }
          >
            <ListItemText
              primary={tutorName(tutor)}
              secondary={(tutor.subjectNames ?? []).join(', ')}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
      {tutors.length === TUTOR_SEARCH_PER_PAGE ? (
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setShownIds([...shownIds, ...tutors.map((t) => t.id)])}
        >
          Show other tutors
        </Button>
      ) : null}
    </Stack>
  );
}

function PotentialTutors({ studentId, chosenTutorId, onChoose }: FindTutorsPanelProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: sessions = [], isPending } = useGetList<Session>(
    'sessions',
    {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: { studentId, upcoming: true, canceled: false },
    },
    { enabled: studentId !== null },
  );
  const ids = sessions.map((s) => s.id);
  const { data, error, isLoading } = useLoaded(
    ids.length === 0
      ? null
      : (signal) =>
          dataProvider
            .action('sessions', 'potentialTutors', { data: { ids, limit: 20 }, signal })
            .then(({ data: answer }) => answer.potentialTutors),
    ids.join(','),
  );
  if (studentId === null)
    return <Alert severity="info">Choose the student to see who is free for their sessions.</Alert>;
  if (isPending || isLoading) return <Loading />;
  if (ids.length === 0)
    return <Alert severity="info">The student has no upcoming sessions to match tutors to.</Alert>;
  if (error) return <Alert severity="error">{actionErrorMessage(error)}</Alert>;
  const tutors: PotentialTutor[] = data ?? [];
  if (tutors.length === 0) return <Alert severity="info">No tutors found</Alert>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Free for the student&apos;s {ids.length} upcoming sessions, best match first.
      </Typography>
      <List dense disablePadding aria-label="Potential tutors" sx={LIST_SX}>
        {tutors.map((tutor) => (
          <ListItem
            key={tutor.id}
            divider
            secondaryAction={
              <ChooseButton
                tutorId={tutor.id}
                chosenTutorId={chosenTutorId}
                onChoose={onChoose}
                label={`${tutor.firstName} ${tutor.lastName}`}
              />
            }
          >
            <ListItemText
              primary={`${tutor.firstName} ${tutor.lastName}`}
              secondary={[
                `free for ${tutor.matches.length} of ${ids.length}`,
                tutor.missing.length > 0 ? `busy for ${tutor.missing.length}` : null,
                tutor.notQualified ? 'not qualified' : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
