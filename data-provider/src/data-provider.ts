import { LOCK_VERSION_FIELD, singularOf } from '@tp/domain';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { DEFAULT_API_URL } from './api-paths.ts';
import { changedFields } from './changed-fields.ts';
import type { HttpClient } from './http-client.ts';
import { includeParam, listQuery, readListMeta, type ListRequest } from './list-params.ts';
import { listPrefetches } from './list-prefetch.ts';
import type { Query } from './query-string.ts';
import { cachedMessageTypes, type MessageTypes } from './message-types.ts';
import { resourceActions, type RunAction } from './resource-actions.ts';
import { createUploadsApi, type UploadsApi } from './uploads-api.ts';

/**
 * A file the API writes (a CSV export): `path` is under the API's URL, e.g. `shipments.csv`.
 * Fetched through the HTTP client, so it carries the cookie and the spoof header and, in the
 * mocked mode, reaches the in-page server (a plain link would not).
 */
export type GetText = (path: string, query?: Query) => Promise<string>;
/** GET {apiUrl}/{path}: its JSON answer, unchecked (the caller reads what it needs). */
export type GetJson = (path: string, query?: Query) => Promise<unknown>;

/** react-admin's DataProvider plus the resources' named actions, text downloads and cached lists. */
export type AppDataProvider = DataProvider & {
  action: RunAction;
  getText: GetText;
  getJson: GetJson;
  messageTypes: MessageTypes;
  /**
   * POST /uploads.json and DELETE /uploads/{id} over the same client (a message's files). Top
   * level: react-admin's useDataProvider wraps each property as a method.
   */
  uploadFile: UploadsApi['uploadFile'];
  deleteUpload: UploadsApi['deleteUpload'];
  /**
   * Asks a list page now, for the list screen about to ask it: its `getList` with the same
   * params, within a few seconds, answers this request's answer instead of asking again
   * (list-prefetch.ts). For the page the browser opened, while its code is still loading.
   * Answers the page as `getList` would, for the screen's cache; undefined if it failed or was
   * forgotten before it came (someone signed in or out: it was asked for the one before).
   */
  prefetchList(resource: string, params: ListRequest): Promise<GetListResult | undefined>;
  /** Drops the list pages asked ahead: who is signed in changed since they were asked. */
  forgetPrefetchedLists(): void;
};

/** Resources whose records the spec reads at `/{plural}/{id}.json` ("GET /messages/{id}.json"). */
const JSON_SUFFIXED_READS = new Set(['messages']);

