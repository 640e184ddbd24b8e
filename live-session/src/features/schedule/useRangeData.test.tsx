import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRangeData, type RangeLoader } from './useRangeData.ts';

const range = { start: new Date('2026-12-06T00:00:00Z'), end: new Date('2026-12-13T00:00:00Z') };

/** A loader answering the test's current rows, counting its calls. */
function loaderOf(rows: { current: { id: number; title: string }[] }) {
  const load = vi.fn<RangeLoader<{ id: number; title: string }[]>>(async () =>
    rows.current.map((row) => ({ ...row })),
  );
  return load;
}

describe('useRangeData', () => {
  it('keeps the data it has when a reload answers the same, and takes a changed answer', async () => {
    const rows = { current: [{ id: 1, title: 'Algebra' }] };
    const load = loaderOf(rows);
    const { result } = renderHook(() => useRangeData(load, [], 7, range, vi.fn()));
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, title: 'Algebra' }]));
    const first = result.current.data;

    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toBe(first);

    rows.current = [{ id: 1, title: 'Geometry' }];
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, title: 'Geometry' }]));
    expect(result.current.data).not.toBe(first);
  });
});
