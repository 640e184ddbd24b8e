import { Chip, Stack, type SxProps, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';

/** One chip: the filter values it stands for (empty: none of the chips' values, "All"). */
export interface QuickFilter {
  label: string;
  values: Record<string, unknown>;
  /**
   * Values of the list's other filters the chip puts in agreement with it when chosen (the
   * Unassigned chip sets the assigned-advisor select to Unassigned, which would otherwise
   * leave nothing to show); they stay as ordinary filters afterwards.
   */
  sets?: Record<string, unknown>;
}

function without(values: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));
}

/**
 * A list's quick filters as chips. Each chip switches its filter values on, and a second
 * click takes them off; with `exclusive`, the chips are one choice among them (one is always
 * on, clicking it again keeps it). Other filters are kept as they are.
 */
export function QuickFilterChips({
  filters,
  exclusive = false,
  sx,
}: {
  filters: readonly QuickFilter[];
  exclusive?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const values = filterValues as Record<string, unknown>;
  const allKeys = [...new Set(filters.flatMap((filter) => Object.keys(filter.values)))];
  const keysOf = (filter: QuickFilter) => (exclusive ? allKeys : Object.keys(filter.values));
  const isOn = (filter: QuickFilter) =>
    keysOf(filter).every((key) => values[key] === filter.values[key]);

  function choose(filter: QuickFilter) {
    const others = without(values, keysOf(filter));
    const isTakenOff = !exclusive && isOn(filter);
    setFilters(
      isTakenOff ? others : { ...others, ...filter.sets, ...filter.values },
      displayedFilters,
    );
  }

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label="Quick filters"
      // Wrapped, not scrolled: at 390 px a row of chips would hide the last ones off screen.
      sx={[
        { alignItems: 'center', flexWrap: 'wrap' },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {filters.map((filter) => {
        const on = isOn(filter);
        return (
          <Chip
            key={filter.label}
            label={filter.label}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => choose(filter)}
          />
        );
      })}
    </Stack>
  );
}
