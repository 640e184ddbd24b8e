import { useMemo } from 'react';
import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import type { LeadSource } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { LeadSourceAside } from './LeadSourceAside.tsx';
import { LeadSourceInputs, leadSourceResolverFrom } from './LeadSourceInputs.tsx';

function LeadSourceEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationOptions={useSavedNotice('lead_sources', 'Lead source', 'deleted')}
        confirmTitle="Delete this lead source?"
        confirmContent="The lead source is deleted for good."
      />
    </Toolbar>
  );
}

/** The form, its status checked against the status as saved (spec §4). */
function LeadSourceEditForm() {
  const record = useRecordContext<LeadSource>();
  const from = record?.status ?? null;
  const resolver = useMemo(() => leadSourceResolverFrom(from), [from]);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      resolver={resolver}
      toolbar={<LeadSourceEditToolbar />}
    >
      <LeadSourceInputs />
    </SimpleForm>
  );
}

/** Edit a lead source (pessimistic: a refused status change is the server's 422 on the field). */
export function LeadSourceEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('lead_sources', 'Lead source', 'updated')}
      aside={<LeadSourceAside />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <LeadSourceEditForm />
    </Edit>
  );
}
