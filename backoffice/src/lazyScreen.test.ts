import { describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { lazyScreen, preloadScreenAt } from './lazyScreen.ts';

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
  it('downloads again when it renders again, instead of showing the old failure', async () => {
    const Page: ComponentType = () => null;
    const load = vi
      .fn<() => Promise<{ Page: ComponentType }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ Page });
    const screen = lazyScreen(load, 'Page');
    const render = () => (screen as unknown as (props: object) => ReactElement)({});
    const stand = (element: ReactElement) =>
      (element.props as { children: ReactElement }).children.type;
    const first = stand(render());
    await expect(screen.preload()).rejects.toThrow('network');
    // A new stand-in: React's lazy would otherwise throw the remembered failure for ever.
    expect(stand(render())).not.toBe(first);
    await screen.preload();
    expect(render().type).toBe(Page);
  });
});