export interface DataProviderOptions {
  /** Where the v2 resources live; `/api/v2` by default (same origin). */
  apiUrl?: string;
  httpClient: HttpClient;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The records under `key` of an answer. The cast states the wire contract (a list is
 * `{ "<plural>": [...] }`); a missing key is a contract breach, reported as such.
 */
function readRecords<RecordType>(json: unknown, key: string, url: string): RecordType[] {
  const records = isRecord(json) ? json[key] : undefined;
  if (!Array.isArray(records)) throw new Error(`The answer of ${url} has no "${key}" list.`);
  return records as RecordType[];
}

/** A list's answer as react-admin takes it: its records, its total and its meta. */
function listResultOf<RecordType extends RaRecord>(
  json: unknown,
  resource: string,
  url: string,
): GetListResult<RecordType> {
  const data = readRecords<RecordType>(json, resource, url);
  const meta = readListMeta(json);
  return { data, total: meta?.totalCount ?? data.length, meta };
}

/** The record under `key` (`{ "<singular>": {...} }`), checked like readRecords. */
function readRecord<RecordType>(json: unknown, key: string, url: string): RecordType {
  const record = isRecord(json) ? json[key] : undefined;
  if (!isRecord(record)) throw new Error(`The answer of ${url} has no "${key}" record.`);
  return record as RecordType;
}

/**
 * An update's body: the fields the user changed (changed-fields.ts: a form holds the whole
 * record, and the API refuses with a 422 a field it does not write), and the `lockVersion` of
 * the record as the screen read it (react-admin's previousData), so the server refuses with a
 * 409 to overwrite a change someone made since, instead of losing it (domain's lock-version.ts).
 */
function updateData(params: UpdateParams): unknown {
  if (!isRecord(params.data)) return params.data;
  const read = isRecord(params.previousData) ? params.previousData : undefined;
  const changes = changedFields(params.data, read ?? {});
  const version = read?.[LOCK_VERSION_FIELD];
  return typeof version === 'number' ? { ...changes, [LOCK_VERSION_FIELD]: version } : changes;
}

/**
 * A react-admin DataProvider over the API's v2 conventions (ARCHITECTURE.md), shaped like
 * ra-data-json-server (an `apiUrl` and an injectable `httpClient`) but speaking this API's
 * query. `R` is `{apiUrl}/{resource}`, `S` the resource's singular (domain's singularOf):
 *
 * - getList          GET    R?page&per&orderBy=<snake_case>&orderSort=asc|desc&include&<filters>
 *                    -> `{ data: json[resource], total: meta.totalCount, meta }`
 * - getOne           GET    R/{id}?include                      -> `json[S]`
 * - getMany          GET    R?ids[]=1&ids[]=2&noPagination=true&include -> `json[resource]`
 * - getManyReference GET    R?<target>=<id>&... as getList (the target is one more filter)
 * - create           POST   R      body `{ [S]: data }`         -> `json[S]`
 * - update           PUT    R/{id} body `{ [S]: the fields of data that differ from previousData }`
 *                    with `lockVersion: previousData.lockVersion` when the record has one (a
 *                    record changed since answers 409) -> `json[S]`
 * - updateMany       PUT    R/{id} body `{ [S]: data }` for each id, in parallel -> the ids
 * - delete           DELETE R/{id}  -> `json[S]` when the server answers one, else previousData
 * - deleteMany       DELETE R/{id} for each id, in parallel     -> the ids
 * - action           a named action as its contract in domain declares it (resource-actions.ts):
 *                    `{method} R/{id}/{path}` or `{method} R/{path}`, input as body or query
 *                    -> `{ data }`: the declared output, or the record after the action
 *
 * Filters are sent as camelCase params (arrays as `name[]`), `meta.include` (a string or a
 * list of paths) as `include`. Failures reject with the client's HttpError, whose
 * `body.errors` react-admin puts on the form's fields. Abort signals are passed through.
 */
export function createDataProvider({
  apiUrl = DEFAULT_API_URL,
  httpClient,
}: DataProviderOptions): AppDataProvider {
  const collectionUrl = (resource: string): string => `${apiUrl}/${resource}`;
  const memberUrl = (resource: string, id: Identifier): string =>
    `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;
  const prefetched = listPrefetches();
  /** Counts sign-ins and sign-outs: a page asked ahead before one is not this user's. */
  let prefetchedFor = 0;

  async function fetchList<RecordType extends RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<RecordType>> {
    const url = collectionUrl(resource);
    const query = listQuery(params);
    const load = async () => (await httpClient(url, { query, signal: params.signal })).json;
    // A page asked ahead that failed (signed out, offline) is asked again, as it would have been.
    const json = await (prefetched.take(url, query)?.catch(load) ?? load());
    return listResultOf<RecordType>(json, resource, url);
  }

  async function put<RecordType extends RaRecord>(
    resource: string,
    id: Identifier,
    data: unknown,
  ): Promise<RecordType> {
    const url = memberUrl(resource, id);
    const key = singularOf(resource);
    const { json } = await httpClient(url, { method: 'PUT', body: { [key]: data } });
    return readRecord<RecordType>(json, key, url);
  }

  async function destroy(resource: string, id: Identifier): Promise<unknown> {
    const { json } = await httpClient(memberUrl(resource, id), { method: 'DELETE' });
    return json;
  }

  const action = resourceActions(apiUrl, httpClient);
  const uploads = createUploadsApi(httpClient, apiUrl);

  return {
    supportAbortSignal: true,
    action,
    messageTypes: cachedMessageTypes(action),
    uploadFile: uploads.uploadFile,
    deleteUpload: uploads.deleteUpload,

    async getText(path, query) {
      const { text } = await httpClient(`${apiUrl}/${path}`, { query });
      return text;
    },

    async getJson(path, query) {
      const { json } = await httpClient(`${apiUrl}/${path}`, { query });
      return json;
    },

    getList: fetchList,

    async prefetchList(resource, params) {
      const url = collectionUrl(resource);
      const query = listQuery(params);
      const askedFor = prefetchedFor;
      const answer = httpClient(url, { query }).then(({ json }) => json);
      prefetched.put(url, query, answer);
      try {
        const page = listResultOf(await answer, resource, url);
        return askedFor === prefetchedFor ? page : undefined;
      } catch {
        // The list's own call asks again and shows the failure.
        return undefined;
      }
    },

    forgetPrefetchedLists() {
      prefetchedFor += 1;
      prefetched.clear();
    },

    async getOne<RecordType extends RaRecord>(
      resource: string,
      params: GetOneParams<RecordType>,
    ): Promise<GetOneResult<RecordType>> {
      const suffix = JSON_SUFFIXED_READS.has(resource) ? '.json' : '';
      const url = `${memberUrl(resource, params.id)}${suffix}`;
      const { json } = await httpClient(url, {
        query: { include: includeParam(params.meta) },
        signal: params.signal,
      });
      return { data: readRecord<RecordType>(json, singularOf(resource), url) };
    },

    async getMany<RecordType extends RaRecord>(
      resource: string,
      params: GetManyParams<RecordType>,
    ): Promise<GetManyResult<RecordType>> {
      const url = collectionUrl(resource);
      const query = {
        ids: params.ids.map(String),
        noPagination: true,
        include: includeParam(params.meta),
      };
      const { json } = await httpClient(url, { query, signal: params.signal });
      return { data: readRecords<RecordType>(json, resource, url) };
    },

    async getManyReference<RecordType extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ): Promise<GetManyReferenceResult<RecordType>> {
      const filter: unknown = {
        ...(isRecord(params.filter) ? params.filter : {}),
        [params.target]: params.id,
      };
      return fetchList<RecordType>(resource, { ...params, filter });
    },

    async create<
      RecordType extends Omit<RaRecord, 'id'>,
      ResultRecordType extends RaRecord = RecordType & { id: Identifier },
    >(resource: string, params: CreateParams): Promise<CreateResult<ResultRecordType>> {
      const url = collectionUrl(resource);
      const key = singularOf(resource);
      const { json } = await httpClient(url, { method: 'POST', body: { [key]: params.data } });
      return { data: readRecord<ResultRecordType>(json, key, url) };
    },

    async update<RecordType extends RaRecord>(
      resource: string,
      params: UpdateParams,
    ): Promise<UpdateResult<RecordType>> {
      return { data: await put<RecordType>(resource, params.id, updateData(params)) };
    },

    async updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
      await Promise.all(params.ids.map((id) => put(resource, id, params.data)));
      return { data: params.ids };
    },

    async delete<RecordType extends RaRecord>(
      resource: string,
      params: DeleteParams<RecordType>,
    ): Promise<DeleteResult<RecordType>> {
      const json = await destroy(resource, params.id);
      const answered = isRecord(json) ? json[singularOf(resource)] : undefined;
      if (isRecord(answered)) return { data: answered as RecordType };
      // The API answers 204; react-admin wants the deleted record back. Without previousData
      // (a direct call), the id is all that is known of it.
      return { data: params.previousData ?? ({ id: params.id } as RecordType) };
    },

    async deleteMany<RecordType extends RaRecord>(
      resource: string,
      params: DeleteManyParams<RecordType>,
    ): Promise<DeleteManyResult<RecordType>> {
      await Promise.all(params.ids.map((id) => destroy(resource, id)));
      return { data: params.ids };
    },
  };
}
