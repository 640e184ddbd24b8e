import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NotificationContextProvider, useNotify } from 'react-admin';
import { CatalogueNotification } from './CatalogueNotification.tsx';

/** Buttons that raise toasts, as saves in a row would, or two at once. */
function TwoSaves() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Course created', { type: 'success' })}>first</button>
      <button onClick={() => notify('Course updated', { type: 'success' })}>second</button>
      <button
        onClick={() => {
          notify('Please fix the errors on the form.', { type: 'error' });
          notify('Course updated', { type: 'success' });
        }}
      >
        both
      </button>
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

  it('shows the newest of toasts raised together, and none is left waiting', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Course created')).toBeInTheDocument();
    // Two more while one is up: the one between them never shows, and must not block the queue.
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(await screen.findByText('Course updated', {}, { timeout: 1_500 })).toBeInTheDocument();
    expect(screen.queryByText('Please fix the errors on the form.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Course updated')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Course created')).toBeInTheDocument();
  });
});
