export {
  usePagedList,
  type PageFetcher,
  type PagedList,
  type UsePagedListOptions,
} from './usePagedList.ts';
export { ListPagination, type ListPaginationProps } from './ListPagination.tsx';
