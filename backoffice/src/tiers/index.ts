import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ResourceProps } from 'react-admin';
import { TierCreate } from './TierCreate.tsx';
import { TierEdit } from './TierEdit.tsx';
import { TierList } from './TierList.tsx';

/** Tutor tiers: staff read them; admins create, edit, delete and move tutors onto them. */
export const tiers: Omit<ResourceProps, 'name'> = {
  list: TierList,
  edit: TierEdit,
  create: TierCreate,
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'name',
};
