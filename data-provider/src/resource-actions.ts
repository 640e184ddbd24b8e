import {
  actionPath,
  singularOf,
  type ActionContract,
  type ActionName,
  type Contracts,
  type RecordOf,
  type ResourceName,
} from '@tp/domain';
import type { Identifier } from 'ra-core';
import type { z } from 'zod';
import type { HttpClient } from './http-client.ts';
import type { Query } from './query-string.ts';

type ActionOf<N extends ResourceName, A extends ActionName<N>> = Contracts[N]['actions'][A];

/** What an action takes: its input schema's input type, or nothing. */
export type ActionInput<N extends ResourceName, A extends ActionName<N>> =
  ActionOf<N, A> extends { input: { schema: infer S extends z.ZodType } } ? z.input<S> : undefined;

/** What an action answers: its declared output, else the record after the action. */
export type ActionOutput<N extends ResourceName, A extends ActionName<N>> =
  ActionOf<N, A> extends { output: infer O extends z.ZodType } ? z.output<O> : RecordOf<N>;

export interface ActionParams<N extends ResourceName, A extends ActionName<N>> {
  /** The record, for a member action. */
  id?: Identifier;
  data?: ActionInput<N, A>;
  signal?: AbortSignal;
}

/** The typed `action` method the data provider adds to react-admin's. */
export type RunAction = <N extends ResourceName, A extends ActionName<N>>(
  resource: N,
  action: A,
  params?: ActionParams<N, A>,
) => Promise<{ data: ActionOutput<N, A> }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs a resource's named action as its contract in domain describes it:
 * member `{method} {apiUrl}/{resource}/{id}/{path}`, collection `{method} {apiUrl}/{resource}/{path}`;
 * the input as the body (keyed by the singular name when the contract says so) or the query.
 * Answers the declared output, or the record (`json[singular]`) after the action.
 */
export function resourceActions(apiUrl: string, httpClient: HttpClient): RunAction {
  return async (resource, action, params = {}) => {
    // The contracts (with every payload schema) load with the first action run, not with the
    // app's shell: a shell's first screen only asks `can`, which needs the access rules alone.
    const { RESOURCE_CONTRACTS } = await import('./resource-contracts.ts');
    const actions = RESOURCE_CONTRACTS[resource].actions as Record<string, ActionContract<never>>;
    const contract = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!contract) throw new Error(`${resource} has no action ${String(action)}.`);
    if (contract.on === 'member' && params.id === undefined) {
      throw new Error(`${resource}.${String(action)} needs the record's id.`);
    }
    const base = `${apiUrl}/${resource}`;
    const url = actionPath(
      base,
      contract,
      contract.on === 'member' ? encodeURIComponent(String(params.id)) : undefined,
    );
    const key = singularOf(resource);
    const input = contract.input;
    const data = params.data ?? {};
    const { json } = await httpClient(url, {
      method: contract.method,
      signal: params.signal,
      ...(input?.in === 'query' ? { query: data as Query } : {}),
      ...(input?.in === 'body' ? { body: input.keyed ? { [key]: data } : data } : {}),
    });
    if (contract.output) return { data: json as never };
    const record = isRecord(json) ? json[key] : undefined;
    if (!isRecord(record)) throw new Error(`The answer of ${url} has no "${key}" record.`);
    return { data: record as never };
  };
}
