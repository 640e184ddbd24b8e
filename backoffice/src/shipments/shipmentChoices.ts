import {
  SHIPMENT_RECIPIENT_TYPES,
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  originatorNamed,
} from '@tp/domain';

/** Choices for the selects, with the labels the CSV uses too (domain's). */
export const SHIPMENT_STATUS_CHOICES = SHIPMENT_STATUSES.map((id) => ({
  id,
  name: SHIPMENT_STATUS_LABELS[id],
}));
export const SHIPMENT_RECIPIENT_TYPE_CHOICES = SHIPMENT_RECIPIENT_TYPES.map((id) => ({
  id,
  name: id,
}));

export function originatorLabel(id: string): string {
  return originatorNamed(id)?.name ?? id;
}
