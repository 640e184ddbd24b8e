/**
 * Page sizes of the apps' lists (spec: sign-in-exams-and-shared §7 "Shared list calls" and
 * §9). Resource lists (back-office) use list-params' DEFAULT_PER_PAGE and RESOURCE_PAGE_SIZES.
 */
export interface PageSizeChoice {
  /** The page size a list starts with. */
  perPage: number;
  /** The sizes the user may pick from. */
  options: readonly number[];
}

/** Generic search lists and session lists: 10 a page (10, 20, 50). */
export const GENERIC_LIST_PAGE_SIZES: PageSizeChoice = { perPage: 10, options: [10, 20, 50] };
/** Enrollee lists: 10 a page (10, 25, 50). */
export const ENROLLEE_LIST_PAGE_SIZES: PageSizeChoice = { perPage: 10, options: [10, 25, 50] };
/** Resource lists: 25 a page (25, 50, 100). */
export const RESOURCE_LIST_PAGE_SIZES: PageSizeChoice = { perPage: 25, options: [25, 50, 100] };
/** Message recipients: 20 a page, no choice. */
export const RECIPIENTS_PAGE_SIZE = 20;
/** A history list shows its pagination only above this many records. */
export const HISTORY_PAGINATION_THRESHOLD = 25;

/** Whether a history list of this many records shows pagination. */
export function showsHistoryPagination(totalCount: number): boolean {
  return totalCount > HISTORY_PAGINATION_THRESHOLD;
}
