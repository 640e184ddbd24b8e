import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@tp/data-provider';
import { TUTOR_DOUBLE_BOOKED_MESSAGE } from '@tp/domain';
import { COMPONENT_TEST_NOW, startTestApi } from '@tp/mocks/node';
import { SessionEditorDialog, type SessionEditorDialogProps } from '../SessionEditorDialog.tsx';

const api = startTestApi();
beforeEach(() => api.signInAs('admin@demo.test'));

const ZONE = 'America/Chicago';
const BATCH = '/api/v2/sessions/batch';

/** A course of a brand with a "Live class" type, and two of its sessions still to come. */
const target = { courseId: 0, sessionIds: [] as number[] };
beforeAll(async () => {
  const rows = await api.query<{ courseId: number; sessionIds: number[] }>(
    `select s.course_id as "courseId", (array_agg(s.id order by s.starts_at))[1:2] as "sessionIds"
       from sessions s join courses c on c.id = s.course_id
       join session_types t on t.brand_id = c.brand_id and t.name = 'Live class'
      where s.starts_at > $1 and s.canceled_at is null and s.attendance_taken_at is null
        and s.type = 'Course'
      group by s.course_id having count(*) >= 2 order by s.course_id limit 1`,
    [COMPONENT_TEST_NOW.toISOString()],
  );
  Object.assign(target, rows[0]);
});

function renderEditor(props: Partial<SessionEditorDialogProps> = {}) {
  const onNotify = vi.fn();
  const onSaved = vi.fn();
  render(
    <SessionEditorDialog
      open
      app="admin"
      httpClient={createHttpClient({ baseUrl: window.location.origin })}
      sessionIds={[]}
      courseId={target.courseId}
      timeZone={ZONE}
      now={COMPONENT_TEST_NOW}
      onClose={() => {}}
      onSaved={onSaved}
      onNotify={onNotify}
      {...props}
    />,
  );
  return { onNotify, onSaved };
}

