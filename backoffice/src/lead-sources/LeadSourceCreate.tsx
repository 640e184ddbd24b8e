import { Create, SimpleForm } from 'react-admin';
import { DEFAULT_LEAD_SOURCE_STATUS, type LeadSourceCreate as Payload } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { LeadSourceInputs, leadSourceResolver } from './LeadSourceInputs.tsx';

const DEFAULTS: Partial<Payload> = {
  name: '',
  type: 'School',
  status: DEFAULT_LEAD_SOURCE_STATUS,
  category: null,
  schoolTypes: [],
  city: null,
  state: null,
  employeeId: null,
};

export function LeadSourceCreate() {
  return (
    <Create
      mutationOptions={useSavedNotice('lead_sources', 'Lead source', 'created')}
      redirect="list"
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={leadSourceResolver}
        defaultValues={DEFAULTS}
      >
        <LeadSourceInputs isCreate />
      </SimpleForm>
    </Create>
  );
}
