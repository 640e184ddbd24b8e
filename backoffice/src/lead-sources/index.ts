import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/**
 * Lead sources and schools: staff read them; the CRM side creates, edits, reassigns, merges
 * and promotes pending schools. Other resources reference it (`<ReferenceInput
 * reference="lead_sources">`, searched with `query`).
 */
export const leadSources: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./LeadSourceList.tsx'), 'LeadSourceList'),
  edit: lazyScreen(() => import('./LeadSourceEdit.tsx'), 'LeadSourceEdit'),
  create: lazyScreen(() => import('./LeadSourceCreate.tsx'), 'LeadSourceCreate'),
  show: lazyScreen(() => import('./LeadSourceShow.tsx'), 'LeadSourceShow'),
  icon: CampaignIcon,
  recordRepresentation: 'name',
  options: { label: 'Lead sources' },
};
