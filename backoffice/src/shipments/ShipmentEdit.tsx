import { useMemo } from 'react';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteWithConfirmButton, Edit, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { shipmentEditSchema, type Shipment } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { ShipmentInputs } from './ShipmentInputs.tsx';
import { ShipmentSaveButton } from './ShipmentSaveButton.tsx';
import { ShipmentStatusButtons } from './ShipmentStatusButtons.tsx';

function ShipmentEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <ShipmentSaveButton />
      <DeleteWithConfirmButton
        mutationOptions={useSavedNotice('shipments', 'Shipment', 'deleted')}
        confirmTitle="Delete this shipment?"
        confirmContent="The shipment and its observers are deleted for good."
      />
    </Toolbar>
  );
}

/** Edit a shipment (pessimistic: the server's answer decides), with its status actions beside. */
export function ShipmentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('shipments', 'Shipment', 'updated')}
      aside={<ShipmentStatusButtons />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <ShipmentEditForm />
      <HistorySection />
    </Edit>
  );
}

/**
 * The form over the loaded shipment: domain's edit schema, which lets the stored address stay
 * as it is without a place (a shipment saved before the address lookup existed), while a
 * changed address must still be chosen from the lookup, as the server decides.
 */
function ShipmentEditForm() {
  const record = useRecordContext<Shipment>();
  const storedAddress = record?.address;
  const resolver = useMemo(() => zodResolver(shipmentEditSchema(storedAddress)), [storedAddress]);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      // As in ShipmentCreate: domain's schema validates, not the browser.
      noValidate
      resolver={resolver}
      toolbar={<ShipmentEditToolbar />}
    >
      <ShipmentInputs />
    </SimpleForm>
  );
}
