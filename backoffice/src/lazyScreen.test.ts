import { describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWNLOAD_FAILED, lazyScreen, preloadScreenAt } from './lazyScreen.ts';

const Screen: ComponentType = () => null;

function countingScreen() {
  const load = vi.fn(() => Promise.resolve({ Screen }));
  return { load, screen: lazyScreen(load, 'Screen') };
}

describe('lazyScreen', () => {
  it('downloads its module once however often it is preloaded', async () => {
    const { load, screen } = countingScreen();
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: ComponentType }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ Screen });
    const screen = lazyScreen(load, 'Screen');
    await expect(screen.preload()).rejects.toThrow('network');
    await expect(screen.preload()).resolves.toEqual({ Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreenAt', () => {
  const courses = {
    list: countingScreen().screen,
    show: countingScreen().screen,
    edit: countingScreen().screen,
    create: countingScreen().screen,
  };
  const home = countingScreen().screen;
  const at = (path: string) => preloadScreenAt(path, '/admin', { courses }, home);

  it("starts the page a resource's address opens, as <Resource> routes it", () => {
    expect(at('/admin/courses')).toBe(courses.list);
    expect(at('/admin/courses/')).toBe(courses.list);
    expect(at('/admin/courses/create')).toBe(courses.create);
    expect(at('/admin/courses/12')).toBe(courses.edit);
    expect(at('/admin/courses/12/show')).toBe(courses.show);
    expect(at('/admin/courses/12/show/2')).toBe(courses.show);
  });

  it('starts the home page at the root', () => {
    expect(at('/admin')).toBe(home);
    expect(at('/admin/')).toBe(home);
  });

  it('starts nothing for another app, an unknown resource or a page without code', () => {
    expect(at('/administration/courses')).toBeUndefined();
    expect(at('/tutor/dashboard')).toBeUndefined();
    expect(at('/admin/login')).toBeUndefined();
    expect(preloadScreenAt('/admin/histories', '/admin', { histories: {} })).toBeUndefined();
  });
});

describe('a loaded screen', () => {
  it('renders its page at once, without suspending', async () => {
    const Page: ComponentType<{ title: string }> = ({ title }) => createElement('h1', null, title);
    const screen = lazyScreen(() => Promise.resolve({ Page }), 'Page');
    await screen.preload();
    // Rendered by its function: what React would render, with nothing thrown to suspend.
    const rendered = (screen as unknown as (props: { title: string }) => ReactElement)({
      title: 'Courses',
    });
    expect(rendered.type).toBe(Page);
    expect(rendered.props).toEqual({ title: 'Courses' });
  });
});

describe('a screen whose download failed', () => {
  it('says why and downloads again when the user tries again', async () => {
    const Page: ComponentType = () => createElement('h1', null, 'Reviews');
    const load = vi
      .fn<() => Promise<{ Page: ComponentType }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ Page });
    const Screen = lazyScreen(load, 'Page');
    render(createElement(Screen));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads again on the next visit, without Try again', async () => {
    const Page: ComponentType = () => createElement('h1', null, 'Reviews');
    const load = vi
      .fn<() => Promise<{ Page: ComponentType }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ Page });
    const Screen = lazyScreen(load, 'Page');
    const firstVisit = render(createElement(Screen));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    // Rendered again on the same visit: the failure stays, nothing is downloaded.
    firstVisit.rerender(createElement(Screen));
    expect(screen.getByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    firstVisit.unmount();

    // Still offline on the second visit: it says so again.
    const secondVisit = render(createElement(Screen));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    secondVisit.unmount();

    // Back online: the third visit shows the page.
    render(createElement(Screen));
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
