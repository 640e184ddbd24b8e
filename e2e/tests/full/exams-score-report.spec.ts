import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { backofficePage, keepScreenshot, seeToast, WIDTHS } from '../../support/backoffice.ts';
import { examsClient } from '../../support/exams.ts';
import { waitForMail } from '../../support/mail.ts';

interface ReportsOverview {
  scored_exams: { exam_type: string; form_code: string }[];
}

/** The attachment named `*.{extension}` of a raw MIME mail, decoded, with its content type. */
function attachment(raw: string, extension: string): { type: string; content: Buffer } {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('the mail is not multipart');
  const part = raw
    .split(`--${boundary}`)
    .find((entity) => new RegExp(`filename="?[^"\\r\\n]+\\.${extension}"?`).test(entity));
  if (!part) throw new Error(`the mail has no .${extension} attachment`);
  const [head, ...body] = part.replace(/\r\n/g, '\n').trim().split('\n\n');
  const type = /content-type:\s*([^;\n]+)/i.exec(head!)?.[1]?.trim() ?? '';
  const isBase64 = /content-transfer-encoding:\s*base64/i.test(head!);
  const text = body.join('\n\n');
  return {
    type,
    content: isBase64 ? Buffer.from(text.replace(/\s+/g, ''), 'base64') : Buffer.from(text),
  };
}

for (const width of WIDTHS) {
  test(`at ${width} px: an admin runs a score report for a course and its mail holds the CSV and the PDF`, async ({
    browser,
    request,
  }) => {
    // A course of the demo student's with scored exams in the default range (through the API).
    const exams = await examsClient(request);
    const { students } = (await exams.admin.get('/api/v2/students?query=Lily%20Brennan')) as {
      students: { id: number }[];
    };
    const { enrollments } = (await exams.admin.get(
      `/api/v2/enrollments?studentId=${students[0]!.id}&status=active`,
    )) as { enrollments: { courseId: number }[] };
    let courseId: number | undefined;
    for (const { courseId: id } of enrollments) {
      const overview = (await exams.get(`/api/reports?handles=${id}`)) as ReportsOverview;
      if (overview.scored_exams.length > 0) {
        courseId = id;
        break;
      }
    }
    if (courseId === undefined) throw new Error('the demo student has no course with scored exams');

    const page = await backofficePage(browser, 'admin@demo.test', width);
    try {
      await page.goto(`/admin/courses/${courseId}/show/exams`);
      await expect(page.getByRole('table', { name: 'Score summaries' })).toBeVisible();
      await page.getByRole('button', { name: 'Exam reports' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exam reports' });
      const run = dialog.getByRole('button', { name: 'Run Report' });
      // Run Report waits for a choice of report.
      await expect(run).toBeDisabled();
      await dialog.getByRole('radio', { name: 'Score summary' }).check();
      await keepScreenshot(page, `exam-reports-${width}`);
      await run.click();
      await seeToast(
        page,
        'The report will be emailed to you within 5-10 minutes at: admin@demo.test',
      );

      // The job runner mails it (an .eml under the server's data directory, without SMTP).
      const mail = await waitForMail({
        to: 'admin@demo.test',
        subject: /^Score summary: /,
        timeoutMs: 30_000,
      });
      const raw = await readFile(mail.file, 'utf8');
      const csv = attachment(raw, 'csv');
      expect(csv.type).toBe('text/csv');
      expect(csv.content.toString('utf8')).toMatch(/Brennan/);
      const pdf = attachment(raw, 'pdf');
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });
}
