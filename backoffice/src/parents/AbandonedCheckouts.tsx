import { Badge, Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { ParentAbandonedCounts } from '@tp/domain';

/**
 * GET /parents/abandoned_counts, asked once each time it becomes enabled (the Leads view is
 * opened); null until it answers, or when it fails (the chip is then left out).
 */
export function useAbandonedCounts(enabled: boolean): ParentAbandonedCounts | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [counts, setCounts] = useState<ParentAbandonedCounts | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    dataProvider
      .action('parents', 'abandonedCounts')
      .then(({ data }) => {
        if (isCurrent) setCounts(data.abandonedCounts);
      })
      .catch(() => {
        if (isCurrent) setCounts(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, enabled]);
  return counts;
}

/** The chip's words: all of them, and the caller's, the unassigned and this week's. */
export function abandonedLabel(counts: ParentAbandonedCounts): string {
  return `Abandoned checkout: ${counts.mine} mine · ${counts.unassigned} unassigned · ${counts.lastWeek} this week`;
}

/**
 * The leads who left a checkout unfinished (GET /parents/abandoned_counts), on the Leads view:
 * a chip with the total as its badge that filters the list to them (`abandoned=true`), the
 * leads an advisor calls first. Shown to those who may ask for the counts.
 */
export function AbandonedCheckouts() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { canAccess = false } = useCanAccess({ action: 'abandonedCounts', resource: 'parents' });
  const values = filterValues as Record<string, unknown>;
  const isLeads = values.type === 'Lead';
  const counts = useAbandonedCounts(canAccess && isLeads);
  if (!isLeads || !counts) return null;
  const isOn = values.abandoned === true;
  const toggle = () => {
    const { abandoned: _abandoned, ...others } = values;
    setFilters(isOn ? others : { ...others, abandoned: true }, displayedFilters);
  };
  return (
    <Badge
      badgeContent={counts.total}
      showZero
      max={999}
      color="warning"
      sx={{ mx: 2, mt: 1, maxWidth: 'calc(100% - 32px)' }}
    >
      <Chip
        label={abandonedLabel(counts)}
        color={isOn ? 'primary' : 'default'}
        variant={isOn ? 'filled' : 'outlined'}
        aria-pressed={isOn}
        aria-label={`Abandoned checkout: ${counts.total} leads (${counts.mine} mine, ${counts.unassigned} unassigned, ${counts.lastWeek} this week)`}
        onClick={toggle}
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    </Badge>
  );
}
