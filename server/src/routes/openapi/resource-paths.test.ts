import { describe, expect, it } from 'vitest';
import { REGISTRY, RESOURCES } from '../../resources/registry.ts';
import type { JsonSchema } from './json-schema.ts';
import { resourcePaths, resourceSchemas } from './resource-paths.ts';

const paths: Record<string, JsonSchema> = Object.assign(
  {},
  ...RESOURCES.map((resource) => resourcePaths(resource, REGISTRY)),
);

describe('resource paths of the OpenAPI document', () => {
  it('documents every named action at its path and method, with its input', () => {
    for (const resource of RESOURCES) {
      for (const [name, action] of Object.entries(resource.contract.actions ?? {})) {
        const path =
          action.on === 'member'
            ? `/api/v2/${resource.name}/{id}/${action.path}`
            : action.path === ''
              ? `/api/v2/${resource.name}`
              : `/api/v2/${resource.name}/${action.path}`;
        const operation = paths[path]?.[action.method.toLowerCase()] as JsonSchema | undefined;
        expect(operation, `${resource.name}.${name}`).toBeDefined();
        expect(operation!.operationId).toBe(`${resource.name}.${name}`);
        if (action.input?.in === 'body') expect(operation!.requestBody).toBeDefined();
        expect(Object.keys(operation!.responses as object)).toEqual(
          expect.arrayContaining(['401', '403', '422']),
        );
      }
    }
  });

  it('documents the tiers example: list, writes and assign_tutors with a keyed body', () => {
    expect(paths['/api/v2/tiers']).toHaveProperty('get');
    expect(paths['/api/v2/tiers']).toHaveProperty('post');
    const assign = paths['/api/v2/tiers/{id}/assign_tutors']!.put as JsonSchema;
    const body = (assign.requestBody as { content: Record<string, { schema: JsonSchema }> })
      .content['application/json']!.schema;
    expect(body).toMatchObject({ required: ['tier'], properties: { tier: { type: 'object' } } });
  });

  it('marks the fields a viewer may not see as optional in the record schema', () => {
    const tutor = resourceSchemas(RESOURCES, REGISTRY).Tutor!;
    expect(tutor.required).toEqual(
      expect.arrayContaining(['id', 'firstName', 'lastInitial', 'avatarUrl']),
    );
    expect(tutor.required).not.toContain('email');
  });
});
