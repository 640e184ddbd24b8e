import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Coupons: admins list, create, edit, deactivate and delete them (domain's coupons contract). */
export const coupons: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./CouponList.tsx'), 'CouponList'),
  edit: lazyScreen(() => import('./CouponEdit.tsx'), 'CouponEdit'),
  create: lazyScreen(() => import('./CouponCreate.tsx'), 'CouponCreate'),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
