import { useCallback, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import {
  ERRORS_TITLE,
  availabilityFromSelection,
  availabilityTimingRefusal,
  errorsToSentence,
  snappedSpan,
} from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import {
  createAvailability,
  deleteAvailability,
  updateAvailability,
  type AvailabilitySpan,
} from './availability-api.ts';
import { AVAILABILITY_UPDATED_MESSAGE } from './calendar-settings.ts';
import type { AvailabilityItem } from './schedule-events.ts';

export interface AvailabilityEditing {
  /** Moves and resizes shown at once, before the server answers (by item id). */
  pending: ReadonlyMap<string, AvailabilitySpan>;
  create(selection: AvailabilitySpan): Promise<void>;
  change(item: AvailabilityItem, span: AvailabilitySpan): Promise<void>;
  remove(item: AvailabilityItem): Promise<boolean>;
  /** Forget the pending moves: the server's answer is on screen. */
  clearPending(): void;
}

/**
 * Why a new (`current` null) or changed availability would be refused for time gone by, as
 * the server's 422 reads ("Starts at can't be in the past."), or null: checked before the
 * call, against the clock at that moment.
 */
function pastRefusal(next: AvailabilitySpan, current: AvailabilitySpan | null): string | null {
  const refusal = availabilityTimingRefusal(
    { startsAt: next.start, endsAt: next.end },
    current && { startsAt: current.start, endsAt: current.end },
    new Date(),
  );
  return refusal && errorsToSentence({ [refusal.field]: [refusal.message] });
}

/**
 * The tutor's availability changes from the calendar: a selection becomes an availability
 * (snapped, 15 minutes or less made 120; spec §5), a move or resize is saved snapped, a
 * deletion after the tutor confirmed it. Each success says "Your availability has been
 * updated" and reloads; a refusal (422, 409) shows the server's sentence. A selection or move
 * into the past is not sent: the same sentence shows at once.
 */
export function useAvailabilityEditing(
  httpClient: HttpClient,
  tutorId: number | null,
  onChanged: () => void,
): AvailabilityEditing {
  const toast = useToast();
  const toastError = useErrorToast();
  const [pending, setPending] = useState<ReadonlyMap<string, AvailabilitySpan>>(new Map());

  const settle = useCallback((id: string) => {
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const run = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      try {
        await call();
        toast.success(AVAILABILITY_UPDATED_MESSAGE);
        return true;
      } catch (error) {
        toastError(error);
        return false;
      } finally {
        onChanged();
      }
    },
    [toast, toastError, onChanged],
  );

  const create = useCallback(
    async (selection: AvailabilitySpan) => {
      if (tutorId === null) return;
      const span = availabilityFromSelection(selection);
      const refusal = pastRefusal(span, null);
      if (refusal) {
        toast.error(refusal, ERRORS_TITLE);
        return;
      }
      await run(() => createAvailability(httpClient, tutorId, span));
    },
    [httpClient, tutorId, run, toast],
  );

  const change = useCallback(
    async (item: AvailabilityItem, span: AvailabilitySpan) => {
      const snapped = snappedSpan(span);
      if (+snapped.start === +item.start && +snapped.end === +item.end) return;
      const refusal = pastRefusal(snapped, item);
      if (refusal) {
        toast.error(refusal, ERRORS_TITLE);
        return;
      }
      setPending((current) => new Map(current).set(item.id, snapped));
      const isSaved = await run(() =>
        updateAvailability(httpClient, item.recordId, item.lockVersion, snapped),
      );
      // A saved change stays drawn until the reload brings it (clearPending); a refused one goes back.
      if (!isSaved) settle(item.id);
    },
    [httpClient, run, settle, toast],
  );

  const remove = useCallback(
    (item: AvailabilityItem) => run(() => deleteAvailability(httpClient, item.recordId)),
    [httpClient, run],
  );

  const clearPending = useCallback(
    () => setPending((current) => (current.size === 0 ? current : new Map())),
    [],
  );

  return { pending, create, change, remove, clearPending };
}
