import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { isShipmentLocked, shipmentCreate, type Shipment } from '@tp/domain';
import { ShipmentAddressInput } from './ShipmentAddressInput.tsx';
import { SHIPMENT_RECIPIENT_TYPE_CHOICES } from './shipmentChoices.ts';
import { OriginatorSelectInput, ShippingMethodSelectInput } from '../lookups/lookups.tsx';

/**
 * The create form validates with the payload schema the server validates with (domain's
 * `shipmentCreate`; the edit form with its `shipmentEditSchema`): the purchase link loses its
 * query string, empty observer rows are dropped and one must remain; the server's 422s land
 * on the same fields.
 */
export const shipmentResolver = zodResolver(shipmentCreate);

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function RecipientInput({ isLocked }: { isLocked: boolean }) {
  const recipientType = useWatch<{ recipientType?: string }>({ name: 'recipientType' });
  const reference = recipientType === 'Parent' ? 'parents' : 'students';
  return (
    <ReferenceInput key={reference} source="recipientId" reference={reference} perPage={25}>
      <AutocompleteInput
        label="Recipient"
        optionText={personName}
        filterToQuery={(query) => ({ query })}
        disabled={isLocked}
        fullWidth
      />
    </ReferenceInput>
  );
}

const emptyAsNull = (value: string | null) => (value ? value : null);

/** Spec §5: "at least one observer row is kept": the last row cannot be removed. */
function ObserverInputs() {
  const observers: unknown = useWatch({ name: 'shipmentObservers' });
  const isLastRow = !Array.isArray(observers) || observers.length <= 1;
  return (
    <ArrayInput source="shipmentObservers" label="Observers">
      <SimpleFormIterator inline disableReordering disableClear disableRemove={isLastRow}>
        <TextInput source="email" label="E-mail" type="email" helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The shipment's fields, shared by Create and Edit. */
export function ShipmentInputs() {
  const record = useRecordContext<Shipment>();
  const isLocked = record ? isShipmentLocked(record.status) : false;
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <SelectInput
        source="recipientType"
        label="Recipient type"
        choices={SHIPMENT_RECIPIENT_TYPE_CHOICES}
        disabled={isLocked}
      />
      <RecipientInput isLocked={isLocked} />
      <TextInput
        source="purchaseLink"
        label="Purchase link"
        helperText="Saved without its query string."
        disabled={isLocked}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <OriginatorSelectInput source="originator" disabled={isLocked} />
        <ShippingMethodSelectInput
          source="shippingMethod"
          label="Shipping method"
          emptyText="Not chosen yet"
          parse={emptyAsNull}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="tracking" label="Tracking number" parse={emptyAsNull} />
        <TextInput source="orderHandle" label="Order number" parse={emptyAsNull} />
      </Stack>
      <DateInput source="estimatedDeliveryDate" label="Estimated delivery" parse={emptyAsNull} />
      <ShipmentAddressInput />
      <ObserverInputs />
    </Stack>
  );
}
