import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { Button, CreateButton, List, Pagination, TopToolbar, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { RESOURCE_PAGE_SIZES, type Enrollment } from '@tp/domain';
import { EnrollmentSimpleList, EnrollmentTable, NoEnrollees } from './EnrollmentColumns.tsx';
import { ExportEnrollmentsButton } from './ExportEnrollmentsButton.tsx';
import { EnrollmentQuickFilters, enrollmentFilters } from './enrollmentFilters.tsx';
import { useEnrollmentAccess } from './EnrollmentActions.tsx';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';

const COLUMNS = ['student', 'course'] as const;

/** "Batch enroll", for those who may (domain's `can`), into `courseId` when given. */
export function BatchEnrollButton({ courseId }: { courseId?: number }) {
  const canBatch = useEnrollmentAccess('batchEnroll');
  const enrollmentsPath = useEnrollmentsPath();
  if (!canBatch) return null;
  return (
    <Button
      label="Batch enroll"
      component={Link}
      to={enrollmentsPath(courseId ? `batch?courseId=${courseId}` : 'batch')}
    >
      <GroupAddIcon />
    </Button>
  );
}

function EnrollmentListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <EnrollmentQuickFilters />
      {canCreate ? <CreateButton label="Enroll" /> : null}
      <BatchEnrollButton />
      <ExportEnrollmentsButton />
    </TopToolbar>
  );
}

/**
 * Every enrollment, newest first, by course and by student (filters), 25/50/100 a page.
 * Staff read them all; tutors, students and parents their own (the server's scope); those who
 * manage enrollments get Enroll, Batch enroll and the row actions.
 */
export function EnrollmentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'enrollments',
  });
  const empty = <NoEnrollees>{canCreate ? <CreateButton label="Enroll" /> : null}</NoEnrollees>;
  return (
    <List<Enrollment>
      filters={enrollmentFilters}
      actions={<EnrollmentListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <EnrollmentSimpleList columns={COLUMNS} empty={empty} />
      ) : (
        <EnrollmentTable columns={COLUMNS} empty={empty} />
      )}
    </List>
  );
}
