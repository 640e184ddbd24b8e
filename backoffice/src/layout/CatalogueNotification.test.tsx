import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NotificationContextProvider, useNotify } from 'react-admin';
import { CatalogueNotification } from './CatalogueNotification.tsx';

/** Two buttons that raise toasts, as two saves in a row would. */
function TwoSaves() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Course created', { type: 'success' })}>first</button>
      <button onClick={() => notify('Course updated', { type: 'success' })}>second</button>
    </>
  );
}

function renderToasts() {
  render(
    <NotificationContextProvider>
      <TwoSaves />
      <CatalogueNotification />
    </NotificationContextProvider>,
  );
}

describe('the back-office toast', () => {
  it('shows a toast until it is closed', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Course created')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Course created')).not.toBeInTheDocument());
  });

  it('gives way to a newer toast at once instead of keeping it waiting 5 seconds', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Course created')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    // Well within the first toast's 5 seconds: only its closing animation is waited for.
    expect(await screen.findByText('Course updated', {}, { timeout: 1_500 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Course created')).not.toBeInTheDocument());
  });
});
