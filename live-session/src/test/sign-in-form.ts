import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the English sign-in form (once it shows) and sends it. */
export async function signInThroughForm(login: string, password = 'demo1234') {
  await userEvent.type(await screen.findByLabelText(/E-mail/), login);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}
