import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { sessionEntries } from '../../support/sessions-list.ts';

const TUTOR = 'tutor@demo.test';

/**
 * A tutor opens one of their students from the dashboard's Tutoring tab (spec scheduling §2
 * tutor.student) and reads the student's sessions on the family app's Sessions tab; a student
 * who is not theirs is "not found" (the server answers 404).
 */
for (const width of [1280, 390]) {
  test(`a tutor opens a student's page from the dashboard and sees their sessions (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(30_000);
    await page.setViewportSize({ width, height: 900 });
    const tutor = await apiSignIn(page.request, TUTOR);
    const { tutoring_histories: histories } = (await tutor.get(
      `/api/v2/tutoring_histories?tutorId=${tutor.user.tutorId}&active=true&noPagination=true`,
    )) as { tutoring_histories: { studentId: number; studentName: string }[] };
    // A student of theirs with sessions the tutor may read.
    let student: { studentId: number; studentName: string; sessions: number } | undefined;
    for (const history of histories) {
      const { meta } = (await tutor.get(
        `/api/v2/sessions?studentId=${history.studentId}&per=1`,
      )) as { meta: { totalCount: number } };
      if (meta.totalCount > 0) {
        student = { ...history, sessions: meta.totalCount };
        break;
      }
    }
    expect(student).toBeTruthy();

    await page.goto('/tutor/dashboard/students');
    await page
      .getByRole('table', { name: 'Tutoring students' })
      .getByRole('link', { name: student!.studentName })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/tutor/students/${student!.studentId}/academic-planner$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: student!.studentName })).toBeVisible();

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/\/sessions-list$/);
    await expect(sessionEntries(page, width)).toHaveCount(Math.min(student!.sessions, 10));

    if (width < 600) {
      // On a phone the main navigation is a menu: Home leads back to the dashboard.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('menu', { name: 'Main' })
        .getByRole('menuitem', { name: 'Home' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
    }
    await expect(page).toHaveURL(/\/tutor\/dashboard\/students$/);
  });
}
