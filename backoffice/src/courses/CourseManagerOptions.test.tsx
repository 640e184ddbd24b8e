import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

/** The demo course with the most reviews, with how many it has. */
async function reviewedCourse(): Promise<{ id: number; title: string; reviews: number }> {
  const [course] = await api.query<{ id: number; title: string; reviews: number }>(
    `select c.id, c.title, count(*)::int as reviews
       from reviews r join sessions s on s.id = r.session_id join courses c on c.id = s.course_id
      group by c.id order by reviews desc, c.id limit 1`,
  );
  if (!course) throw new Error('the demo world has no reviewed course');
  return course;
}

describe('the course page’s manager options (instruction managers)', () => {
  it('lists the course’s reviews and features one', async () => {
    api.willWrite();
    await api.signInAs('manager@demo.test');
    const course = await reviewedCourse();
    renderApp(`/admin/courses/${course.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Manager options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reviews of this course' }));
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${course.title}` });
    // Each review's switch shows once the rule allows it.
    await waitFor(() =>
      expect(within(dialog).getAllByRole('switch')).toHaveLength(Math.min(course.reviews, 100)),
    );
    const switches = within(dialog).getAllByRole('switch');
    expect(api.requestsTo('/api/v2/reviews').at(-1)?.searchParams.get('courseId')).toBe(
      String(course.id),
    );

    const first = switches[0]!;
    const id = Number(first.getAttribute('aria-label')!.replace('Featured review ', ''));
    const [before] = await api.query<{ featured: boolean }>(
      'select featured from reviews where id = $1',
      [id],
    );
    fireEvent.click(first);
    await waitFor(async () => {
      const [after] = await api.query<{ featured: boolean }>(
        'select featured from reviews where id = $1',
        [id],
      );
      expect(after!.featured).toBe(!before!.featured);
    });
  });

  it('lists the tutors who teach the course, each with Edit Targets', async () => {
    await api.signInAs('manager@demo.test');
    const course = await reviewedCourse();
    const tutors = await api.query<{ name: string }>(
      `select distinct u.first_name || ' ' || u.last_name as name
         from sessions s join tutors t on t.id = s.supervisor_id
         join employees e on e.id = t.id join users u on u.id = e.user_id
        where s.course_id = $1`,
      [course.id],
    );
    renderApp(`/admin/courses/${course.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Manager options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Tutors and their targets' }));
    const dialog = await screen.findByRole('dialog', { name: `Tutors of ${course.title}` });
    for (const { name } of tutors) {
      expect(await within(dialog).findByRole('link', { name })).toBeInTheDocument();
    }
    expect(
      (await within(dialog).findAllByRole('button', { name: 'Edit Targets' })).length,
    ).toBeGreaterThan(0);
  });

  it('are not offered to an admin', async () => {
    await api.signInAs('admin@demo.test');
    const course = await reviewedCourse();
    renderApp(`/admin/courses/${course.id}/show`);

    expect(await screen.findByRole('link', { name: /edit/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manager options' })).not.toBeInTheDocument();
  });
});
