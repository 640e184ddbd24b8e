import { actionPath } from '@tp/domain';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { actionHandler } from './action-handlers.ts';
import type { Registry } from './includes.ts';
import { listHandler, showHandler } from './read-handlers.ts';
import type { Resource } from './types.ts';
import { createHandler, deleteHandler, updateHandler } from './write-handlers.ts';

/** A resource whose records are read and deleted, never created or changed through the API. */
export function isDeleteOnlyResource(resource: Resource): boolean {
  const { create, update, access } = resource.contract;
  return resource.write !== null && !create && !update && access.delete !== undefined;
}

/** `/{id}.json` reads as `/{id}` too: the app's router drops a `.json` suffix (json-suffix-router.ts). */
const ID = ':id{[0-9]+}';

/**
 * The v2 conventions for one resource: list, show, create, update (PUT and PATCH), delete,
 * and its named actions. Every resource is served by these same handlers from its
 * declaration; collection actions are routed before `/{id}` so their paths win.
 */
export function resourceRoutes(resource: Resource, registry: Registry): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const [name, contract] of Object.entries(resource.contract.actions ?? {})) {
    const path = actionPath('', contract, ID) || '/';
    routes.on(
      contract.method,
      path,
      actionHandler(resource, name, contract, resource.actions[name]!, registry),
    );
  }
  routes.get('/', listHandler(resource, registry));
  routes.get(`/${ID}`, showHandler(resource, registry));
  if (resource.write && resource.contract.create && resource.contract.update) {
    routes.post('/', createHandler(resource, registry));
    routes.put(`/${ID}`, updateHandler(resource, registry));
    routes.patch(`/${ID}`, updateHandler(resource, registry));
    routes.delete(`/${ID}`, deleteHandler(resource));
  } else {
    // A read-only resource documents no writes and says so when one is tried; one that staff
    // only edit (reviews: the featured toggle) takes updates and nothing else.
    const isUpdateOnly = resource.write !== null && resource.contract.update !== undefined;
    // One that users only delete (a notice is acknowledged by deleting it).
    const isDeleteOnly = isDeleteOnlyResource(resource);
    if (isDeleteOnly) routes.delete(`/${ID}`, deleteHandler(resource));
    const readOnly = (allow: string) => (c: Context<AppEnv>) => {
      c.header('Allow', allow);
      return c.json({ error: `${resource.name} cannot be changed through this API.` }, 405);
    };
    if (isUpdateOnly) {
      routes.put(`/${ID}`, updateHandler(resource, registry));
      routes.patch(`/${ID}`, updateHandler(resource, registry));
    }
    routes.all('/', readOnly('GET'));
    routes.all(
      `/${ID}`,
      readOnly(isUpdateOnly ? 'GET, PUT, PATCH' : isDeleteOnly ? 'GET, DELETE' : 'GET'),
    );
  }
  return routes;
}
