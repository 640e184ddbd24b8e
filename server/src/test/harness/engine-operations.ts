import { MAX_INCLUDE_DEPTH, type ActionContract, type ResourceName } from '@tp/domain';
import { parseIncludes, type IncludeTree } from '../../resources/includes.ts';
import { REGISTRY } from '../../resources/registry.ts';
import type { Resource } from '../../resources/types.ts';
import { includePaths } from '../../routes/openapi/resource-paths.ts';
import type { Operation } from './openapi-operations.ts';
import { ACTION_INPUTS } from './request-bodies.ts';

/** What an operation of the resource engine does, read from its path and method. */
export type EngineOperation =
  | { resource: Resource; kind: 'list' | 'create' | 'show' | 'update' | 'delete' }
  | { resource: Resource; kind: 'action'; name: string; action: ActionContract<never> };

/** The engine operation behind an OpenAPI operation, or null for a hand-written route. */
export function engineOperation(operation: Operation): EngineOperation | null {
  const match = /^\/api\/v2\/([a-z_]+)(?:\/(\{id\}))?(?:\/([a-z_]+))?$/.exec(operation.path);
  if (!match) return null;
  const [, plural, id, tail] = match;
  const resource = REGISTRY[plural as ResourceName];
  if (!resource) return null;
  const method = operation.method.toUpperCase();
  if (tail) {
    const on = id ? 'member' : 'collection';
    for (const [name, action] of Object.entries(resource.contract.actions ?? {})) {
      if (action.on === on && action.path === tail && action.method === method)
        return { resource, kind: 'action', name, action: action as ActionContract<never> };
    }
    return null;
  }
  if (!id) {
    // A collection action at the collection itself (POST /tutorings books).
    for (const [name, action] of Object.entries(resource.contract.actions ?? {})) {
      if (action.on === 'collection' && action.path === '' && action.method === method)
        return { resource, kind: 'action', name, action: action as ActionContract<never> };
    }
    return method === 'GET' ? { resource, kind: 'list' } : { resource, kind: 'create' };
  }
  if (method === 'GET') return { resource, kind: 'show' };
  if (method === 'DELETE') return { resource, kind: 'delete' };
  return { resource, kind: 'update' };
}

/** Every association path of a resource, as deep as the engine serves them, in one query. */
export function fullIncludeTree(resource: Resource): { query: string; tree: IncludeTree } {
  const paths = includePaths(resource, REGISTRY, MAX_INCLUDE_DEPTH);
  const query = paths.length > 0 ? `include=${encodeURIComponent(paths.join(','))}` : '';
  return { query, tree: parseIncludes(resource, paths, REGISTRY) };
}

/** Actions with input need a valid body in ACTION_INPUTS, so that a 2xx proves the right. */
export function missingActionInputs(operations: (EngineOperation | null)[]): string[] {
  return operations.flatMap((engine) =>
    engine?.kind === 'action' &&
    engine.action.input &&
    !ACTION_INPUTS[`${engine.resource.name}.${engine.name}`]
      ? [`${engine.resource.name}.${engine.name} takes input: add a valid body to ACTION_INPUTS`]
      : [],
  );
}
