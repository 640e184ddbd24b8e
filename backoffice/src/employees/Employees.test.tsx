import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEST_NOW, createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

async function employeeId(email: string): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    'select e.id from employees e join users u on u.id = e.user_id where u.email = $1',
    [email],
  );
  return row!.id;
}

describe('Employees', () => {
  it('lists active employees 25 a page, and toggles the inactive quick filter', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/employees');

    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    const first = api.requestsTo('/api/v2/employees').at(-1)!;
    expect(first.searchParams.get('active')).toBe('true');
    expect(first.searchParams.get('per')).toBe('25');
    expect(screen.getByRole('link', { name: /add an employee/i })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/employees').at(-1)!.searchParams.get('active')).toBe('false'),
    );
    expect(await screen.findByText('Edgar Vance')).toBeInTheDocument();
    for (const row of await bodyRows()) expect(row).toHaveTextContent('Inactive');
  });

  it('hides Add and the actions from staff who do not manage employees', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/employees');

    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /add an employee/i })).not.toBeInTheDocument();
  });

  it('opens a new employee as Admin with the admin role (spec §5), and checks it before sending', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/employees/create');

    expect(await screen.findByLabelText(/^title/i)).toHaveValue('Admin');
    const roles = screen.getByLabelText(/^roles/i).closest('.MuiAutocomplete-root')!;
    expect(within(roles as HTMLElement).getByText('Admin')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^e-mail/i), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('is invalid')).toBeInTheDocument();
    expect(screen.getAllByText("can't be blank").length).toBeGreaterThanOrEqual(2);
    expect(api.requests.filter((url) => url.pathname === '/api/v2/employees')).toHaveLength(0);
  });

  it('opens a new employee for HR without the admin role they may not grant: they pick one', async () => {
    await api.signInAs('hr@demo.test');
    renderApp('/admin/employees/create');

    expect(await screen.findByLabelText(/^title/i)).toHaveValue('Admin');
    fireEvent.change(screen.getByLabelText(/^first name/i), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText(/^last name/i), { target: { value: 'Hires' } });
    fireEvent.change(screen.getByLabelText(/^e-mail/i), {
      target: { value: 'nina.hires@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    // The role is asked on its field before sending, not refused by the server for a hidden admin.
    expect(await screen.findByText('must have at least one role')).toBeInTheDocument();
    expect(screen.queryByText(/only an admin may grant/i)).not.toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/employees')).toHaveLength(0);
  });

  it('puts the server’s refusal of a taken e-mail on the field', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    renderApp('/admin/employees/create');

    fireEvent.change(await screen.findByLabelText(/^first name/i), { target: { value: 'Dup' } });
    fireEvent.change(screen.getByLabelText(/^last name/i), { target: { value: 'Licate' } });
    fireEvent.change(screen.getByLabelText(/^e-mail/i), {
      target: { value: 'ADVISOR@demo.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(/has already been taken/i)).toBeInTheDocument();
  });

  it('terminates with an end date after a confirm dialog, then rehires', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const id = await employeeId('luis.moreno@example.test');
    renderApp(`/admin/employees/${id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Terminate' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Terminate Luis Moreno\?/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/end date/i), {
      target: { value: '2001-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    // The server's 422 stays in the dialog, on the field.
    expect(await within(dialog).findByText(/must not be before the hire date/)).toBeInTheDocument();

    // The server's today (the demo world's clock).
    fireEvent.change(within(dialog).getByLabelText(/end date/i), {
      target: { value: TEST_NOW.toISOString().slice(0, 10) },
    });
    fireEvent.change(within(dialog).getByLabelText(/reason/i), {
      target: { value: 'Moved abroad' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Luis Moreno has been terminated.')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Rehire' }));
    const rehireDialog = await screen.findByRole('dialog');
    // A hire date in the future is refused on its field, and the dialog stays.
    fireEvent.change(within(rehireDialog).getByLabelText(/hire date/i), {
      target: { value: '2099-01-01' },
    });
    fireEvent.click(within(rehireDialog).getByRole('button', { name: 'Rehire' }));
    expect(
      await within(rehireDialog).findByText("Hire date can't be in the future"),
    ).toBeInTheDocument();
    fireEvent.change(within(rehireDialog).getByLabelText(/hire date/i), {
      target: { value: TEST_NOW.toISOString().slice(0, 10) },
    });
    fireEvent.click(within(rehireDialog).getByRole('button', { name: 'Rehire' }));
    expect(await screen.findByText('Luis Moreno has been rehired.')).toBeInTheDocument();
    // Both periods are on the page: the one that ended, with its reason, and the new one.
    const history = await screen.findByRole('list', { name: 'Employment history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getByText('Moved abroad')).toBeInTheDocument();
    expect(within(history).getByText(/– present$/)).toBeInTheDocument();
    const [row] = await api.query<{ active: boolean }>(
      'select active from employees where id = $1',
      [id],
    );
    expect(row!.active).toBe(true);
  });
});
