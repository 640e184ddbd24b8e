import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Tutor tiers: staff read them; admins create, edit, delete and move tutors onto them. */
export const tiers: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./TierList.tsx'), 'TierList'),
  edit: lazyScreen(() => import('./TierEdit.tsx'), 'TierEdit'),
  create: lazyScreen(() => import('./TierCreate.tsx'), 'TierCreate'),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'name',
};
