import { Create, SimpleForm } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { COUPON_DEFAULTS, CouponInputs, couponResolver } from './CouponInputs.tsx';

export function CouponCreate() {
  return (
    <Create mutationOptions={useSavedNotice('coupons', 'Coupon', 'created')}>
      <SimpleForm warnWhenUnsavedChanges resolver={couponResolver} defaultValues={COUPON_DEFAULTS}>
        <CouponInputs />
      </SimpleForm>
    </Create>
  );
}
