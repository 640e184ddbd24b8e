import { describe, expect, it } from 'vitest';
import { fuzzRequests } from './fuzz-requests.ts';
import type { Operation } from './openapi-operations.ts';

/** A documented write like the engine's: an id in the path, a keyed body. */
const UPDATE: Operation = {
  key: 'PUT /api/v2/things/{id}',
  method: 'put',
  path: '/api/v2/things/{id}',
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
  body: {
    'application/json': {
      type: 'object',
      required: ['thing'],
      properties: {
        thing: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            courseId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            startsAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          },
        },
      },
    },
  },
  needsSignIn: true,
  tags: [],
  responses: ['200', '404', '409', '422'],
};

const ids = { idFor: (name: string) => (name === 'courseId' ? 7 : 3) };

describe('the fuzzer builds requests from an operation schema', () => {
  const requests = fuzzRequests(UPDATE, ids);
  const labelled = (label: string) => requests.find((request) => request.label === label)!;

  it('puts one bad value in an otherwise valid request', () => {
    const nul = labelled('body thing.name = a NUL byte');
    expect(nul.url).toBe('/api/v2/things/3');
    expect(JSON.parse(nul.body as string)).toEqual({
      thing: { name: 'a\u0000b', courseId: 7, startsAt: '2026-03-12T16:00:00.000Z' },
    });
    expect(JSON.parse(labelled('body thing.courseId = 2^31').body as string).thing.courseId).toBe(
      2_147_483_648,
    );
    expect(
      JSON.parse(labelled('body thing.startsAt = the year 0000').body as string).thing.startsAt,
    ).toBe('0000-01-01T00:00:00Z');
  });

  it('covers path ids past int32 and bad encodings, left as sent', () => {
    expect(labelled('path id = 2^31').url).toBe('/api/v2/things/2147483648');
    expect(labelled('path id = a bad % escape').url).toBe('/api/v2/things/%zz');
  });

  it('leaves out required fields and adds unknown ones, and breaks the JSON', () => {
    expect(JSON.parse(labelled('body thing without name').body as string).thing).not.toHaveProperty(
      'name',
    );
    expect(
      JSON.parse(labelled('body thing with an unknown field').body as string).thing,
    ).toHaveProperty('zzUnknownField');
    expect(() => JSON.parse(labelled('body: broken JSON').body as string)).toThrow();
    expect(labelled('body: JSON as text/plain').headers['Content-Type']).toBe('text/plain');
  });

  it('does not take null as malformed where the schema allows it', () => {
    expect(requests.map((r) => r.label)).not.toContain('body thing.startsAt = null');
    expect(requests.map((r) => r.label)).toContain('body thing.name = null');
  });

  it('ends with the valid request', () => {
    expect(requests.at(-1)!.label).toBe('the valid request');
  });
});
