import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../../support/api.ts';
import { signInBeforeLoad } from '../../support/sign-in.ts';

const LOGIN = 'student@demo.test';

interface StudyArea {
  id: number;
  subject: { name: string };
  confidenceLevel: number | null;
}

/** A screenshot of the page as it is, kept with the test's results. */
async function keepScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

// Both widths walk the same student's areas: one after the other.
test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test(`a student adds, edits and deletes study areas at ${width} px`, async ({
    page,
    request,
  }) => {
    const api = await apiSignIn(request, LOGIN);
    const studentId = (api.user as unknown as { studentId: number }).studentId;
    const areasNow = async () =>
      (
        (await api.get(`/api/v2/study_areas?studentId=${studentId}`)) as {
          study_areas: StudyArea[];
        }
      ).study_areas;
    const algebra = (await areasNow()).find((area) => area.subject.name === 'Algebra II')!;
    try {
      await page.setViewportSize({ width, height: 900 });
      await signInBeforeLoad(page, LOGIN);
      await page.goto('/');
      await expect(page).toHaveURL(/\/student\/students\/\d+\//);
      await page.getByRole('tab', { name: 'Study areas' }).click();
      await expect(page).toHaveURL(/\/study-areas$/);
      await expect(page.getByRole('listitem', { name: 'SAT Math' })).toBeVisible();
      await keepScreenshot(page, `study-areas-${width}`);

      // Add a test-prep area: the subject the student already has is disabled.
      await page.getByRole('button', { name: 'Add study area' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a study area' });
      await dialog.getByRole('combobox', { name: /subject/i }).click();
      await expect(page.getByRole('option', { name: 'SAT Math (already added)' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await page.getByRole('option', { name: 'ACT Math' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText("Test date can't be blank")).toBeVisible();
      await dialog.getByRole('combobox', { name: /test date/i }).click();
      await page
        .getByRole('option', { name: /^ACT · / })
        .first()
        .click();
      await dialog.getByRole('textbox', { name: /goal score/i }).fill('31');
      await dialog.getByRole('radio', { name: 'Somewhat stressed' }).check();
      await keepScreenshot(page, `study-area-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Study area added.')).toBeVisible();
      await expect(dialog).toBeHidden();
      const act = page.getByRole('listitem', { name: 'ACT Math' });
      await expect(act.getByText('31')).toBeVisible();

      // Edit one.
      await page.getByRole('button', { name: 'Edit Algebra II' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit study area' });
      await edit.getByRole('radio', { name: 'Completely overwhelmed' }).check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Study area saved.')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(
        page.getByRole('listitem', { name: 'Algebra II' }).getByText('Completely overwhelmed'),
      ).toBeVisible();

      // Delete the one added, once confirmed.
      await page.getByRole('button', { name: 'Delete ACT Math' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete study area' });
      await expect(confirm.getByText(/delete the study area ACT Math\?/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('ACT Math was removed from the study areas.')).toBeVisible();
      // While a dialog is open the page behind it is hidden from roles: wait for it to go.
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('listitem', { name: 'Algebra II' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'ACT Math' })).toHaveCount(0);
      await keepScreenshot(page, `study-areas-after-${width}`);
    } finally {
      // Leave the demo student as found, whatever failed above.
      for (const area of await areasNow()) {
        if (area.subject.name === 'ACT Math') {
          await request.delete(`/api/v2/study_areas/${area.id}`, {
            headers: {
              'X-XSRF-TOKEN': decodeURIComponent(
                (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
              ),
            },
          });
        }
      }
      await api.put(`/api/v2/study_areas/${algebra.id}`, {
        study_area: { confidenceLevel: algebra.confidenceLevel },
      });
    }
  });
}
