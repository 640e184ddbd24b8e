import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyAddress, parsePlace, type Address, type PlaceResult } from '@tp/domain';
import { AddressFinder, type AddressFinderProps } from './AddressFinder.tsx';
import type { HttpClient } from '@tp/data-provider';
import { httpPlacesAdapter, type PlacesAdapter } from './places-adapter.ts';

type HarnessProps = Omit<AddressFinderProps, 'value' | 'onChange'> & {
  initial?: Address;
  onValue?(address: Address): void;
};

/** The finder under a parent that keeps its value, as a form would. */
function Harness({ initial, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<Address>(initial ?? emptyAddress());
  return (
    <AddressFinder
      {...props}
      value={value}
      onChange={(address) => {
        setValue(address);
        onValue?.(address);
      }}
    />
  );
}

const springfield: Address = {
  ...emptyAddress(),
  street1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

const whiteHouse: PlaceResult = {
  place_id: 'white-house',
  formatted_address: '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
  geometry: { location: { lat: 38.8977, lng: -77.0365 } },
  address_components: [
    { long_name: '1600', short_name: '1600', types: ['street_number'] },
    { long_name: 'Pennsylvania Avenue NW', short_name: 'Pennsylvania Ave NW', types: ['route'] },
    { long_name: 'Washington', short_name: 'Washington', types: ['locality'] },
    {
      long_name: 'District of Columbia',
      short_name: 'DC',
      types: ['administrative_area_level_1'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country'] },
    { long_name: '20500', short_name: '20500', types: ['postal_code'] },
  ],
};

function fakeAdapter(): PlacesAdapter & {
  search: ReturnType<typeof vi.fn>;
  details: ReturnType<typeof vi.fn>;
} {
  return {
    canSearch: true,
    search: vi.fn(() =>
      Promise.resolve([{ placeId: 'white-house', description: '1600 Pennsylvania Ave NW' }]),
    ),
    details: vi.fn(() => Promise.resolve(parsePlace(whiteHouse))),
  };
}

async function chooseState(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /State/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

// MUI fields in jsdom are slow to type into; these walk whole forms.
describe('AddressFinder without a places provider', { timeout: 20_000 }, () => {
  it('offers the manual fields and no search box', () => {
    render(<Harness />);
    expect(screen.queryByLabelText(/Search for an address/)).not.toBeInTheDocument();
    for (const label of [/^Street/, /Apt\/Suite/, /^City/, /^Zip/]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /State/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('United States');
  });

  it('switches to edit mode once every required part is typed', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Street/ }), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Springfield');
    await userEvent.type(screen.getByRole('textbox', { name: /^Zip/ }), '62701');
    expect(screen.queryByRole('button', { name: 'Clear address' })).not.toBeInTheDocument();
    await chooseState('Illinois');
    expect(screen.getByRole('button', { name: 'Clear address' })).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        street1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'United States',
        formatted: '1 Main St, Springfield, IL 62701, United States',
      }),
    );
  });

  it('starts in edit mode for a complete address', () => {
    render(<Harness initial={springfield} />);
    expect(screen.getByRole('button', { name: 'Clear address' })).toBeInTheDocument();
  });

  it('offers free text for the state outside the United States', async () => {
    render(<Harness />);
    const country = screen.getByRole('combobox', { name: /Country/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'Canada');
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    const state = screen.getByRole('textbox', { name: /State/ });
    await userEvent.type(state, 'Ontario');
    expect(state).toHaveValue('Ontario');
  });

  it('shows the US state picklist by name and stores the code', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await chooseState('New York');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'NY' }));
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveTextContent('New York');
  });

  it('asks for the rest of an optional address once one part is filled (all or none)', async () => {
    render(<Harness required={false} showErrors />);
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Street/ }), '1 Main St');
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip is required.')).toBeInTheDocument();
  });

  it("shows a field's message once the field is left", async () => {
    render(<Harness />);
    const zip = screen.getByRole('textbox', { name: /^Zip/ });
    await userEvent.type(zip, '123');
    expect(screen.queryByText(/5-digit ZIP code/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(
      screen.getByText('Enter a 5-digit ZIP code, or ZIP+4 (12345-6789).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('City is required.')).not.toBeInTheDocument();
  });

  it('asks for an autocomplete result where a place is required', () => {
    render(<Harness initial={springfield} requirePlace showErrors />);
    expect(
      screen.getByText('Please select an address from the autocomplete results'),
    ).toBeInTheDocument();
  });

  it('clears every part when reset', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ ...springfield, street2: 'Apt 2' }} onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear address' }));
    expect(onValue).toHaveBeenLastCalledWith(emptyAddress());
    expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Apt\/Suite/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear address' })).not.toBeInTheDocument();
  });
});

