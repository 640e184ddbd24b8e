import { useState } from 'react';
import {
  Box,
  Stack,
  TextField as MuiTextField,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { Button, CreateButton, ListBase, Pagination, useCanAccess } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import { ENROLLEE_LIST_PAGE_SIZES, type Enrollment } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { EnrollmentSimpleList, EnrollmentTable, NoEnrollees } from './EnrollmentColumns.tsx';
import { BatchEnrollButton } from './EnrollmentList.tsx';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';
import { exportEnrollments } from './exportEnrollments.ts';

type Scope = { courseId: number } | { studentId: number };

/**
 * The enrollments of one course or one student, self-contained so the course page and the
 * student page can embed it (spec §2: the enrollees tab offers Export CSV, a toggle between
 * active and unenrolled, and 10, 25 or 50 a page, default 10). On a course: Enroll and Batch
 * enroll, and Edit enrollees (search and remove) for those who may remove.
 */
export function EnrollmentsPanel({ scope }: { scope: Scope }) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [active, setActive] = useState(true);
  const [isEditing, setIsEditing] = useState(false);
  const [query, setQuery] = useState('');
  const courseId = 'courseId' in scope ? scope.courseId : undefined;
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'enrollments',
  });
  const { canAccess: canRemove = false } = useCanAccess({
    action: 'delete',
    resource: 'enrollments',
  });
  const columns = courseId ? (['student'] as const) : (['course'] as const);
  const filter = { ...scope, active, ...(query.trim() ? { query: query.trim() } : {}) };
  const empty = <NoEnrollees />;
  const enrollmentsPath = useEnrollmentsPath();
  const enrollHref = courseId
    ? enrollmentsPath(`create?source=${encodeURIComponent(JSON.stringify({ courseId }))}`)
    : undefined;
  return (
    <ListBase<Enrollment>
      resource="enrollments"
      filter={filter}
      perPage={ENROLLEE_LIST_PAGE_SIZES.perPage}
      sort={{ field: 'student_name', order: 'ASC' }}
      disableSyncWithLocation
      storeKey={false}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, p: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={active ? 'active' : 'unenrolled'}
          onChange={(_event, value: string | null) => value && setActive(value === 'active')}
          aria-label="Which enrollees"
        >
          <ToggleButton value="active">Active</ToggleButton>
          <ToggleButton value="unenrolled">Unenrolled</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flexGrow: 1 }} />
        {courseId && canCreate ? <CreateButton label="Enroll" to={enrollHref} /> : null}
        {courseId ? <BatchEnrollButton courseId={courseId} /> : null}
        {courseId && canRemove ? (
          <Button
            label={isEditing ? 'Done' : 'Edit enrollees'}
            onClick={() => {
              setIsEditing(!isEditing);
              setQuery('');
            }}
          >
            <EditIcon />
          </Button>
        ) : null}
        <ExportButton run={exportEnrollments} />
      </Stack>
      {isEditing ? (
        <MuiTextField
          size="small"
          label="Search enrollees"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mx: 1, mb: 1, width: { xs: 'calc(100% - 16px)', sm: 320 } }}
        />
      ) : null}
      {isSmall ? (
        <EnrollmentSimpleList columns={columns} empty={empty} />
      ) : (
        <EnrollmentTable columns={columns} withRemove={isEditing} empty={empty} />
      )}
      <Pagination rowsPerPageOptions={[...ENROLLEE_LIST_PAGE_SIZES.options]} />
    </ListBase>
  );
}

/** A course's enrollments, for the course page's enrollees tab. */
export function CourseEnrollments({ courseId }: { courseId: number }) {
  return <EnrollmentsPanel scope={{ courseId }} />;
}

/** A student's enrollments, for the student page. */
export function StudentEnrollments({ studentId }: { studentId: number }) {
  return <EnrollmentsPanel scope={{ studentId }} />;
}
