import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualPlacesAdapter, type PlacesAdapter } from './places-adapter.ts';
import { AUTOCOMPLETE_PAUSE_MS, usePlaceSearch } from './usePlaceSearch.ts';

const suggestion = { placeId: 'p1', description: '1 Main St' };

function adapter(search: PlacesAdapter['search']): PlacesAdapter {
  return { canSearch: true, search, details: vi.fn() };
}

describe('usePlaceSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses 400 ms (spec §9)', () => {
    expect(AUTOCOMPLETE_PAUSE_MS).toBe(400);
  });

  it('searches once, for the last query, after typing pauses', async () => {
    const search = vi.fn(() => Promise.resolve([suggestion]));
    const places = adapter(search);
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(places, query), {
      initialProps: { query: 'M' },
    });
    rerender({ query: 'Ma' });
    rerender({ query: 'Main' });
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_PAUSE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.isSearching).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Main', expect.any(AbortSignal));
    expect(result.current).toEqual({ suggestions: [suggestion], isSearching: false });
  });

  it('drops the answer of a search overtaken by typing', async () => {
    let answerFirst: (value: (typeof suggestion)[]) => void = () => undefined;
    const search = vi
      .fn<PlacesAdapter['search']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([]);
    const places = adapter(search);
    const { result, rerender } = renderHook(({ query }) => usePlaceSearch(places, query), {
      initialProps: { query: 'Main' },
    });
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_PAUSE_MS));
    rerender({ query: 'Main St' });
    await act(async () => {
      answerFirst([suggestion]);
      await Promise.resolve();
    });
    expect(result.current.suggestions).toEqual([]);
    expect(search.mock.calls[0]?.[1]?.aborted).toBe(true);
  });

  it('offers nothing for a blank query', () => {
    const search = vi.fn(() => Promise.resolve([suggestion]));
    const { result } = renderHook(() => usePlaceSearch(adapter(search), '   '));
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_PAUSE_MS));
    expect(search).not.toHaveBeenCalled();
    expect(result.current).toEqual({ suggestions: [], isSearching: false });
  });

  it('never searches without a provider', () => {
    const { result } = renderHook(() => usePlaceSearch(manualPlacesAdapter, 'Main'));
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_PAUSE_MS));
    expect(result.current).toEqual({ suggestions: [], isSearching: false });
  });
});
