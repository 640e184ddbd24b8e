import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { createTestApi } from '../test/testApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const api = createTestApi();

/** The files the page hands to the browser (react-admin's download makes an object URL). */
function catchDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:export';
  });
  return files;
}

/** The file's bytes as text, byte order mark included (Blob.text() would decode it away). */
async function fileText(file: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
}

function rowsOf(csv: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('list exports', { timeout: 30_000 }, () => {
  it('exports a course’s enrollees only, from its Enrollments tab', async () => {
    // A course with active enrollees while other courses have theirs too.
    const [course] = await api.query<{ id: number; count: number }>(
      `select course_id as id, count(*)::int as count from enrollments
        where status = 'active' group by course_id having count(*) > 1 order by course_id limit 1`,
    );
    const [all] = await api.query<{ count: number }>(
      `select count(*)::int as count from enrollments where status = 'active'`,
    );
    expect(all!.count).toBeGreaterThan(course!.count);
    await api.signInAs('admin@demo.test');
    renderApp(`/admin/courses/${course!.id}/show/enrollments`);
    const files = catchDownloads();

    const exportButton = await screen.findByRole('button', { name: /export/i });
    await waitFor(() => expect(exportButton).toBeEnabled());
    fireEvent.click(exportButton);
    await waitFor(() => expect(files).toHaveLength(1));

    const csv = await fileText(files[0]!);
    expect(csv.startsWith('\uFEFFEnrollment,Student,Grade,Status,Starts on\r\n')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(course!.count);
    expect(rows.every((row) => row.Status === 'Active')).toBe(true);
    const exportCall = api.requestsTo('/api/v2/enrollments').at(-1)!;
    expect(exportCall.searchParams.get('courseId')).toBe(String(course!.id));
  });

  it('exports the payments the search selects, with a byte order mark', async () => {
    const payments = await api.query<{ id: number }>('select id from payments order by id');
    expect(payments.length).toBeGreaterThan(0);
    await api.signInAs('admin@demo.test');
    renderApp('/admin/payments');
    const files = catchDownloads();

    const exportButton = await screen.findByRole('button', { name: /export/i });
    await waitFor(() => expect(exportButton).toBeEnabled());
    fireEvent.click(exportButton);
    await waitFor(() => expect(files).toHaveLength(1));

    const csv = await fileText(files[0]!);
    expect(csv.startsWith('\uFEFFID,Family,Status,Subtotal,')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows.map((row) => Number(row.ID)).sort((a, b) => a - b)).toEqual(
      payments.map((payment) => payment.id),
    );
    expect(rows[0]!.Total).toMatch(/^\$\d/);
    expect(rows[0]!.Paid).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
