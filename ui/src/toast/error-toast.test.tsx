import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from '@tp/domain';
import { ToastProvider } from './ToastProvider.tsx';
import { noticeForError, noticeForGlobalError, useErrorToast } from './error-toast.ts';

function FailingButton({ error }: { error: unknown }) {
  const toastError = useErrorToast();
  return <button onClick={() => toastError(error)}>fail</button>;
}

/** An error shaped like ra-core's HttpError: a message, the status and a body. */
function httpError(message: string, status: number, body: unknown): Error {
  return Object.assign(new Error(message), { status, body });
}

describe('noticeForError', () => {
  it('takes the notice the HTTP client put on its error', () => {
    const error = httpError("Starts at can't be blank.", 422, {
      title: 'Hmm, something is not right',
      response: {},
    });
    expect(noticeForError(error)).toEqual({
      title: 'Hmm, something is not right',
      message: "Starts at can't be blank.",
    });
  });

  it('normalises an error carrying the server body', () => {
    const error = httpError('', 401, { error: 'Invalid login or password.' });
    expect(noticeForError(error)).toEqual({
      title: 'Hmm, something is not right',
      message: 'Invalid login or password.',
    });
  });

  it('gives no notice for an aborted call', () => {
    expect(noticeForError(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
  });

  it('treats an error without a status as no answer from the server', () => {
    expect(noticeForError(new TypeError('Failed to fetch'))).toEqual({
      title: SERVER_ERROR_TITLE,
      message: SERVER_ERROR_MESSAGE,
    });
  });
});

describe('noticeForGlobalError', () => {
  it.each([401, 404, 422])('leaves status %i to the screen', (status) => {
    expect(noticeForGlobalError(httpError('x', status, { error: 'x y' }))).toBeNull();
  });

  it('leaves a call that got no answer (-1) to the screen', () => {
    expect(noticeForGlobalError(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('toasts a 403 with its sentence', () => {
    expect(noticeForGlobalError(httpError('', 403, { error: 'Invalid CSRF token.' }))).toEqual({
      title: 'Hmm, something is not right',
      message: 'Invalid CSRF token.',
    });
  });

  it('toasts a 500 with the server-error text', () => {
    expect(noticeForGlobalError(httpError('', 500, { error: 'Internal server error' }))).toEqual({
      title: SERVER_ERROR_TITLE,
      message: SERVER_ERROR_MESSAGE,
    });
  });
});

describe('useErrorToast', () => {
  it('toasts the catalogue text of a 500', () => {
    render(
      <ToastProvider>
        <FailingButton error={httpError('', 500, { error: 'Internal server error' })} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent(SERVER_ERROR_TITLE);
    expect(toast).toHaveTextContent('Our server has experienced an error.');
  });
});
