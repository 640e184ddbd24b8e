import { Button, CreateButton, TopToolbar, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { Enrollment } from '@tp/domain';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { EnrollmentSimpleList, EnrollmentTable, NoEnrollees } from './EnrollmentColumns.tsx';
import { EnrollmentQuickFilters, enrollmentFilters } from './enrollmentFilters.tsx';
import { useEnrollmentAccess } from './EnrollmentActions.tsx';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';
import { exportEnrollments } from './exportEnrollments.ts';

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
      <ExportButton run={exportEnrollments} />
    </TopToolbar>
  );
}

/**
 * Every enrollment, newest first, by course and by student (filters), 25/50/100 a page.
 * Staff read them all; tutors, students and parents their own (the server's scope); those who
 * manage enrollments get Enroll, Batch enroll and the row actions.
 */
export function EnrollmentList() {
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'enrollments',
  });
  const empty = <NoEnrollees>{canCreate ? <CreateButton label="Enroll" /> : null}</NoEnrollees>;
  return (
    <ResourceList<Enrollment>
      filters={enrollmentFilters}
      actions={<EnrollmentListActions canCreate={canCreate} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <ResponsiveList
        phone={<EnrollmentSimpleList columns={COLUMNS} empty={empty} />}
        table={<EnrollmentTable columns={COLUMNS} empty={empty} />}
      />
    </ResourceList>
  );
}