describe('AddressFinder with a places provider', { timeout: 20_000 }, () => {
  it('searches what was typed and fills the address from the chosen place', async () => {
    const adapter = fakeAdapter();
    const onValue = vi.fn();
    render(<Harness adapter={adapter} pauseMs={50} onValue={onValue} />);
    await userEvent.type(
      screen.getByRole('combobox', { name: /Search for an address/ }),
      '1600 Penn',
    );
    const option = await screen.findByRole('option', { name: '1600 Pennsylvania Ave NW' });
    expect(adapter.search).toHaveBeenLastCalledWith('1600 Penn', expect.any(AbortSignal));
    await userEvent.click(option);
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        expect.objectContaining({
          street1: '1600 Pennsylvania Avenue NW',
          city: 'Washington',
          state: 'DC',
          zip: '20500',
          placeId: 'white-house',
        }),
      ),
    );
    expect(adapter.details).toHaveBeenCalledWith('white-house');
    expect(
      screen.queryByRole('combobox', { name: /Search for an address/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset search' })).toBeInTheDocument();
  });

  it('keeps the typed apt/suite when a place is chosen', async () => {
    const adapter = fakeAdapter();
    const onValue = vi.fn();
    render(<Harness adapter={adapter} pauseMs={10} onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Apt\/Suite/ }), 'Suite 5');
    await userEvent.type(screen.getByRole('combobox', { name: /Search for an address/ }), '1600');
    await userEvent.click(await screen.findByRole('option', { name: '1600 Pennsylvania Ave NW' }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        expect.objectContaining({ street2: 'Suite 5', placeId: 'white-house' }),
      ),
    );
  });

  it('forgets the chosen place when a part is edited by hand', async () => {
    const onValue = vi.fn();
    const chosen = { ...springfield, placeId: 'p1', lat: 1, lng: 2 };
    render(<Harness adapter={fakeAdapter()} initial={chosen} onValue={onValue} requirePlace />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Street/ }), 'A');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({ street1: '1 Main StA', placeId: null, lat: null, lng: null }),
    );
    await userEvent.tab();
    expect(
      screen.getByText('Please select an address from the autocomplete results'),
    ).toBeInTheDocument();
  });

  it('goes back to search mode with every part cleared on "Reset search"', async () => {
    render(<Harness adapter={fakeAdapter()} initial={springfield} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(screen.getByRole('combobox', { name: /Search for an address/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('');
  });

  it('says so when the place cannot be looked up', async () => {
    const adapter = fakeAdapter();
    adapter.details.mockRejectedValue(new Error('quota'));
    render(<Harness adapter={adapter} pauseMs={10} />);
    await userEvent.type(screen.getByRole('combobox', { name: /Search for an address/ }), '1600');
    await userEvent.click(await screen.findByRole('option', { name: '1600 Pennsylvania Ave NW' }));
    const group = screen.getByRole('group', { name: /Address/ });
    expect(await within(group).findByText(/could not look up that address/)).toBeInTheDocument();
  });
});

describe('httpPlacesAdapter', () => {
  it('asks the server for predictions and details, the list showing name and address', async () => {
    const calls: string[] = [];
    const httpClient = vi.fn((path: string, request?: { query?: Record<string, unknown> }) => {
      calls.push(`${path}?${new URLSearchParams(request?.query as Record<string, string>)}`);
      const json = path.endsWith('/places')
        ? {
            places: [
              { placeId: 'tp:a', name: 'Lakeview Learning Center', formatted: '410 Harbor Ave' },
              { placeId: 'tp:b', name: '1 Main St', formatted: '1 Main St, Springfield' },
            ],
          }
        : { place: parsePlace(whiteHouse) };
      return Promise.resolve({ status: 200, headers: new Headers(), text: '', json });
    });
    const adapter = httpPlacesAdapter(httpClient as unknown as HttpClient);
    expect(await adapter.search('lake view')).toEqual([
      { placeId: 'tp:a', description: 'Lakeview Learning Center, 410 Harbor Ave' },
      { placeId: 'tp:b', description: '1 Main St, Springfield' },
    ]);
    expect((await adapter.details('tp:a')).placeId).toBe('white-house');
    expect(calls).toEqual(['/api/v2/places?query=lake+view', '/api/v2/places/tp%3Aa?']);
  });
});
