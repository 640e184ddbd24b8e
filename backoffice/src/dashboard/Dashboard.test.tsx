import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTestApi, TEST_NOW } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';
import { dayWindowInZone } from './dayWindow.ts';

const api = createTestApi();

// "Today" is the day of the demo world's "now", in the viewer's zone. Only Date is faked:
// react-admin and the API keep real timers.
beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

/** The dashboard card titled `title` (a section labelled by its heading). */
async function card(title: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name: title }, { timeout: 10_000 });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await api.query<{ count: number }>(sql, params);
  return row!.count;
}

async function zoneOf(email: string): Promise<string> {
  const [row] = await api.query<{ time_zone: string }>(
    'select time_zone from users where email = $1',
    [email],
  );
  return row!.time_zone;
}

/** A session today (in `zone`) of a published course, with no supervisor and no assignment. */
async function addUnstaffedSessionToday(
  zone: string,
): Promise<{ courseId: number; title: string }> {
  api.willWrite();
  const [course] = await api.query<{ id: number; title: string }>(
    "select id, title from courses where status = 'published' order by id limit 1",
  );
  const { startsAt } = dayWindowInZone(TEST_NOW, zone);
  const start = new Date(new Date(startsAt).getTime() + 20 * 3_600_000);
  await api.query(
    `insert into sessions (course_id, type, starts_at, ends_at, duration, online, supervisor_id)
     values ($1, 'Tutoring', $2, $3, 60, true, null)`,
    [course!.id, start, new Date(start.getTime() + 3_600_000)],
  );
  return { courseId: course!.id, title: course!.title };
}

describe('the dashboard', () => {
  it('is where an admin lands, with the cards an admin needs first', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    const titles = [
      "Today's sessions without a tutor",
      'Payroll items to review',
      'Leads to call',
      'Shipments to send',
    ];
    for (const title of titles) expect(await card(title)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews to feature' })).not.toBeInTheDocument();
    // Not the courses list any more.
    expect(screen.queryByRole('columnheader', { name: /Title/ })).not.toBeInTheDocument();
  });

  it('says so when every session today has a tutor (the demo world staffs them all)', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin');

    const sessions = await card("Today's sessions without a tutor");
    expect(
      await within(sessions).findByText('Every session today has a tutor.'),
    ).toBeInTheDocument();
    const call = api.requestsTo('/api/v2/sessions').at(-1)!;
    expect(call.searchParams.get('unassigned')).toBe('true');
    const window = dayWindowInZone(TEST_NOW, await zoneOf('admin@demo.test'));
    expect(call.searchParams.get('startsAt')).toBe(window.startsAt);
    expect(call.searchParams.get('endsAt')).toBe(window.endsAt);
  });

  it('counts a session of today without a tutor, previews it and links into the filtered list', async () => {
    const { courseId, title } = await addUnstaffedSessionToday(await zoneOf('admin@demo.test'));
    await api.signInAs('admin@demo.test');
    renderApp('/admin');

    const sessions = await card("Today's sessions without a tutor");
    expect(await within(sessions).findByText('session has no tutor')).toBeInTheDocument();
    expect(within(sessions).getByText('1')).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/courses/${courseId}/show`,
    );
    const open = within(sessions).getByRole('link', { name: 'Open the list (1)' });
    const target = new URL(open.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/admin/sessions');
    expect(JSON.parse(target.searchParams.get('filter')!)).toMatchObject({ unassigned: true });
  });

  it('counts the pending shipments and links to them', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin');
    const pending = await count(
      "select count(*)::int as count from shipments where status = 'pending'",
    );
    expect(pending).toBeGreaterThan(0);

    const shipments = await card('Shipments to send');
    const open = await within(shipments).findByRole('link', { name: `Open the list (${pending})` });
    expect(decodeURIComponent(open.getAttribute('href')!)).toContain('"status":"pending"');
  });

  it('counts the payroll items held for review and the leads no one has called', async () => {
    await api.signInAs('admin@demo.test');
    renderApp('/admin');
    const held = await count(
      'select count(*)::int as count from payroll_items where hold and not paid',
    );
    const uncalled = await count(
      "select count(*)::int as count from parents where type = 'Lead' and calls_count = 0",
    );
    expect(held).toBeGreaterThan(0);
    expect(uncalled).toBeGreaterThan(0);

    const payroll = await card('Payroll items to review');
    const openPayroll = await within(payroll).findByRole('link', {
      name: `Open the list (${held})`,
    });
    expect(decodeURIComponent(openPayroll.getAttribute('href')!)).toContain('"hold":true');
    const leads = await card('Leads to call');
    const openLeads = await within(leads).findByRole('link', {
      name: `Open the list (${uncalled})`,
    });
    expect(decodeURIComponent(openLeads.getAttribute('href')!)).toContain('"quick":"noContact"');
  });

  it('gives an instruction manager the reviews to feature, counted as the API filters them', async () => {
    await api.signInAs('manager@demo.test');
    renderApp('/admin');
    const toFeature = await count(
      'select count(*)::int as count from reviews where stars = 5 and not featured and cardinality(comments) > 0',
    );

    const reviews = await card('Reviews to feature');
    if (toFeature === 0) {
      expect(await within(reviews).findByText(/No five-star review/)).toBeInTheDocument();
    } else {
      expect(
        await within(reviews).findByRole('link', { name: `Open the list (${toFeature})` }),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Shipments to send' })).not.toBeInTheDocument();
  });

  it('gives HR the payroll card only', async () => {
    api.willWrite();
    await api.query("update users set roles = '{hr}' where email = 'advisor@demo.test'");
    await api.signInAs('advisor@demo.test');
    renderApp('/admin');

    expect(await card('Payroll items to review')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('shows a failed card with a retry that loads it again', async () => {
    await api.signInAs('admin@demo.test');
    let isDown = true;
    api.server.use(
      http.get('*/api/v2/shipments', () =>
        isDown ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : undefined,
      ),
    );
    renderApp('/admin');

    const shipments = await card('Shipments to send');
    expect(
      await within(shipments).findByText('Could not load this card.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    isDown = false;
    within(shipments).getByRole('button', { name: 'Retry' }).click();
    await waitFor(() =>
      expect(within(shipments).getByRole('link', { name: /Open the list/ })).toBeInTheDocument(),
    );
  });
});
