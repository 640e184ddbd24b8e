import { describe, expect, it } from 'vitest';
import { addressFromPlace, parsePlace, type PlaceResult } from './place.ts';

const component = (long_name: string, short_name: string, ...types: string[]) => ({
  long_name,
  short_name,
  types,
});

const whiteHouse: PlaceResult = {
  place_id: 'ChIJGVtI4by3t4kRr51d_Qm_x58',
  name: 'The White House',
  formatted_address: '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
  geometry: { location: { lat: 38.8976763, lng: -77.0365298 } },
  address_components: [
    component('1600', '1600', 'street_number'),
    component('Pennsylvania Avenue Northwest', 'Pennsylvania Avenue NW', 'route'),
    component('Northwest Washington', 'Northwest Washington', 'neighborhood', 'political'),
    component('Washington', 'Washington', 'locality', 'political'),
    component('District of Columbia', 'DC', 'administrative_area_level_1', 'political'),
    component('United States', 'US', 'country', 'political'),
    component('20500', '20500', 'postal_code'),
  ],
};

describe('parsePlace', () => {
  it('reads every field of a US place', () => {
    expect(parsePlace(whiteHouse)).toEqual({
      lat: 38.8976763,
      lng: -77.0365298,
      name: 'The White House',
      formatted: '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
      placeId: 'ChIJGVtI4by3t4kRr51d_Qm_x58',
      street1: '1600 Pennsylvania Avenue Northwest',
      city: 'Washington',
      state: 'DC',
      zip: '20500',
      country: 'United States',
      cityOrCounty: 'Washington',
      sublocality: '',
    });
  });

  it('reads coordinates given as functions (the JS API)', () => {
    const place = {
      ...whiteHouse,
      geometry: { location: { lat: () => 38.9, lng: () => -77 } },
    };
    const parsed = parsePlace(place);
    expect([parsed.lat, parsed.lng]).toEqual([38.9, -77]);
  });

  it('leaves missing coordinates null', () => {
    const parsed = parsePlace({ ...whiteHouse, geometry: undefined });
    expect([parsed.lat, parsed.lng]).toEqual([null, null]);
  });

  it('uses the first-level sublocality as the city where there is no locality', () => {
    const brooklyn = parsePlace({
      address_components: [
        component('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality', 'political'),
        component('New York', 'NY', 'administrative_area_level_1'),
        component('United States', 'US', 'country'),
      ],
    });
    expect([brooklyn.city, brooklyn.sublocality, brooklyn.state]).toEqual([
      'Brooklyn',
      'Brooklyn',
      'NY',
    ]);
  });

  it('falls back to the county for cityOrCounty', () => {
    const rural = parsePlace({
      address_components: [
        component('Route 1', 'Rte 1', 'route'),
        component('Lincoln County', 'Lincoln County', 'administrative_area_level_2'),
        component('Maine', 'ME', 'administrative_area_level_1'),
        component('United States', 'US', 'country'),
      ],
    });
    expect([rural.street1, rural.city, rural.cityOrCounty]).toEqual([
      'Route 1',
      '',
      'Lincoln County',
    ]);
  });

  it('uses the region name and postal town outside the United States', () => {
    const london = parsePlace({
      address_components: [
        component('10', '10', 'street_number'),
        component('Downing Street', 'Downing St', 'route'),
        component('London', 'London', 'postal_town'),
        component('England', 'England', 'administrative_area_level_1'),
        component('United Kingdom', 'GB', 'country'),
        component('SW1A 2AA', 'SW1A 2AA', 'postal_code'),
      ],
    });
    expect([london.street1, london.city, london.state, london.zip, london.country]).toEqual([
      '10 Downing Street',
      'London',
      'England',
      'SW1A 2AA',
      'United Kingdom',
    ]);
  });

  it('gives empty strings for a place without details', () => {
    const parsed = parsePlace({});
    expect([parsed.placeId, parsed.street1, parsed.country, parsed.formatted]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('addressFromPlace', () => {
  it('fills the address and keeps the typed apt/suite', () => {
    expect(addressFromPlace(parsePlace(whiteHouse), 'Suite 5')).toEqual({
      street1: '1600 Pennsylvania Avenue Northwest',
      street2: 'Suite 5',
      city: 'Washington',
      state: 'DC',
      zip: '20500',
      country: 'United States',
      formatted: '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
      placeId: 'ChIJGVtI4by3t4kRr51d_Qm_x58',
      lat: 38.8976763,
      lng: -77.0365298,
    });
  });

  it('formats the address itself when the place has no formatted text', () => {
    const address = addressFromPlace(parsePlace({ ...whiteHouse, formatted_address: undefined }));
    expect(address.formatted).toBe(
      '1600 Pennsylvania Avenue Northwest, Washington, DC 20500, United States',
    );
  });

  it('defaults the country when the place has none', () => {
    expect(addressFromPlace(parsePlace({})).country).toBe('United States');
  });
});
