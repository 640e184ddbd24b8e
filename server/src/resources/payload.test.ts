import { defineContract, FIELD_MESSAGES, staffOnly, type Actor } from '@tp/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../http/error-handler.ts';
import type { AppEnv } from '../http/context.ts';
import { writePayload } from './payload.ts';
import type { CallContext, Resource } from './types.ts';

/** A contract whose field rule lets only admins write `rate` (as payroll items will). */
const contract = defineContract({
  name: 'things',
  singular: 'thing',
  summary: 'Test things.',
  record: z.object({ id: z.number(), name: z.string(), rate: z.number() }),
  access: { read: staffOnly() },
  fields: {
    write: (actor) => (actor.roles.includes('admin') ? 'all' : ['name']),
  },
  actions: {
    level: {
      on: 'member',
      method: 'PUT',
      path: 'level',
      summary: 'Sets the level.',
      input: { in: 'body', schema: z.object({ level: z.number() }) },
      allow: staffOnly(),
    },
  },
});
const schema = z.object({ name: z.string().min(1).optional(), rate: z.number().optional() });
const resource = { singular: 'thing', contract } as unknown as Resource;

function appFor(roles: string[]) {
  const user = { id: 1, roles, tutorId: null, employeeId: null, studentId: null, parentId: null };
  const ctx = { user: user as Actor } as CallContext;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.put('/', async (c) => c.json(await writePayload(c, resource, schema, ctx, undefined)));
  return (body: unknown) =>
    app.request('/', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
}

describe('write payloads and field rules', () => {
  it('lets a viewer write the fields their rule allows', async () => {
    const res = await appFor(['hr'])({ thing: { name: 'Bonus' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Bonus' });
  });

  it('refuses a field the viewer may not write with 422 naming it, before validating', async () => {
    const res = await appFor(['hr'])({ thing: { name: '', rate: 90 } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Validation failed',
      errors: { rate: [FIELD_MESSAGES.notYours] },
    });
  });

  it('refuses a read-only field of the record and a key that is no field, naming each', async () => {
    const res = await appFor(['admin'])({ thing: { name: 'Bonus', id: 4, colour: 'red' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { id: [FIELD_MESSAGES.readOnly], colour: [FIELD_MESSAGES.unknown] },
    });
  });

  it('names the action that sets a field the write does not take', async () => {
    const res = await appFor(['admin'])({ thing: { level: 3 } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { level: ['is changed with PUT /api/v2/things/{id}/level, not here'] },
    });
  });

  it('lets the role the rule names write every field', async () => {
    const res = await appFor(['admin'])({ thing: { rate: 90 } });
    expect(await res.json()).toEqual({ rate: 90 });
  });

  it('names the missing key of a body without it (422)', async () => {
    const res = await appFor(['admin'])({ other: {} });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { base: ['param is missing or the value is empty: thing'] },
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.put('/', async (c) =>
      c.json(await writePayload(c, resource, schema, {} as CallContext, undefined)),
    );
    const res = await app.request('/', { method: 'PUT', body: '{' });
    expect(res.status).toBe(400);
  });
});
