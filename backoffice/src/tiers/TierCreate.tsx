import { Create, SimpleForm } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TierInputs, tierResolver } from './TierInputs.tsx';

export function TierCreate() {
  return (
    <Create mutationOptions={useSavedNotice('tiers', 'Tier', 'created')}>
      <SimpleForm warnWhenUnsavedChanges resolver={tierResolver}>
        <TierInputs />
      </SimpleForm>
    </Create>
  );
}
