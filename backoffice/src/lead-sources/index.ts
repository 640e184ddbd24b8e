import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const LeadSourceCreate = lazyView(() => import('./LeadSourceCreate.tsx'), 'LeadSourceCreate');
const LeadSourceEdit = lazyView(() => import('./LeadSourceEdit.tsx'), 'LeadSourceEdit');
const LeadSourceList = lazyView(() => import('./LeadSourceList.tsx'), 'LeadSourceList');
const LeadSourceShow = lazyView(() => import('./LeadSourceShow.tsx'), 'LeadSourceShow');

/**
 * Lead sources and schools: staff read them; the CRM side creates, edits, reassigns, merges
 * and promotes pending schools. Other resources reference it (`<ReferenceInput
 * reference="lead_sources">`, searched with `query`).
 */
export const leadSources: Omit<ResourceProps, 'name'> = {
  list: LeadSourceList,
  edit: LeadSourceEdit,
  create: LeadSourceCreate,
  show: LeadSourceShow,
  icon: CampaignIcon,
  recordRepresentation: 'name',
  options: { label: 'Lead sources' },
};
