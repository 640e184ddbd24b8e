import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGINATION_RANGE } from '@tp/data-provider';
import type { ListMeta } from '@tp/domain';

export interface ListPaginationProps {
  meta: ListMeta;
  page: number;
  onPageChange(page: number): void;
  perPage?: number;
  /** The sizes to choose from (domain's page-size choices); no size picker without them. */
  perPageOptions?: readonly number[];
  onPerPageChange?(perPage: number): void;
}

/**
 * The live app's list pagination: at most 7 page items (spec §9 "pagination max-size 7",
 * through PAGINATION_RANGE), the range shown, and the page-size choice when there is one.
 */
export function ListPagination({
  meta,
  page,
  onPageChange,
  perPage,
  perPageOptions,
  onPerPageChange,
}: ListPaginationProps) {
  const labelId = useId();
  const first = meta.totalCount === 0 ? 0 : (page - 1) * meta.pageSize + 1;
  const last = Math.min(page * meta.pageSize, meta.totalCount);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {meta.totalCount === 0 ? 'No results' : `${first}–${last} of ${meta.totalCount}`}
      </Typography>
      {meta.totalPages > 1 ? (
        <Pagination
          count={meta.totalPages}
          page={Math.min(page, meta.totalPages)}
          onChange={(_event, next) => onPageChange(next)}
          siblingCount={PAGINATION_RANGE.siblingCount}
          boundaryCount={PAGINATION_RANGE.boundaryCount}
          size="small"
          color="primary"
        />
      ) : null}
      {perPageOptions && perPage !== undefined && onPerPageChange ? (
        <FormControl size="small" sx={{ minWidth: 96 }}>
          <InputLabel id={labelId}>Per page</InputLabel>
          <Select
            labelId={labelId}
            label="Per page"
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
          >
            {perPageOptions.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : null}
    </Stack>
  );
}
