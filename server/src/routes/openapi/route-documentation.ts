import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../http/context.ts';
import type { JsonSchema } from './json-schema.ts';

/** The OpenAPI paths and components the app's routes describe themselves. */
export interface RouteDocumentation {
  paths: Record<string, JsonSchema>;
  schemas: Record<string, JsonSchema>;
  parameters: Record<string, JsonSchema>;
}

/**
 * What every route of `app` says about itself: hono-openapi walks the registered routes and
 * reads their `describeRoute` specs and validators' zod schemas. The resources' paths are not
 * among them (openapi-document.ts builds those from the definitions).
 */
export async function documentRoutes(app: Hono<AppEnv>): Promise<RouteDocumentation> {
  const specs = await generateSpecs(app, {
    // Our paths end in .json; they are calls, not static files.
    excludeStaticFile: false,
    // A failed validation is our 422, described by each route, not hono-openapi's 400.
    defaultValidationErrorResponse: false,
  });
  return {
    paths: specs.paths as Record<string, JsonSchema>,
    schemas: (specs.components?.schemas ?? {}) as Record<string, JsonSchema>,
    parameters: (specs.components?.parameters ?? {}) as Record<string, JsonSchema>,
  };
}
