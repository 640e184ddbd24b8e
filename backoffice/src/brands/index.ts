import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { BrandList } from './BrandList.tsx';

/** The Brands resource: a read-only list (the brand form comes with a later issue). */
export const brands: Omit<ResourceProps, 'name'> = {
  list: BrandList,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
