import { Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  DataTable,
  Pagination,
  SimpleList,
  useCreatePath,
  useListContext,
  useRecordContext,
  type Identifier,
  type PaginationProps,
  type RaRecord,
} from 'react-admin';
import {
  RESOURCE_PAGE_SIZES,
  formatDuration,
  showsHistoryPagination,
  type TutoringHistory,
} from '@tp/domain';
import { RemoveStudentButton } from './RemoveStudentButton.tsx';
import { ActiveChip } from './ActiveChip.tsx';

/** Hours in the one format both apps use; a history without an enrollment has no remaining. */
const hoursOf = (minutes: number | null): string =>
  minutes === null ? '—' : formatDuration(minutes);

/** Spec §2: "Pagination shows when the total is above 25." */
export function HistoryPagination(props: PaginationProps) {
  const { total } = useListContext();
  if (!showsHistoryPagination(total ?? 0)) return null;
  return <Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} {...props} />;
}

export const NO_TUTORING_HISTORY = (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No tutoring history found.
  </Typography>
);

function RemoveField() {
  const history = useRecordContext<TutoringHistory>();
  return history ? <RemoveStudentButton history={history} /> : null;
}

/**
 * Tutoring histories (spec §2: sortable headers Hours, Student Name, Advisor and Remaining
 * Hours), with the tutor and brand, and Remove for those allowed.
 */
export function TutoringHistoryTable({ showTutor = true }: { showTutor?: boolean }) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // A path built by createPath carries the /admin base; a bare "/students/1/show" left it.
  const createPath = useCreatePath();
  // SimpleList types its rows as any record.
  const toStudent = (_id: Identifier, _resource: string, record: RaRecord) =>
    createPath({ resource: 'students', id: (record as TutoringHistory).studentId, type: 'show' });
  if (isSmall)
    return (
      <SimpleList<TutoringHistory>
        primaryText={(history) => history.studentName}
        secondaryText={(history) =>
          [
            `${hoursOf(history.minutes)} tutored`,
            `${hoursOf(history.remainingMinutes)} left`,
            showTutor ? history.tutorName : null,
            history.active ? null : 'Removed',
          ]
            .filter(Boolean)
            .join(' · ')
        }
        rightIcon={(history) => <RemoveStudentButton history={history} />}
        rowClick={toStudent}
        empty={NO_TUTORING_HISTORY}
      />
    );
  return (
    <DataTable<TutoringHistory>
      bulkActionButtons={false}
      rowClick={toStudent}
      empty={NO_TUTORING_HISTORY}
    >
      <DataTable.Col source="minutes" label="Hours" render={(h) => hoursOf(h.minutes)} />
      <DataTable.Col source="studentName" label="Student Name" />
      <DataTable.Col source="advisorName" label="Advisor" render={(h) => h.advisorName ?? '—'} />
      <DataTable.Col
        source="remainingMinutes"
        label="Remaining Hours"
        render={(h) => hoursOf(h.remainingMinutes)}
      />
      {showTutor ? <DataTable.Col source="tutorName" label="Tutor" disableSort /> : null}
      <DataTable.Col
        source="brandName"
        label="Brand"
        disableSort
        render={(h) => h.brandName ?? '—'}
      />
      <DataTable.Col source="active" disableSort render={(h) => <ActiveChip active={h.active} />} />
      <DataTable.Col label="" disableSort field={RemoveField} />
    </DataTable>
  );
}
