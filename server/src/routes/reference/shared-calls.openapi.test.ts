import { describe, expect, it } from 'vitest';
import { REGISTRY, RESOURCES } from '../../resources/registry.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';
import { SHARED_CALL_PATHS } from './shared-calls.openapi.ts';

type Doc = {
  paths: Record<string, unknown>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(RESOURCES, REGISTRY, 'test') as unknown as Doc;

  it('lists the uploads, avatars, locales and reference calls', () => {
    for (const path of [
      '/api/v2/uploads.json',
      '/api/v2/uploads',
      '/api/v2/uploads/{id}',
      '/api/v2/uploads/{id}/file',
      '/api/v2/avatars',
      '/api/v2/locales/{lang}.json',
      '/api/v2/countries',
      '/api/v2/states',
      '/api/v2/time_zones',
    ])
      expect(document.paths[path], path).toBeDefined();
  });

  it('refers only to schemas it defines', () => {
    const refs = [...JSON.stringify(SHARED_CALL_PATHS).matchAll(/#\/components\/schemas\/(\w+)/g)];
    for (const [, name] of refs) expect(document.components.schemas[name!], name).toBeDefined();
  });
});
