import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatDuration, type TutoringHistory } from '@tp/domain';
import { familyTabUrl } from '../family/family-tabs.ts';
import { useDashboardLists, useOpenSessions } from './dashboard-context.ts';
import {
  DEFAULT_TUTORING_ORDER,
  TUTORING_PAGE_SIZE,
  nextTutoringOrder,
  pageOf,
  sortTutoringHistories,
  type TutoringOrder,
  type TutoringSortKey,
} from './tutoring-list-order.ts';

const COLUMNS: { key: TutoringSortKey; label: string; numeric?: boolean; onPhone: boolean }[] = [
  { key: 'studentName', label: 'Student Name', onPhone: true },
  { key: 'advisorName', label: 'Advisor', onPhone: false },
  { key: 'minutes', label: 'Hours', numeric: true, onPhone: true },
  { key: 'remainingMinutes', label: 'Remaining Hours', numeric: true, onPhone: false },
];

/** Cells a phone (390 px) leaves out: the row keeps them under the student's name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function StudentRow({ history }: { history: TutoringHistory }) {
  const openSessions = useOpenSessions();
  const { courseId } = history;
  const remaining =
    history.remainingMinutes === null ? '—' : formatDuration(history.remainingMinutes);
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={familyTabUrl('tutor', history.studentId)}>
          {history.studentName}
        </Link>
        <Typography variant="caption" color="text.secondary" component="p">
          {history.brandName}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ display: { sm: 'none' } }}
        >
          {[history.advisorName, `${remaining} remaining`].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>{history.advisorName ?? '—'}</TableCell>
      {/* The enrollment's hours as the family's Hours tab counts them: ended sessions
          (attended, absent or attendance pending) are used, canceled ones never. */}
      <TableCell align="right">{formatDuration(history.minutes)}</TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>
        {remaining}
      </TableCell>
      <TableCell align="right" sx={{ width: '1%' }}>
        {courseId === null ? null : (
          <Button
            size="small"
            aria-label={`Sessions with ${history.studentName}`}
            onClick={() =>
              openSessions({ courseId, title: `Sessions with ${history.studentName}` })
            }
          >
            Sessions
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * `/tutor/dashboard/students`: the tutor's active tutoring students (spec staff §2 Tutoring
 * history list): sortable headers Hours, Student Name, Advisor and Remaining Hours, 25 a page
 * with pagination above 25. A name opens the student's pages; Sessions lists the upcoming
 * sessions of the student's tutoring course to edit in bulk.
 */
export function StudentsTab() {
  const { students } = useDashboardLists();
  const [order, setOrder] = useState<TutoringOrder>(DEFAULT_TUTORING_ORDER);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortTutoringHistories(students, order), [students, order]);
  const pageCount = Math.ceil(sorted.length / TUTORING_PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(pageCount, 1));
  if (students.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        You have no tutoring students yet.
      </Typography>
    );
  const sortBy = (key: TutoringSortKey) => {
    setOrder(nextTutoringOrder(order, key));
    setPage(1);
  };
  return (
    <Stack spacing={1}>
      <Table
        size="small"
        aria-label="Tutoring students"
        // A phone's 390 px leave the names most of the room.
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } }, '& th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map(({ key, label, numeric, onPhone }) => (
              <TableCell
                key={key}
                align={numeric ? 'right' : 'left'}
                sortDirection={order.key === key ? order.direction : false}
                sx={onPhone ? undefined : WIDE_ONLY}
              >
                <TableSortLabel
                  active={order.key === key}
                  direction={order.key === key ? order.direction : 'asc'}
                  onClick={() => sortBy(key)}
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {pageOf(sorted, shownPage).map((history) => (
            <StudentRow key={history.id} history={history} />
          ))}
        </TableBody>
      </Table>
      {pageCount > 1 ? (
        <Pagination
          count={pageCount}
          page={shownPage}
          onChange={(_event, next) => setPage(next)}
          siblingCount={1}
          boundaryCount={1}
          aria-label="Tutoring students pages"
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
