import { Create, SimpleForm } from 'react-admin';
import { TierInputs } from './TierInputs.tsx';
import { tierFormResolver } from './tierFormResolver.ts';
import { useTierNotice } from './useTierNotice.ts';

export function TierCreate() {
  return (
    <Create mutationOptions={useTierNotice('created')}>
      <SimpleForm resolver={tierFormResolver}>
        <TierInputs />
      </SimpleForm>
    </Create>
  );
}
