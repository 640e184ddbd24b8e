import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Brands: staff read them; admins create and edit them with the brand form (spec §4). */
export const brands: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./BrandList.tsx'), 'BrandList'),
  edit: lazyScreen(() => import('./BrandEdit.tsx'), 'BrandEdit'),
  create: lazyScreen(() => import('./BrandCreate.tsx'), 'BrandCreate'),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
