import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { FILL_ALL_REQUIRED_FIELDS, MESSAGE_INVALID_TITLE, MESSAGE_QUEUED } from '@tp/domain';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

let tutor: Awaited<ReturnType<typeof demoUser>>;
beforeAll(async () => {
  tutor = await demoUser(api, TUTOR_EMAIL);
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(COMPONENT_TEST_NOW);
  await api.signInAs(TUTOR_EMAIL);
});
afterEach(() => vi.useRealTimers());

/** Opens the Courses tab and the first course's "Send update" dialog. */
async function openFirstUpdate() {
  const user = userEvent.setup();
  renderApp('/tutor/dashboard/courses');
  const list = await screen.findByRole('region', { name: 'Courses' });
  const [link] = await within(list).findAllByRole('button', { name: /^Send an update about / });
  const title = link!.getAttribute('aria-label')!.replace('Send an update about ', '');
  await user.click(link!);
  const dialog = await screen.findByRole('dialog', { name: `Send an update: ${title}` });
  await within(dialog).findByRole('checkbox', { name: 'All students' }, { timeout: 10_000 });
  return { user, dialog, title };
}

// The first render of a file loads the app's code and the demo world: more than 5 s on a busy machine.
describe('sending an update from the Courses tab', { timeout: 30_000 }, () => {
  it("sends an update to the course's families after the required fields are filled", async () => {
    const { user, dialog, title } = await openFirstUpdate();
    expect(within(dialog).getByRole('checkbox', { name: 'All students' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Message type/ })).toHaveTextContent(
      'Parent Update',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(FILL_ALL_REQUIRED_FIELDS)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'This week');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'We read Hamlet.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_QUEUED.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [sent] = await api.query<{ subject: string; title: string; type: string }>(
      `select m.subject, c.title, m.message_type as type from messages m
         join courses c on c.id = m.course_id where m.sender_id = $1 order by m.id desc limit 1`,
      [tutor.id],
    );
    expect(sent).toEqual({ subject: 'This week', title, type: 'Parent Update' });
  });

  it('asks before discarding a written body, and keeps it when the tutor says no', async () => {
    const { user, dialog } = await openFirstUpdate();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this update?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard this update?' })).toBeNull(),
    );
    expect(await within(dialog).findByRole('textbox', { name: /Message/ })).toHaveValue('Draft');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this update?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for at least one recipient when all are unticked', async () => {
    const { user, dialog } = await openFirstUpdate();
    await user.click(within(dialog).getByRole('checkbox', { name: 'All students' }));
    const parents = within(dialog).queryByRole('checkbox', { name: 'All parents' });
    if (parents) await user.click(parents);
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findAllByText('Please select at least 1 recipient'),
    ).not.toHaveLength(0);
  });

  it("shows the server's refusal as the spec's Invalid sentence and keeps the dialog", async () => {
    api.server.use(
      http.post('*/api/v2/messages', () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { recipients: ['must be the course’s families'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openFirstUpdate();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGE_INVALID_TITLE)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Recipients must be the course’s families/),
    ).toBeInTheDocument();
  });
});
