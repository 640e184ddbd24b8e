import { DEFAULT_COUNTRY, US_STATES } from './geography.ts';

/**
 * A postal address (spec: sign-in-exams-and-shared §3). `placeId`, `lat` and `lng` are set
 * only when the address was chosen from the places autocomplete; a rule that needs a real
 * place (a shipment) checks `placeId`.
 */
export interface Address {
  street1: string;
  street2: string;
  city: string;
  /** A USPS code ("NY") for the United States, free text elsewhere. */
  state: string;
  zip: string;
  country: string;
  formatted: string;
  placeId?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** The fields a user types; the all-or-none rule and the required rule are about these. */
export type AddressPart = 'street1' | 'city' | 'state' | 'zip' | 'country';

export const ADDRESS_PLACE_REQUIRED_MESSAGE =
  'Please select an address from the autocomplete results';
export const ADDRESS_STATE_MESSAGE = 'Choose a US state.';
export const ADDRESS_ZIP_MESSAGE = 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789).';

const PART_LABELS: Record<AddressPart, string> = {
  street1: 'Street',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  country: 'Country',
};

/** "Street is required." and so on, the message under an empty required part. */
export function addressPartRequiredMessage(part: AddressPart): string {
  return `${PART_LABELS[part]} is required.`;
}

/** Spec §5: "if any of street1, city, state, zip is filled, all must be". */
const ALL_OR_NONE_PARTS = ['street1', 'city', 'state', 'zip'] as const;
const REQUIRED_PARTS: readonly AddressPart[] = [...ALL_OR_NONE_PARTS, 'country'];
const US_ZIP = /^\d{5}(-\d{4})?$/;
const US_COUNTRY_NAMES = ['united states', 'united states of america', 'usa', 'us'];

export function emptyAddress(): Address {
  return {
    street1: '',
    street2: '',
    city: '',
    state: '',
    zip: '',
    country: DEFAULT_COUNTRY,
    formatted: '',
    placeId: null,
    lat: null,
    lng: null,
  };
}

export function isUnitedStates(country: string | null | undefined): boolean {
  return US_COUNTRY_NAMES.includes((country ?? '').trim().toLowerCase());
}

/** The USPS code of a US state given by code or by name ("ny", "New York" -> "NY"), else null. */
export function usStateCode(value: string | null | undefined): string | null {
  const wanted = (value ?? '').trim().toLowerCase();
  if (wanted === '') return null;
  const state = US_STATES.find(
    (candidate) =>
      candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
  );
  return state?.code ?? null;
}

function isFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** True when every part the finder needs before it leaves search mode is filled. */
export function hasRequiredAddressParts(address: Partial<Address>): boolean {
  return REQUIRED_PARTS.every((part) => isFilled(address[part]));
}

/** True when no typed part is filled (street2 and country alone do not make an address). */
export function isAddressBlank(address: Partial<Address>): boolean {
  return !ALL_OR_NONE_PARTS.some((part) => isFilled(address[part]));
}

export interface AddressRuleOptions {
  /** Spec §5: an address is required by default. */
  required?: boolean;
  /** The address must come from the places autocomplete (shipments). */
  requirePlace?: boolean;
}

/** Messages by field; `base` carries the autocomplete rule. Empty when the address is valid. */
export type AddressErrors = Partial<Record<AddressPart | 'base', string[]>>;

/**
 * The address rules of spec §5 (sign-in-exams-and-shared, staff-and-crm): street, city, state,
 * zip and country required when the address is required; otherwise all-or-none over street1,
 * city, state and zip (a filled address also needs its country, without which the state and
 * zip cannot be checked); for the United States the state must be a US state and the zip
 * 5 digits or 5+4. `requirePlace` demands an address chosen from the autocomplete.
 */
export function validateAddress(
  address: Partial<Address> | null | undefined,
  { required = true, requirePlace = false }: AddressRuleOptions = {},
): AddressErrors {
  const value = address ?? {};
  const errors: AddressErrors = {};
  const add = (field: AddressPart | 'base', message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  if (required || !isAddressBlank(value)) {
    for (const part of REQUIRED_PARTS) {
      if (!isFilled(value[part])) add(part, addressPartRequiredMessage(part));
    }
  }

  if (isUnitedStates(value.country)) {
    if (isFilled(value.state) && usStateCode(value.state) === null)
      add('state', ADDRESS_STATE_MESSAGE);
    if (isFilled(value.zip) && !US_ZIP.test((value.zip ?? '').trim()))
      add('zip', ADDRESS_ZIP_MESSAGE);
  }

  // A place is needed only where an address is given or required; an optional blank one passes.
  const needsPlace = requirePlace && (required || !isAddressBlank(value));
  if (needsPlace && !isFilled(value.placeId)) add('base', ADDRESS_PLACE_REQUIRED_MESSAGE);

  return errors;
}

export function hasAddressErrors(errors: AddressErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/** One line for lists and the `formatted` field: "1 Main St, Apt 2, Springfield, IL 62701, United States". */
export function formatAddress(address: Partial<Address>): string {
  const stateZip = [address.state, address.zip].filter(isFilled).join(' ');
  return [address.street1, address.street2, address.city, stateZip, address.country]
    .filter(isFilled)
    .map((part) => (part ?? '').trim())
    .join(', ');
}
