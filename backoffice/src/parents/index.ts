import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/**
 * Parents (customers) and leads: one resource, two views of its list (the Parents and Leads
 * tabs, `?filter={"type":"Lead"}` for the leads). CRM staff create, edit, reassign and merge.
 */
export const parents: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./ParentList.tsx'), 'ParentList'),
  show: lazyScreen(() => import('./ParentShow.tsx'), 'ParentShow'),
  edit: lazyScreen(() => import('./ParentEdit.tsx'), 'ParentEdit'),
  create: lazyScreen(() => import('./ParentCreate.tsx'), 'ParentCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
  options: { label: 'Parents and leads' },
};

/** The leads view's address, for the menu. */
export const LEADS_LIST_PATH = `/parents?filter=${encodeURIComponent(JSON.stringify({ type: 'Lead' }))}`;
