import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExamsApi } from './exams-api.ts';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie, type Responder } from './testing/fake-fetch.ts';

function examsApiWith(responder: Responder) {
  const fake = fakeFetch(responder);
  const httpClient = createHttpClient({ fetch: fake.fetch });
  const api = createExamsApi(httpClient, () => ({ baseUrl: '', token: 'tok' }));
  return { api, calls: fake.calls };
}

beforeEach(() => setXsrfCookie('t'));
afterEach(() => setXsrfCookie(null));

describe('the exams API’s score reports', () => {
  it('GETs /api/reports with the set query fields and the token in the header', async () => {
    const answer = { available_reports: [], scored_exams: [], student_count: 3 };
    const { api, calls } = examsApiWith(() => ({ json: answer }));
    await expect(
      api.reports({ handles: '12', start_date: '2026-01-01', end_date: undefined }),
    ).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/reports?handles=12&start_date=2026-01-01',
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('POSTs /api/reports and answers the message', async () => {
    const message = 'The report will be emailed to you within 5-10 minutes at: a@b.test';
    const { api, calls } = examsApiWith(() => ({ json: { message } }));
    const request = {
      handles: '12',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      report: 'score_summary' as const,
    };
    await expect(api.runReport(request)).resolves.toBe(message);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/reports', body: request });
  });

  it('GETs the summaries and the analysis as their tables', async () => {
    const { api, calls } = examsApiWith((call) => ({
      json: call.url.includes('summaries') ? { summaries: [] } : { analysis: [] },
    }));
    await expect(api.reportSummaries({ handles: '12' })).resolves.toEqual([]);
    await expect(api.reportAnalysis({ handles: '12', exam_type: 'ACT' })).resolves.toEqual([]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/reports/summaries?handles=12',
      '/api/reports/analysis?handles=12&exam_type=ACT',
    ]);
  });
});
