import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_CONTACT_HISTORY, NOTE_BLANK_MESSAGE, notePreview } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('advisor@demo.test'));

const LONG_NOTE = `${'The family asked about the summer schedule and the tutor match. '.repeat(4)}End.`;

async function firstStudent() {
  const [student] = await api.query<{ id: number }>(
    `select id from students where parent_id is not null order by id limit 1`,
  );
  return student!.id;
}

async function firstParent() {
  const [parent] = await api.query<{ id: number }>(`select id from parents order by id limit 1`);
  return parent!.id;
}

/** Spec staff-and-crm §3 Contact history, §5 Notes, §8 (issue 25). */
describe("a student's and a parent's contact history", () => {
  it('shows the timeline, filters it, and says when a filter has nothing', async () => {
    const studentId = await firstStudent();
    api.willWrite();
    await api.query(
      `delete from contact_activities where regarding_type = 'Student' and regarding_id = $1`,
      [studentId],
    );
    await api.query(
      `insert into contact_activities (activity_type, kind, regarding_type, regarding_id, student_id, body, sent_at)
       values ('Note', 'Note', 'Student', $1, $1, $2, now() - interval '1 hour')`,
      [studentId, LONG_NOTE],
    );
    renderApp(`/admin/students/${studentId}/show/contact`);
    const section = await screen.findByRole('region', { name: 'Contact history' });
    // Spec §5: a preview of 125 characters, expandable to the whole note.
    const preview = notePreview(LONG_NOTE).text;
    await within(section).findByText(preview, { exact: false });
    fireEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(within(section).getByText(LONG_NOTE, { exact: false })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'SMS' }));
    expect(await within(section).findByText(NO_CONTACT_HISTORY)).toBeTruthy();
    // An advisor is no program optimizer (spec §6).
    expect(within(section).queryByRole('button', { name: 'Add Recommendation' })).toBeNull();
  });

  it('adds a note (a blank one is refused first), edits it and deletes it after a confirmation', async () => {
    const parentId = await firstParent();
    renderApp(`/admin/parents/${parentId}/show`);
    const section = await screen.findByRole('region', { name: 'Contact history' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(NOTE_BLANK_MESSAGE)).toBeTruthy();
    api.willWrite();
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Prefers calls after 6 pm.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Note' })).toBeNull());
    const entry = (await within(section).findByText('Prefers calls after 6 pm.')).closest('li')!;
    fireEvent.click(within(entry as HTMLElement).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Note' });
    api.willWrite();
    fireEvent.change(within(edit).getByLabelText('Note'), {
      target: { value: 'Prefers calls after 7 pm.' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const edited = (await within(section).findByText('Prefers calls after 7 pm.')).closest('li')!;
    fireEvent.click(within(edited as HTMLElement).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(within(confirm).getByText('Are you sure you want to delete this note?')).toBeTruthy();
    api.willWrite();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(section).queryByText('Prefers calls after 7 pm.')).toBeNull(),
    );
  });

  it('logs a call with a pending outcome', async () => {
    const parentId = await firstParent();
    renderApp(`/admin/parents/${parentId}/show`);
    const section = await screen.findByRole('region', { name: 'Contact history' });
    fireEvent.click(within(section).getByRole('button', { name: 'Log call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log call' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Outcome' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    fireEvent.change(within(dialog).getByLabelText('Notes'), {
      target: { value: 'Waiting for the parent to check the calendar.' },
    });
    api.willWrite();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const entry = (
      await within(section).findByText('Waiting for the parent to check the calendar.')
    ).closest('li')!;
    expect(within(entry as HTMLElement).getByText('Pending')).toBeTruthy();
  });
});

describe('the inbox', () => {
  it('counts unread items in the app bar, marks one read and clears the read ones', async () => {
    renderApp('/admin/inbox');
    const badge = await screen.findByRole('link', { name: /^Inbox, \d+ unread$/ });
    const before = Number(/(\d+)/.exec(badge.getAttribute('aria-label')!)![1]);
    const items = await screen.findByRole('list', { name: 'Inbox items' });
    const [markRead] = await within(items).findAllByRole('button', { name: /^Mark read:/ });
    api.willWrite();
    fireEvent.click(markRead!);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-label')).toBe(
        before - 1 > 0 ? `Inbox, ${before - 1} unread` : 'Inbox',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear read' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear read items' });
    api.willWrite();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Clear read' })).toHaveProperty('disabled', true),
    );
  });

  it('is not in the app bar of a faculty leader, who has no inbox, and no count is asked', async () => {
    await api.signInAs('leader@demo.test');
    renderApp('/admin/courses');
    await screen.findByRole('button', { name: /refresh/i });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull();
    expect(api.requestsTo('/api/v2/inbox_activities/unread_count')).toHaveLength(0);
  });
});
