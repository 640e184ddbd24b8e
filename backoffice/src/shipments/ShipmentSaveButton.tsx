import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext } from 'react-admin';
import { marksShipped, SHIPMENT_AUTO_SHIP_CONFIRM, type Shipment } from '@tp/domain';

/**
 * Save, first confirming when the save will mark the shipment shipped (spec §5: a tracking or
 * order number on a shipment not yet shipped, from an originator without an API integration;
 * domain's `marksShipped`, the rule the server applies).
 */
export function ShipmentSaveButton() {
  const record = useRecordContext<Shipment>();
  const { getValues } = useFormContext();
  const [isAsking, setAsking] = useState(false);
  const isConfirmed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (isConfirmed.current) {
      isConfirmed.current = false;
      return;
    }
    const values = getValues();
    const willShip = marksShipped({
      status: record?.status ?? 'pending',
      originator: String(values.originator ?? ''),
      tracking: values.tracking as string | null | undefined,
      orderHandle: values.orderHandle as string | null | undefined,
    });
    if (willShip) {
      event.preventDefault();
      setAsking(true);
    }
  };

  return (
    <>
      <SaveButton ref={button} onClick={onClick} />
      <Confirm
        isOpen={isAsking}
        title="Mark this shipment shipped?"
        content={SHIPMENT_AUTO_SHIP_CONFIRM}
        confirm="Save and mark shipped"
        onConfirm={() => {
          setAsking(false);
          isConfirmed.current = true;
          button.current?.click();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
