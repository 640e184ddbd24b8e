import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { LeadSourceAside } from './LeadSourceAside.tsx';
import { LeadSourceInputs, leadSourceResolver } from './LeadSourceInputs.tsx';

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

/** Edit a lead source (pessimistic: a refused status change is the server's 422 on the field). */
export function LeadSourceEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('lead_sources', 'Lead source', 'updated')}
      aside={<LeadSourceAside />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <SimpleForm noValidate resolver={leadSourceResolver} toolbar={<LeadSourceEditToolbar />}>
        <LeadSourceInputs />
      </SimpleForm>
    </Edit>
  );
}
