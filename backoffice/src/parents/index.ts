import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { ParentCreate } from './ParentCreate.tsx';
import { ParentEdit } from './ParentEdit.tsx';
import { ParentList } from './ParentList.tsx';
import { ParentShow } from './ParentShow.tsx';

/**
 * Parents (customers) and leads: one resource, two views of its list (the Parents and Leads
 * tabs, `?filter={"type":"Lead"}` for the leads). CRM staff create, edit, reassign and merge.
 */
export const parents: Omit<ResourceProps, 'name'> = {
  list: ParentList,
  show: ParentShow,
  edit: ParentEdit,
  create: ParentCreate,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
  options: { label: 'Parents and leads' },
};

/** The leads view's address, for the menu. */
export const LEADS_LIST_PATH = `/parents?filter=${encodeURIComponent(JSON.stringify({ type: 'Lead' }))}`;
