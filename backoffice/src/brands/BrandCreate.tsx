import { Create, SimpleForm } from 'react-admin';
import { BRAND_RULE_DEFAULTS } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { BrandInputs, brandResolver } from './BrandInputs.tsx';

const DEFAULTS = {
  ...BRAND_RULE_DEFAULTS,
  active: true,
  includeSessions: true,
  includeStudents: true,
  includeEmployees: false,
  includeScoreReports: false,
  includeJointSessions: false,
  employeeStaffing: false,
  includePoints: false,
  allowManualAttendance: false,
  forceDuration: null,
};

export function BrandCreate() {
  return (
    <Create mutationOptions={useSavedNotice('brands', 'Brand', 'created')} redirect="edit">
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={brandResolver}
        defaultValues={DEFAULTS}
      >
        <BrandInputs />
      </SimpleForm>
    </Create>
  );
}
