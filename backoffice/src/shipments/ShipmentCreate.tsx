import { Create, SimpleForm, Toolbar } from 'react-admin';
import { emptyAddress, type ShipmentCreate as ShipmentPayload } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { ShipmentInputs, shipmentResolver } from './ShipmentInputs.tsx';
import { ShipmentSaveButton } from './ShipmentSaveButton.tsx';

const DEFAULTS: Partial<ShipmentPayload> = {
  recipientType: 'Student',
  originator: 'amazon',
  address: emptyAddress(),
  // Spec §5: the form always keeps one observer row.
  shipmentObservers: [{ email: '' }],
};

export function ShipmentCreate() {
  return (
    <Create mutationOptions={useSavedNotice('shipments', 'Shipment', 'created')} redirect="list">
      <SimpleForm
        warnWhenUnsavedChanges
        // The address parts carry `required` for screen readers; domain's schema is the
        // validation, so the browser's own bubbles must not block the submit first.
        noValidate
        resolver={shipmentResolver}
        defaultValues={DEFAULTS}
        toolbar={
          <Toolbar>
            <ShipmentSaveButton />
          </Toolbar>
        }
      >
        <ShipmentInputs />
      </SimpleForm>
    </Create>
  );
}
