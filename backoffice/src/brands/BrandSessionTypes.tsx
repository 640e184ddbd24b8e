import AddIcon from '@mui/icons-material/Add';
import { Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  Button,
  DataTable,
  DeleteWithConfirmButton,
  ReferenceManyField,
  useCanAccess,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { sessionTypeLabel, type Brand, type SessionTypeRecord } from '@tp/domain';

/** The brand's session types (GET /session_types?brandId), added and removed by admins. */
export function BrandSessionTypes() {
  const brand = useRecordContext<Brand>();
  const createPath = useCreatePath();
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'session_types',
  });
  if (!brand) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Session types
        </Typography>
        <ReferenceManyField<Brand, SessionTypeRecord>
          reference="session_types"
          target="brandId"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={100}
          empty={<Typography sx={{ my: 1 }}>No session types yet.</Typography>}
        >
          <DataTable<SessionTypeRecord>
            bulkActionButtons={false}
            rowClick={canCreate ? 'edit' : false}
          >
            <DataTable.Col source="name" />
            <DataTable.Col
              source="sessionClass"
              label="Class"
              render={(type) => sessionTypeLabel(type.sessionClass)}
            />
            <DataTable.Col source="online" field={BooleanField} />
            <DataTable.Col source="minDuration" label="Min. minutes" />
            {canCreate ? (
              <DataTable.Col label="" disableSort>
                <DeleteWithConfirmButton
                  redirect={false}
                  confirmTitle="Delete this session type?"
                  confirmContent="Sessions already scheduled keep their type."
                />
              </DataTable.Col>
            ) : null}
          </DataTable>
        </ReferenceManyField>
        {canCreate ? (
          // A plain button, not react-admin's CreateButton: on a phone that one floats over the
          // page as a bare "+", which on a brand's form would read as "add a brand".
          <Button
            component={Link}
            to={createPath({ resource: 'session_types', type: 'create' })}
            state={{ record: { brandId: brand.id } }}
            label="Add a session type"
          >
            <AddIcon />
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
