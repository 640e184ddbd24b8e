import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
const lastListRequest = () => api.requestsTo('/api/v2/subjects').at(-1)!;

describe('Subjects', () => {
  it('lists 25 a page by name, languages by name, and sorts by category', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/subjects');

    expect(await screen.findByText('ACT Math')).toBeInTheDocument();
    expect(lastListRequest().searchParams.get('per')).toBe('25');
    expect(lastListRequest().searchParams.get('orderBy')).toBe('name');
    expect(screen.getAllByText('English').length).toBeGreaterThan(0);
    expect(screen.queryByText('en')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /category/i }));
    await waitFor(() =>
      expect(lastListRequest().searchParams.get('orderBy')).toBe('category_name'),
    );
  });

  it('says so when no subject matches the search', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/subjects?filter=${encodeURIComponent('{"query":"zzzz-nothing"}')}`);
    expect(await screen.findByText('No subjects to display.')).toBeInTheDocument();
  });
});