async function pickType(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Type/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function setDate(usDate: string) {
  const input = document.querySelector<HTMLInputElement>('input[name="date"]');
  if (!input) throw new Error('no date input');
  fireEvent.change(input, { target: { value: usDate } });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Sessions to save' }))
    .getAllByRole('row')
    .slice(1);

describe('SessionEditorDialog', { timeout: 30_000 }, () => {
  it('shows the empty hint, and every form field with Tutors required in the staff apps', async () => {
    renderEditor();
    expect(
      await screen.findByText("Edit the form and click 'Add sessions' to continue."),
    ).toBeInTheDocument();
    for (const label of [
      /^Time/,
      /^Duration \(min\)/,
      /^Tutors required/,
      /^Repeat \(total weeks\)/,
    ])
      expect(field(label)).toBeInTheDocument();
    for (const name of ['Add sessions', 'Apply to selected', 'Remove selected', 'Save'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('hides Tutors required in the tutor app', async () => {
    renderEditor({ app: 'tutor' });
    await screen.findByText("Edit the form and click 'Add sessions' to continue.");
    expect(screen.queryByLabelText(/^Tutors required/)).not.toBeInTheDocument();
  });

  it('names the signed-in tutor ("You") as the tutor of new rows in the tutor app', async () => {
    renderEditor({ app: 'tutor' });
    await pickType('Live class');
    setDate('05/12/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    const [row] = tableRows();
    expect(within(row!).getAllByRole('cell')[5]!).toHaveTextContent(/^You$/);
  });

  it('adds a row per week and names the holiday in the Alerts column', async () => {
    renderEditor();
    await pickType('Live class');
    setDate('05/12/2025');
    fireEvent.change(field(/^Repeat/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    const rows = tableRows();
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      '05/12/2025',
      '05/19/2025',
      '05/26/2025',
      '06/02/2025',
    ]);
    expect(within(rows[2]!).getByText('Memorial Day')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ready to save')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3:00pm - 4:00pm')).toBeInTheDocument();
  });

  it('refuses a form against the rules with the spec message and the field errors', async () => {
    const { onNotify } = renderEditor();
    await pickType('Live class');
    fireEvent.change(field(/^Duration/), { target: { value: '20' } });
    fireEvent.change(field(/^Repeat/), { target: { value: '53' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    expect(onNotify).toHaveBeenCalledWith('error', 'Please fix the errors on the form.', 'Error');
    expect(screen.getByText('must be at least 45 minutes')).toBeInTheDocument();
    expect(screen.getByText('must be between 1 and 52')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('edits loaded sessions in bulk and saves their replacements in one call', async () => {
    api.willWrite();
    const { onNotify, onSaved } = renderEditor({ sessionIds: target.sessionIds });
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    // Spec §2: while rows are selected, Date and Repeat are disabled.
    expect(field(/^Repeat/)).toBeDisabled();
    fireEvent.change(field(/^Time/), { target: { value: '07:05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));
    for (const row of tableRows()) expect(within(row).getByText(/^7:05am - /)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onNotify).toHaveBeenCalledWith('success', 'Saved all of your changes.', undefined);
    expect(api.requestsTo(BATCH)).toHaveLength(1);
    const left = await api.query<{ id: number }>('select id from sessions where id = any($1)', [
      target.sessionIds,
    ]);
    expect(left).toEqual([]);
  });

  it("shows the server's row errors in the Alerts column of the row", async () => {
    api.server.use(
      http.post(`*${BATCH}`, () =>
        HttpResponse.json(
          {
            error: 'Validation failed',
            errors: { 'rows[1].duration': ['must be at least 45 minutes'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { onNotify } = renderEditor();
    await pickType('Live class');
    fireEvent.change(field(/^Repeat/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const rows = tableRows();
    // A slow answer on a busy machine: the row's alert waits for it.
    expect(
      await within(rows[1]!).findByText(
        'Duration must be at least 45 minutes',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Duration/)).not.toBeInTheDocument();
    expect(onNotify).toHaveBeenCalledWith('error', 'Please fix the errors on the form.', 'Error');
  });

  it('says a tutor would be double-booked when the server answers 409', async () => {
    api.server.use(
      http.post(`*${BATCH}`, () =>
        HttpResponse.json(
          {
            error: TUTOR_DOUBLE_BOOKED_MESSAGE,
            errors: { base: [TUTOR_DOUBLE_BOOKED_MESSAGE] },
            meta: { rows: [{ index: 0, errors: { base: [TUTOR_DOUBLE_BOOKED_MESSAGE] } }] },
          },
          { status: 409 },
        ),
      ),
    );
    const { onNotify, onSaved } = renderEditor();
    await pickType('Live class');
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith(
        'error',
        TUTOR_DOUBLE_BOOKED_MESSAGE,
        expect.any(String),
      ),
    );
    expect(within(tableRows()[0]!).getByText(TUTOR_DOUBLE_BOOKED_MESSAGE)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes the Place of a type that is not online from the address finder, and requires it', async () => {
    const [offline] = await api.query<{ courseId: number; name: string }>(
      `select c.id as "courseId", t.name from session_types t
         join courses c on c.brand_id = t.brand_id
        where not t.online order by c.id limit 1`,
    );
    expect(offline).toBeDefined();
    const { onNotify } = renderEditor({ courseId: offline!.courseId });
    await pickType(offline!.name);
    const finder = screen.getByRole('group', { name: /^Place/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    expect(onNotify).toHaveBeenCalledWith('error', 'Please fix the errors on the form.', 'Error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(within(finder).getByLabelText(/^Street/), {
      target: { value: '1 Main St' },
    });
    fireEvent.change(within(finder).getByLabelText(/^City/), { target: { value: 'Springfield' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    const [row] = tableRows();
    expect(row!.textContent).toContain('1 Main St, Springfield');
  });

  it("searches the Place through the server's places lookup and saves the chosen place's id", async () => {
    api.willWrite();
    const [offline] = await api.query<{ courseId: number; name: string }>(
      `select c.id as "courseId", t.name from session_types t
         join courses c on c.brand_id = t.brand_id
        where not t.online order by c.id limit 1`,
    );
    const { onSaved } = renderEditor({ courseId: offline!.courseId });
    await pickType(offline!.name);
    const finder = screen.getByRole('group', { name: /^Place/ });
    fireEvent.change(within(finder).getByRole('combobox', { name: /Search for an address/ }), {
      target: { value: 'harbor lakeview' },
    });
    fireEvent.click(
      await screen.findByRole(
        'option',
        { name: /^Lakeview Learning Center, 410 Harbor Ave/ },
        { timeout: 10_000 },
      ),
    );
    await waitFor(() =>
      expect(within(finder).getByLabelText(/^Street/)).toHaveValue('410 Harbor Ave'),
    );
    expect(within(finder).getByLabelText(/^City/)).toHaveValue('Chicago');
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    expect(tableRows()[0]!.textContent).toContain('410 Harbor Ave, Chicago, IL 60601');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 15_000 });
    const saved = await api.query<{ placeId: string }>(
      `select place_id as "placeId" from sessions where course_id = $1 and place_id is not null
        order by id desc limit 1`,
      [offline!.courseId],
    );
    expect(saved).toEqual([{ placeId: 'tp:lakeview-learning-center' }]);
  });

  it('removes selected rows and duplicates others', async () => {
    renderEditor();
    await pickType('Live class');
    fireEvent.change(field(/^Repeat/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sessions' }));
    const [first] = tableRows();
    fireEvent.click(within(first!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate selected' }));
    expect(tableRows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(tableRows()).toHaveLength(2);
  });
});
