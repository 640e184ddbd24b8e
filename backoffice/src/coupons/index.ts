import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { CouponCreate } from './CouponCreate.tsx';
import { CouponEdit } from './CouponEdit.tsx';
import { CouponList } from './CouponList.tsx';

/** Coupons: admins list, create, edit, deactivate and delete them (domain's coupons contract). */
export const coupons: Omit<ResourceProps, 'name'> = {
  list: CouponList,
  edit: CouponEdit,
  create: CouponCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
