import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.ts';
import { handleError } from '../../http/error-handler.ts';
import { validFormOrJson, validJson, validQuery } from './route-validators.ts';

const fields = z.object({ email: z.string().min(1, "can't be blank") });

function appWith(register: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  register(app);
  return app;
}

/** The 422's field errors. */
const errorsOf = async (res: Response) =>
  ((await res.json()) as { errors: Record<string, string[]> }).errors;

const post = (app: Hono<AppEnv>, body: string, type = 'application/json') =>
  app.request('/', { method: 'POST', body, headers: { 'Content-Type': type } });

describe('route validators', () => {
  const enveloped = appWith((app) =>
    app.post(
      '/',
      validJson(z.object({ user: fields.prefault({ email: '' }) }), { envelope: 'user' }),
      (c) => c.json(c.req.valid('json').user),
    ),
  );

  it('names the fields inside the envelope in a 422', async () => {
    const res = await post(enveloped, JSON.stringify({ user: { email: '' } }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Validation failed',
      errors: { email: ["can't be blank"] },
    });
  });

  it('reads a missing envelope as the schema says', async () => {
    const res = await post(enveloped, '{}');
    expect(await errorsOf(res)).toEqual({ email: ["can't be blank"] });
  });

  it('answers an envelope that is not an object as an error of the whole body', async () => {
    const res = await post(enveloped, JSON.stringify({ user: 'x' }));
    expect(Object.keys(await errorsOf(res))).toEqual(['base']);
  });

  it('renames a query parameter in the errors', async () => {
    const app = appWith((app) =>
      app.get(
        '/',
        validQuery(z.object({ unlock_token: z.string().min(1, "can't be blank") }), {
          fieldNames: { unlock_token: 'unlockToken' },
        }),
        (c) => c.text('ok'),
      ),
    );
    const res = await app.request('/?unlock_token=');
    expect(await errorsOf(res)).toEqual({ unlockToken: ["can't be blank"] });
  });

  it('takes a body url-encoded or as JSON through the same schema', async () => {
    const app = appWith((app) =>
      app.post('/', validFormOrJson(fields), (c) => c.json(c.req.valid('json'))),
    );
    const form = await post(app, 'email=a%40b.c', 'application/x-www-form-urlencoded');
    expect(await form.json()).toEqual({ email: 'a@b.c' });
    const json = await post(app, JSON.stringify({ email: 'a@b.c' }));
    expect(await json.json()).toEqual({ email: 'a@b.c' });
    const blank = await post(app, 'email=', 'application/x-www-form-urlencoded');
    expect(blank.status).toBe(422);
  });
});
