import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../../test/test-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = startLiveTestApi();

beforeEach(() => api.signInAs(TUTOR_EMAIL));

const education = () => screen.findByRole('region', { name: 'Education' });

describe('the tutor’s education on /tutor/profile', () => {
  it('lists the tutor’s degrees, newest first, with the level named by the server', async () => {
    renderApp('/tutor/profile');
    const section = await education();
    const items = await within(section).findAllByRole('listitem');
    // The demo tutor has a bachelor's and, later, a master's.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Master's Degree/);
    expect(items[1]).toHaveTextContent(/^Bachelor's Degree/);
    expect(api.requestsTo('/api/v2/degree_levels')).not.toHaveLength(0);
  });

  it('adds a degree with a level from GET /degree_levels, then edits and deletes it', async () => {
    api.willWrite();
    const user = userEvent.setup({ delay: null });
    const tutor = await demoUser(api, TUTOR_EMAIL);
    renderApp('/tutor/profile');
    const section = await education();
    await within(section).findAllByRole('listitem');

    await user.click(within(section).getByRole('button', { name: 'Add degree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a degree' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /institution/i }),
      'Pomona College',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /degree/i }));
    await user.click(await screen.findByRole('option', { name: 'Doctorate' }));
    await user.type(within(dialog).getByRole('textbox', { name: /field of study/i }), 'Physics');
    await user.type(within(dialog).getByRole('textbox', { name: /graduation year/i }), '2024');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Degree added.')).toBeInTheDocument();
    expect(await within(section).findByText('Doctorate, Physics')).toBeInTheDocument();
    expect(
      await api.query(
        'select institution, degree_level, graduation_year from tutor_degrees where tutor_id = $1 and institution = $2',
        [tutor.tutorId, 'Pomona College'],
      ),
    ).toEqual([
      { institution: 'Pomona College', degree_level: 'doctorate', graduation_year: 2024 },
    ]);

    await user.click(within(section).getByRole('button', { name: 'Edit Doctorate, Physics' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit degree' });
    await user.clear(within(editing).getByRole('textbox', { name: /field of study/i }));
    await user.click(within(editing).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Degree saved.')).toBeInTheDocument();
    expect(await within(section).findByText('Doctorate')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete Doctorate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete degree' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete Doctorate from Pomona College?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Doctorate was removed from your education.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  }, 30_000);

  it('refuses a blank institution and level with the schema the server uses, without calling it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/tutor/profile');
    const section = await education();
    await within(section).findAllByRole('listitem');

    await user.click(within(section).getByRole('button', { name: 'Add degree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a degree' });
    await user.type(within(dialog).getByRole('textbox', { name: /graduation year/i }), '19');
    const callsBefore = api.requestsTo('/api/v2/tutor_degrees').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText("Institution can't be blank")).toBeInTheDocument();
    expect(within(dialog).getByText("Degree can't be blank")).toBeInTheDocument();
    expect(
      within(dialog).getByText('Graduation year must be a year between 1900 and 2100'),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/tutor_degrees')).toHaveLength(callsBefore);
  });

  it("shows the server's 422 message on its field", async () => {
    api.server.use(
      http.post('*/api/v2/tutor_degrees', () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { institution: ['is too long'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/tutor/profile');
    const section = await education();
    await within(section).findAllByRole('listitem');
    await user.click(within(section).getByRole('button', { name: 'Add degree' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a degree' });
    await user.type(within(dialog).getByRole('textbox', { name: /institution/i }), 'Rice');
    await user.click(within(dialog).getByRole('combobox', { name: /degree/i }));
    await user.click(await screen.findByRole('option', { name: "Bachelor's Degree" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Institution is too long')).toBeInTheDocument();
  });

  it('says when the degrees cannot be loaded, and tries again', async () => {
    let failures = 1;
    api.server.use(
      http.get('*/api/v2/tutor_degrees', () => {
        if (failures-- > 0) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/tutor/profile');
    const section = await education();
    expect(await within(section).findByText('We could not load your degrees.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
  });
});
