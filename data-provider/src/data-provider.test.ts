import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider.ts';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie, type Responder } from './testing/fake-fetch.ts';

const meta = { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 };

function providerWith(responder: Responder) {
  const fake = fakeFetch(responder);
  const dataProvider = createDataProvider({ httpClient: createHttpClient({ fetch: fake.fetch }) });
  return { dataProvider, calls: fake.calls };
}

beforeEach(() => setXsrfCookie('t'));
afterEach(() => setXsrfCookie(null));

describe('getList', () => {
  it('sends page, per, orderBy, orderSort, include and camelCase filters', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { sessions: [], meta } }));
    await dataProvider.getList('sessions', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: { tutor_id: 4, type: ['group', 'private'] },
      meta: { include: ['assignments', 'attendances'] },
    });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(
      '/api/v2/sessions?page=2&per=50&orderBy=starts_at&orderSort=asc&include=assignments%2Cattendances&tutorId=4&type[]=group&type[]=private',
    );
  });

  it('answers the plural list and meta.totalCount', async () => {
    const courses = [{ id: 1 }, { id: 2 }];
    const { dataProvider } = providerWith(() => ({
      json: { courses, meta: { ...meta, totalCount: 40 } },
    }));
    const result = await dataProvider.getList('courses', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.data).toEqual(courses);
    expect(result.total).toBe(40);
    expect(result.meta).toEqual({ ...meta, totalCount: 40 });
  });

  it('uses a custom apiUrl', async () => {
    const fake = fakeFetch(() => ({ json: { brands: [], meta } }));
    const dataProvider = createDataProvider({
      apiUrl: 'http://api.test/api/v2',
      httpClient: createHttpClient({ fetch: fake.fetch }),
    });
    await dataProvider.getList('brands', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(fake.calls[0]?.url).toMatch(/^http:\/\/api\.test\/api\/v2\/brands\?/);
  });

  it('passes the abort signal', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { courses: [], meta } }));
    const controller = new AbortController();
    await dataProvider.getList('courses', { filter: {}, signal: controller.signal });
    expect(calls[0]?.signal).toBe(controller.signal);
  });

  it('reports an answer without the plural list', async () => {
    const { dataProvider } = providerWith(() => ({ json: { items: [] } }));
    await expect(dataProvider.getList('courses', { filter: {} })).rejects.toThrow(
      'has no "courses" list',
    );
  });

  it('rejects with the HttpError of a failed call', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 500,
      json: { error: 'Internal server error' },
    }));
    await expect(dataProvider.getList('courses', { filter: {} })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('prefetchList', () => {
  const firstPage = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'startsAt', order: 'DESC' as const },
    filter: {},
    meta: { include: 'brand' },
  };

  it('asks the page at once, and the same getList then answers it without asking again', async () => {
    const courses = [{ id: 1 }, { id: 2 }];
    const { dataProvider, calls } = providerWith(() => ({ json: { courses, meta } }));
    dataProvider.prefetchList('courses', firstPage);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      '/api/v2/courses?page=1&per=25&orderBy=starts_at&orderSort=desc&include=brand',
    );
    const controller = new AbortController();
    const result = await dataProvider.getList('courses', {
      ...firstPage,
      signal: controller.signal,
    });
    expect(result).toEqual({ data: courses, total: 2, meta });
    expect(calls).toHaveLength(1);
    // Once: the next load of the same page asks the server.
    await dataProvider.getList('courses', firstPage);
    expect(calls).toHaveLength(2);
  });

  it('answers the page as getList would, for the screen’s cache, and still once to getList', async () => {
    const courses = [{ id: 1 }];
    const { dataProvider, calls } = providerWith(() => ({ json: { courses, meta } }));
    const page = await dataProvider.prefetchList('courses', firstPage);
    expect(page).toEqual({ data: courses, total: 2, meta });
    expect(await dataProvider.getList('courses', firstPage)).toEqual(page);
    expect(calls).toHaveLength(1);
  });

  it('answers nothing for a page that failed, or came after a sign-in or sign-out', async () => {
    const failing = providerWith(() => ({ status: 401, json: {} }));
    expect(await failing.dataProvider.prefetchList('courses', firstPage)).toBeUndefined();
    const { dataProvider } = providerWith(() => ({ json: { courses: [{ id: 1 }], meta } }));
    const page = dataProvider.prefetchList('courses', firstPage);
    dataProvider.forgetPrefetchedLists();
    expect(await page).toBeUndefined();
  });

  it('leaves another page of the list to ask for itself', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { courses: [], meta } }));
    dataProvider.prefetchList('courses', firstPage);
    await dataProvider.getList('courses', { ...firstPage, sort: { field: 'title', order: 'ASC' } });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v2/courses?page=1&per=25&orderBy=starts_at&orderSort=desc&include=brand',
      '/api/v2/courses?page=1&per=25&orderBy=title&orderSort=asc&include=brand',
    ]);
  });

  it('asks again once the pages asked ahead are forgotten (someone else signed in)', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { courses: [], meta } }));
    dataProvider.prefetchList('courses', firstPage);
    dataProvider.forgetPrefetchedLists();
    await dataProvider.getList('courses', firstPage);
    expect(calls).toHaveLength(2);
  });

  it('asks again when the page asked ahead failed, and answers that', async () => {
    let signedIn = false;
    const { dataProvider, calls } = providerWith(() =>
      signedIn ? { json: { courses: [{ id: 3 }], meta } } : { status: 401, json: {} },
    );
    dataProvider.prefetchList('courses', firstPage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    signedIn = true;
    const result = await dataProvider.getList('courses', firstPage);
    expect(result.data).toEqual([{ id: 3 }]);
    expect(calls).toHaveLength(2);
  });
});

