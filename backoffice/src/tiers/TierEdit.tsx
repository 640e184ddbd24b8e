import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { TierInputs } from './TierInputs.tsx';
import { TierTutors } from './TierTutors.tsx';
import { tierFormResolver } from './tierFormResolver.ts';
import { useTierNotice } from './useTierNotice.ts';

function TierEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationOptions={useTierNotice('deleted')}
        confirmTitle="Delete this tier?"
        confirmContent="The tier is deleted for good. A tier tutors are on cannot be deleted: move them first."
      />
    </Toolbar>
  );
}

/** Edit a tier's name and rate (pessimistic: the server's answer decides), and its tutors. */
export function TierEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useTierNotice('updated')}
      aside={<TierTutors />}
    >
      <SimpleForm resolver={tierFormResolver} toolbar={<TierEditToolbar />}>
        <TierInputs />
      </SimpleForm>
    </Edit>
  );
}
