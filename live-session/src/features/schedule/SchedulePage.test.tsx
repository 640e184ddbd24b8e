import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Availability, Session } from '@tp/domain';
import { server, signInHandlers, startApiServer } from '../../test/api.ts';
import { createFakeRealtime } from '../../test/fake-realtime.ts';
import { TUTOR, availability, session } from '../../test/fixtures.ts';
import { currentUrl, renderApp, testServices } from '../../test/render-app.tsx';

startApiServer();

/** Serves the given sessions and availabilities and records the query of every call. */
function scheduleApi(data: { sessions: Session[]; availabilities?: Availability[] }) {
  const sessionQueries: URLSearchParams[] = [];
  const availabilityQueries: URLSearchParams[] = [];
  server.use(
    ...signInHandlers(TUTOR),
    http.get('/api/v2/sessions', ({ request }) => {
      sessionQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ sessions: data.sessions, meta: {} });
    }),
    http.get('/api/v2/availabilities', ({ request }) => {
      availabilityQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ availabilities: data.availabilities ?? [], meta: {} });
    }),
  );
  return { sessionQueries, availabilityQueries };
}

/** The calendar block of an event, found by its title. */
async function findEvent(title: string): Promise<HTMLElement> {
  const content = await screen.findByText(title);
  const block = content.closest<HTMLElement>('.rbc-event');
  if (!block) throw new Error(`${title} is not inside a calendar event`);
  return block;
}

function timeLabel(event: HTMLElement): string | null | undefined {
  return event.querySelector('.rbc-event-label')?.textContent;
}

