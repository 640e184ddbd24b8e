import { singularOf } from '@tp/domain';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { apiEndpoint, callContext, jsonBody, type ApiCall } from './api.ts';
import { RESOURCES } from './definitions.ts';
import {
  createRecord,
  deleteRecord,
  listRecords,
  normaliseQuery,
  showRecord,
  updateRecord,
} from './engine.ts';
import { notFound } from './problems.ts';
import type { MockState } from './state.ts';
import type { MockResource } from './types.ts';

function memberId(call: ApiCall): number {
  const raw = String(call.params.id ?? '');
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

const includeOf = (request: Request): string[] =>
  normaliseQuery(new URL(request.url).searchParams).include ?? [];

/** list, show, create, update (PUT and PATCH) and delete of one resource under /api/v2. */
function resourceHandlers(resource: MockResource, getState: () => MockState): HttpHandler[] {
  const collection = `*/api/v2/${resource.name}`;
  const member = `${collection}/:id`;
  const singular = singularOf(resource.name);
  const update = apiEndpoint(getState, async (call) => {
    const ctx = callContext(call);
    const record = updateRecord(
      resource,
      memberId(call),
      await jsonBody(call.request),
      includeOf(call.request),
      ctx,
    );
    return HttpResponse.json({ [singular]: record });
  });
  return [
    http.get(
      collection,
      apiEndpoint(getState, (call) => {
        const ctx = callContext(call);
        const { records, meta } = listRecords(
          resource,
          normaliseQuery(new URL(call.request.url).searchParams),
          ctx,
        );
        return HttpResponse.json({ [resource.name]: records, meta });
      }),
    ),
    http.get(
      member,
      apiEndpoint(getState, (call) => {
        const ctx = callContext(call);
        return HttpResponse.json({
          [singular]: showRecord(resource, memberId(call), includeOf(call.request), ctx),
        });
      }),
    ),
    http.post(
      collection,
      apiEndpoint(getState, async (call) => {
        const ctx = callContext(call);
        const record = createRecord(
          resource,
          await jsonBody(call.request),
          includeOf(call.request),
          ctx,
        );
        return HttpResponse.json({ [singular]: record }, { status: 201 });
      }),
    ),
    http.put(member, update),
    http.patch(member, update),
    http.delete(
      member,
      apiEndpoint(getState, (call) => {
        deleteRecord(resource, memberId(call), callContext(call));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

export function v2Handlers(getState: () => MockState): HttpHandler[] {
  return RESOURCES.flatMap((resource) => resourceHandlers(resource, getState));
}

/** Anything else under /api answers the server's 404 rather than reaching a network. */
export function notFoundHandler(getState: () => MockState): HttpHandler {
  return http.all(
    '*/api/*',
    apiEndpoint(getState, () => HttpResponse.json({ error: 'Not found.' }, { status: 404 })),
  );
}
