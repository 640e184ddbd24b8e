import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  fetchOpenApiDocument,
  fillPath,
  operationsOf,
  type Operation,
} from './openapi-operations.ts';

describe('the harness reads every operation of the OpenAPI document', () => {
  let ctx: TestContext;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    operations = operationsOf(await fetchOpenApiDocument(ctx.app));
  });
  afterAll(() => ctx?.close());

  it('lists the resources, their actions and the hand-written routes', () => {
    const keys = operations.map((operation) => operation.key);
    expect(keys).toContain('GET /api/v2/sessions/{id}');
    expect(keys).toContain('POST /api/v2/tiers');
    expect(keys).toContain('POST /api/login.json');
    expect(operations.find((o) => o.key === 'POST /api/login.json')!.needsSignIn).toBe(false);
    expect(operations.find((o) => o.key === 'GET /api/v2/sessions')!.needsSignIn).toBe(true);
    expect(Object.keys(operations.find((o) => o.key === 'POST /api/v2/tiers')!.body)).not.toEqual(
      [],
    );
    expect(operations.find((o) => o.key === 'PUT /api/v2/tiers/{id}')!.responses).toEqual(
      expect.arrayContaining(['200', '404', '409', '422']),
    );
  });

  it('fills path templates', () => {
    expect(fillPath('/api/v2/users/{id}/lock', { id: 7 })).toBe('/api/v2/users/7/lock');
    expect(() => fillPath('/api/v2/users/{id}', {})).toThrow(/no value/);
  });
});
