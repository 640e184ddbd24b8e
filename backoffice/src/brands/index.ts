import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const BrandCreate = lazyView(() => import('./BrandCreate.tsx'), 'BrandCreate');
const BrandEdit = lazyView(() => import('./BrandEdit.tsx'), 'BrandEdit');
const BrandList = lazyView(() => import('./BrandList.tsx'), 'BrandList');

/** Brands: staff read them; admins create and edit them with the brand form (spec §4). */
export const brands: Omit<ResourceProps, 'name'> = {
  list: BrandList,
  edit: BrandEdit,
  create: BrandCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
