import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function brandId(name: string): Promise<number> {
  const [row] = await api.query<{ id: number }>('select id from brands where name = $1', [name]);
  return row!.id;
}

describe('Brands', () => {
  it('lists brands with their pricing and status; only admins may create', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/brands');
    expect(await screen.findByText('Fixed $899.00')).toBeInTheDocument();
    // Read as English: not "every 1 months, 14 days trial".
    expect(screen.getByText('Recurring $399.00 every month, 14-day trial')).toBeInTheDocument();
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
  });

  it("names the brand's session classes as people do, never by class name", async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/brands/${await brandId('Private Tutoring')}`);
    const splitRow = (await screen.findByText('Split session')).closest('tr')!;
    expect(splitRow).toHaveTextContent('Split tutoring');
    expect(document.body).not.toHaveTextContent('Session::');
  });

  it('shows advisors the list without create', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/brands');
    await screen.findByText('Fixed $899.00');
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('clears the interval when a toggle goes off, and saves it cleared', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const id = await brandId('Private Tutoring');
    renderApp(`/admin/brands/${id}`);

    const interval = await screen.findByLabelText('Every (days)');
    expect(interval).toHaveValue(14);
    fireEvent.click(screen.getByLabelText('Parent updates'));
    await waitFor(() => expect(screen.queryByLabelText('Every (days)')).not.toBeInTheDocument());
    fireEvent.click(screen.getByLabelText('Parent updates'));
    expect(await screen.findByLabelText('Every (days)')).toHaveValue(null);
    fireEvent.click(screen.getByLabelText('Parent updates'));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(
      () => {
        if (!screen.queryByText('Brand Private Tutoring updated')) {
          throw new Error(document.body.textContent?.slice(0, 3000));
        }
      },
      { timeout: 15000 },
    );
    const [row] = await api.query<{ on: boolean; every: number | null }>(
      'select include_parent_updates as on, parent_updates_interval as every from brands where id = $1',
      [id],
    );
    expect(row).toEqual({ on: false, every: null });
  }, 40000);

  it('edits the price per tutoring hour: checked before sending, saved in the pricing', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const id = await brandId('Private Tutoring');
    renderApp(`/admin/brands/${id}`);

    const hourly = await screen.findByLabelText('Price per tutoring hour ($)');
    expect(hourly).toHaveValue(65);
    fireEvent.change(hourly, { target: { value: '72.555' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(
      await screen.findByText(
        'Price per tutoring hour must be in dollars and cents (at most 2 decimals)',
      ),
    ).toBeInTheDocument();
    fireEvent.change(hourly, { target: { value: '72.5' } });
    await waitFor(() => expect(screen.queryByText(/at most 2 decimals/)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(
      () => {
        if (!screen.queryByText('Brand Private Tutoring updated'))
          throw new Error(document.body.textContent?.slice(0, 3000));
      },
      { timeout: 15000 },
    );
    const [row] = await api.query<{ hourly: number; price: number }>(
      `select (pricing->>'hourlyPrice')::numeric::float as hourly,
              (pricing->>'price')::numeric::float as price from brands where id = $1`,
      [id],
    );
    expect(row).toEqual({ hourly: 72.5, price: 399 });
  }, 40000);

  it('asks no hourly price of a brand without sessions or without pricing', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/brands/${await brandId('Private Tutoring')}`);
    await screen.findByLabelText('Price per tutoring hour ($)');
    fireEvent.click(screen.getByLabelText('Sessions'));
    await waitFor(() =>
      expect(screen.queryByLabelText('Price per tutoring hour ($)')).not.toBeInTheDocument(),
    );
  });

  it('sets a 14-day trial and switches reviews to sessions with interval 1', async () => {
    await api.signInAs('admin@demo.test');
    const id = await brandId('Math Achievers Club');
    renderApp(`/admin/brands/${id}`);

    fireEvent.click(await screen.findByLabelText('Offer a trial'));
    expect(await screen.findByLabelText('Trial length')).toHaveValue(14);

    fireEvent.click(screen.getByLabelText('Include reviews'));
    fireEvent.click(await screen.findByLabelText('Count sessions instead of minutes'));
    expect(await screen.findByLabelText('Review every (sessions)')).toHaveValue(1);
  });

  it('asks for the interval an on toggle needs before sending', async () => {
    await api.signInAs('admin@demo.test');
    const id = await brandId('Homework Help');
    renderApp(`/admin/brands/${id}`);
    fireEvent.click(await screen.findByLabelText('Satisfaction surveys'));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText("can't be blank")).toBeInTheDocument();
  });
});
