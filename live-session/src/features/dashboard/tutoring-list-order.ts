import type { TutoringHistory } from '@tp/domain';

/** Spec staff §2 Tutoring history list: "sortable headers Hours, Student Name, Advisor and Remaining Hours". */
export type TutoringSortKey = 'minutes' | 'studentName' | 'advisorName' | 'remainingMinutes';
export type SortDirection = 'asc' | 'desc';
export interface TutoringOrder {
  key: TutoringSortKey;
  direction: SortDirection;
}

/** As the server lists them by default: by student name, A to Z. */
export const DEFAULT_TUTORING_ORDER: TutoringOrder = { key: 'studentName', direction: 'asc' };

/** Spec §9: "Tutoring history 25" a page; "Pagination shows when the total is above 25". */
export const TUTORING_PAGE_SIZE = 25;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The histories in the order picked, a new array (the argument is not sorted). Unknown values
 * (no advisor, no remaining hours) go last whichever the direction; ties keep the student name
 * order, so a page never reshuffles between renders.
 */
export function sortTutoringHistories(
  histories: readonly TutoringHistory[],
  { key, direction }: TutoringOrder,
): TutoringHistory[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...histories].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      const compared =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      if (compared !== 0) return sign * compared;
    }
    return collator.compare(a.studentName, b.studentName) || a.id - b.id;
  });
}

/** A header clicked again turns its direction; another header starts ascending. */
export function nextTutoringOrder(current: TutoringOrder, key: TutoringSortKey): TutoringOrder {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The rows of page `page` (from 1). */
export function pageOf<T>(rows: readonly T[], page: number, size = TUTORING_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}
