import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** Opens the new-tier form from the tier list, so the browser's Back leaves it for the list. */
async function openTheNewTierForm(): Promise<HTMLElement> {
  renderApp('/admin/tiers');
  fireEvent.click(await screen.findByRole('link', { name: /create/i }, { timeout: 8000 }));
  return screen.findByLabelText(/^name/i);
}

describe('forms with unsaved changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving a form with changes, and stays when told to', async () => {
    await api.signInAs('admin@demo.test');
    fireEvent.change(await openTheNewTierForm(), { target: { value: 'Elite' } });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
    // A blocked Back is undone by the router going forward again, which takes a moment.
    await waitFor(() => expect(window.location.pathname).toBe('/admin/tiers/create'));
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Elite');

    confirm.mockReturnValue(true);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/tiers'));
  });

  it('leaves an untouched form without asking', async () => {
    await api.signInAs('admin@demo.test');
    await openTheNewTierForm();

    const confirm = vi.spyOn(window, 'confirm');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/tiers'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm a reload or a closed tab while changes are unsaved', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin/tiers/create');
    const name = await screen.findByLabelText(/^name/i);

    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    fireEvent.change(name, { target: { value: 'Elite' } });
    await waitFor(() => {
      const unloading = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unloading);
      expect(unloading.defaultPrevented).toBe(true);
    });
  });
});
