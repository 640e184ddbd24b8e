import { emptyAddress, formatAddress, isUnitedStates, type Address } from './address.ts';

/** One part of a place's address, as Google Places (and compatible providers) return it. */
export interface PlaceAddressComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

/** The JS API gives lat/lng as functions, the web service as numbers; both are accepted. */
type Coordinate = number | (() => number);

/** A Google-Places-like place details result: the fields the address finder reads. */
export interface PlaceResult {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  geometry?: { location?: { lat: Coordinate; lng: Coordinate } };
  address_components?: readonly PlaceAddressComponent[];
}

/** A place lookup parsed into the fields of spec §3. */
export interface ParsedPlace {
  lat: number | null;
  lng: number | null;
  name: string;
  formatted: string;
  placeId: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** The city, or the county where the place has no city (rural addresses). */
  cityOrCounty: string;
  sublocality: string;
}

function coordinate(value: Coordinate | undefined): number | null {
  if (value === undefined) return null;
  const number = typeof value === 'function' ? value() : value;
  return Number.isFinite(number) ? number : null;
}

/**
 * Reads a place details result into the address fields. The street is the number and the
 * route; the city is the locality, else the postal town (the UK), else the first-level
 * sublocality (New York's boroughs); a US state is its USPS code, other regions their name.
 */
export function parsePlace(place: PlaceResult): ParsedPlace {
  const components = place.address_components ?? [];
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const long = (type: string) => find(type)?.long_name ?? '';
  const short = (type: string) => find(type)?.short_name ?? '';

  const country = long('country');
  const sublocality = long('sublocality_level_1') || long('sublocality');
  const city = long('locality') || long('postal_town') || sublocality;
  const street1 = [long('street_number'), long('route')].filter(Boolean).join(' ');

  return {
    lat: coordinate(place.geometry?.location?.lat),
    lng: coordinate(place.geometry?.location?.lng),
    name: place.name ?? '',
    formatted: place.formatted_address ?? '',
    placeId: place.place_id ?? '',
    street1: street1 || long('premise'),
    city,
    state: isUnitedStates(country)
      ? short('administrative_area_level_1')
      : long('administrative_area_level_1'),
    zip: long('postal_code'),
    country,
    cityOrCounty: city || long('administrative_area_level_2'),
    sublocality,
  };
}

/** The address a chosen place fills in; street2 (apt/suite) is kept from what was typed. */
export function addressFromPlace(place: ParsedPlace, street2 = ''): Address {
  const address: Address = {
    ...emptyAddress(),
    street1: place.street1,
    street2,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: place.country || emptyAddress().country,
    placeId: place.placeId || null,
    lat: place.lat,
    lng: place.lng,
  };
  return { ...address, formatted: place.formatted || formatAddress(address) };
}
