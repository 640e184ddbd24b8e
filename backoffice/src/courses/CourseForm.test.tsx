import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { COURSE_HAS_ENROLLMENTS_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

describe('Course form', () => {
  it('checks the form with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/courses/create');

    fireEvent.change(await screen.findByLabelText(/starts on/i), {
      target: { value: '2026-05-02' },
    });
    fireEvent.change(screen.getByLabelText(/ends on/i), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText('must be on or after the start date')).toBeInTheDocument();
    expect(
      api.requests.filter((url) => url.pathname === '/api/v2/courses' && url.search === ''),
    ).toHaveLength(0);
  });

  it('edits a course and comes back to its page with a toast', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const [course] = await api.query<{ id: number; name: string }>(
      'select id, name from courses order by id limit 1',
    );
    renderApp(`/admin/courses/${course!.id}`);

    const title = await screen.findByLabelText(/^title/i);
    fireEvent.change(title, { target: { value: 'Renamed course' } });
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    expect(await screen.findByText(`Course ${course!.name} updated`)).toBeInTheDocument();
    const [row] = await api.query<{ title: string }>('select title from courses where id = $1', [
      course!.id,
    ]);
    expect(row!.title).toBe('Renamed course');
  });

  it('picks a lead source by name, saves it, and shows it on the course page', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const [course] = await api.query<{ id: number; name: string }>(
      'select id, name from courses where lead_source_id is null order by id limit 1',
    );
    const [source] = await api.query<{ id: number; name: string }>(
      "select id, name from lead_sources where type = 'School' order by id desc limit 1",
    );
    renderApp(`/admin/courses/${course!.id}`);

    fireEvent.change(await screen.findByLabelText(/lead source/i), {
      target: { value: source!.name },
    });
    // The search waits the spec's 400 ms before asking the server.
    fireEvent.click(await screen.findByRole('option', { name: source!.name }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    expect(await screen.findByText(`Course ${course!.name} updated`)).toBeInTheDocument();
    const [row] = await api.query<{ lead_source_id: number }>(
      'select lead_source_id from courses where id = $1',
      [course!.id],
    );
    expect(row!.lead_source_id).toBe(source!.id);
    expect(await screen.findByRole('link', { name: source!.name })).toHaveAttribute(
      'href',
      `/admin/lead_sources/${source!.id}/show`,
    );
  });

  it('refuses to delete a course with enrollments, after the confirm, and keeps it', async () => {
    await api.signInAs('admin@demo.test');
    const [course] = await api.query<{ id: number }>(
      'select course_id as id from enrollments order by course_id limit 1',
    );
    renderApp(`/admin/courses/${course!.id}`);

    fireEvent.click(await screen.findByRole('button', { name: /^delete$/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cancel it instead/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));

    expect(await screen.findByText(COURSE_HAS_ENROLLMENTS_MESSAGE)).toBeInTheDocument();
    const rows = await api.query('select id from courses where id = $1', [course!.id]);
    expect(rows).toHaveLength(1);
  });
});
