import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { CouponInputs, couponResolver } from './CouponInputs.tsx';

function CouponEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationOptions={useSavedNotice('coupons', 'Coupon', 'deleted')}
        confirmTitle="Delete this coupon?"
        confirmContent="The coupon is deleted for good. A coupon a payment used, or applied to an enrollment, cannot be deleted: deactivate it instead."
      />
    </Toolbar>
  );
}

/** Edit a coupon (pessimistic: the server's answer decides), with its history. */
export function CouponEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('coupons', 'Coupon', 'updated')}
    >
      <SimpleForm warnWhenUnsavedChanges resolver={couponResolver} toolbar={<CouponEditToolbar />}>
        <CouponInputs />
      </SimpleForm>
      <HistorySection />
    </Edit>
  );
}
