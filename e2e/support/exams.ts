import type { APIRequestContext } from '@playwright/test';
import { apiSignIn } from './api.ts';

/**
 * The exams service as the admin calls it: the exams token in the Authorization header, the
 * CSRF header on writes (the same request context holds the sign-in cookies).
 */
export async function examsClient(request: APIRequestContext) {
  const admin = await apiSignIn(request, 'admin@demo.test');
  const me = (await admin.get('/api/session.json')) as { user: { examsApiToken: string } };
  const state = await request.storageState();
  const xsrf = decodeURIComponent(state.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const headers = {
    Authorization: `Bearer ${me.user.examsApiToken}`,
    'X-XSRF-TOKEN': xsrf,
  };
  const answer = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()}`);
    return response.status() === 204 ? null : response.json();
  };
  return {
    admin,
    get: async (path: string) => answer(await request.get(path, { headers })),
    post: async (path: string, data: unknown) =>
      answer(await request.post(path, { headers, data })),
    put: async (path: string, data: unknown) => answer(await request.put(path, { headers, data })),
    delete: async (path: string) => answer(await request.delete(path, { headers })),
  };
}
