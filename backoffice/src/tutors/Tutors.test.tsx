import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

async function bodyRows(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('row')).slice(1);
}

async function tutorId(email: string): Promise<number> {
  const [row] = await api.query<{ id: number }>(
    'select e.id from employees e join users u on u.id = e.user_id where u.email = $1',
    [email],
  );
  return row!.id;
}

describe('Tutors', () => {
  // The first test of the file waits for the demo world copy as well.
  it(
    'lists active tutors 25 a page with tier, subjects and targets, Add a Tutor and Spoof for an admin',
    { timeout: 60_000 },
    async () => {
      await api.signInAs('admin@demo.test');
      renderApp('/admin/tutors');

      await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
      const list = api.requestsTo('/api/v2/tutors').at(-1)!;
      expect(list.searchParams.get('active')).toBe('true');
      expect(list.searchParams.get('orderBy')).toBe('last_name');
      expect(screen.getByRole('link', { name: /add a tutor/i })).toBeInTheDocument();
      expect(screen.getAllByText(/h a week/).length).toBeGreaterThan(0);
      const spoof = screen.getAllByRole('link', { name: /spoof/i });
      expect(spoof).toHaveLength(25);
      // "Return to dashboard" in the tutor app comes back to this list.
      expect(spoof[0]!.getAttribute('href')).toMatch(
        /^\/spoof\/Tutor-\d+\?from=%2Fadmin%2Ftutors$/,
      );
    },
  );

  it('shows an advisor the tutors without Add, Spoof or Edit', async () => {
    await api.signInAs('advisor@demo.test');
    renderApp('/admin/tutors');

    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    expect(screen.queryByRole('link', { name: /add a tutor/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /spoof/i })).not.toBeInTheDocument();
  });

  it('filters by accepting new students, as the API filters', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tutors?filter=%7B%22active%22%3Atrue%2C%22acceptNewStudents%22%3Afalse%7D');

    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    expect(api.requestsTo('/api/v2/tutors').at(-1)!.searchParams.get('acceptNewStudents')).toBe(
      'false',
    );
    for (const row of await bodyRows()) expect(row).toHaveTextContent('Not accepting');
  });

  it('opens a tutor page with the teams and upcoming sessions, each a link', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/tutors/${await tutorId('tutor@demo.test')}/show`);

    expect(await screen.findByRole('link', { name: /spoof/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /edit tutor/i })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo('/api/v2/sessions').at(-1)?.searchParams.get('tutorId')).toBeTruthy(),
    );
    const sessions = api.requestsTo('/api/v2/sessions').at(-1)!;
    expect(sessions.searchParams.get('upcoming')).toBe('true');
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
  });

  it('shows an advisor the degrees the tutor keeps on their profile, newest first', async () => {
    await api.signInAs('advisor@demo.test');
    const id = await tutorId('tutor@demo.test');
    const degrees = await api.query<{ institution: string }>(
      'select institution from tutor_degrees where tutor_id = $1 order by graduation_year desc',
      [id],
    );
    renderApp(`/admin/tutors/${id}/show`);

    const items = await screen.findAllByText(/ — /, { selector: 'li' });
    expect(
      items.map((item) => item.textContent?.split(' — ')[1]?.replace(/ \(\d{4}\)$/, '')),
    ).toEqual(degrees.map((degree) => degree.institution));
    expect(items[0]).toHaveTextContent(/^Master's Degree/);
  });

  it('says a tutor without upcoming sessions has none, with no filter to clear', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/tutors/${await tutorId('desmond.achterberg-staff@example.test')}/show`);

    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /clear filters/i })).not.toBeInTheDocument();
  });

  it('opens the course of an upcoming session from its row, inside the back-office', async () => {
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/tutors/${await tutorId('tutor@demo.test')}/show`);

    const [firstRow] = await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    });
    // The session the first row shows, as the API answered the page's request.
    const asked = api.requestsTo('/api/v2/sessions').at(-1)!;
    const answer = await api.request('GET', `${asked.pathname}${asked.search}`);
    const [session] = (answer.json as { sessions: { courseId: number }[] }).sessions;
    // The date cell: not the course's own link.
    fireEvent.click(within(firstRow!).getAllByRole('cell')[0]!);

    await waitFor(() =>
      expect(window.location.pathname).toBe(`/admin/courses/${session!.courseId}/show`),
    );
  });

  it('checks Add a Tutor with domain’s schema before sending anything', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tutors/create');

    fireEvent.change(await screen.findByLabelText(/delivery target/i), {
      target: { value: '500' },
    });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('must be a number from 0 to 80')).toBeInTheDocument();
    expect(
      api.requests.filter((url) => url.pathname === '/api/v2/tutors' && url.search === ''),
    ).toHaveLength(0);
  });
  it('gives an instruction manager the targets only', async () => {
    await api.signInAs('manager@demo.test');
    renderApp(`/admin/tutors/${await tutorId('tutor@demo.test')}/edit`);

    expect(await screen.findByLabelText(/delivery target/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^first name/i)).not.toBeInTheDocument();
    const form = screen.getByLabelText(/availability target/i).closest('form')!;
    expect(within(form).getByLabelText(/accepting new students/i)).toBeInTheDocument();
  });
});
