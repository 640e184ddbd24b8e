import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GENERIC_LIST_PAGE_SIZES } from '@tp/domain';
import { ListPagination, useErrorToast, usePagedList } from '@tp/ui';
import { LazySessionDetailModal } from '../../../lib/LazySessionDetailModal.ts';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { useSignIn } from '../../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../../shell/display-zone.ts';
import type { StudentPagesApp } from '../family-tabs.ts';
import { FamilySessionCards } from './FamilySessionCards.tsx';
import { FamilySessionsTable } from './FamilySessionsTable.tsx';
import { fetchFamilySessionsPage } from './family-sessions-api.ts';
import {
  SESSION_LIST_FILTERS,
  sessionListQuery,
  type SessionListFilter,
} from './session-list-filters.ts';

/**
 * `/{app}/students/{studentId}/sessions-list` (spec scheduling §2; the tutor app's too): the student's sessions,
 * 10, 20 or 50 a page, filtered all, upcoming, past, today or live, each with its attendance
 * icon (§4) and the tutor's notes (§6); a session opens the session detail modal.
 */
export function SessionsListTab({ app }: { app: StudentPagesApp }) {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const studentId = Number(useParams().studentId);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const toastError = useErrorToast();
  const zone = displayTimeZone(user);
  const [filter, setFilter] = useState<SessionListFilter>('all');
  const [openSessionId, setOpenSessionId] = useState<number | null>(null);
  // "Now" is read when the filter is picked: the page does not reload as the clock moves.
  const [now, setNow] = useState(() => new Date());

  const fetchPage = useCallback(
    (request: Parameters<typeof fetchFamilySessionsPage>[2]) =>
      fetchFamilySessionsPage(httpClient, sessionListQuery(studentId, filter, now, zone), request),
    [httpClient, studentId, filter, now, zone],
  );
  const list = usePagedList({
    fetchPage,
    perPage: GENERIC_LIST_PAGE_SIZES.perPage,
    onError: toastError,
  });
  const empty = useMemo(
    () => SESSION_LIST_FILTERS.find((choice) => choice.value === filter)?.empty,
    [filter],
  );

  const pickFilter = (next: SessionListFilter | null) => {
    if (next === null) return;
    setFilter(next);
    setNow(new Date());
    list.setPage(1);
  };

  const View = isPhone ? FamilySessionCards : FamilySessionsTable;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h6" component="h2">
          Sessions
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          onChange={(_event, next: SessionListFilter | null) => pickFilter(next)}
          aria-label="Show sessions"
          // Six choices are wider than a 390 px phone: the group scrolls instead of widening the page.
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          {SESSION_LIST_FILTERS.map((choice) => (
            <ToggleButton key={choice.value} value={choice.value} sx={{ px: { xs: 1.25, sm: 2 } }}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1, sm: 2 }, border: { xs: 0, sm: 1 }, borderColor: { sm: 'divider' } }}
      >
        {list.isLoading ? <LinearProgress aria-label="Loading sessions" sx={{ mb: 1 }} /> : null}
        {!list.isLoading && list.data.length === 0 ? (
          // The message says the list is empty: no "No results" pager under it.
          <Alert severity="info" variant="outlined">
            {list.hasFailed ? 'We could not load the sessions. Please try again.' : empty}
          </Alert>
        ) : (
          <>
            <View
              sessions={list.data}
              studentId={studentId}
              timeZone={zone}
              now={now}
              onOpen={setOpenSessionId}
            />
            <ListPagination
              meta={list.meta}
              page={list.page}
              onPageChange={list.setPage}
              perPage={list.perPage}
              perPageOptions={GENERIC_LIST_PAGE_SIZES.options}
              onPerPageChange={list.setPerPage}
            />
          </>
        )}
      </Paper>
      <LazySessionDetailModal
        sessionId={openSessionId}
        app={app}
        httpClient={httpClient}
        timeZone={zone}
        onClose={() => setOpenSessionId(null)}
      />
    </Stack>
  );
}
