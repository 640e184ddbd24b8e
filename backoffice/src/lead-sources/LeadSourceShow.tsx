import { Show, SimpleShowLayout, TextField, FunctionField } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import type { LeadSource } from '@tp/domain';
import { LeadSourceAside } from './LeadSourceAside.tsx';
import { schoolTypesLabel } from './leadSourceChoices.ts';

/** What staff who may not edit see. */
export function LeadSourceShow() {
  return (
    <Show aside={<LeadSourceAside />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="category" emptyText="—" />
        <FunctionField<LeadSource>
          label="School types"
          render={(leadSource) => schoolTypesLabel(leadSource.schoolTypes) || '—'}
        />
        <TextField source="city" emptyText="—" />
        <TextField source="state" emptyText="—" />
      </SimpleShowLayout>
      <HistorySection />
    </Show>
  );
}
