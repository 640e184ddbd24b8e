import {
  CreateButton,
  DataTable,
  FilterButton,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { Course } from '@tp/domain';
import { formatCourseDate } from './courseDates.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { CourseStatusField } from './CourseStatusField.tsx';
import { courseStatusLabel } from './courseStatus.ts';
import { courseFilters } from './courseFilters.tsx';
import { exportCourses } from './exportCourses.ts';
import { COURSE_LIST_META, COURSE_LIST_SORT } from './courseListQuery.ts';

const LIST_QUERY_OPTIONS = { meta: COURSE_LIST_META };

/** Create only for those who may create courses (scheduling staff). */
function CourseListActions() {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'courses' });
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportCourses} />
    </TopToolbar>
  );
}

/** Courses, newest start first; a table on wide screens, a simple list on phones. */
export function CourseList() {
  return (
    <ResourceList<Course>
      filters={courseFilters}
      actions={<CourseListActions />}
      sort={COURSE_LIST_SORT}
      queryOptions={LIST_QUERY_OPTIONS}
    >
      <ResponsiveList phone={<CourseSimpleList />} table={<CourseTable />} />
    </ResourceList>
  );
}

/**
 * Course dates are calendar days ("2025-11-23"), read as they are: through a time zone, a
 * viewer west of the browser's zone saw the day before.
 */
function CourseTable() {
  return (
    <DataTable<Course> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="status" field={CourseStatusField} />
      <DataTable.Col
        source="startsAt"
        label="Starts"
        render={(course) => formatCourseDate(course.startsAt)}
      />
      <DataTable.Col
        source="endsAt"
        label="Ends"
        render={(course) => formatCourseDate(course.endsAt)}
      />
      {/* The API orders by column, so "Brand" sorts by brand_id: courses group by brand. */}
      <DataTable.Col source="brandId" label="Brand" render={(course) => course.brand?.name ?? ''} />
      <DataTable.NumberCol source="enrollmentsCount" label="Enrollments" disableSort />
    </DataTable>
  );
}

function CourseSimpleList() {
  return (
    <SimpleList<Course>
      primaryText={(course) => course.title}
      secondaryText={(course) =>
        [course.brand?.name, courseStatusLabel(course.status)].filter(Boolean).join(' · ')
      }
      tertiaryText={(course) => formatCourseDate(course.startsAt)}
      rowClick="show"
    />
  );
}