describe('getOne', () => {
  it('GETs the member with include and answers the singular record', async () => {
    const course = { id: 5, title: 'SAT prep' };
    const { dataProvider, calls } = providerWith(() => ({ json: { course } }));
    const result = await dataProvider.getOne('courses', {
      id: 5,
      meta: { include: 'brand,sessions' },
    });
    expect(calls[0]?.url).toBe('/api/v2/courses/5?include=brand%2Csessions');
    expect(result.data).toEqual(course);
  });

  it('reads a message at /messages/{id}.json, as the spec writes it', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { message: { id: 3 } } }));
    expect((await dataProvider.getOne('messages', { id: 3 })).data).toEqual({ id: 3 });
    expect(calls[0]?.url).toBe('/api/v2/messages/3.json');
  });

  it('uses the irregular singular of availabilities', async () => {
    const { dataProvider } = providerWith(() => ({ json: { availability: { id: 1 } } }));
    expect((await dataProvider.getOne('availabilities', { id: 1 })).data).toEqual({ id: 1 });
  });
});

describe('getMany', () => {
  it('asks for the ids without pagination', async () => {
    const { dataProvider, calls } = providerWith(() => ({
      json: { brands: [{ id: 1 }, { id: 2 }] },
    }));
    const result = await dataProvider.getMany('brands', { ids: [1, 2] });
    expect(calls[0]?.url).toBe('/api/v2/brands?ids[]=1&ids[]=2&noPagination=true');
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('getManyReference', () => {
  it('sends the target as one more filter with paging and sorting', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { sessions: [{ id: 9 }], meta } }));
    const result = await dataProvider.getManyReference('sessions', {
      target: 'course_id',
      id: 7,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: { upcoming: true },
    });
    expect(calls[0]?.url).toBe(
      '/api/v2/sessions?page=1&per=10&orderBy=starts_at&orderSort=asc&upcoming=true&courseId=7',
    );
    expect(result).toMatchObject({ data: [{ id: 9 }], total: 2 });
  });
});

describe('create', () => {
  it('POSTs the data keyed by the singular and answers the created record', async () => {
    const { dataProvider, calls } = providerWith(() => ({
      status: 201,
      json: { course: { id: 3, title: 'ACT' } },
    }));
    const result = await dataProvider.create('courses', { data: { title: 'ACT' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/courses',
      body: { course: { title: 'ACT' } },
    });
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t');
    expect(result.data).toEqual({ id: 3, title: 'ACT' });
  });

  it('rejects with the field errors react-admin puts on the form', async () => {
    const { dataProvider } = providerWith(() => ({
      status: 422,
      json: { error: 'Validation failed', errors: { title: ["can't be blank"] } },
    }));
    await expect(dataProvider.create('courses', { data: {} })).rejects.toMatchObject({
      status: 422,
      message: "Title can't be blank.",
      body: { errors: { title: "can't be blank" } },
    });
  });
});

describe('update', () => {
  it('PUTs the data keyed by the singular and answers the saved record', async () => {
    const { dataProvider, calls } = providerWith(() => ({
      json: { session: { id: 4, status: 'done' } },
    }));
    const result = await dataProvider.update('sessions', {
      id: 4,
      data: { status: 'done' },
      previousData: { id: 4 },
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v2/sessions/4',
      body: { session: { status: 'done' } },
    });
    expect(result.data).toEqual({ id: 4, status: 'done' });
  });

  it('sends the lockVersion of the record as the screen read it (previousData)', async () => {
    const { dataProvider, calls } = providerWith(() => ({
      json: { tier: { id: 3, name: 'Gold', lockVersion: 8 } },
    }));
    await dataProvider.update('tiers', {
      id: 3,
      // A form sends the record it edits back; previousData is the version it was read at.
      data: { id: 3, name: 'Gold', lockVersion: 9 },
      previousData: { id: 3, name: 'Old gold', lockVersion: 7 },
    });
    // Only what changed: the id is in the URL, and the version is the one read.
    expect(calls[0]?.body).toEqual({ tier: { name: 'Gold', lockVersion: 7 } });
  });

  it('sends only the fields that differ from the record as read', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { student: { id: 5 } } }));
    const read = { id: 5, firstName: 'Sam', pace: 2, hours: [{ remaining: 3 }], lockVersion: 2 };
    await dataProvider.update('students', {
      id: 5,
      data: { ...read, firstName: 'Samuel' },
      previousData: read,
    });
    expect(calls[0]?.body).toEqual({ student: { firstName: 'Samuel', lockVersion: 2 } });
  });

  it('sends the data as it is when the record has no lockVersion', async () => {
    const { dataProvider, calls } = providerWith(() => ({ json: { tier: { id: 3 } } }));
    await dataProvider.update('tiers', { id: 3, data: { name: 'Gold' }, previousData: { id: 3 } });
    expect(calls[0]?.body).toEqual({ tier: { name: 'Gold' } });
  });

  it('rejects a stale save with the 409 and the server’s message', async () => {
    const message = 'This record was changed by someone else after you opened it.';
    const { dataProvider } = providerWith(() => ({
      status: 409,
      json: { error: message, errors: { base: [message] } },
    }));
    const saving = dataProvider.update('tiers', {
      id: 3,
      data: { name: 'Gold' },
      previousData: { id: 3, lockVersion: 1 },
    });
    await expect(saving).rejects.toBeInstanceOf(HttpError);
    await expect(saving).rejects.toMatchObject({ status: 409, message });
  });
});

