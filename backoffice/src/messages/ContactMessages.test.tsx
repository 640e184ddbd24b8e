import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messagePreview } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';
import { emulateScreenWidth } from '../test/mediaQueries.ts';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

let restoreWidth: (() => void) | null = null;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = null;
});

const BODY =
  'Monday moves to Tuesday, and <b>bring</b> the workbook: we start chapter four with a quiz.';

/**
 * A message about the first demo student with a parent: sent to the student, the parent and
 * an employee, with an additional address, a cc and one file.
 */
async function sentMessage() {
  api.willWrite();
  const [student] = await api.query<{ id: number; name: string; parentId: number; parent: string }>(
    `select s.id, s.first_name || ' ' || s.last_name as name, p.id as "parentId",
            u.first_name || ' ' || u.last_name as parent
       from students s join parents p on p.id = s.parent_id join users u on u.id = p.user_id
      order by s.id limit 1`,
  );
  const [employee] = await api.query<{ id: number; name: string; email: string }>(
    `select e.id, u.first_name || ' ' || u.last_name as name, u.email
       from employees e join users u on u.id = e.user_id where u.email = 'advisor@demo.test'`,
  );
  if (!student || !employee) throw new Error('the demo world lacks a family or the advisor');
  const [message] = await api.query<{ id: number }>(
    `insert into messages (message_type, subject, body, cc, additional_recipients, regarding_type,
        regarding_id, student_id, sender_name, recipients_count, sent_at)
     values ('Progress Update', 'Chapter four', $1, 'lead@school.test', 'aunt@family.test',
        'Student', $2, $2, 'Ada Admin', 3, now() - interval '1 minute')
     returning id`,
    [BODY, student.id],
  );
  await api.query(
    `insert into message_recipients (message_id, recipient_type, recipient_id, name, email)
     values ($1, 'Student', $2, $3, null), ($1, 'Parent', $4, $5, 'parent@demo.test'),
            ($1, 'Employee', $6, $7, $8)`,
    [
      message!.id,
      student.id,
      student.name,
      student.parentId,
      student.parent,
      employee.id,
      employee.name,
      employee.email,
    ],
  );
  const [upload] = await api.query<{ id: number }>(
    `insert into uploads (attachable_type, attachable_id, file_name, content_type, byte_size, storage_key)
     values ('Message', $1, 'workbook.pdf', 'application/pdf', 2048, 'uploads/test/workbook')
     returning id`,
    [message!.id],
  );
  return { id: message!.id, student, employee, uploadId: upload!.id };
}

async function expectMessageShown(
  region: HTMLElement,
  sent: Awaited<ReturnType<typeof sentMessage>>,
) {
  const recipients = await within(region).findByRole(
    'region',
    { name: 'Recipients (3)' },
    { timeout: 10_000 },
  );
  for (const [name, kind] of [
    [sent.student.name, 'student'],
    [sent.student.parent, 'parent'],
    [sent.employee.name, 'employee'],
  ] as const) {
    const row = within(recipients).getByText(name).closest('li')!;
    expect(within(row as HTMLElement).getByText(kind)).toBeInTheDocument();
  }
  expect(within(region).getByRole('region', { name: 'Also sent to' })).toHaveTextContent(
    'aunt@family.test',
  );
  expect(within(region).getByRole('region', { name: 'Cc' })).toHaveTextContent('lead@school.test');
  const file = within(region).getByRole('link', { name: 'workbook.pdf' });
  expect(file).toHaveAttribute('href', `/api/v2/uploads/${sent.uploadId}/file`);
  // User content: the markup shows as typed, nothing is rendered from it.
  expect(within(region).getByText(BODY)).toBeInTheDocument();
  expect(region.querySelector('b')).toBeNull();
}

describe('the contact tab’s messages', { timeout: 40_000 }, () => {
  it('shows the list with 50-character previews and, beside it, the message a row opens', async () => {
    restoreWidth = emulateScreenWidth(1280);
    const sent = await sentMessage();
    renderApp(`/admin/students/${sent.student.id}/show/contact`);
    const pane = await screen.findByRole(
      'region',
      { name: 'Message preview' },
      { timeout: 10_000 },
    );
    expect(within(pane).getByText('Pick a message to read it here.')).toBeInTheDocument();
    const preview = messagePreview(BODY);
    // Cut at 50 characters, with an ellipsis.
    expect(preview).toBe(`${BODY.slice(0, 50).trimEnd()}…`);
    fireEvent.click(await screen.findByText(preview, {}, { timeout: 10_000 }));

    expect(await within(pane).findByRole('heading', { name: 'Chapter four' })).toBeInTheDocument();
    await expectMessageShown(pane, sent);
    // The URL names the message, so it can be shared and reloaded; no dialog on a wide screen.
    expect(new URL(window.location.href).searchParams.get('messageId')).toBe(String(sent.id));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(pane).getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(window.location.search).not.toContain('messageId'));
    expect(within(pane).getByText('Pick a message to read it here.')).toBeInTheDocument();
  });

  it('opens the message a deep link names, in a full-screen dialog on a phone', async () => {
    restoreWidth = emulateScreenWidth(390);
    const sent = await sentMessage();
    renderApp(`/admin/students/${sent.student.id}/show/contact?messageId=${sent.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Chapter four' }, { timeout: 10_000 });
    await expectMessageShown(dialog, sent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).not.toContain('messageId');
  });

  it('says so when the linked message does not exist, or is not this record’s', async () => {
    restoreWidth = emulateScreenWidth(1280);
    const sent = await sentMessage();
    const [other] = await api.query<{ id: number }>(
      'select id from courses where not exists (select 1 from messages m where m.course_id = courses.id) order by id limit 1',
    );
    renderApp(`/admin/courses/${other!.id}/show/contact?messageId=${sent.id}`);
    const pane = await screen.findByRole(
      'region',
      { name: 'Message preview' },
      { timeout: 10_000 },
    );
    expect(
      await within(pane).findByText(
        `Message ${sent.id} is not one of this course's messages.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(pane).queryByText(BODY)).not.toBeInTheDocument();
  });

  it('says a missing or malformed message number is not found, in the dialog too', async () => {
    const [student] = await api.query<{ id: number }>('select min(id) as id from students');
    renderApp(`/admin/students/${student!.id}/show/contact?messageId=999999`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Message not found' },
      { timeout: 10_000 },
    );
    expect(
      await within(dialog).findByText('We could not find message 999999.'),
    ).toBeInTheDocument();
  });
});
