import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  COMPONENT_TEST_NOW,
  TUTOR_EMAIL,
  demoUser,
  startLiveTestApi,
} from '../../test/test-api.ts';
import { currentUrl, inProcessRealtime, renderApp, testServices } from '../../test/render-app.tsx';

// A calendar over the in-process app takes seconds per test on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = startLiveTestApi();
const SESSIONS = '/api/v2/sessions';

let tutorId: number;
beforeAll(async () => {
  tutorId = (await demoUser(api, TUTOR_EMAIL)).tutorId!;
  // react-big-calendar's selection asks where the pointer is; jsdom has no layout.
  document.elementFromPoint = () => null;
});
beforeEach(() => api.signInAs(TUTOR_EMAIL));

interface DemoSession {
  /** The calendar's title: course and students. */
  title: string;
  /** The wall-clock times in Chicago, as PostgreSQL's time zone rules give them. */
  label: string;
  /** Minutes from midnight in Chicago. */
  minuteOfDay: number;
}

/** The tutor's sessions starting in [from, to), soonest first, as the calendar should show them. */
async function tutorSessions(from: string, to: string): Promise<DemoSession[]> {
  return api.query<DemoSession>(
    `select c.title || ' (' || count(a.id) || case count(a.id) when 1 then ' student)' else ' students)' end as title,
            to_char(s.starts_at at time zone 'America/Chicago', 'FMHH12:MI AM') || ' – ' ||
            to_char(s.ends_at at time zone 'America/Chicago', 'FMHH12:MI AM') as label,
            (extract(hour from s.starts_at at time zone 'America/Chicago') * 60 +
             extract(minute from s.starts_at at time zone 'America/Chicago'))::int as "minuteOfDay"
       from sessions s
       join courses c on c.id = s.course_id
       left join attendances a on a.session_id = s.id
      where s.supervisor_id = $1 and s.starts_at >= $2 and s.starts_at < $3
      group by s.id, c.title
      order by s.starts_at`,
    [tutorId, from, to],
  );
}

/** The calendar blocks of the events with a title. */
async function findEvents(title: string): Promise<HTMLElement[]> {
  const contents = await screen.findAllByText(title);
  return contents.map((content) => {
    const block = content.closest<HTMLElement>('.rbc-event');
    if (!block) throw new Error(`${title} is not inside a calendar event`);
    return block;
  });
}

function timeLabel(event: HTMLElement): string | null | undefined {
  return event.querySelector('.rbc-event-label')?.textContent;
}

function sessionQueries(): URLSearchParams[] {
  return api.requestsTo(SESSIONS).map((url) => url.searchParams);
}

