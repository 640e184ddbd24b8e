import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { BAD_VALUE_MESSAGE } from '../resources/db-errors.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';

/** An app whose one route throws `error`, answered by the app's error handler. */
function throwing(error: Error) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('answers a value only the database refused (a read outside any transaction) with a 422', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = Object.assign(new Error('Failed query: select * from "courses"'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      }),
    });
    const res = await throwing(error).request('/boom');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Validation failed',
      errors: { base: [BAD_VALUE_MESSAGE] },
    });
    // Still logged: a value reaching the database is a gap in validation.
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('answers anything else with a 500 that shows no internals', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await throwing(new Error('Failed query: select secret from "users"')).request(
      '/boom',
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/select|users|at /);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', requestId: 'unknown' });
    log.mockRestore();
  });

  it('logs a failure whose message holds a line break as one line, the break escaped', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await throwing(new Error('name "Ann\n[req-1] GET /forged"')).request('/boom');
    const [line] = log.mock.calls[0] as [string];
    expect(line.split('\n')[0]).toBe('[unknown] GET /boom Error: name "Ann\\n[req-1] GET /forged"');
    log.mockRestore();
  });
});
