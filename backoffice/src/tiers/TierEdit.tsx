import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TierInputs, tierResolver } from './TierInputs.tsx';
import { TierTutors } from './TierTutors.tsx';

function TierEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationOptions={useSavedNotice('tiers', 'Tier', 'deleted')}
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
      mutationOptions={useSavedNotice('tiers', 'Tier', 'updated')}
      aside={<TierTutors />}
      // The tutors card goes beside the form on wide screens, below it on a phone.
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <SimpleForm warnWhenUnsavedChanges resolver={tierResolver} toolbar={<TierEditToolbar />}>
        <TierInputs />
      </SimpleForm>
      <HistorySection />
    </Edit>
  );
}
