import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { LeadSourceCreate } from './LeadSourceCreate.tsx';
import { LeadSourceEdit } from './LeadSourceEdit.tsx';
import { LeadSourceList } from './LeadSourceList.tsx';
import { LeadSourceShow } from './LeadSourceShow.tsx';

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