describe('tutor schedule', () => {
  it('asks for the visible week of the tutor, in the tutor’s zone', async () => {
    const { sessionQueries, availabilityQueries } = scheduleApi({ sessions: [] });
    renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() => expect(sessionQueries).toHaveLength(1));
    const query = sessionQueries[0]!;
    expect(query.get('tutorId')).toBe('7');
    // Sunday to Sunday, midnight in Chicago (UTC-6 in January).
    expect(query.get('startsAt')).toBe('2025-01-12T06:00:00.000Z');
    expect(query.get('endsAt')).toBe('2025-01-19T06:00:00.000Z');
    expect(query.get('per')).toBe('150');
    expect(query.get('include')).toBe('course,assignments,attendances');
    await waitFor(() => expect(availabilityQueries).toHaveLength(1));
    expect(availabilityQueries[0]!.get('tutorId')).toBe('7');
    expect(availabilityQueries[0]!.get('startsAt')).toBe('2025-01-12T06:00:00.000Z');
  });

  it('shows a session titled by its course with its students', async () => {
    scheduleApi({
      sessions: [
        session({ startsAt: '2025-01-15T15:00:00Z', endsAt: '2025-01-15T16:00:00Z', students: 3 }),
      ],
    });
    renderApp('/tutor/schedule?date=2025-01-15');
    expect(await findEvent('SAT Prep Spring (3 students)')).toBeInTheDocument();
  });

  it('shows a session at 15:00Z at 9:00 AM for a tutor in Chicago in winter', async () => {
    scheduleApi({
      sessions: [session({ startsAt: '2025-01-15T15:00:00Z', endsAt: '2025-01-15T16:00:00Z' })],
    });
    renderApp('/tutor/schedule?date=2025-01-15');
    expect(timeLabel(await findEvent('SAT Prep Spring (2 students)'))).toBe('9:00 AM – 10:00 AM');
  });

  it('keeps wall times across the spring-forward change in the visible week', async () => {
    const { sessionQueries } = scheduleApi({
      sessions: [
        // Sunday 9 March 2025 after the change (CDT, UTC-5) and Monday.
        session({
          title: 'Sunday class',
          startsAt: '2025-03-09T14:00:00Z',
          endsAt: '2025-03-09T15:00:00Z',
        }),
        session({
          title: 'Monday class',
          startsAt: '2025-03-10T14:00:00Z',
          endsAt: '2025-03-10T15:00:00Z',
        }),
      ],
    });
    renderApp('/tutor/schedule?date=2025-03-11');
    const sunday = await findEvent('Sunday class (2 students)');
    const monday = await findEvent('Monday class (2 students)');
    expect(timeLabel(sunday)).toBe('9:00 AM – 10:00 AM');
    expect(timeLabel(monday)).toBe('9:00 AM – 10:00 AM');
    // Both drawn at 9:00 of a 24-hour grid.
    expect(sunday.style.top).toBe('37.5%');
    expect(monday.style.top).toBe('37.5%');
    // The week starts at midnight CST and ends at midnight CDT: 167 hours.
    expect(sessionQueries[0]!.get('startsAt')).toBe('2025-03-09T06:00:00.000Z');
    expect(sessionQueries[0]!.get('endsAt')).toBe('2025-03-16T05:00:00.000Z');
  });

  it('draws availabilities as background blocks', async () => {
    scheduleApi({
      sessions: [],
      availabilities: [availability('2025-01-15T20:00:00Z', '2025-01-16T01:00:00Z')],
    });
    const { container } = renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() =>
      expect(
        container.querySelector('.rbc-background-event.tp-event--availability'),
      ).not.toBeNull(),
    );
  });

  it('refetches the visible range on a schedule-change event, without a reload', async () => {
    const data = {
      sessions: [
        session({
          title: 'Algebra',
          startsAt: '2025-01-15T15:00:00Z',
          endsAt: '2025-01-15T16:00:00Z',
        }),
      ],
    };
    const { sessionQueries } = scheduleApi(data);
    const realtime = createFakeRealtime();
    renderApp('/tutor/schedule?date=2025-01-15', testServices(realtime));
    await findEvent('Algebra (2 students)');
    await waitFor(() =>
      expect(realtime.subscriptionCount('private-tutor-user-11', 'schedule-change')).toBe(1),
    );

    data.sessions = [
      ...data.sessions,
      session({
        title: 'Geometry',
        startsAt: '2025-01-16T15:00:00Z',
        endsAt: '2025-01-16T16:00:00Z',
      }),
    ];
    realtime.emit('private-tutor-user-11', 'schedule-change', { sessionId: 1, action: 'created' });

    expect(await findEvent('Geometry (2 students)')).toBeInTheDocument();
    expect(sessionQueries).toHaveLength(2);
    expect(sessionQueries[1]!.get('startsAt')).toBe(sessionQueries[0]!.get('startsAt'));
  });

  it('puts the date in the address and asks for the next week when moving on', async () => {
    const { sessionQueries } = scheduleApi({ sessions: [] });
    const { router } = renderApp('/tutor/schedule?date=2025-01-15');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule?date=2025-01-22'));
    await waitFor(() =>
      expect(sessionQueries.at(-1)?.get('startsAt')).toBe('2025-01-19T06:00:00.000Z'),
    );
  });

  it('asks for the whole month grid in month view', async () => {
    const { sessionQueries } = scheduleApi({ sessions: [] });
    renderApp('/tutor/schedule?date=2025-01-15');
    await userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(sessionQueries.at(-1)?.get('startsAt')).toBe('2024-12-29T06:00:00.000Z'),
    );
    expect(sessionQueries.at(-1)?.get('endsAt')).toBe('2025-02-02T06:00:00.000Z');
  });

  it('shows an empty week as an empty calendar', async () => {
    const { sessionQueries } = scheduleApi({ sessions: [] });
    const { container } = renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() => expect(sessionQueries).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rbc-event')).toHaveLength(0);
  });

  it('shows the catalogue toast when the sessions cannot be loaded, and keeps the calendar', async () => {
    server.use(
      ...signInHandlers(TUTOR),
      http.get('/api/v2/sessions', () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'r1' }, { status: 500 }),
      ),
      http.get('/api/v2/availabilities', () => HttpResponse.json({ availabilities: [], meta: {} })),
    );
    renderApp('/tutor/schedule?date=2025-01-15');
    expect(await screen.findByText('Sorry, there has been a problem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
  });
});