describe('updateMany', () => {
  it('PUTs each id in parallel and answers the ids', async () => {
    const { dataProvider, calls } = providerWith((call) => ({
      json: { course: { id: Number(call.url.split('/').pop()) } },
    }));
    const result = await dataProvider.updateMany('courses', {
      ids: [1, 2],
      data: { status: 'archived' },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'PUT /api/v2/courses/1',
      'PUT /api/v2/courses/2',
    ]);
    expect(calls.every((c) => JSON.stringify(c.body) === '{"course":{"status":"archived"}}')).toBe(
      true,
    );
    expect(result.data).toEqual([1, 2]);
  });

  it('starts every call before any answers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { dataProvider, calls } = providerWith(async () => {
      await gate;
      return { json: { course: { id: 1 } } };
    });
    const pending = dataProvider.updateMany('courses', { ids: [1, 2, 3], data: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(3);
    release();
    await pending;
  });
});

describe('delete', () => {
  it('DELETEs the member and answers previousData on a 204', async () => {
    const { dataProvider, calls } = providerWith(() => ({ status: 204 }));
    const previousData = { id: 8, title: 'Old' };
    const result = await dataProvider.delete('courses', { id: 8, previousData });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v2/courses/8' });
    expect(result.data).toEqual(previousData);
  });

  it('answers the record the server returns', async () => {
    const { dataProvider } = providerWith(() => ({ json: { course: { id: 8, title: 'Gone' } } }));
    expect((await dataProvider.delete('courses', { id: 8 })).data).toEqual({
      id: 8,
      title: 'Gone',
    });
  });

  it('answers the id alone without previousData or a body', async () => {
    const { dataProvider } = providerWith(() => ({ status: 204 }));
    expect((await dataProvider.delete('courses', { id: 8 })).data).toEqual({ id: 8 });
  });
});

describe('deleteMany', () => {
  it('DELETEs each id and answers the ids', async () => {
    const { dataProvider, calls } = providerWith(() => ({ status: 204 }));
    const result = await dataProvider.deleteMany('availabilities', { ids: [3, 4] });
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'DELETE /api/v2/availabilities/3',
      'DELETE /api/v2/availabilities/4',
    ]);
    expect(result.data).toEqual([3, 4]);
  });
});

it('escapes ids in member URLs', async () => {
  const { dataProvider, calls } = providerWith(() => ({ json: { course: { id: 'a/b' } } }));
  await dataProvider.getOne('courses', { id: 'a/b' });
  expect(calls[0]?.url).toBe('/api/v2/courses/a%2Fb');
});

describe('messageTypes', () => {
  it('asks the server once and shares the answer with every caller', async () => {
    const messageTypes = ['General Outreach', 'Parent Update'];
    const { dataProvider, calls } = providerWith(() => ({ json: { messageTypes } }));
    const [first, second] = await Promise.all([
      dataProvider.messageTypes(),
      dataProvider.messageTypes(),
    ]);
    expect(await dataProvider.messageTypes()).toEqual(messageTypes);
    expect(first).toEqual(messageTypes);
    expect(second).toEqual(messageTypes);
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/messages/message_types']);
  });

  it('asks again after a failure', async () => {
    let failing = true;
    const { dataProvider, calls } = providerWith(() =>
      failing ? { status: 500, json: {} } : { json: { messageTypes: ['Recommendation'] } },
    );
    await expect(dataProvider.messageTypes()).rejects.toBeDefined();
    failing = false;
    expect(await dataProvider.messageTypes()).toEqual(['Recommendation']);
    expect(calls).toHaveLength(2);
  });
});
