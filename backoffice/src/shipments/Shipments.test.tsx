import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_PLACE_REQUIRED_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function firstShipment(status: string): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    'select id from shipments where status = $1 and originator = $2 order by id limit 1',
    [status, 'amazon'],
  );
  return row!.id;
}

/** Searches the address finder for `query` and chooses the suggestion named `name`. */
async function chooseAddress(query: string, name: RegExp) {
  await userEvent.type(screen.getByLabelText(/search for an address/i), query);
  await userEvent.click(await screen.findByRole('option', { name }, { timeout: 3000 }));
}

/** The required fields but the address: a recipient, a link and an observer. */
async function fillAllButAddress() {
  await userEvent.type(await screen.findByLabelText('Recipient'), 'Lily');
  await userEvent.click(await screen.findByRole('option', { name: /Lily Brennan/ }));
  fireEvent.change(screen.getByLabelText(/purchase link/i), {
    target: { value: 'https://shop.example.com/books/lookup?ref=1' },
  });
  fireEvent.change(screen.getByLabelText(/e-mail/i), { target: { value: 'mom@example.com' } });
}

// The finder waits out the spec's 400 ms typing pause, and MUI fields are slow in jsdom.
describe('Shipments', { timeout: 30_000 }, () => {
  it('lists a page of 25 demo shipments to a manager, filtered by status, without edits', async () => {
    await api.signInAs('manager@demo.test');
    renderApp(`/admin/shipments?filter=${encodeURIComponent('{"status":"shipped"}')}`);

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(13));
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getByText('Shipped')).toBeInTheDocument();
    // Staff read; only admins and advisors create (domain's can).
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    // Export fetches the server's CSV of what the filter selects (through the data provider,
    // so the spoof header and the mocked mode apply) and hands it to the browser as a file.
    const files: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:shipments';
    });
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(files).toHaveLength(1));
    createObjectURL.mockRestore();
    const csvCall = api.requests.find((url) => url.pathname === '/api/v2/shipments.csv');
    expect(csvCall?.searchParams.get('status')).toBe('shipped');
    const csv = await files[0]!.text();
    expect(csv.split('\n')[0]).toMatch(/Status.*Shipping method/);
    expect(csv).toContain('Shipped');
  });

  it('picks the shipping method from the server’s list, saves it, and lists it', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const [shipment] = await api.query<{ id: number }>(
      `select id from shipments where status = 'pending' and shipping_method is null
       order by id desc limit 1`,
    );
    renderApp(`/admin/shipments/${shipment!.id}`);

    const method = await screen.findByRole('combobox', { name: /shipping method/i });
    expect(api.requestsTo('/api/v2/shipping_methods')).not.toHaveLength(0);
    fireEvent.mouseDown(method);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not chosen yet',
      'USPS First-Class',
      'USPS Priority',
      'UPS Ground',
      'FedEx 2Day',
      'Hand delivery',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'FedEx 2Day' }));
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    expect(await screen.findByText('Shipment updated')).toBeInTheDocument();
    const [row] = await api.query<{ shippingMethod: string }>(
      'select shipping_method as "shippingMethod" from shipments where id = $1',
      [shipment!.id],
    );
    expect(row!.shippingMethod).toBe('fedex_2day');
    // Back on the list, the column names it.
    const listed = await screen.findByRole('cell', { name: String(shipment!.id) });
    expect(within(listed.closest('tr')!).getByText('FedEx 2Day')).toBeInTheDocument();
  });

  it('checks the form with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/shipments/create');

    fireEvent.change(await screen.findByLabelText(/purchase link/i), {
      target: { value: 'not a link' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('must be a web address (http or https)')).toBeInTheDocument();
    expect(screen.getByText('Street is required.')).toBeInTheDocument();
    expect(screen.getByText('must have at least one observer')).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/shipments')).toHaveLength(0);
  });

  it('confirms before a tracking number marks the shipment shipped, then saves it', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const id = await firstShipment('pending');
    renderApp(`/admin/shipments/${id}`);

    const tracking = await screen.findByLabelText(/tracking number/i);
    fireEvent.change(tracking, { target: { value: '1ZTEST' } });
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('marks this shipment as shipped');
    fireEvent.click(within(dialog).getByRole('button', { name: /save and mark shipped/i }));

    expect(await screen.findByText('Shipment updated')).toBeInTheDocument();
    const [row] = await api.query<{ status: string; tracking: string }>(
      'select status, tracking from shipments where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'shipped', tracking: '1ZTEST' });
  });

  it('offers the events the status allows and sends one through change_status', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const id = await firstShipment('pending');
    renderApp(`/admin/shipments/${id}`);

    expect(await screen.findByRole('button', { name: 'Put on hold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));

    expect(await screen.findByText('Shipment is now on hold')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname.endsWith('/change_status'))).toHaveLength(1);
  });

  it('takes the address from the places lookup and sends the chosen place', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/shipments/create');
    await fillAllButAddress();

    await chooseAddress('elm springfield', /12 Elm St, Springfield, IL 62701/);
    // The chosen place fills the parts; the finder shows them for editing.
    expect(await screen.findByRole('textbox', { name: /^street/i })).toHaveValue('12 Elm St');
    expect(screen.getByRole('textbox', { name: /^city/i })).toHaveValue('Springfield');
    expect(screen.getByRole('textbox', { name: /^zip/i })).toHaveValue('62701');
    expect(screen.getByRole('button', { name: 'Reset search' })).toBeInTheDocument();
    const details = api.requests.filter((url) => url.pathname.startsWith('/api/v2/places/'));
    expect(details.map((url) => decodeURIComponent(url.pathname))).toEqual([
      '/api/v2/places/tp:12-elm-st-springfield',
    ]);

    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));
    expect(await screen.findByText('Shipment created')).toBeInTheDocument();
    const [row] = await api.query<{ placeId: string; formatted: string }>(
      `select address->>'placeId' as "placeId", address->>'formatted' as formatted
       from shipments where purchase_link = 'https://shop.example.com/books/lookup'`,
    );
    expect(row).toEqual({
      placeId: 'tp:12-elm-st-springfield',
      formatted: '12 Elm St, Springfield, IL 62701, United States',
    });
  });

  it('saves a shipment from before the address lookup with its address unchanged, not a changed one', async () => {
    api.willWrite();
    await api.signInAs('advisor@demo.test');
    const id = await firstShipment('pending');
    // Saved before the lookup existed: the address has no place.
    await api.query(
      `update shipments set address = address - 'placeId' - 'lat' - 'lng' where id = $1`,
      [id],
    );
    const [before] = await api.query<{ address: { street1: string } }>(
      'select address from shipments where id = $1',
      [id],
    );
    const writes = () =>
      api.requests.filter((url) => url.pathname === `/api/v2/shipments/${id}`).length;
    renderApp(`/admin/shipments/${id}`);

    // A changed address must come from the autocomplete.
    const street = await screen.findByRole('textbox', { name: /^street/i });
    await waitFor(() => expect(street).toHaveValue(before!.address.street1));
    const loaded = writes();
    fireEvent.change(street, { target: { value: '1 Changed St' } });
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));
    expect(await screen.findAllByText(ADDRESS_PLACE_REQUIRED_MESSAGE)).not.toHaveLength(0);
    expect(writes()).toBe(loaded);

    // Back as it was stored, it saves without a place.
    fireEvent.change(street, { target: { value: before!.address.street1 } });
    fireEvent.change(screen.getByLabelText(/purchase link/i), {
      target: { value: 'https://shop.example.com/books/kept-address' },
    });
    // The save button waits out the form's (asynchronous) validation of the changes.
    const save = screen.getByRole('button', { name: /^save$/i });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Shipment updated')).toBeInTheDocument();
    const [after] = await api.query<{ address: unknown; purchaseLink: string }>(
      'select address, purchase_link as "purchaseLink" from shipments where id = $1',
      [id],
    );
    expect(after).toEqual({
      address: before!.address,
      purchaseLink: 'https://shop.example.com/books/kept-address',
    });
  });

  it('refuses an address typed by hand: it must come from the autocomplete', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/shipments/create');
    await fillAllButAddress();
    await chooseAddress('elm springfield', /12 Elm St/);
    // Editing a part by hand means the address is no longer the chosen place.
    const street = await screen.findByRole('textbox', { name: /^street/i });
    fireEvent.change(street, { target: { value: '14 Elm St' } });
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    expect(await screen.findByText(ADDRESS_PLACE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/shipments')).toHaveLength(0);
  });
});
