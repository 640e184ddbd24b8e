import { Create, SimpleForm } from 'react-admin';
import { DEFAULT_PARENT_STATUS, emptyAddress, type ParentCreate as Payload } from '@tp/domain';
import { useParentSaved } from './ParentEdit.tsx';
import { ParentInputs, parentResolver, parentTransform } from './ParentInputs.tsx';

const DEFAULTS: Partial<Payload> = {
  type: 'Lead',
  status: DEFAULT_PARENT_STATUS.Lead,
  email: '',
  firstName: '',
  lastName: '',
  timeZone: '',
  vip: false,
  // Spec §3: the address's country defaults to the United States.
  address: emptyAddress(),
};

/** A new lead or parent; an advisor's own from the start (the server assigns it). */
export function ParentCreate() {
  return (
    <Create mutationOptions={useParentSaved('created')} transform={parentTransform}>
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={parentResolver}
        defaultValues={DEFAULTS}
      >
        <ParentInputs />
      </SimpleForm>
    </Create>
  );
}
