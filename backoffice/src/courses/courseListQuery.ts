import { RESOURCE_PAGE_SIZES } from '@tp/domain';
import type { ListRequest } from '@tp/data-provider';

/** Newest start first. */
export const COURSE_LIST_SORT = { field: 'startsAt', order: 'DESC' } as const;
/** The brand's name comes embedded (include=brand) so the list costs one request. */
export const COURSE_LIST_META = { include: 'brand' };

/**
 * The courses list's first page as CourseList asks it (its defaults: the first page size,
 * no filter): asked ahead when the browser opens /admin/courses (App.tsx), in the main chunk
 * while CourseList's own code still downloads.
 */
export const COURSE_LIST_FIRST_PAGE: ListRequest = {
  pagination: { page: 1, perPage: RESOURCE_PAGE_SIZES[0] },
  sort: COURSE_LIST_SORT,
  filter: {},
  meta: COURSE_LIST_META,
};
