import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const CouponCreate = lazyView(() => import('./CouponCreate.tsx'), 'CouponCreate');
const CouponEdit = lazyView(() => import('./CouponEdit.tsx'), 'CouponEdit');
const CouponList = lazyView(() => import('./CouponList.tsx'), 'CouponList');

/** Coupons: admins list, create, edit, deactivate and delete them (domain's coupons contract). */
export const coupons: Omit<ResourceProps, 'name'> = {
  list: CouponList,
  edit: CouponEdit,
  create: CouponCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
