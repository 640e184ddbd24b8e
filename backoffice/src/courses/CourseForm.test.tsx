import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('starts a new course from a template: it fills the form, the user changes it, the course keeps the template', async () => {
    api.willWrite();
    await api.signInAs('admin@demo.test');
    const [template] = await api.query<{ id: number; materialId: number; brandId: number }>(
      `select id, material_id as "materialId", brand_id as "brandId" from course_templates
       where name = 'SAT Math Weekend Intensive'`,
    );
    renderApp('/admin/courses/create');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /start from a template/i }));
    fireEvent.click(
      await screen.findByRole('option', { name: 'SAT Math Weekend Intensive · SAT Prep Live' }),
    );

    // The template's fields arrive in the form, each one still editable.
    await waitFor(() => expect(screen.getByLabelText(/duration/i)).toHaveValue(1680));
    expect(screen.getByLabelText(/schedule/i)).toHaveValue('Sat 10:00am');
    expect(screen.getByLabelText(/notes/i)).toHaveValue(
      'Students bring a graphing calculator. The Sunday review workshop is optional.',
    );
    expect(screen.getByRole('combobox', { name: /brand/i })).toHaveTextContent('SAT Prep Live');
    expect(await screen.findByRole('combobox', { name: /subject/i })).toHaveValue('SAT Math');
    expect(screen.getByRole('combobox', { name: /material/i })).toHaveTextContent(
      'Official SAT Practice Workbook',
    );
    fireEvent.change(screen.getByLabelText(/schedule/i), { target: { value: 'Sun 1:00pm' } });
    fireEvent.change(screen.getByLabelText(/^title/i), { target: { value: 'SAT Weekend (fall)' } });
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'sat-wknd-fall' } });
    fireEvent.click(screen.getByRole('button', { name: /^save$/i }));

    expect(await screen.findByText('Course sat-wknd-fall created')).toBeInTheDocument();
    const [row] = await api.query<Record<string, unknown>>(
      `select course_template_id as "courseTemplateId", material_id as "materialId",
              brand_id as "brandId", schedule, duration from courses where name = 'sat-wknd-fall'`,
    );
    expect(row).toEqual({
      courseTemplateId: template!.id,
      materialId: template!.materialId,
      brandId: template!.brandId,
      schedule: 'Sun 1:00pm',
      duration: 1680,
    });
  });

  it('shows the template and material of a course, and keeps a retired material on edit', async () => {
    await api.signInAs('admin@demo.test');
    const [course] = await api.query<{ id: number; template: string; material: string }>(
      `select c.id, t.name as template, m.name as material from courses c
       join course_templates t on t.id = c.course_template_id
       join materials m on m.id = c.material_id order by c.id limit 1`,
    );
    renderApp(`/admin/courses/${course!.id}/show`);
    expect(await screen.findByText(course!.template)).toBeInTheDocument();
    expect(screen.getByText(course!.material)).toBeInTheDocument();

    const [retired] = await api.query<{ id: number; material: string }>(
      `select c.id, m.name as material from courses c join materials m on m.id = c.material_id
       where not m.active order by c.id limit 1`,
    );
    renderApp(`/admin/courses/${retired!.id}`);
    expect(await screen.findByRole('combobox', { name: /material/i })).toHaveTextContent(
      `${retired!.material} (retired)`,
    );
  });
});
