import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PLACE_REQUIRED_MESSAGE,
  ADDRESS_STATE_MESSAGE,
  ADDRESS_ZIP_MESSAGE,
  emptyAddress,
  formatAddress,
  hasAddressErrors,
  hasRequiredAddressParts,
  isAddressBlank,
  isUnitedStates,
  usStateCode,
  validateAddress,
  type Address,
} from './address.ts';

const springfield: Address = {
  ...emptyAddress(),
  street1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

describe('emptyAddress', () => {
  it('defaults the country to United States', () => {
    expect(emptyAddress().country).toBe('United States');
  });
});

describe('isUnitedStates', () => {
  it.each(['United States', 'united states of america', 'USA', ' US '])('knows %j', (name) => {
    expect(isUnitedStates(name)).toBe(true);
  });

  it('is false for another country or none', () => {
    expect(isUnitedStates('Canada')).toBe(false);
    expect(isUnitedStates('')).toBe(false);
  });
});

describe('usStateCode', () => {
  it('reads a code in any case', () => {
    expect(usStateCode('ny')).toBe('NY');
  });

  it('reads a name', () => {
    expect(usStateCode('New York')).toBe('NY');
  });

  it('reads the District of Columbia', () => {
    expect(usStateCode('DC')).toBe('DC');
  });

  it('is null for something else', () => {
    expect(usStateCode('Ontario')).toBeNull();
    expect(usStateCode('')).toBeNull();
  });
});

describe('validateAddress (required, the default)', () => {
  it('accepts a complete US address', () => {
    expect(validateAddress(springfield)).toEqual({});
  });

  it('requires street, city, state, zip and country', () => {
    expect(validateAddress({ ...emptyAddress(), country: '' })).toEqual({
      street1: ['Street is required.'],
      city: ['City is required.'],
      state: ['State is required.'],
      zip: ['Zip is required.'],
      country: ['Country is required.'],
    });
  });

  it('treats a missing address as empty', () => {
    expect(Object.keys(validateAddress(null))).toEqual([
      'street1',
      'city',
      'state',
      'zip',
      'country',
    ]);
  });

  it('treats whitespace as empty', () => {
    expect(validateAddress({ ...springfield, city: '   ' })).toEqual({
      city: ['City is required.'],
    });
  });

  it('does not require street2', () => {
    expect(validateAddress({ ...springfield, street2: '' })).toEqual({});
  });
});

describe('validateAddress (optional)', () => {
  const optional = { required: false };

  it('accepts an empty address', () => {
    expect(validateAddress(emptyAddress(), optional)).toEqual({});
  });

  it('accepts an address with only street2 and the default country', () => {
    expect(validateAddress({ ...emptyAddress(), street2: 'Apt 2' }, optional)).toEqual({});
  });

  it.each(['street1', 'city', 'state', 'zip'] as const)(
    'requires the rest once %s is filled (all or none)',
    (part) => {
      const errors = validateAddress({ ...emptyAddress(), [part]: springfield[part] }, optional);
      const missing = ['street1', 'city', 'state', 'zip'].filter((p) => p !== part);
      expect(Object.keys(errors).sort()).toEqual(missing.sort());
    },
  );

  it('requires the country of a filled address', () => {
    expect(validateAddress({ ...springfield, country: '' }, optional)).toEqual({
      country: ['Country is required.'],
    });
  });

  it('accepts a complete address', () => {
    expect(validateAddress(springfield, optional)).toEqual({});
  });
});

describe('validateAddress (state and zip)', () => {
  it('accepts a US state by name', () => {
    expect(validateAddress({ ...springfield, state: 'Illinois' })).toEqual({});
  });

  it('rejects a state that is not a US state for the United States', () => {
    expect(validateAddress({ ...springfield, state: 'Ontario' })).toEqual({
      state: [ADDRESS_STATE_MESSAGE],
    });
  });

  it('takes any state text outside the United States', () => {
    const toronto = {
      ...springfield,
      state: 'Ontario',
      zip: 'M5V 2T6',
      city: 'Toronto',
      country: 'Canada',
    };
    expect(validateAddress(toronto)).toEqual({});
  });

  it.each(['62701', '62701-1234'])('accepts the US zip %j', (zip) => {
    expect(validateAddress({ ...springfield, zip })).toEqual({});
  });

  it.each(['6270', '627011', '62701-12', 'ABCDE', '62701 1234'])('rejects the US zip %j', (zip) => {
    expect(validateAddress({ ...springfield, zip })).toEqual({ zip: [ADDRESS_ZIP_MESSAGE] });
  });
});

describe('validateAddress (place required)', () => {
  it('asks for an autocomplete result when no place was chosen', () => {
    expect(validateAddress(springfield, { requirePlace: true })).toEqual({
      base: [ADDRESS_PLACE_REQUIRED_MESSAGE],
    });
  });

  it('accepts an address chosen from the autocomplete', () => {
    expect(validateAddress({ ...springfield, placeId: 'abc' }, { requirePlace: true })).toEqual({});
  });

  it('does not ask for a place for an optional blank address', () => {
    expect(validateAddress(emptyAddress(), { required: false, requirePlace: true })).toEqual({});
  });

  it('asks for a place for an optional address that is filled', () => {
    const errors = validateAddress(springfield, { required: false, requirePlace: true });
    expect(errors.base).toEqual([ADDRESS_PLACE_REQUIRED_MESSAGE]);
  });
});

describe('hasAddressErrors', () => {
  it('is false for no errors and true for some', () => {
    expect(hasAddressErrors({})).toBe(false);
    expect(hasAddressErrors({ zip: [ADDRESS_ZIP_MESSAGE] })).toBe(true);
  });
});

describe('hasRequiredAddressParts and isAddressBlank', () => {
  it('knows a complete address', () => {
    expect(hasRequiredAddressParts(springfield)).toBe(true);
    expect(isAddressBlank(springfield)).toBe(false);
  });

  it('knows an address missing its zip', () => {
    expect(hasRequiredAddressParts({ ...springfield, zip: '' })).toBe(false);
  });

  it('knows a blank address', () => {
    expect(isAddressBlank(emptyAddress())).toBe(true);
  });
});

describe('formatAddress', () => {
  it('joins the filled parts on one line', () => {
    expect(formatAddress({ ...springfield, street2: 'Apt 2' })).toBe(
      '1 Main St, Apt 2, Springfield, IL 62701, United States',
    );
  });

  it('skips empty parts', () => {
    expect(formatAddress({ city: 'Paris', country: 'France' })).toBe('Paris, France');
  });
});
