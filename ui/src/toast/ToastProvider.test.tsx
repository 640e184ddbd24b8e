import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { PlainToastProvider } from './PlainToastProvider.tsx';
import { ToastProvider } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';
import type { ToastInput } from './toast-settings.ts';

function ShowButton({ toast }: { toast: ToastInput }) {
  const api = useToast();
  return <button onClick={() => api.show(toast)}>show</button>;
}

type Provider = (props: { children: ReactNode }) => ReactNode;

function renderWithToastIn(toast: ToastInput, Toasts: Provider) {
  render(
    <Toasts>
      <ShowButton toast={toast} />
    </Toasts>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

// The app's toasts (MUI) and the stand-alone sign-in page's (plain elements) behave alike.
describe.each([
  ['ToastProvider', ToastProvider],
  ['PlainToastProvider', PlainToastProvider],
] as const)('%s', (_name, Toasts) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const renderWithToast = (toast: ToastInput) => renderWithToastIn(toast, Toasts);

  it('shows the title and message of a toast', () => {
    const show = renderWithToast({
      kind: 'error',
      title: 'Sorry, there has been a problem',
      message: 'Try again.',
    });
    show();
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Sorry, there has been a problem');
    expect(toast).toHaveTextContent('Try again.');
  });

  it('closes a toast after 5000 ms', () => {
    const show = renderWithToast({ kind: 'warning', message: 'You have been signed out' });
    show();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('You have been signed out')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('You have been signed out')).not.toBeInTheDocument();
  });

  it('keeps a hovered toast open and closes it 1000 ms after the pointer leaves', () => {
    const show = renderWithToast({ kind: 'warning', message: 'Held' });
    show();
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Held')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Held')).not.toBeInTheDocument();
  });

  it('does not show a duplicate of a toast on screen', () => {
    const show = renderWithToast({ kind: 'info', message: 'Saved' });
    show();
    show();
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });

  it('starts the time of a toast again when its duplicate is shown', () => {
    const show = renderWithToast({ kind: 'success', message: 'We have saved the event.' });
    show();
    act(() => vi.advanceTimersByTime(4000));
    show();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getAllByText('We have saved the event.')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('We have saved the event.')).not.toBeInTheDocument();
  });

  it('shows a progress bar on each toast', () => {
    const show = renderWithToast({ kind: 'success', message: 'Done' });
    show();
    expect(screen.getByTestId('toast-progress')).toBeInTheDocument();
  });

  it('shows a message that is not HTML as text: a name holding a link stays words', () => {
    const show = renderWithToast({
      kind: 'success',
      message: 'Parent <a href="https://evil.example">Ann</a> Lee updated',
    });
    show();
    const shown = screen.getByTestId('toast-message');
    expect(shown).toHaveTextContent('Parent <a href="https://evil.example">Ann</a> Lee updated');
    expect(shown.querySelector('a')).toBeNull();
  });

  it('closes a toast with its close button', () => {
    const show = renderWithToast({ kind: 'error', message: 'Closable' });
    show();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});

describe('ToastProvider with an HTML message', () => {
  const renderWithToast = (toast: ToastInput) => renderWithToastIn(toast, ToastProvider);
  // Its sanitiser loads on demand (React.lazy): the tests wait for it in real time.
  beforeEach(() => vi.useRealTimers());

  it('shows the formatting of an HTML message', async () => {
    const show = renderWithToast({
      kind: 'info',
      message: 'Assigned essay to <b>Ana</b>',
      html: true,
    });
    show();
    // The sanitiser loads with the first HTML toast; until then the toast shows the words.
    expect(screen.getByRole('status')).toHaveTextContent('Assigned essay to Ana');
    expect((await screen.findByText('Ana')).tagName).toBe('B');
    expect(screen.getByRole('status')).toHaveTextContent('Assigned essay to Ana');
  });

  it.each([
    ['an image onerror', '<img src="x" onerror="window.__toastXss = 1">Hello'],
    ['an svg onload', '<svg onload="window.__toastXss = 1"></svg>Hello'],
    ['a script', '<script>window.__toastXss = 1</script>Hello'],
  ])('runs nothing of %s in a message', async (_name, message) => {
    const show = renderWithToast({ kind: 'error', message, html: true });
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Hello');
    const shown = await screen.findByTestId('toast-message');
    expect(shown).toHaveTextContent('Hello');
    expect(shown.querySelector('img, svg, script')).toBeNull();
    expect((window as { __toastXss?: number }).__toastXss).toBeUndefined();
  });

  it('renders a javascript: link without its target', async () => {
    const show = renderWithToast({
      kind: 'warning',
      message: '<a href="javascript:window.__toastXss=1">open</a>',
      html: true,
    });
    show();
    const link = within(await screen.findByTestId('toast-message')).getByText('open');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBeNull();
    fireEvent.click(link);
    expect((window as { __toastXss?: number }).__toastXss).toBeUndefined();
  });
});

describe('PlainToastProvider with an HTML message', () => {
  it('shows its words as text, with no element of it', () => {
    const show = renderWithToastIn(
      {
        kind: 'error',
        message: '<img src="x" onerror="window.__toastXss = 1">Hello <b>Ana</b>',
        html: true,
      },
      PlainToastProvider,
    );
    show();
    const shown = screen.getByTestId('toast-message');
    expect(shown).toHaveTextContent('Hello Ana');
    expect(shown.querySelector('img, b')).toBeNull();
    expect((window as { __toastXss?: number }).__toastXss).toBeUndefined();
  });
});

describe('useToast', () => {
  it('throws outside a ToastProvider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowButton toast={{ kind: 'info', message: 'x' }} />)).toThrow(
      /ToastProvider/,
    );
    spy.mockRestore();
  });
});
