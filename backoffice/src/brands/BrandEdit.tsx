import { Edit, SimpleForm } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { BrandInputs, brandResolver } from './BrandInputs.tsx';
import { BrandSessionTypes } from './BrandSessionTypes.tsx';

/** The brand form (spec §2 "Brand form modal"), its session types below. */
export function BrandEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice('brands', 'Brand', 'updated')}>
      <SimpleForm warnWhenUnsavedChanges noValidate resolver={brandResolver}>
        <BrandInputs />
      </SimpleForm>
      <BrandSessionTypes />
      <HistorySection />
    </Edit>
  );
}
