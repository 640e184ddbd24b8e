import { DeleteWithConfirmButton, Edit, SimpleForm, Toolbar } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { ShipmentInputs, shipmentResolver } from './ShipmentInputs.tsx';
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
      <SimpleForm
        // As in ShipmentCreate: domain's schema validates, not the browser.
        noValidate
        resolver={shipmentResolver}
        toolbar={<ShipmentEditToolbar />}
      >
        <ShipmentInputs />
      </SimpleForm>
    </Edit>
  );
}
