import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { resourceRoutes } from '../resources/routes.ts';
import { REGISTRY, RESOURCES } from '../resources/registry.ts';

/** `/api/v2/{plural}` for every resource definition, all served by the same handlers. */
export function v2Routes(): Hono<AppEnv> {
  const v2 = new Hono<AppEnv>();
  for (const resource of RESOURCES)
    v2.route(`/${resource.name}`, resourceRoutes(resource, REGISTRY));
  return v2;
}
