import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const TierCreate = lazyView(() => import('./TierCreate.tsx'), 'TierCreate');
const TierEdit = lazyView(() => import('./TierEdit.tsx'), 'TierEdit');
const TierList = lazyView(() => import('./TierList.tsx'), 'TierList');

/** Tutor tiers: staff read them; admins create, edit, delete and move tutors onto them. */
export const tiers: Omit<ResourceProps, 'name'> = {
  list: TierList,
  edit: TierEdit,
  create: TierCreate,
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'name',
};
