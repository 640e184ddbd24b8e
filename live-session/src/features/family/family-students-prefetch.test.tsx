import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@tp/data-provider';
import type { FamilyStudent } from './family-api.ts';
import { isFamilyPage } from './family-page.ts';
import {
  FAMILY_STUDENTS_FRESH_MS,
  prefetchFamilyStudents,
  takePrefetchedFamilyStudents,
} from './family-students-prefetch.ts';

const PREFETCHED: FamilyStudent[] = [{ id: 7, firstName: 'Lily', lastName: 'Brennan' }];
const LOADED: FamilyStudent[] = [{ id: 8, firstName: 'Noah', lastName: 'Brennan' }];

/** fetch answering GET /api/v2/students with `status` (the students when 200). */
function stubStudentsCall(status: number) {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? Response.json({ students: PREFETCHED })
      : Response.json({ error: 'You need to sign in.' }, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A client as main.tsx makes it for the prefetch: no 401 handling. */
const quietClient = () => createHttpClient();

afterEach(() => {
  vi.unstubAllGlobals();
  // Whatever a test left is taken, so the next starts empty.
  void takePrefetchedFamilyStudents(async () => []).catch(() => undefined);
});

describe("the family's students asked at the page's start", () => {
  it('asks them at once, and the first load takes that answer once', async () => {
    const fetchMock = stubStudentsCall(200);
    prefetchFamilyStudents(quietClient(), 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/v2/students');
    const load = vi.fn(async () => LOADED);
    expect(await takePrefetchedFamilyStudents(load, 1500)).toEqual(PREFETCHED);
    expect(load).not.toHaveBeenCalled();
    // Taken: the next load asks the server.
    expect(await takePrefetchedFamilyStudents(load, 1600)).toEqual(LOADED);
  });

  it('is asked on family pages only', () => {
    expect(isFamilyPage('/parent/planner')).toBe(true);
    expect(isFamilyPage('/student')).toBe(true);
    expect(isFamilyPage('/parent/students/7/academic-planner')).toBe(true);
    expect(isFamilyPage('/tutor/dashboard')).toBe(false);
    expect(isFamilyPage('/login/en')).toBe(false);
    expect(isFamilyPage('/parenting')).toBe(false);
  });

  it('loads afresh when the answer is older than the page start allows', async () => {
    stubStudentsCall(200);
    prefetchFamilyStudents(quietClient(), 1000);
    const load = vi.fn(async () => LOADED);
    expect(await takePrefetchedFamilyStudents(load, 1001 + FAMILY_STUDENTS_FRESH_MS)).toEqual(
      LOADED,
    );
  });

  it('loads afresh when the early ask failed (signed out), without sending anyone to sign in', async () => {
    stubStudentsCall(401);
    const before = window.location.href;
    prefetchFamilyStudents(quietClient(), 1000);
    const load = vi.fn(async () => LOADED);
    expect(await takePrefetchedFamilyStudents(load, 1200)).toEqual(LOADED);
    expect(window.location.href).toBe(before);
  });
});
