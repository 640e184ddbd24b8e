import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STALE_RECORD_MESSAGE } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

/** The table's body rows (the first row is the header). */
async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

/** The newest review not featured yet: the one a manager features in these tests. */
async function newestUnfeatured(): Promise<{ id: number; lock_version: number }> {
  const [row] = await api.query<{ id: number; lock_version: number }>(
    'select id, lock_version from reviews where not featured order by created_at desc, id desc limit 1',
  );
  return row!;
}

describe('Reviews', () => {
  it('lists 25 reviews a page, newest first, with stars and comment labels, and no switch for an advisor', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/reviews');

    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    const list = api.requestsTo('/api/v2/reviews').at(-1)!;
    expect(list.searchParams.get('per')).toBe('25');
    expect(list.searchParams.get('orderBy')).toBe('created_at');
    expect(list.searchParams.get('include')).toBe('tutor,student,session');
    expect(screen.getByRole('columnheader', { name: /rating/i })).toBeInTheDocument();
    expect(screen.getAllByText(/★/).length).toBeGreaterThan(0);
    // domain's can(): only instruction managers feature reviews.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /featured review/i })).not.toBeInTheDocument();
  });

  it('narrows the list with the quick filters, as the API filters', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/reviews');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));

    fireEvent.click(screen.getByRole('button', { name: 'Featured?' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/reviews').at(-1)!.searchParams.get('featured')).toBe('true'),
    );
    const [featured] = await api.query<{ count: number }>(
      'select count(*)::int as count from reviews where featured',
    );
    await waitFor(async () => expect(await bodyRows()).toHaveLength(Math.min(featured!.count, 25)));
    for (const row of await bodyRows()) {
      expect(within(row).getByTitle('Featured')).toBeInTheDocument();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Must have a comment' }));
    await waitFor(() => {
      const last = api.requestsTo('/api/v2/reviews').at(-1)!;
      expect(last.searchParams.get('mustHaveComment')).toBe('true');
      expect(last.searchParams.get('featured')).toBe('true');
    });
  });

  it('narrows the list to one tutor found by name', async () => {
    await api.signInAs('advisor@demo.test');
    const [tutor] = await api.query<{
      id: number;
      firstName: string;
      lastName: string;
      count: number;
    }>(
      `select t.id, u.first_name as "firstName", u.last_name as "lastName", count(r.id)::int as count
         from reviews r join tutors t on t.id = r.tutor_id join employees e on e.id = t.id
         join users u on u.id = e.user_id
        group by t.id, u.first_name, u.last_name order by count desc, t.id limit 1`,
    );
    renderApp('/admin/reviews');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    const tutorBox = screen.getByRole('combobox', { name: 'Tutor' });
    fireEvent.change(tutorBox, { target: { value: tutor!.lastName } });
    fireEvent.click(
      await screen.findByRole('option', { name: `${tutor!.firstName} ${tutor!.lastName}` }),
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/reviews').at(-1)!.searchParams.get('tutorId')).toBe(
        String(tutor!.id),
      ),
    );
    await waitFor(async () => expect(await bodyRows()).toHaveLength(Math.min(tutor!.count, 25)));
  });

  it('says so when no review matches', async () => {
    await api.signInAs('advisor@demo.test');
    // Only five-star reviews are featured in the demo world.
    renderApp(`/admin/reviews?filter=${encodeURIComponent('{"stars":1,"featured":true}')}`);
    expect(await screen.findByText('There are no reviews.')).toBeInTheDocument();
  });

  it('lets an instruction manager feature a review from its row', async () => {
    api.willWrite();
    await api.signInAs('manager@demo.test');
    const target = await newestUnfeatured();
    renderApp('/admin/reviews');

    const toggle = await screen.findByRole('switch', { name: `Featured review ${target.id}` });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);

    expect(await screen.findByText('Review featured')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    const [row] = await api.query<{ featured: boolean }>(
      'select featured from reviews where id = $1',
      [target.id],
    );
    expect(row!.featured).toBe(true);
  });

  it('flips the switch back with the server’s message when the save fails', async () => {
    api.willWrite();
    await api.signInAs('manager@demo.test');
    const target = await newestUnfeatured();
    renderApp('/admin/reviews');
    const toggle = await screen.findByRole('switch', { name: `Featured review ${target.id}` });

    // Another manager changes the review while this list is open: this save is stale.
    const colleague = await api.otherBrowser('manager@demo.test');
    const changed = await colleague.request('PUT', `/api/v2/reviews/${target.id}`, {
      review: { featured: false },
    });
    expect(changed.status).toBe(200);

    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD_MESSAGE);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("opens a review's page with links to the tutor, the student and the session's course", async () => {
    await api.signInAs('advisor@demo.test');
    const [review] = await api.query<{
      id: number;
      tutor_id: number;
      student_id: number;
      course_id: number;
    }>(
      `select r.id, r.tutor_id, r.student_id, s.course_id from reviews r
       join sessions s on s.id = r.session_id where not r.featured order by r.id limit 1`,
    );
    renderApp(`/admin/reviews/${review!.id}/show`);

    const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    await waitFor(() => expect(hrefs()).toContain(`/admin/tutors/${review!.tutor_id}/show`));
    expect(hrefs()).toContain(`/admin/students/${review!.student_id}/show`);
    expect(hrefs()).toContain(`/admin/courses/${review!.course_id}/show`);
    // An advisor sees the flag, not a switch: a review not featured says No.
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
