import {
  BRAND_PAYMENT_TYPE_LABELS,
  BRAND_PAYMENT_TYPES,
  INTERVAL_UNIT_LABELS,
  INTERVAL_UNITS,
  type Brand,
} from '@tp/domain';

export const PAYMENT_TYPE_CHOICES = BRAND_PAYMENT_TYPES.map((id) => ({
  id,
  name: BRAND_PAYMENT_TYPE_LABELS[id],
}));
export const INTERVAL_UNIT_CHOICES = INTERVAL_UNITS.map((id) => ({
  id,
  name: INTERVAL_UNIT_LABELS[id],
}));
/** Spec §3: "active status (Active true, Inactive false)". */
export const ACTIVE_CHOICES = [
  { id: true, name: 'Active' },
  { id: false, name: 'Inactive' },
];
export const activeLabel = (active: boolean) => (active ? 'Active' : 'Inactive');

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "months" -> "month": a unit read with a count of one, or as an adjective ("14-day"). */
const singular = (unit: string) => unit.replace(/s$/, '');

/** "Fixed $899.00", "Recurring $399.00 every month, 14-day trial", "None". */
export function pricingLabel(brand: Pick<Brand, 'paymentType' | 'pricing'>): string {
  const { pricing } = brand;
  if (brand.paymentType === 'none' || !pricing) return BRAND_PAYMENT_TYPE_LABELS.none;
  const price = dollars(pricing.price);
  if (pricing.type === 'Pricing::Fixed') return `Fixed ${price}`;
  const length = pricing.intervalLength ?? 1;
  const unit = pricing.intervalUnit ?? 'months';
  const every = length === 1 ? `every ${singular(unit)}` : `every ${length} ${unit}`;
  const trial =
    pricing.trialIntervalLength !== null
      ? `, ${pricing.trialIntervalLength}-${singular(pricing.trialIntervalUnit ?? 'days')} trial`
      : '';
  return `Recurring ${price} ${every}${trial}`;
}
