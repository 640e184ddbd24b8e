import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { TUTOR_EMAIL, startLiveTestApi } from '../../test/test-api.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { MESSAGE_NOT_LOCATED } from './MessageRedirect.tsx';

const api = startLiveTestApi();

describe('the message route', { timeout: 30_000 }, () => {
  it("goes to the dashboard with the spec's toast when the message cannot be loaded", async () => {
    const [message] = await api.query<{ id: number }>(
      'select id from messages order by id limit 1',
    );
    await api.signInAs(TUTOR_EMAIL);
    // Messages are staff's: the server refuses a tutor this one.
    const { status } = await api.request('GET', `/api/v2/messages/${message!.id}`);
    expect([403, 404]).toContain(status);
    const { router } = renderApp(`/tutor/messages/${message!.id}`);
    expect(
      await screen.findByText(MESSAGE_NOT_LOCATED.message, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_NOT_LOCATED.title)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/tutor\/dashboard/));
  });

  it("goes to the student's contact tab when the message is about a student the tutor may open", async () => {
    await api.signInAs(TUTOR_EMAIL);
    api.server.use(
      http.get('*/api/v2/messages/:id', ({ params }) =>
        HttpResponse.json({ message: { id: Number(params.id), studentId: 4242 } }),
      ),
    );
    const { router } = renderApp('/tutor/messages/77');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/tutor/students/4242/contact?messageId=77'),
    );
  });
});
