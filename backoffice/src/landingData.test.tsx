import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { askLandingData } from './App.tsx';
import { COURSE_LIST_FIRST_PAGE } from './courses/courseListQuery.ts';
import { createBackofficeQueryClient } from './queryClient.ts';
import { createTestApi } from './test/testApi.ts';
import { renderApp, testProviders } from './test/renderApp.tsx';

const api = createTestApi();

/** Providers whose calls are counted, not sent. */
function spiedProviders() {
  const providers = testProviders();
  const prefetchList = vi
    .spyOn(providers.dataProvider, 'prefetchList')
    .mockResolvedValue(undefined);
  const getAuthUser = vi.spyOn(providers.authProvider, 'getAuthUser').mockResolvedValue(null);
  return { providers, prefetchList, getAuthUser };
}

describe('askLandingData', () => {
  it('asks who is signed in and the courses list’s first page on /admin/courses', () => {
    const { providers, prefetchList, getAuthUser } = spiedProviders();
    expect(askLandingData({ pathname: '/admin/courses', search: '' }, providers)).toBe('courses');
    expect(getAuthUser).toHaveBeenCalledTimes(1);
    expect(prefetchList).toHaveBeenCalledWith('courses', COURSE_LIST_FIRST_PAGE);
  });

  it('asks only who is signed in elsewhere, or when the address carries list params', () => {
    for (const location of [
      { pathname: '/admin', search: '' },
      { pathname: '/admin/courses/12/show', search: '' },
      { pathname: '/admin/courses', search: '?filter=%7B%7D&sort=title' },
      { pathname: '/admin/enrollments', search: '' },
      { pathname: '/admin/constructor', search: '' },
    ]) {
      const { providers, prefetchList, getAuthUser } = spiedProviders();
      expect(askLandingData(location, providers)).toBeUndefined();
      expect(getAuthUser).toHaveBeenCalledTimes(1);
      expect(prefetchList).not.toHaveBeenCalled();
    }
  });

  it('asks the very page the courses list shows: the list makes no request of its own', async () => {
    await api.signInAs('admin@demo.test');
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v2/courses') asked.push(url.search);
    };
    api.server.events.on('request:start', listener);
    try {
      const providers = testProviders();
      window.history.replaceState({}, '', '/admin/courses');
      askLandingData(window.location, providers);
      renderApp('/admin/courses', { providers });
      expect(await screen.findAllByRole('cell', { name: /\w/ }, { timeout: 10_000 })).not.toEqual(
        [],
      );
      expect(asked).toEqual(['?page=1&per=25&orderBy=starts_at&orderSort=desc&include=brand']);
    } finally {
      api.server.events.removeListener('request:start', listener);
    }
  });

  it('hands the page asked ahead to the list’s cache: its rows show before its own call answers', async () => {
    await api.signInAs('admin@demo.test');
    const providers = testProviders();
    const queryClient = createBackofficeQueryClient();
    window.history.replaceState({}, '', '/admin/courses');
    askLandingData(window.location, providers, queryClient);
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ queryKey: ['courses', 'getList'] }),
      ).toHaveLength(1),
    );
    // The list's own call never answers: what it shows is the page asked ahead.
    const getList = vi
      .spyOn(providers.dataProvider, 'getList')
      .mockReturnValue(new Promise(() => {}));
    renderApp('/admin/courses', { providers, queryClient });
    expect(await screen.findAllByRole('cell', { name: /\w/ }, { timeout: 10_000 })).not.toEqual([]);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('drops the list asked ahead when someone signs out or in: it was asked for the one before', async () => {
    await api.signInAs('admin@demo.test');
    const { dataProvider, authProvider } = testProviders();
    const forget = vi.spyOn(dataProvider, 'forgetPrefetchedLists');
    await authProvider.logout({});
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
