import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_SENT } from '@tp/domain';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

beforeEach(() => api.signInAs('admin@demo.test'));

/** A demo course whose active enrollees have parents: students and parents to pick. */
async function courseWithFamilies() {
  const [course] = await api.query<{ id: number }>(
    `select c.id from courses c
      where exists (select 1 from enrollments e join students s on s.id = e.student_id
                     where e.course_id = c.id and e.status = 'active' and s.parent_id is not null)
      order by c.id limit 1`,
  );
  if (!course) throw new Error('the demo world has no course with families');
  return course;
}

async function openCompose(courseId: number) {
  renderApp(`/admin/courses/${courseId}/show/contact`);
  fireEvent.click(
    (await screen.findAllByRole('button', { name: 'Write a message' }, { timeout: 10_000 }))[0]!,
  );
  const dialog = await screen.findByRole('dialog', { name: /^Write to the families of/ });
  await within(dialog).findByRole('checkbox', { name: 'Everyone' }, { timeout: 10_000 });
  return dialog;
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('composing a message (spec §4 Recipients, §5 Message)', { timeout: 40_000 }, () => {
  it('has an all-selected flag per type, which unticking one of its people clears', async () => {
    const dialog = await openCompose((await courseWithFamilies()).id);
    const parents = within(dialog).getByRole('group', { name: 'All parents' });
    const allParents = within(parents).getByRole('checkbox', { name: 'All parents' });
    fireEvent.click(allParents);
    const people = within(parents)
      .getAllByRole('checkbox')
      .filter((box) => box !== allParents);
    expect(people.length).toBeGreaterThan(0);
    for (const box of people) expect(box).toBeChecked();
    // The students are a type of their own: not picked by the parents' flag.
    const students = within(dialog).getByRole('group', { name: 'All students' });
    expect(within(students).getByRole('checkbox', { name: 'All students' })).not.toBeChecked();

    fireEvent.click(people[0]!);
    expect(allParents).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Everyone' })).not.toBeChecked();
  });

  it("titles a blank required field 'Error': 'Please fill all required fields'", async () => {
    const dialog = await openCompose((await courseWithFamilies()).id);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Everyone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorPlease fill all required fields$/);
  });

  it("titles no recipient 'Error': 'Please select at least 1 recipient'", async () => {
    const dialog = await openCompose((await courseWithFamilies()).id);
    type(dialog, /Subject/, 'Hello');
    type(dialog, /Message/, 'Hi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorPlease select at least 1 recipient$/);
  });

  it("joins other failures as one sentence titled 'Invalid', on the fields too", async () => {
    const dialog = await openCompose((await courseWithFamilies()).id);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Everyone' }));
    type(dialog, /Subject/, 'Hello');
    type(dialog, /Message/, 'Hi');
    type(dialog, /^Cc/, 'boss');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^InvalidCc "boss" is not a valid e-mail address\.$/);
    expect(within(dialog).getByText('"boss" is not a valid e-mail address.')).toBeInTheDocument();
  });

  it('asks before a type change clears a body the user wrote, and keeps it on Cancel', async () => {
    const dialog = await openCompose((await courseWithFamilies()).id);
    type(dialog, /Message/, 'A long letter');
    const pick = async (name: string) => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Message type/ }));
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    await pick('Progress Update');
    let confirm = await screen.findByRole('dialog', { name: 'Change the message type?' });
    fireEvent.click(within(confirm).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('A long letter');
    expect(within(dialog).getByRole('combobox', { name: /Message type/ })).toHaveTextContent(
      'General Outreach',
    );

    await pick('Progress Update');
    confirm = await screen.findByRole('dialog', { name: 'Change the message type?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change and clear' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: /Message type/ })).toHaveTextContent(
      'Progress Update',
    );
    // With nothing written, the type changes without asking.
    await pick('Recommendation');
    expect(screen.queryByRole('dialog', { name: 'Change the message type?' })).toBeNull();
  });

  it('sends cc and additional recipients as comma-separated lists', async () => {
    api.willWrite();
    const course = await courseWithFamilies();
    const dialog = await openCompose(course.id);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Everyone' }));
    type(dialog, /Subject/, 'Copies');
    type(dialog, /Message/, 'Hi');
    type(dialog, /Additional recipients/, 'aunt@family.test;  uncle@family.test');
    type(dialog, /^Cc/, 'lead@school.test coach@school.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_SENT, {}, { timeout: 10_000 })).toBeInTheDocument();
    const [row] = await api.query<{ cc: string; additional: string }>(
      `select cc, additional_recipients as additional from messages
        where course_id = $1 and subject = 'Copies'`,
      [course.id],
    );
    expect(row).toEqual({
      cc: 'lead@school.test,coach@school.test',
      additional: 'aunt@family.test,uncle@family.test',
    });
    expect(api.mail.map((mail) => mail.to)).toEqual(
      expect.arrayContaining(['aunt@family.test', 'lead@school.test']),
    );
  });
});
