// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, getConfig, prettyDOM, screen, waitFor } from '@testing-library/dom';
import { lazyElementError } from './lazy-element-errors.ts';

const defaults = getConfig();

/** What testing-library's own `getElementError` throws for a query on this page. */
function eagerError(run: () => unknown): Error {
  configure({ getElementError: defaults.getElementError });
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query found its element');
}

function lazyError(run: () => unknown, print = prettyDOM): Error {
  configure({ getElementError: lazyElementError(print, getConfig) });
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query found its element');
}

describe('lazy element errors', () => {
  afterEach(() => {
    configure(defaults);
    document.body.innerHTML = '';
  });

  it('reads exactly as testing-library’s own error, name, message and stack', () => {
    document.body.innerHTML = '<main><h1>Courses</h1><button>Save</button></main>';
    const query = () => screen.getByRole('button', { name: 'Delete' });
    const eager = eagerError(query);
    const lazy = lazyError(query);

    expect(lazy.name).toBe('TestingLibraryElementError');
    expect(lazy.name).toBe(eager.name);
    expect(lazy.message).toBe(eager.message);
    expect(lazy.message).toContain('<button>');
    expect(lazy.stack!.split('\n')[0]).toBe(`${lazy.name}: ${eager.message.split('\n')[0]}`);
  });

  it('prints the page only when the error is read, and once', () => {
    document.body.innerHTML = '<p>Nothing here</p>';
    const print = vi.fn(prettyDOM);
    const error = lazyError(() => screen.getByText('Missing'), print);
    expect(print).not.toHaveBeenCalled();

    expect(error.message).toContain('Unable to find an element with the text: Missing');
    expect(error.message).toContain('Nothing here');
    void error.message;
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints nothing for the misses of a wait that ends in a find', async () => {
    document.body.innerHTML = '<p>Loading</p>';
    const print = vi.fn(prettyDOM);
    configure({ getElementError: lazyElementError(print, getConfig) });
    setTimeout(() => {
      document.body.innerHTML = '<p>Loaded</p>';
    }, 120);

    await waitFor(() => screen.getByText('Loaded'), { interval: 20 });
    expect(print).not.toHaveBeenCalled();
  });

  it('gives a wait that times out the page as it was when it gave up', async () => {
    document.body.innerHTML = '<p>Still loading</p>';
    configure({ getElementError: lazyElementError(prettyDOM, getConfig) });

    const failure = await waitFor(() => screen.getByText('Loaded'), { timeout: 100 }).then(
      () => new Error('the wait found its element'),
      (error: unknown) => error as Error,
    );
    expect(failure.name).toBe('TestingLibraryElementError');
    expect(failure.message).toContain('Unable to find an element with the text: Loaded');
    expect(failure.message).toContain('Still loading');
    expect(failure.stack).toContain('Still loading');
  });

  it('keeps a message a caller sets', () => {
    document.body.innerHTML = '<p>Page</p>';
    const error = lazyError(() => screen.getByText('Other'));
    error.message = 'replaced';
    expect(error.message).toBe('replaced');
  });
});
