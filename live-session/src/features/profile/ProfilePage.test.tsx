import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AuthUser } from '@tp/domain';
import { server, startApiServer } from '../../test/api.ts';
import { TUTOR } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

startApiServer();

const tutor: AuthUser = { ...TUTOR, phone: '+12125550123', timeZone: 'America/Chicago' };

/**
 * session.json and PUT /api/profile.json over one user held here: a 200 PUT changes what
 * session.json answers next, as the server does. Records the body of every PUT.
 */
function profileApi(answer?: () => Response) {
  let current = tutor;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/session.json', () => HttpResponse.json({ user: current })),
    http.put('/api/profile.json', async ({ request }) => {
      const body = (await request.json()) as { user: Partial<AuthUser> };
      sent.push(body);
      if (answer) return answer();
      current = { ...current, ...body.user };
      return HttpResponse.json({ user: current });
    }),
  );
  return { sent };
}

describe('/tutor/profile', () => {
  it('sends the edited profile, toasts, and shows the new zone in the footer', async () => {
    const { sent } = profileApi();
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
    expect(sent).toEqual([
      {
        user: {
          firstName: 'Tia',
          lastName: 'Turner',
          phone: '+12125550123',
          timeZone: 'America/Denver',
        },
      },
    ]);
    expect(await screen.findByText('All times displayed in America/Denver')).toBeInTheDocument();
  }, 20_000);

  it("shows the server's 422 message on its field", async () => {
    profileApi(() =>
      HttpResponse.json(
        { error: 'Validation failed', errors: { phone: ['This is not a valid phone number.'] } },
        { status: 422 },
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
    const { sent } = profileApi();
    const user = userEvent.setup();
    renderApp('/tutor/profile');

    await user.clear(await screen.findByRole('textbox', { name: /last name/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Last name can't be blank")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
