import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TUTOR_EMAIL, demoUser, startLiveTestApi } from '../../test/test-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = startLiveTestApi();

beforeEach(() => api.signInAs(TUTOR_EMAIL));

describe('/tutor/profile', () => {
  it('saves the edited profile, toasts, and shows the new zone in the footer', async () => {
    api.willWrite();
    // The zone list is long: no delay between keystrokes.
    const user = userEvent.setup({ delay: null });
    renderApp('/tutor/profile');

    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await user.clear(firstName);
    await user.type(firstName, 'Tia');
    await user.click(screen.getByRole('combobox', { name: /time zone/i }));
    await user.keyboard('{Control>}a{/Control}Denver');
    await user.click(await screen.findByRole('option', { name: 'America/Denver' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    expect(await screen.findByText('All times displayed in America/Denver')).toBeInTheDocument();
    expect(
      await api.query('select first_name, last_name, time_zone from users where email = $1', [
        TUTOR_EMAIL,
      ]),
    ).toEqual([{ first_name: 'Tia', last_name: 'Okafor', time_zone: 'America/Denver' }]);
  }, 20_000);

  it("shows the server's 422 message on its field", async () => {
    api.server.use(
      http.put('*/api/profile.json', () =>
        HttpResponse.json(
          { error: 'Validation failed', errors: { phone: ['This is not a valid phone number.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/tutor/profile');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const phone = screen.getByRole('textbox', { name: /phone/i });
    const field = phone.closest<HTMLElement>('.MuiFormControl-root');
    if (!field) throw new Error('the phone input has no form control');
    await waitFor(() =>
      expect(within(field).getByText('This is not a valid phone number.')).toBeInTheDocument(),
    );
    expect(screen.queryByText('Your profile has been updated')).not.toBeInTheDocument();
  });

  it('refuses a blank name with the schema the server uses, without calling it', async () => {
    const user = userEvent.setup();
    renderApp('/tutor/profile');

    await user.clear(await screen.findByRole('textbox', { name: /last name/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Last name can't be blank")).toBeInTheDocument();
    // The page only ever writes to /api/profile.json: no call there means nothing was sent.
    expect(api.requestsTo('/api/profile.json')).toEqual([]);
  });

  it('shows the initial without asking for an image when the tutor has no photo', async () => {
    renderApp('/tutor/profile');

    await screen.findByText('Change photo');
    // The tutor record says there is none: no image is requested (a 404 in the console).
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
  });

  it("shows the tutor's photo from their record", async () => {
    api.willWrite();
    const tutor = await demoUser(api, TUTOR_EMAIL);
    await api.query(
      `insert into avatars (avatarable_type, avatarable_id, content_type, byte_size, storage_key)
       values ('Tutor', $1, 'image/png', 10, 'avatars/test.png')`,
      [tutor.tutorId],
    );
    renderApp('/tutor/profile');

    const photo = await screen.findByRole('img', { name: 'Marcus Okafor' });
    expect(photo.getAttribute('src')).toMatch(
      new RegExp(`^/api/v2/avatars/Tutor/${tutor.tutorId}\\?v=\\d+$`),
    );
  });
});
