import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { BrandCreate } from './BrandCreate.tsx';
import { BrandEdit } from './BrandEdit.tsx';
import { BrandList } from './BrandList.tsx';

/** Brands: staff read them; admins create and edit them with the brand form (spec §4). */
export const brands: Omit<ResourceProps, 'name'> = {
  list: BrandList,
  edit: BrandEdit,
  create: BrandCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
