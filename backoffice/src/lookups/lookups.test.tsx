import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

describe('forms read their look-ups from the server (staff-and-crm §7)', () => {
  it("offers the server's grade levels on the student form", async () => {
    renderApp('/admin/students/create');
    await waitFor(() => expect(api.requestsTo('/api/v2/grade_levels')).not.toHaveLength(0));
    const grade = await screen.findByRole('combobox', { name: /grade/i });
    fireEvent.mouseDown(grade);
    const list = await screen.findByRole('listbox');
    // The class picker asks with withGradYear: each grade with its class (tests' day 2025-03-05).
    expect(within(list).getByRole('option', { name: 'TK · Class of 2038' })).toBeInTheDocument();
    expect(
      within(list).getByRole('option', { name: 'Grade 12 · Class of 2025' }),
    ).toBeInTheDocument();
  });

  it("offers the server's originators on the shipment form", async () => {
    renderApp('/admin/shipments/create');
    await waitFor(() => expect(api.requestsTo('/api/v2/originators')).not.toHaveLength(0));
    const originator = await screen.findByRole('combobox', { name: /originator/i });
    fireEvent.mouseDown(originator);
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Our warehouse' })).toBeInTheDocument();
  });
});
