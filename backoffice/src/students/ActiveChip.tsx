import { Chip } from '@mui/material';

/** Active or Inactive, as a small chip. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}
