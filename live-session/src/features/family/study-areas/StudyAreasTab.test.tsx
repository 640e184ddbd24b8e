import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { startLiveTestApi } from '../../../test/test-api.ts';

const api = startLiveTestApi();
const STUDENT_EMAIL = 'student@demo.test';
let studentId: number;

beforeAll(async () => {
  const [row] = await api.query<{ id: number }>(
    `select s.id from students s join users u on u.id = s.user_id where u.email = $1`,
    [STUDENT_EMAIL],
  );
  studentId = row!.id;
});
beforeEach(() => api.signInAs(STUDENT_EMAIL));

const tabUrl = () => `/student/students/${studentId}/study-areas`;

describe('the Study areas tab', () => {
  it("lists the student's study areas with the confidence level in words", async () => {
    renderApp(tabUrl());

    const sat = await screen.findByRole('listitem', { name: 'SAT Math' });
    expect(within(sat).getByText('700')).toBeInTheDocument();
    expect(within(sat).getByText(/^SAT · /)).toBeInTheDocument();
    expect(within(sat).getByText('Somewhat stressed')).toBeInTheDocument();
    const algebra = screen.getByRole('listitem', { name: 'Algebra II' });
    expect(within(algebra).getByText('Calm and confident')).toBeInTheDocument();
    expect(within(algebra).queryByText('Goal score')).not.toBeInTheDocument();
  });

  it('says so when there are no study areas yet', async () => {
    api.server.use(
      http.get('*/api/v2/study_areas', () =>
        HttpResponse.json({
          study_areas: [],
          meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 0 },
        }),
      ),
    );
    renderApp(tabUrl());
    expect(await screen.findByText('No study areas yet.')).toBeInTheDocument();
  });

  it('adds a test-prep study area: taken subjects disabled, date and goal required', async () => {
    api.willWrite();
    const user = userEvent.setup();
    renderApp(tabUrl());

    await user.click(await screen.findByRole('button', { name: 'Add study area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a study area' });
    await user.click(within(dialog).getByRole('combobox', { name: /subject/i }));
    expect(screen.getByRole('option', { name: 'SAT Math (already added)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'ACT Math' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText("Test date can't be blank")).toBeInTheDocument();
    expect(within(dialog).getByText("Goal score can't be blank")).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === '/api/v2/study_areas')).toHaveLength(1);

    await user.click(within(dialog).getByRole('combobox', { name: /test date/i }));
    await user.click((await screen.findAllByRole('option', { name: /^ACT · / }))[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: /goal score/i }), '3x2');
    expect(within(dialog).getByRole('textbox', { name: /goal score/i })).toHaveValue('32');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Study area added.')).toBeInTheDocument();
    const act = await screen.findByRole('listitem', { name: 'ACT Math' });
    expect(within(act).getByText('32')).toBeInTheDocument();
    const [row] = await api.query<{ goal_score: number }>(
      `select goal_score from study_areas where student_id = $1 and subject_id =
         (select id from subjects where name = 'ACT Math')`,
      [studentId],
    );
    expect(row).toEqual({ goal_score: 32 });
  }, 30_000);

  it("edits a study area and shows the server's 422 on its field", async () => {
    const user = userEvent.setup();
    api.server.use(
      http.put('*/api/v2/study_areas/:id', () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { confidenceLevel: ['must be 1, 2 or 3'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp(tabUrl());

    await user.click(await screen.findByRole('button', { name: 'Edit Algebra II' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await user.click(within(dialog).getByRole('radio', { name: 'Somewhat stressed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Confidence level must be 1, 2 or 3'),
    ).toBeInTheDocument();
  }, 30_000);

  it('edits a study area', async () => {
    api.willWrite();
    const user = userEvent.setup();
    renderApp(tabUrl());

    await user.click(await screen.findByRole('button', { name: 'Edit Algebra II' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await user.click(within(dialog).getByRole('radio', { name: 'Completely overwhelmed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Study area saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Algebra II' })).getByText(
          'Completely overwhelmed',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('deletes a study area once confirmed', async () => {
    api.willWrite();
    const user = userEvent.setup();
    renderApp(tabUrl());

    await user.click(await screen.findByRole('button', { name: 'Delete Algebra II' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete study area' });
    expect(
      within(confirm).getByText('Are you sure you want to delete the study area Algebra II?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Algebra II was removed from the study areas.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Algebra II' })).not.toBeInTheDocument(),
    );
  }, 30_000);
});
