import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MESSAGE_RECIPIENTS_REQUIRED, MESSAGE_SENT } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

/** A demo course without messages whose enrolled students have parents with a sign-in. */
async function quietCourseWithFamilies() {
  const [course] = await api.query<{ id: number; title: string }>(
    `select c.id, c.title from courses c
      where not exists (select 1 from messages m where m.course_id = c.id)
        and exists (select 1 from enrollments e
                      join students s on s.id = e.student_id
                      join parents p on p.id = s.parent_id
                     where e.course_id = c.id and e.status = 'active')
      order by c.id limit 1`,
  );
  if (!course) throw new Error('the demo world has no quiet course with families');
  return course;
}

async function openCompose() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Write a message' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: /^Write to the families of/ });
  await within(dialog).findByRole('checkbox', { name: 'Everyone' }, { timeout: 10_000 });
  return dialog;
}

// Each test opens the dialog more than once over the real app: slow on a busy 2-core machine.
describe('MessageComposeDialog', { timeout: 40_000 }, () => {
  it('writes to the picked families from the empty state, then lists the message', async () => {
    api.willWrite();
    const course = await quietCourseWithFamilies();
    renderApp(`/admin/courses/${course.id}/show/contact`);
    expect(
      await screen.findByText('No messages. Why not write one?', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    let dialog = await openCompose();
    // Nothing picked and nothing typed: the form says what is missing and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGE_RECIPIENTS_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getAllByText("can't be blank")).toHaveLength(2);
    const countSent = async () =>
      (
        await api.query<{ n: number }>(
          'select count(*)::int as n from messages where course_id = $1',
          [course.id],
        )
      )[0]!.n;
    expect(await countSent()).toBe(0);

    // Cancel and open again: the message types are not asked for twice.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openCompose();
    expect(within(dialog).getByRole('combobox', { name: /Message type/ })).toHaveTextContent(
      'General Outreach',
    );

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Everyone' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Schedule change next week' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Monday moves to Tuesday.\nSee you there.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MESSAGE_SENT, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      (await screen.findAllByText('Schedule change next week', {}, { timeout: 10_000 }))[0],
    ).toBeInTheDocument();

    const [sent] = await api.query<{ recipients_count: number; sender_name: string }>(
      `select recipients_count, sender_name from messages where course_id = $1`,
      [course.id],
    );
    expect(sent!.recipients_count).toBeGreaterThan(0);
    expect(api.mail.some((mail) => mail.subject === 'Schedule change next week')).toBe(true);

    // After the send (react-admin refreshed its queries), writing again still asks once.
    await openCompose();
    expect(api.requestsTo('/api/v2/messages/message_types')).toHaveLength(1);
  });

  it("shows the server's field errors, and deletes the uploads of the failed send", async () => {
    const course = await quietCourseWithFamilies();
    renderApp(`/admin/courses/${course.id}/show/contact`);
    const dialog = await openCompose();
    // The upload calls are answered here: jsdom's multipart bodies do not cross to Node's fetch
    // (the uploader's own tests bridge them); the server side is covered by the server tests.
    const deleted: string[] = [];
    api.server.use(
      http.post('*/api/v2/uploads.json', () =>
        HttpResponse.json(
          {
            upload: {
              id: 4242,
              url: '/api/v2/uploads/4242/file',
              thumbnailUrl: null,
              fileName: 'plan.pdf',
              attachableId: course.id,
              attachableType: 'Course',
            },
          },
          { status: 201 },
        ),
      ),
      http.delete('*/api/v2/uploads/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/v2/messages', () =>
        HttpResponse.json(
          { errors: { recipients: ['must be students of the course'] } },
          { status: 422 },
        ),
      ),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Everyone' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Hello' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Hi' },
    });
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Attach files', { selector: 'input' }), {
      target: { files: [pdf] },
    });
    expect(within(dialog).getByText('plan.pdf')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('must be students of the course', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The file went up (reading upload.id), then was deleted after the failed send.
    expect(api.requestsTo('/api/v2/uploads.json')).toHaveLength(1);
    await waitFor(() => expect(deleted).toEqual(['4242']));
  });

  it('writes about a student from their contact tab, to them and their parent', async () => {
    const [student] = await api.query<{ id: number; name: string; parent: string }>(
      `select s.id, s.first_name || ' ' || s.last_name as name,
              u.first_name || ' ' || u.last_name as parent
         from students s join parents p on p.id = s.parent_id join users u on u.id = p.user_id
        order by s.id limit 1`,
    );
    if (!student) throw new Error('the demo world has no student with a parent');
    renderApp(`/admin/students/${student.id}/show/contact`);
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Write a message' }, { timeout: 10_000 }))[0]!,
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Write to ${student.name} and their family`,
    });
    expect(
      await within(dialog).findByRole('checkbox', { name: new RegExp(`^${student.name}`) }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: new RegExp(`^${student.parent} · parent of`) }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/v2/messages')[0]!.searchParams.get('studentId')).toBe(
      String(student.id),
    );
  });
});
