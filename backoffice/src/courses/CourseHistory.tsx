import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, SimpleList } from 'react-admin';
import type { History } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;
const COURSE_REFERENCE = { referenceType: 'Course' };
/** Spec §8: "No {descriptor} history found." */
const NO_HISTORY = <Typography color="text.secondary">No course history found.</Typography>;

/**
 * Every change to the course and its sessions (spec scheduling §2 "Session history table":
 * Date of Change, Time of Change, Change, Details, Updated By), newest first, 25 a page.
 */
export function CourseHistory() {
  const zone = useDisplayTimeZone();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ReferenceManyField<History>
      reference="histories"
      target="referenceId"
      filter={COURSE_REFERENCE}
      sort={NEWEST_FIRST}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={NO_HISTORY}
    >
      {isSmall ? (
        <SimpleList<History>
          primaryText={(h) => h.change}
          secondaryText={(h) => h.details}
          tertiaryText={(h) =>
            `${formatInZone(h.createdAt, zone, 'MM/DD/YYYY h:mm A')} · ${h.updatedBy}`
          }
          rowClick={false}
          empty={NO_HISTORY}
        />
      ) : (
        <DataTable<History> bulkActionButtons={false} rowClick={false} empty={NO_HISTORY}>
          <DataTable.Col
            label="Date of Change"
            render={(h) => formatInZone(h.createdAt, zone, 'MM/DD/YYYY')}
          />
          <DataTable.Col
            label="Time of Change"
            render={(h) => formatInZone(h.createdAt, zone, 'h:mm A')}
          />
          <DataTable.Col source="change" label="Change" disableSort />
          <DataTable.Col source="details" label="Details" disableSort />
          <DataTable.Col source="updatedBy" label="Updated By" disableSort />
        </DataTable>
      )}
    </ReferenceManyField>
  );
}
