import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';

const TUTOR = 'tutor@demo.test';

interface WireEnrollment {
  id: number;
  courseId: number;
  tutoring: boolean;
}

/** The unread count the bell's label reads ("Notifications (3 unread)"; none: 0). */
async function unreadCount(page: Page): Promise<number> {
  // Hidden from the accessibility tree while the modal is open, and read all the same.
  const label = await page
    .getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/, includeHidden: true })
    .getAttribute('aria-label');
  return Number(/\((\d+) unread\)/.exec(label ?? '')?.[1] ?? 0);
}

/** Resolves once the page's realtime socket reports `channel` subscribed (Pusher protocol). */
function channelJoined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes(channel)) resolve();
      });
    });
  });
}

/**
 * Seeds, as an admin through the API, a new student of the test's own enrolled with the demo
 * tutor in a tutoring course of theirs; returns a function that books the student's first
 * session with the tutor (the event that makes the tutor's New Student notice).
 */
async function newStudentOfTutor(baseURL: string | undefined, tutorId: number, lastName: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const admin = await apiSignIn(context, 'admin@demo.test');
  const { enrollments } = (await admin.get(
    `/api/v2/enrollments?tutorId=${tutorId}&active=true&per=100`,
  )) as { enrollments: WireEnrollment[] };
  const tutoring = enrollments.find((e) => e.tutoring);
  expect(tutoring, 'a tutoring enrollment of the demo tutor').toBeTruthy();
  const { student } = (await admin.post('/api/v2/students', {
    student: { firstName: 'Nova', lastName, grade: 9 },
  })) as { student: { id: number } };
  const { enrollment } = (await admin.post('/api/v2/enrollments', {
    enrollment: { courseId: tutoring!.courseId, studentId: student.id, tutorId },
  })) as { enrollment: { id: number } };

  const book = async () => {
    // An hour far enough ahead, spread by the name, tried until one is free for the tutor.
    const seed = Number(lastName.replace(/\D/g, '').slice(-6)) || 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const day = new Date();
      day.setUTCDate(day.getUTCDate() + 40 + ((seed + attempt * 7) % 120));
      day.setUTCHours(13 + ((seed + attempt) % 8), 0, 0, 0);
      // A 409 is an hour the tutor already teaches (the demo world's sessions): try the next.
      const answer = (await admin
        .post('/api/v2/tutorings', {
          tutoring: {
            studentId: student.id,
            enrollmentId: enrollment.id,
            tutorId,
            bookings: [{ startsAt: day.toISOString(), duration: 60 }],
          },
        })
        .catch((error: Error) => {
          if (error.message.includes(': 409 ')) return { tutoring: null };
          throw error;
        })) as { tutoring: { id: number } | null };
      if (answer.tutoring) return;
    }
    throw new Error('no free hour for the booking');
  };
  return { studentId: student.id, book, dispose: () => context.dispose() };
}

/**
 * Issue 24's tutor journey (spec scheduling §2, §4): the tutor is on the dashboard when an
 * admin books a session for a student new to them; the bell's count goes up without a reload
 * (new-notice), the Notifications modal lists the New Student notice, its action opens the
 * student's page, and acknowledging it takes it off the list.
 */
for (const width of [1280, 390]) {
  test(`a tutor sees a New Student notice arrive live, follows it and acknowledges it (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000);
    await page.setViewportSize({ width, height: 900 });
    const tutor = await apiSignIn(page.request, TUTOR);
    const lastName = `Notice${width}x${Date.now()}`;
    const seeded = await newStudentOfTutor(baseURL, tutor.user.tutorId!, lastName);

    // The bell hears new-notice once the app has joined the tutor's private channel.
    const subscribed = channelJoined(page, `private-tutor-user-${tutor.user.id}`);
    await page.goto('/tutor/dashboard');
    await subscribed;
    const bell = page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/ });
    await expect(bell).toBeVisible();
    // The badge has read the count (the enrollment's own notice included) before the booking.
    await expect
      .poll(async () => {
        const answer = (await tutor.get('/api/v2/notices?unread=true&per=1')) as {
          meta: { totalCount: number };
        };
        return answer.meta.totalCount === (await unreadCount(page));
      })
      .toBe(true);
    const before = await unreadCount(page);

    await seeded.book();
    // Live: the count goes up with no reload.
    await expect.poll(() => unreadCount(page), { timeout: 3_000 }).toBeGreaterThan(before);

    await bell.click();
    const modal = page.getByRole('dialog', { name: 'Notifications' });
    const notice = modal
      .getByRole('listitem', { name: 'New Student' })
      .filter({ hasText: `Nova ${lastName} is your new student` });
    await expect(notice).toBeVisible();
    // Opening the list reads it: the count goes down.
    await expect.poll(() => unreadCount(page)).toBe(0);

    // Spec §4: a New Student notice opens the student's academic planner.
    await notice.getByRole('button', { name: 'Academic planner' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`/tutor/students/${seeded.studentId}/academic-planner$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: `Nova ${lastName}` })).toBeVisible();

    await bell.click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Acknowledge New Student' }).click();
    await expect(notice).toBeHidden();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await seeded.dispose();
  });
}
