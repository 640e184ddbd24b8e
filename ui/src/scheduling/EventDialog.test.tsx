import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Role } from '@tp/domain';
import { EventDialog, type EventDialogTarget, type EventDialogUser } from './EventDialog.tsx';
import {
  demoTutor,
  renderWithToasts,
  startSchedulingApi,
  testHttpClient,
} from './test/scheduling-test-api.tsx';

const api = startSchedulingApi();
let tutor: Awaited<ReturnType<typeof demoTutor>>;
beforeAll(async () => {
  tutor = await demoTutor(api);
});

const SLOT_START = new Date('2025-03-06T20:00:00Z');
const slot = (minutes: number): EventDialogTarget => ({
  start: SLOT_START,
  end: new Date(SLOT_START.getTime() + minutes * 60_000),
});

function user(
  roles: Role[] = ['tutor'],
  flags: { essayGrader?: boolean; curriculumWork?: boolean } = {},
): EventDialogUser {
  return {
    roles,
    timeZone: 'America/Chicago',
    tutorId: tutor.tutorId,
    flags: {
      essayGrader: flags.essayGrader ?? false,
      curriculumWork: flags.curriculumWork ?? false,
      canEditPayrollHold: false,
    },
  };
}

function renderDialog(target: EventDialogTarget, who: EventDialogUser = user()) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderWithToasts(
    <EventDialog
      target={target}
      httpClient={testHttpClient()}
      user={who}
      onClose={onClose}
      onChanged={onChanged}
    />,
  );
  return { onChanged, onClose };
}

async function typeNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Event types' });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function pickType(label: string) {
  const list = await screen.findByRole('list', { name: 'Event types' });
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${label}`) }));
}

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Waits for the tutor's department to be filled in. */
async function departmentChosen() {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Department' })).not.toHaveTextContent(/^\s*$/),
  );
}

describe('EventDialog', { timeout: 30_000 }, () => {
  it('offers the base types to a tutor without flags, payable ones marked', async () => {
    renderDialog(slot(30));
    expect(await screen.findByRole('dialog', { name: 'New Event' })).toBeInTheDocument();
    expect(await typeNames()).toEqual([
      'Prep TimePayable',
      'Self StudyPayable',
      'Parent Communication',
      'Admin Work',
    ]);
  });

  it('adds FL Admin for a faculty leader, Essay Grading and Curriculum Work with their flags', async () => {
    renderDialog(
      slot(30),
      user(['tutor', 'faculty_leader'], { essayGrader: true, curriculumWork: true }),
    );
    const names = await typeNames();
    expect(names).toContain('FL Admin');
    expect(names).toContain('Essay GradingPayable');
    expect(names).toContain('Curriculum WorkPayable');
  });

  it('keeps a 15-minute slot for a non-payable type, and makes a payable one 60', async () => {
    renderDialog(slot(15));
    await pickType('Admin Work');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('15 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await pickType('Prep Time');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('60 minutes');
  });

  it('shows every rule’s message on its field and does not save', async () => {
    renderDialog(slot(15));
    await pickType('Admin Work');
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.paste('x'.repeat(192));
    await choose('Duration', 'Custom');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Custom duration/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please fix the errors on the form.')).toBeInTheDocument();
    expect(screen.getByText('is too long (maximum is 191 characters)')).toBeInTheDocument();
    expect(screen.getByText("can't be blank")).toBeInTheDocument(); // details
    expect(screen.getByText('The duration can not be smaller than 5 minutes')).toBeInTheDocument();

    const custom = screen.getByRole('spinbutton', { name: /Custom duration/ });
    await userEvent.clear(custom);
    await userEvent.type(custom, '361');
    expect(screen.getByText('The duration can not be greater than 6 hours')).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/events').filter((url) => url.search === '')).toHaveLength(0);
  });

  it('saves a new event and says so', async () => {
    api.willWrite();
    const { onChanged, onClose } = renderDialog(slot(15));
    await pickType('Admin Work');
    await departmentChosen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Planning meeting');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details' }), 'Term plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We have saved the event.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    const [saved] = await api.query<{ type: string; duration: number; startsAt: Date }>(
      `select type, duration, starts_at as "startsAt" from events
        where name = 'Planning meeting' and attendee_id = $1`,
      [tutor.tutorId],
    );
    expect(saved).toMatchObject({ type: 'Event::AdminWork', duration: 15 });
    expect(saved!.startsAt.toISOString()).toBe(SLOT_START.toISOString());
  });

  it('puts the server’s 422 errors on the fields', async () => {
    api.server.use(
      http.post('*/api/v2/events', () =>
        HttpResponse.json(
          { error: 'Unprocessable', errors: { name: ['is already taken'], base: ['Not today.'] } },
          { status: 422 },
        ),
      ),
    );
    renderDialog(slot(15));
    await pickType('Admin Work');
    await departmentChosen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Planning');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details' }), 'Term plan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is already taken')).toBeInTheDocument();
    expect(screen.getByText('Not today.')).toBeInTheDocument();
  });

  it('edits an event and cancels it after the confirmation', async () => {
    api.willWrite();
    const [event] = await api.query<{ id: number; name: string }>(
      `select id, name from events where attendee_id = $1 and canceled_at is null
        and starts_at > '2025-03-05T15:00:00Z' order by starts_at limit 1`,
      [tutor.tutorId],
    );
    const { onChanged } = renderDialog({ eventId: event!.id });
    expect(await screen.findByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(event!.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(
      await screen.findByText('Are you sure you wish to cancel this event?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('You have successfully canceled your event.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Event canceled')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    const [row] = await api.query<{ canceledAt: Date | null }>(
      'select canceled_at as "canceledAt" from events where id = $1',
      [event!.id],
    );
    expect(row!.canceledAt).not.toBeNull();
  });
});
