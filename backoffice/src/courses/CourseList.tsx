import { DataTable, FilterButton, SimpleList, TopToolbar } from 'react-admin';
import type { Course } from '@tp/domain';
import { DATE_FORMAT, formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { CourseStatusField } from './CourseStatusField.tsx';
import { courseStatusLabel } from './courseStatus.ts';
import { courseFilters } from './courseFilters.tsx';
import { exportCourses } from './exportCourses.ts';

/** The brand's name comes embedded (include=brand) so the list costs one request. */
const LIST_QUERY_OPTIONS = { meta: { include: 'brand' } };

function CourseListActions() {
  return (
    <TopToolbar>
      <FilterButton />
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
      sort={{ field: 'startsAt', order: 'DESC' }}
      queryOptions={LIST_QUERY_OPTIONS}
    >
      <ResponsiveList phone={<CourseSimpleList />} table={<CourseTable />} />
    </ResourceList>
  );
}

function CourseTable() {
  return (
    <DataTable<Course> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="status" field={CourseStatusField} />
      <DataTable.Col
        source="startsAt"
        label="Starts"
        render={(course) => <DayInZone iso={course.startsAt} />}
      />
      <DataTable.Col
        source="endsAt"
        label="Ends"
        render={(course) => <DayInZone iso={course.endsAt} />}
      />
      {/* The API orders by column, so "Brand" sorts by brand_id: courses group by brand. */}
      <DataTable.Col source="brandId" label="Brand" render={(course) => course.brand?.name ?? ''} />
      <DataTable.NumberCol source="enrollmentsCount" label="Enrollments" disableSort />
    </DataTable>
  );
}

/** A course runs over days: the list shows the day, the course page the time as well. */
function DayInZone({ iso }: { iso: string | null }) {
  const zone = useDisplayTimeZone();
  return <>{formatInZone(iso, zone, DATE_FORMAT)}</>;
}

function CourseSimpleList() {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<Course>
      primaryText={(course) => course.title}
      secondaryText={(course) =>
        [course.brand?.name, courseStatusLabel(course.status)].filter(Boolean).join(' · ')
      }
      tertiaryText={(course) => formatInZone(course.startsAt, zone, 'MMM D, YYYY')}
      rowClick="show"
    />
  );
}
