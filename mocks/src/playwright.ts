import type { Page } from '@playwright/test';
import type { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';

/** What the mocked mode puts on `window` (see browser.ts), as a Playwright test sees it. */
interface MockedWindow {
  msw: { worker: SetupWorker; http: typeof http; HttpResponse: typeof HttpResponse };
  mockedApi: { readyMs: number; mail: { to: string; subject: string; text: string }[] };
}

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallAnswer {
  /** 200 by default. */
  status?: number;
  /** The JSON body; none (an empty body) when left out. */
  json?: unknown;
  /** Waits this long first: a slow answer. */
  delayMs?: number;
}

/** Waits until the mocked mode has started in the page: its API answers from now on. */
export async function waitForMockedApi(page: Page): Promise<{ readyMs: number }> {
  await page.waitForFunction(() => Boolean((window as unknown as Partial<MockedWindow>).mockedApi));
  return page.evaluate(() => ({
    readyMs: (window as unknown as MockedWindow).mockedApi.readyMs,
  }));
}

/**
 * Makes one call (`method` and `path`, e.g. `GET /api/v2/courses`; `:id` matches any id)
 * answer `answer` instead of the real app, for the rest of the page's life: client-side
 * navigation keeps the override, a reload or `page.goto` forgets it. Every other call still
 * reaches the real app in the page.
 */
export async function answerCall(
  page: Page,
  method: CallMethod,
  path: string,
  answer: CallAnswer,
): Promise<void> {
  await waitForMockedApi(page);
  await page.evaluate(
    ({ method, path, answer }) => {
      const { worker, http, HttpResponse } = (window as unknown as MockedWindow).msw;
      const route = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
      worker.use(
        route(path, async () => {
          if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
          const init = { status: answer.status ?? 200 };
          return answer.json === undefined
            ? new HttpResponse(null, init)
            : HttpResponse.json(answer.json as never, init);
        }),
      );
    },
    { method, path, answer },
  );
}

/** Drops every override: all calls reach the real app again. */
export async function resetCalls(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as MockedWindow).msw.worker.resetHandlers());
}

/** The mail the in-page app has sent since the page loaded (reset links, sign-in links). */
export async function sentMail(page: Page): Promise<MockedWindow['mockedApi']['mail']> {
  return page.evaluate(() => (window as unknown as MockedWindow).mockedApi.mail);
}