describe('tutor schedule', () => {
  it('asks for the visible week of the tutor, in the tutor’s zone', async () => {
    renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() => expect(sessionQueries()).toHaveLength(1));
    const query = sessionQueries()[0]!;
    expect(query.get('tutorId')).toBe(String(tutorId));
    // Sunday to Sunday, midnight in Chicago (UTC-6 in January).
    expect(query.get('startsAt')).toBe('2025-01-12T06:00:00.000Z');
    expect(query.get('endsAt')).toBe('2025-01-19T06:00:00.000Z');
    expect(query.get('per')).toBe('150');
    expect(query.get('include')).toBe('course,assignments,attendances');
    // The availabilities of the month grid holding the week, one request for the week and the
    // mini calendar: Sunday, December 29 to Sunday, February 2.
    await waitFor(() => expect(api.requestsTo('/api/v2/availabilities')).toHaveLength(1));
    const availabilities = api.requestsTo('/api/v2/availabilities')[0]!.searchParams;
    expect(availabilities.get('tutorId')).toBe(String(tutorId));
    expect(availabilities.get('startsAt')).toBe('2024-12-29T06:00:00.000Z');
    expect(availabilities.get('endsAt')).toBe('2025-02-02T06:00:00.000Z');
    expect(availabilities.get('per')).toBe('500');
    // The next week is in the same month: its sessions are asked, its availabilities are known.
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sessionQueries()).toHaveLength(2));
    expect(sessionQueries()[1]!.get('startsAt')).toBe('2025-01-19T06:00:00.000Z');
    expect(api.requestsTo('/api/v2/availabilities')).toHaveLength(1);
  });

  it('shows the week’s sessions titled by their course with their students, at their wall time', async () => {
    const week = await tutorSessions('2025-03-02T06:00:00Z', '2025-03-09T06:00:00Z');
    expect(week.length).toBeGreaterThan(0);
    renderApp('/tutor/schedule?date=2025-03-05');
    for (const session of week) {
      const labels = (await findEvents(session.title)).map(timeLabel);
      expect(labels).toContain(session.label);
    }
  });

  it('says each session’s attendance state in its tooltip, with the spec’s texts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(COMPONENT_TEST_NOW);
    try {
      const week = await api.query<{ title: string; text: string }>(
        `select c.title || ' (' || count(a.id) || case count(a.id) when 1 then ' student)' else ' students)' end as title,
                case when s.attendance_taken_at is not null then $4
                     when s.starts_at > $2 then $5 else $6 end as text
           from sessions s join courses c on c.id = s.course_id
           left join attendances a on a.session_id = s.id
          where s.supervisor_id = $1 and s.starts_at >= $3 and s.starts_at < $3::timestamptz + interval '7 days'
          group by s.id, c.title`,
        [
          tutorId,
          COMPONENT_TEST_NOW.toISOString(),
          '2025-03-02T06:00:00Z',
          'Student has been marked as attended by the tutor',
          'Session scheduled for a future date',
          'Attendance for the session has not yet been taken',
        ],
      );
      // The demo week has sessions to come and sessions already taken.
      expect(new Set(week.map((session) => session.text)).size).toBeGreaterThan(1);
      renderApp('/tutor/schedule?date=2025-03-05');
      for (const { title, text } of week) {
        // The calendar puts the time label before the tooltip ("9:00 AM – 10:00 AM: …").
        const tooltips = (await findEvents(title)).map((event) => event.getAttribute('title'));
        expect(tooltips.some((tooltip) => tooltip?.endsWith(`: ${title} · ${text}`))).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps wall times across the spring-forward change in the visible week', async () => {
    // Sunday 9 March 2025 is the change (CST to CDT); the week ends at midnight CDT: 167 hours.
    const week = await tutorSessions('2025-03-09T06:00:00Z', '2025-03-16T05:00:00Z');
    const sunday = week[0]!;
    renderApp('/tutor/schedule?date=2025-03-11');
    await userEvent.click(await screen.findByLabelText('Show full 24 hours'));
    const [first] = await findEvents(sunday.title);
    expect(timeLabel(first!)).toBe(sunday.label);
    // Drawn at its wall time on a 24-hour grid.
    expect(parseFloat(first!.style.top)).toBeCloseTo((sunday.minuteOfDay / 1440) * 100, 5);
    expect(sessionQueries()[0]!.get('startsAt')).toBe('2025-03-09T06:00:00.000Z');
    expect(sessionQueries()[0]!.get('endsAt')).toBe('2025-03-16T05:00:00.000Z');
  });

  /** The tutor's first session of the demo week of 5 March 2025 of a type, with its labels. */
  const firstOfType = (type: string) =>
    api.query<{ title: string; range: string; sessionName: string }>(
      `select c.title || ' (' || (select count(*) from attendances a where a.session_id = s.id) ||
              case (select count(*) from attendances a where a.session_id = s.id)
                when 1 then ' student)' else ' students)' end as title,
              lower(to_char(s.starts_at at time zone 'America/Chicago', 'FMHH12:MIAM')) || ' - ' ||
              lower(to_char(s.ends_at at time zone 'America/Chicago', 'FMHH12:MIAM')) as range,
              c.title as "sessionName"
         from sessions s join courses c on c.id = s.course_id
        where s.supervisor_id = $1 and s.canceled_at is null and s.type = $2
          and s.starts_at >= '2025-03-02T06:00:00Z' and s.starts_at < '2025-03-09T06:00:00Z'
        order by s.starts_at limit 1`,
      [tutorId, type],
    );

  it('opens a session’s editor from its detail with the rows at the tutor’s wall time', async () => {
    // The tests run in UTC: a row read in the browser's zone would be six hours off Chicago.
    const [session] = await firstOfType('Tutoring');
    renderApp('/tutor/schedule?date=2025-03-05');
    const [block] = await findEvents(session!.title);
    await userEvent.click(block!);
    const detail = await screen.findByRole('dialog', { name: session!.sessionName });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Session Editor' });
    const rows = await within(editor).findAllByRole('row');
    expect(rows.some((row) => row.textContent?.includes(session!.range))).toBe(true);
  });

  it('offers no Edit on a course class the tutor supervises: the editor would refuse it', async () => {
    const [session] = await firstOfType('Course');
    renderApp('/tutor/schedule?date=2025-03-05');
    const [block] = await findEvents(session!.title);
    await userEvent.click(block!);
    const detail = await screen.findByRole('dialog', { name: session!.sessionName });
    // Loaded once its page link shows.
    expect(await within(detail).findByRole('link', { name: 'Open session page' })).toBeVisible();
    expect(within(detail).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('draws availabilities as background blocks', async () => {
    const { container } = renderApp('/tutor/schedule?date=2025-03-05');
    await waitFor(() =>
      expect(
        container.querySelector('.rbc-background-event.tp-event--availability'),
      ).not.toBeNull(),
    );
  });

  it('shows a session staff add meanwhile, on the schedule-change event, without a reload', async () => {
    api.willWrite();
    const week = await tutorSessions('2025-03-02T06:00:00Z', '2025-03-09T06:00:00Z');
    const [course] = await api.query<{ id: number; title: string }>(
      `select c.id, c.title from courses c join sessions s on s.course_id = c.id
        where s.supervisor_id = $1 order by s.starts_at limit 1`,
      [tutorId],
    );
    renderApp('/tutor/schedule?date=2025-03-05', testServices(inProcessRealtime(api.realtime)));
    await findEvents(week[0]!.title);
    const before = document.querySelectorAll('.rbc-event').length;

    const admin = await api.otherBrowser('admin@demo.test');
    const created = await admin.request('POST', SESSIONS, {
      session: {
        courseId: course!.id,
        startsAt: '2025-03-06T15:00:00Z',
        duration: 60,
        supervisorId: tutorId,
        type: 'Tutoring',
      },
    });
    expect(created.status).toBe(201);

    await waitFor(() => expect(document.querySelectorAll('.rbc-event')).toHaveLength(before + 1));
    expect(sessionQueries()).toHaveLength(2);
    expect(sessionQueries()[1]!.get('startsAt')).toBe(sessionQueries()[0]!.get('startsAt'));
  });

  it('puts the date in the address and asks for the next week when moving on', async () => {
    const { router } = renderApp('/tutor/schedule?date=2025-01-15');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tutor/schedule?date=2025-01-22'));
    await waitFor(() =>
      expect(sessionQueries().at(-1)?.get('startsAt')).toBe('2025-01-19T06:00:00.000Z'),
    );
  });

  it('asks for the whole month grid in month view', async () => {
    renderApp('/tutor/schedule?date=2025-01-15');
    await userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(sessionQueries().at(-1)?.get('startsAt')).toBe('2024-12-29T06:00:00.000Z'),
    );
    expect(sessionQueries().at(-1)?.get('endsAt')).toBe('2025-02-02T06:00:00.000Z');
  });

  it('shows a week without sessions as an empty calendar', async () => {
    // The demo world's schedule starts weeks after mid-January 2025.
    expect(await tutorSessions('2025-01-12T06:00:00Z', '2025-01-19T06:00:00Z')).toEqual([]);
    const { container } = renderApp('/tutor/schedule?date=2025-01-15');
    await waitFor(() => expect(sessionQueries()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(container.querySelectorAll('.rbc-event')).toHaveLength(0);
  });

  it('shows the catalogue toast when the sessions cannot be loaded, and keeps the calendar', async () => {
    api.server.use(
      http.get(`*${SESSIONS}`, () =>
        HttpResponse.json({ error: 'Internal server error', requestId: 'r1' }, { status: 500 }),
      ),
    );
    renderApp('/tutor/schedule?date=2025-03-05');
    expect(await screen.findByText('Sorry, there has been a problem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
  });
});
